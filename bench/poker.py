#!/usr/bin/env python3
"""Cost of mental poker (pyapp.core.poker): time and bytes per deck size.

    python3 bench/poker.py [--sizes 12,55,130] [--groups secp256k1,modp2048] [--repeat 3] [--browser]

For each group (secp256k1, what link format 9 deals in, and the 2048-bit group
of earlier formats) and each deck size, natively and, with ``--browser``, in
Pyodide in Debian's Chromium against dist/ (the same ``run()``; no timed
assertions):

- time of the first pass (encrypt and shuffle every card), of the second pass
  (check the first, encrypt and shuffle again), of the first player's check of
  the final deck, of one partial decryption with its proof, of its
  verification alone and with the opening (the receiver's ``open_card``), and
  of a reveal and its check
  (each the best of ``--repeat`` runs; the per-card columns are over 5 cards);
- bytes of one pass, of one partial decryption with its proof, of a reveal,
  and the base64url characters (no padding) each would add to a link.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from pyapp.core import poker  # noqa: E402

SECRET_A = bytes(range(32))
SECRET_B = bytes(range(32, 64))
PER_CARD = 5


def b64_chars(n_bytes: int) -> int:
    """Length of ``n_bytes`` bytes in base64url without padding."""
    return (4 * n_bytes + 2) // 3


def best(fn, repeat):
    """Best wall time of ``repeat`` calls of ``fn``, and its last result."""
    times, result = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return min(times), result


def measure(size, repeat, group=poker.SECP256K1):
    t_deck, deck = best(lambda: poker.Deck(f"bench|{size}", size, group), repeat)
    a, b = poker.Key(SECRET_A, deck), poker.Key(SECRET_B, deck)
    t_first, first = best(lambda: poker.first_pass(a), repeat)
    t_second, final = best(lambda: poker.second_pass(b, first), repeat)
    t_check, _ = best(lambda: poker.check_final(deck, first, final), repeat)
    positions = list(range(min(PER_CARD, size)))
    t_partial, parts = best(lambda: [poker.partial(b, final, j) for j in positions], repeat)
    t_verify_partial, _ = best(lambda: [poker.verify_partial(deck, b.public, final, p)
                                        for p in parts], repeat)
    t_open, _ = best(lambda: [poker.open_card(a, b.public, final, p) for p in parts], repeat)
    t_reveal, shown = best(lambda: [poker.reveal(a, p) for p in parts], repeat)
    t_verify, _ = best(lambda: [poker.verify_reveal(deck, a.public, p, s)
                                for p, s in zip(parts, shown)], repeat)
    k = len(positions)
    return {
        "group": group.name,
        "cards": size,
        "deck": t_deck,
        "first": t_first,
        "second": t_second,
        "check": t_check,
        "partial": t_partial / k,
        "verify_partial": t_verify_partial / k,
        "open": t_open / k,
        "reveal": t_reveal / k,
        "verify": t_verify / k,
        "pass_bytes": len(poker.pack(final, group)),
        "public_bytes": group.element_bytes,
        "partial_bytes": len(parts[0].to_bytes()),
        "reveal_bytes": len(shown[0].to_bytes()),
    }


def run(sizes="12,55,130", repeat=3, groups="secp256k1,modp2048"):
    """Every measurement, as a dict (what bench/browser.py runs in Pyodide)."""
    t0 = time.perf_counter()
    for _ in range(10):
        pow(poker.G, poker.Q - 1, poker.P)
    one_pow = (time.perf_counter() - t0) / 10
    curve = poker.SECP256K1
    curve.exp_base(3)                               # (its table is made once)
    t0 = time.perf_counter()
    for _ in range(10):
        curve.exp(curve.card(b"bench"), curve.order - 2)
    one_mul = (time.perf_counter() - t0) / 10
    return {"pow": one_pow, "mul": one_mul,
            "rows": [measure(int(x), repeat, poker.GROUPS[g]) for g in str(groups).split(",") if g
                     for x in str(sizes).split(",") if x.strip()]}


def report(where, result):
    rows = result["rows"]
    print(f"{where}: one full-size pow (2048-bit modulus, 2047-bit exponent): {result['pow'] * 1e3:.1f} ms; "
          f"one multiplication of a point of secp256k1 by a 256-bit scalar: {result['mul'] * 1e3:.1f} ms\n")
    print("times (ms)                deck  1st pass  2nd pass  check final  partial+proof  "
          "verify partial  verify+open  reveal  verify reveal")
    for r in rows:
        print(f"{r['group']:>9} {r['cards']:>4} cards  {r['deck'] * 1e3:>8.1f}  {r['first'] * 1e3:>8.0f}  "
              f"{r['second'] * 1e3:>8.0f}  {r['check'] * 1e3:>11.1f}  "
              f"{r['partial'] * 1e3:>13.0f}  {r['verify_partial'] * 1e3:>14.0f}  "
              f"{r['open'] * 1e3:>11.0f}  "
              f"{r['reveal'] * 1e3:>6.0f}  {r['verify'] * 1e3:>13.0f}")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="12,55,130",
                        help="comma-separated deck sizes (default 12,55,130)")
    parser.add_argument("--groups", default="secp256k1,modp2048",
                        help="comma-separated groups (default secp256k1,modp2048)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing; the best is kept")
    parser.add_argument("--browser", action="store_true", help="also in Pyodide in Chromium (dist/)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]

    parser_browser = "--browser" in sys.argv
    native = run(",".join(map(str, sizes)), args.repeat, args.groups)
    report("CPython (native)", native)
    if parser_browser:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from browser import run_in_pyodide
        report("Pyodide in Chromium", run_in_pyodide("poker.py", sizes=",".join(map(str, sizes)),
                                                      repeat=1, groups=args.groups))
    rows = native["rows"]
    print("\n(deck: building the card encodings; check final: the first player's checks of "
          "the final deck;\n the last five columns: per card, mean over "
          f"{PER_CARD} cards; verify+open is what the receiver\n runs, open_card, the "
          "proof's check and the removal of his own key)\n")

    print("bytes (base64url chars)             one pass           partial+proof    reveal")
    for r in rows:
        print(f"{r['group']:>9} {r['cards']:>4} cards          "
              f"{r['pass_bytes']:>8,} ({b64_chars(r['pass_bytes']):>7,})  "
              f"{r['partial_bytes']:>5} ({b64_chars(r['partial_bytes']):>4})  "
              f"{r['reveal_bytes']:>5} ({b64_chars(r['reveal_bytes']):>4})")
    print("\nA deal sends two passes (one per player, each with its public key: 33 bytes on the "
          "curve, 256\nin the 2048-bit group), then one partial+proof per card dealt; a card "
          "shown costs one reveal.")


if __name__ == "__main__":
    main()
