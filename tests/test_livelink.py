"""T7: the two links that start live play (web/livelink.py)."""

import pytest

from web import livelink as LL

SDP = "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\na=candidate:1 1 udp 2113937151 192.0.2.2 37286 typ host\r\n" * 3


def test_a_live_link_carries_its_game_seat_and_description():
    frag = LL.pack(LL.OFFER, "uid_1", "union", SDP)
    assert LL.is_signal("https://x.org/#" + frag) and LL.is_signal(frag)
    assert not LL.is_signal("https://x.org/#CwEDYW")
    msg = LL.unpack("https://x.org/#" + frag)
    assert msg == {"k": "o", "u": "uid_1", "s": "union", "d": SDP}
    assert len(frag) < len(SDP)                       # deflated


@pytest.mark.parametrize("bad", ["live:", "live:!!!!", "live:AAAA", "x", "live:" + "A" * 50,
                                 LL.PREFIX + LL.pack("o", "u", "s", SDP)[len(LL.PREFIX):][:-6]])
def test_a_damaged_live_link_is_refused_plainly(bad):
    with pytest.raises(LL.SignalError):
        LL.unpack(bad)


def test_a_live_link_that_is_not_a_connection_description_is_refused():
    import base64
    import json
    import zlib
    for msg in ({"k": "x", "u": "a", "s": "b", "d": SDP}, {"k": "o", "u": 1, "s": "b", "d": SDP},
                {"k": "o", "u": "a", "s": "b", "d": "not sdp"}, {"k": "o", "u": "a", "s": "b", "d": "v=0" + "x" * 30000}):
        body = base64.urlsafe_b64encode(zlib.compress(json.dumps(msg).encode())).decode().rstrip("=")
        with pytest.raises(LL.SignalError):
            LL.unpack(LL.PREFIX + body)
