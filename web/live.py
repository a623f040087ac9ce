"""Live play between two devices (docs/TRUST.md T7): with both pages open,
the links of a game between two devices go through a WebRTC data channel
(``web/live.js``) and are opened on arrival, as if pasted. How the two
devices find each other: one page makes a *live link* (its connection
offer, ``web.livelink``), the player sends it as any link; the other page,
opening it, makes the answer link, which goes back the same way. From then
on nothing is copied: each link this device makes is sent at once, and each
link that comes is checked by the same protocol as a pasted one (T1 to T5).
No server of ours takes part."""

from __future__ import annotations

import asyncio
import traceback

import js

from pyapp import games
from pyapp.core import duel as D

from . import livelink
from .dom import nullish, proxy
from .text import role_the, t


class Live:
    def __init__(self, app) -> None:
        self.app = app
        self.signal = ""          # the live link this page offers now (offer or answer), to send
        self.sent = ""            # the last link sent over the channel
        self.state = "none"
        api = self._api()
        if api is not None:
            api.onmessage = proxy(self._on_message)
            api.onstate = proxy(self._on_state)

    @staticmethod
    def _api():
        api = getattr(js.window, "cwtLive", None)
        return None if nullish(api) else api

    def _tag(self) -> str:
        d = self.app.session.duel
        return f"{d.uid}:{d.seat}" if d is not None else ""

    def serves_this_game(self) -> bool:
        api = self._api()
        return api is not None and str(api.tag()) == self._tag() and self._tag() != ""

    def is_open(self) -> bool:
        return self.state == "open" and self.serves_this_game()

    # Starting --------------------------------------------------------------------------

    def start(self) -> None:
        """This page offers a live connection for the duel in play: its link, to send."""
        d = self.app.session.duel
        api = self._api()
        if d is None or api is None:
            return

        async def run():
            try:
                sdp = str(await api.offer(self._tag()))
                self.signal = self.app.session.duel_url(livelink.pack(livelink.OFFER, d.uid, d.seat, sdp))
            except Exception as exc:
                traceback.print_exc()
                self.app.flash(f"{t(self.app.lang, 'live_failed')} ({exc})", "error")
            self.app.render()
        asyncio.ensure_future(run())

    def take(self, text: str) -> bool:
        """A live link opened on this page (tapped or pasted): an offer is
        answered (the answer link, to send back), an answer connects."""
        L = self.app.lang
        try:
            msg = livelink.unpack(text)
        except livelink.SignalError as exc:
            self.app.flash(f"{t(L, 'live_failed')}: {exc}", "error")
            return False
        d = self.app.session.duel
        if d is None or d.uid != msg["u"] or msg["s"] != d.other:
            self.app.flash(t(L, "live_other_game"), "error")
            return False
        api = self._api()
        if api is None:
            return False

        async def run():
            try:
                if msg["k"] == livelink.OFFER:
                    sdp = str(await api.answer(self._tag(), msg["d"]))
                    self.signal = self.app.session.duel_url(livelink.pack(livelink.ANSWER, d.uid, d.seat, sdp))
                else:
                    await api.accept(msg["d"])
            except Exception as exc:
                traceback.print_exc()
                self.app.flash(f"{t(L, 'live_failed')} ({exc})", "error")
            self.app.render()
        asyncio.ensure_future(run())
        return True

    def stop(self) -> None:
        api = self._api()
        if api is not None:
            api.close()
        self.signal, self.sent = "", ""

    # While open ----------------------------------------------------------------------------

    def pump(self) -> None:
        """Send this device's latest link over the channel, once (called after
        every change the page draws)."""
        if not self.is_open():
            return
        out = self.app.session.duel.outgoing()
        if out and out != self.sent:
            api = self._api()
            if api is not None and bool(api.send(self.app.session.duel_url(out))):
                self.sent = out

    def _on_state(self, state) -> None:
        self.state = str(state)
        L = self.app.lang
        d = self.app.session.duel
        if self.state == "open" and d is not None:
            self.signal = ""
            self.sent = ""            # the other may lack this device's latest: send it again
            self.app.flash(t(L, "live_open").format(other=role_the(L, d.other)), "info")
        elif self.state == "closed" and d is not None:
            self.app.flash(t(L, "live_closed"), "warn")
        try:
            self.app.render()
        except Exception:
            traceback.print_exc()

    def _on_message(self, text) -> None:
        try:
            if not self.serves_this_game():
                return
            d = self.app.session.duel
            try:
                number = D.decode(str(text).split("#", 1)[-1], games).number
            except Exception:
                number = -1
            if number in d.messages and d.messages[number] == str(text).split("#", 1)[-1]:
                return                # a link this device holds already (sent again on connecting)
            self.app.open_text(str(text))
            self.app.render()
        except Exception:
            traceback.print_exc()
