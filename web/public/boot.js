// Starts the app on a server-rendered page once its HTML has painted, so the page is readable
// before its JavaScript downloads and runs. The server names the entry module and the modules
// it imports (server/src/web/pageRenderer.ts, startAfterPaint).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ');

  // One module a task: adding a modulepreload link takes Chrome a few ms, more for a large
  // module, and the page's 20 or so together were one task of 27-42 ms (100-140 ms at a phone's
  // 4x CPU), during which a tap on the painted page waited.
  function start() {
    var next = preloads.shift();
    while (next === '') next = preloads.shift();
    if (next === undefined) {
      var module = document.createElement('script');
      module.type = 'module';
      module.src = entry;
      document.head.appendChild(module);
      return;
    }
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = next;
    document.head.appendChild(link);
    // A message, not setTimeout, whose nested calls wait at least 4 ms each.
    nextTask.port2.postMessage(null);
  }
  var nextTask = new MessageChannel();
  nextTask.port1.onmessage = start;

  // A hidden tab paints no frames; it starts when shown.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
})();
