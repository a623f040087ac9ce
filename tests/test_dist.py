"""dist/ is self-contained: no address outside the site, only what the page needs;
build.json and sw.js say which rules each game plays (web/update.py)."""

import json
import re
import zipfile

import pytest

import build

# Not addresses anything fetches: XML/SVG namespace names, PyScript's check for
# a page served on 0.0.0.0 (a local address), and Pyodide's socket emulation
# parsing a host name it is given ("https://${host}"; our code opens no socket).
ALLOWED = (b"http://www.w3.org/", b"http://0.0.0.0", b"https://${")
TEXT = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".py")


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    # Built apart from dist/, which browser tests may be serving meanwhile.
    out = tmp_path_factory.mktemp("dist")
    build.build(out)
    return out


def outside(data):
    found = []
    for m in re.finditer(rb"https?://[^\s\"'`)<>\\]+", data):
        if not m.group(0).startswith(ALLOWED):
            found.append(m.group(0)[:80].decode("latin-1"))
    return found


def test_no_url_outside_the_site_in_any_text_file(dist):
    problems = {}
    for path in dist.rglob("*"):
        if path.is_file() and path.suffix in TEXT:
            hits = outside(path.read_bytes())
            if hits:
                problems[str(path.relative_to(dist))] = hits[:5]
    assert problems == {}


def test_no_url_outside_the_site_in_our_code_archive(dist):
    with zipfile.ZipFile(dist / "app.zip") as zf:
        for name in zf.namelist():
            assert outside(zf.read(name)) == [], name


# CPython's own messages inside the WebAssembly binary quote these (bytes we do
# not rewrite); they are shown in error texts, never fetched.
WASM_TEXT = {
    b"https://github.com/pyodide/pyodide/issues/new",
    b"https://github.com/python/cpython/issues/110864",
    b"https://peps.python.org/pep-0263/",
    b"https://www.python.org/psf/license/",
}


def test_runtime_binary_quotes_only_documentation_links(dist):
    wasm = (dist / "pyodide" / "pyodide.asm.wasm").read_bytes()
    found = {m.group(0) for m in re.finditer(rb"https?://[A-Za-z0-9./_-]+", wasm)}
    assert {u for u in found if not u.startswith(ALLOWED)} <= WASM_TEXT


def test_precache_lists_every_file(dist):
    sw = (dist / "sw.js").read_text()
    for path in dist.rglob("*"):
        if path.is_file() and path.name not in ("sw.js", "index.html"):
            assert f'"{path.relative_to(dist).as_posix()}"' in sw, path
    assert '"./"' in sw and '"index.html"' in sw


def test_only_what_the_page_needs(dist):
    names = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    assert not [n for n in names if n.endswith(".map") or "codemirror" in n or "xterm" in n]
    for need in ("index.html", "sw.js", "manifest.webmanifest", "app.zip", "pyodide/pyodide.mjs",
                 "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
                 "pyodide/pyodide-lock.json", "pyscript/core.js", "assets/icons/icon-192.png",
                 "assets/icons/icon-512.png"):
        assert need in names


def test_build_is_reproducible(dist):
    first = (dist / "build.json").read_text()
    build.build(dist)
    assert (dist / "build.json").read_text() == first


def test_service_worker_and_build_json_are_filled_in(dist):
    info = json.loads((dist / "build.json").read_text())
    assert set(info) == {"hash", "rules"} and info["rules"]
    sw = (dist / "sw.js").read_text()
    assert "%" not in sw.split("const FILES")[0]          # %BUILD%, %RULES% filled in
    assert f'const BUILD = "{info["hash"]}";' in sw
    assert (dist / "index.html").read_text().count(f'data-build="{info["hash"]}"') == 1


def test_build_carries_the_rules_map(tmp_path):
    from pyapp import games
    from web import update
    out = build.build(tmp_path / "one")
    info = json.loads((tmp_path / "one" / "build.json").read_text())
    assert info["hash"] == out["hash"]
    assert info["rules"] == update.rules_of()
    sw = (tmp_path / "one" / "sw.js").read_text()
    assert "%RULES%" not in sw and "%BUILD%" not in sw
    assert f"const RULES = {json.dumps(info['rules'], sort_keys=True)};" in sw

    other = build.build(tmp_path / "two", {"ahd": "99"})
    info2 = json.loads((tmp_path / "two" / "build.json").read_text())
    assert info2["rules"]["ahd"] == "99" and info2["hash"] != info["hash"]
    with zipfile.ZipFile(tmp_path / "two" / "app.zip") as zf:
        assert 'rules_version = "99"' in zf.read("pyapp/games/ahd/rules.py").decode()
    # the source is untouched
    assert games.get("ahd").rules_version == info["rules"]["ahd"]
    with pytest.raises(SystemExit):
        build.build(tmp_path / "three", {"nope": "1"})
    with pytest.raises(SystemExit):
        build.build(tmp_path / "four", {"ahd": "bad version!"})
