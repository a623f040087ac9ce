// The service worker's client: offline play, install to the home screen, and
// the offer of a new build. Loaded right after boot.js (index.html).
(function () {
  "use strict";
  const params = new URLSearchParams(location.search);
  // Service worker: offline play and install to the home screen -----------------
  if ("serviceWorker" in navigator && !params.has("nosw")) {
    window.addEventListener("load", () => {
      navigator.serviceWorker.register("./sw.js").then((reg) => {
        function offer(worker) {
          window.cwtUpdateReady = worker;
          document.dispatchEvent(new CustomEvent("cwt:update"));
        }
        if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
        reg.addEventListener("updatefound", () => {
          const worker = reg.installing;
          if (!worker) return;
          worker.addEventListener("statechange", () => {
            if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
          });
        });
      }).catch((err) => console.warn("offline mode unavailable:", err.message));
      let reloading = false;
      navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (window.cwtUpdateAccepted && !reloading) { reloading = true; location.reload(); }
      });
    });
  }
})();
