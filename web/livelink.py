"""The two links that start live play between two devices (docs/TRUST.md
T7): an offer and its answer, each a device's WebRTC connection description
(SDP) for one game and seat, deflated into a link fragment ``live:<base64>``
the players send the way they send any link. Pure Python (tested natively);
``web/live.py`` drives the connection."""

from __future__ import annotations

import base64
import json
import zlib

PREFIX = "live:"
MAX_SDP = 20_000
OFFER, ANSWER = "o", "a"


class SignalError(ValueError):
    """Not a live link of this site, or a damaged one."""


def is_signal(text: object) -> bool:
    frag = str(text or "")
    frag = frag.split("#", 1)[1] if "#" in frag else frag
    return frag.startswith(PREFIX)


def pack(kind: str, uid: str, seat: str, sdp: str) -> str:
    """The fragment (without "#") of a live link."""
    raw = json.dumps({"k": kind, "u": uid, "s": seat, "d": sdp}, separators=(",", ":")).encode()
    body = zlib.compress(raw, 9)
    return PREFIX + base64.urlsafe_b64encode(body).rstrip(b"=").decode()


def unpack(text: object) -> dict:
    """{"k", "u", "s", "d"} of a live link (a whole address or its fragment)."""
    frag = str(text or "").strip()
    frag = frag.split("#", 1)[1] if "#" in frag else frag
    if not frag.startswith(PREFIX):
        raise SignalError("this is not a live link")
    data = frag[len(PREFIX):]
    try:
        body = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        d = zlib.decompressobj()
        raw = d.decompress(body, MAX_SDP * 2)
        if d.unconsumed_tail:
            raise SignalError("the live link is too long")
        if not d.eof:
            raise SignalError("the live link is cut short")
        msg = json.loads(raw.decode())
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise SignalError("the live link is damaged") from None
    if (not isinstance(msg, dict) or msg.get("k") not in (OFFER, ANSWER)
            or not all(isinstance(msg.get(k), str) for k in ("u", "s", "d"))
            or len(msg["d"]) > MAX_SDP or not msg["d"].startswith("v=0")):
        raise SignalError("the live link is damaged")
    return msg
