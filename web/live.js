// Live play between two devices (docs/TRUST.md T7): both pages open at once, the links of a
// game between two devices go through a WebRTC data channel instead of being copied and
// pasted. No server of ours: the two devices find each other by two links the players send
// as they send any link (an offer, then its answer), each carrying the device's connection
// description (SDP, with its ICE candidates gathered in full: no trickle, so no server is
// needed to pass them on). A public STUN server, where one can be reached, lets the devices
// find their addresses behind home routers; on one network, or one machine, none is needed.
//
// window.cwtLive:
//   offer(tag)        -> Promise<sdp>   a new connection; its offer, to send
//   answer(tag, sdp)  -> Promise<sdp>   the answer to an offer, to send back
//   accept(sdp)       -> Promise<void>  the answer taken: the channel opens
//   send(text)        -> bool           a link over the open channel
//   state()           -> "none" | "offered" | "answered" | "open" | "closed"
//   tag()             -> the tag (game and seat) the connection serves
//   close()
//   onmessage(text), onstate(state): set by the page (web/live.py)
(() => {
  "use strict";
  const GATHER_MS = 2500;       // longest wait for ICE candidates (an unreachable STUN server)
  let pc = null, channel = null, current = "none", served = "";
  const live = {onmessage: null, onstate: null};

  function servers() {
    const chosen = window.cwtLiveIce;
    if (Array.isArray(chosen)) return chosen;
    return [{urls: "stun:stun.l.google.com:19302"}];
  }

  function setState(s) {
    current = s;
    if (typeof live.onstate === "function") {
      try { live.onstate(s); } catch (e) { console.error(e); }
    }
  }

  function wire(ch) {
    channel = ch;
    ch.onopen = () => setState("open");
    ch.onclose = () => setState("closed");
    ch.onmessage = (ev) => {
      if (typeof ev.data === "string" && ev.data.length < 200000 && typeof live.onmessage === "function") {
        try { live.onmessage(ev.data); } catch (e) { console.error(e); }
      }
    };
  }

  function fresh(tag) {
    if (pc) { try { pc.close(); } catch (e) { /* closed already */ } }
    pc = new RTCPeerConnection({iceServers: servers()});
    channel = null;
    served = String(tag || "");
    pc.onconnectionstatechange = () => {
      if (pc && (pc.connectionState === "failed" || pc.connectionState === "closed")) setState("closed");
    };
    return pc;
  }

  function gathered(conn) {
    return new Promise((resolve) => {
      if (conn.iceGatheringState === "complete") return resolve();
      const done = () => { if (conn.iceGatheringState === "complete") resolve(); };
      conn.addEventListener("icegatheringstatechange", done);
      setTimeout(resolve, GATHER_MS);
    });
  }

  live.offer = async (tag) => {
    const conn = fresh(tag);
    wire(conn.createDataChannel("cwt-links", {ordered: true}));
    await conn.setLocalDescription(await conn.createOffer());
    await gathered(conn);
    setState("offered");
    return conn.localDescription.sdp;
  };

  live.answer = async (tag, sdp) => {
    const conn = fresh(tag);
    conn.ondatachannel = (ev) => wire(ev.channel);
    await conn.setRemoteDescription({type: "offer", sdp: String(sdp)});
    await conn.setLocalDescription(await conn.createAnswer());
    await gathered(conn);
    setState("answered");
    return conn.localDescription.sdp;
  };

  live.accept = async (sdp) => {
    if (!pc || current !== "offered") throw new Error("no live offer of this page waits for an answer");
    await pc.setRemoteDescription({type: "answer", sdp: String(sdp)});
  };

  live.send = (text) => {
    if (!channel || channel.readyState !== "open") return false;
    channel.send(String(text));
    return true;
  };

  live.state = () => current;
  live.tag = () => served;
  live.close = () => {
    if (pc) { try { pc.close(); } catch (e) { /* closed already */ } }
    pc = null; channel = null; served = "";
    setState("none");
  };

  window.cwtLive = live;
})();
