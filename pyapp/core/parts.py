"""Long links sent in parts (docs/TRUST.md T1.6).

A turn link between two devices stays within ``PART_LIMIT`` characters
except in one case the protocol cannot avoid: a reshuffle of the shared deck
that comes before its spare deal is whole (T4.6) must carry what the spare
still lacks, up to some 6,000 characters. Such a link is sent as numbered
parts, each at most ``PART_LIMIT`` characters, which the players send one by
one (in any order, in one message or several); the receiving device keeps the
parts it has, says which are still missing, and opens the link once it holds
them all. Parts are only transport: the link they rebuild gets every check a
link gets (T1 to T5); a part itself is checked at once for its shape, and the
whole against the digest every part carries.

A part's text is ``~<k>.<n>.<tag>.<length>.<chunk>``: part ``k`` of ``n``,
``tag`` the first 48 bits of the whole link's SHA-256 (base64url, 8
characters), ``length`` the chunk's length (so that parts pasted together
with nothing between them are still read apart), ``chunk`` the link's text
from its own place. ``~`` and ``.`` never occur in a link's base64url, so a
part is never mistaken for a link.

``Pending`` holds the parts of links not yet whole, in a JSON-able dict the
page keeps in storage (a part opened from the address bar is a page load of
its own). Pure Python, standard library only.
"""

from __future__ import annotations

import base64
import hashlib
import math
import re
from dataclasses import dataclass
from typing import Any

from .errors import LinkError

PART_LIMIT = 1000           # characters of a part, as of any turn link (issue 34)
MARK = "~"
TAG_CHARS = 8
MAX_PARTS = 64              # 64 parts of 1,000: more than any link the protocol makes
MAX_PENDING = 8             # links in parts held at once; the oldest is dropped first
RULE = "T1.6"
_B64 = "A-Za-z0-9_-"
_HEAD = re.compile(r"~([0-9]{1,3})\.([0-9]{1,3})\.([" + _B64 + r"]{8})\.([0-9]{1,5})\.")
_B64_ONLY = re.compile(r"[" + _B64 + r"]*")


@dataclass(frozen=True)
class Part:
    """One part of a long link."""
    k: int          # 1-based
    n: int
    tag: str
    chunk: str

    def text(self) -> str:
        return f"{MARK}{self.k}.{self.n}.{self.tag}.{len(self.chunk)}.{self.chunk}"


def tag_of(text: str) -> str:
    """The digest every part of ``text`` carries (48 bits, base64url)."""
    digest = hashlib.sha256(b"cwt-parts\0" + text.encode("ascii")).digest()[:6]
    return base64.urlsafe_b64encode(digest).decode("ascii")


def _head_chars(n: int, size: int) -> int:
    return len(f"{MARK}{n}.{n}.{'x' * TAG_CHARS}.{size}.")


def split(text: str, limit: int | None = None) -> list[str]:
    """``text`` (a link's base64url) as parts of at most ``limit`` characters
    (``PART_LIMIT``) each, of even length; ``[text]`` itself when it fits."""
    limit = limit or PART_LIMIT
    if len(text) <= limit:
        return [text]
    if not _B64_ONLY.fullmatch(text):
        raise ValueError("only a link's base64url text is sent in parts")
    n = 2
    while True:
        size = math.ceil(len(text) / n)
        if size + _head_chars(n, size) <= limit:
            break
        n += 1
        if n > MAX_PARTS:
            raise ValueError(f"a link of {len(text)} characters needs more than {MAX_PARTS} parts")
    tag = tag_of(text)
    return [Part(k + 1, n, tag, text[k * size:(k + 1) * size]).text() for k in range(n)]


def is_part(text: Any) -> bool:
    """True when ``text`` (a fragment, a URL or a paste) holds a part."""
    return isinstance(text, str) and _HEAD.search(text) is not None


