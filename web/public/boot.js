// Starts the app on a server-rendered page once its HTML has painted, so the page is readable
// before its JavaScript downloads and runs. The server names the entry module and the modules
// it imports (server/src/web/pageRenderer.ts, startAfterPaint).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ');

  function start() {
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    document.head.appendChild(module);
  }

  // A hidden tab paints no frames; it starts when shown.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
})();