def find(text: Any) -> list[Part]:
    """Every part in ``text``: one part's fragment or URL, or a paste of
    several (URLs one after another, with or without spaces or lines between
    them). ``LinkError`` (T1.6) for a part cut short or damaged."""
    if not isinstance(text, str) or len(text) > MAX_PARTS * (PART_LIMIT + 200):
        raise LinkError("this is not a part of a link", rule=RULE)
    found, at = [], 0
    while (m := _HEAD.search(text, at)) is not None:
        k, n, tag, size = int(m.group(1)), int(m.group(2)), m.group(3), int(m.group(4))
        chunk = text[m.end():m.end() + size]
        if not 1 <= k <= n or not 2 <= n <= MAX_PARTS or size > PART_LIMIT:
            raise LinkError(f"part {k} of {n} of a link is damaged", rule=RULE)
        if len(chunk) < size or not _B64_ONLY.fullmatch(chunk):
            raise LinkError(f"part {k} of {n} of a link is cut short or damaged", rule=RULE)
        found.append(Part(k, n, tag, chunk))
        at = m.end() + size
    if not found:
        raise LinkError("this is not a part of a link", rule=RULE)
    return found


class Pending:
    """The parts held of links not yet whole: ``{tag: {"n", "parts": {k:
    chunk}, "order"}}`` (``data``, JSON-able). ``add`` takes parts; a link is
    returned, and forgotten here, once all its parts have come."""

    def __init__(self, data: Any = None) -> None:
        self.data: dict[str, dict[str, Any]] = {}
        if isinstance(data, dict):                     # what storage held, checked as it is read
            for tag, held in data.items():
                try:
                    n, parts, order = int(held["n"]), held["parts"], int(held.get("order", 0))
                    if (isinstance(tag, str) and len(tag) == TAG_CHARS and 2 <= n <= MAX_PARTS
                            and isinstance(parts, dict)
                            and all(str(k).isdigit() and 1 <= int(k) <= n and isinstance(c, str)
                                    and len(c) <= PART_LIMIT and _B64_ONLY.fullmatch(c)
                                    for k, c in parts.items())):
                        self.data[tag] = {"n": n, "parts": {str(k): c for k, c in parts.items()},
                                          "order": order}
                except (KeyError, TypeError, ValueError, AttributeError):
                    continue

    def missing(self, tag: str) -> list[int]:
        held = self.data.get(tag)
        if held is None:
            return []
        return [k for k in range(1, held["n"] + 1) if str(k) not in held["parts"]]

    def add(self, parts: list[Part]) -> tuple[list[str], list[tuple[str, int, list[int]]]]:
        """Take ``parts``: (the links now whole, in the order their last part
        came; for each link still short, (tag, n, the parts still missing)).
        ``LinkError`` (T1.6) when the parts of one link disagree (another
        count, another text for the same part) or do not rebuild the link
        their digest names: that link's parts are all dropped, to be opened
        again."""
        whole, touched = [], []
        for part in parts:
            held = self.data.get(part.tag)
            if held is None:
                order = 1 + max((h["order"] for h in self.data.values()), default=0)
                held = self.data[part.tag] = {"n": part.n, "parts": {}, "order": order}
            if part.tag not in touched:
                touched.append(part.tag)
            key = str(part.k)
            if held["n"] != part.n or held["parts"].get(key, part.chunk) != part.chunk:
                del self.data[part.tag]
                raise LinkError("the parts of this link do not agree: one was changed on the way; "
                                "open every part of it again", rule=RULE)
            held["parts"][key] = part.chunk
        short = []
        for tag in touched:
            held = self.data.get(tag)
            if held is None:
                continue
            if self.missing(tag):
                short.append((tag, held["n"], self.missing(tag)))
                continue
            text = "".join(held["parts"][str(k)] for k in range(1, held["n"] + 1))
            del self.data[tag]
            if tag_of(text) != tag:
                raise LinkError("the parts of this link do not make the link they were cut from: "
                                "one was changed on the way; open every part of it again", rule=RULE)
            whole.append(text)
        while len(self.data) > MAX_PENDING:             # the oldest link in parts goes first
            del self.data[min(self.data, key=lambda t: self.data[t]["order"])]
        return whole, short
