// Starts the app on a server-rendered page once its HTML has painted, so the page is readable
// before its JavaScript downloads and runs. The server names the entry module and the modules
// it imports (server/src/web/pageRenderer.ts, startAfterPaint).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ');

  // A calculator page's own files (its route and its calculator's module with theirs), which
  // hydration needs after the start's: listed in the page's JSON note (CALCULATOR_MODULE_ID of
  // web/src/features/catalogue/calculatorModule.tsx; web/src/ssr/servedModule.ts makes the list),
  // preloaded after the entry, so that they download beside the start instead of one round trip
  // after another behind it.
  function pageFiles() {
    try {
      var note = document.getElementById('__CALCULATOR_MODULE__');
      return (note && JSON.parse(note.textContent).preload) || [];
    } catch (_error) {
      return []; // only a head start: the page asks for its files as it hydrates all the same
    }
  }

  // One module a task: adding a modulepreload link takes Chrome a few ms, more for a large
  // module, and the page's 20 or so together were one task of 27-42 ms (100-140 ms at a phone's
  // 4x CPU), during which a tap on the painted page waited.
  var entryAdded = false;
  function start() {
    var next = preloads.shift();
    while (next === '') next = preloads.shift();
    if (next === undefined) {
      if (entryAdded) return;
      entryAdded = true;
      var module = document.createElement('script');
      module.type = 'module';
      module.src = entry;
      document.head.appendChild(module);
      preloads = pageFiles();
      nextTask.port2.postMessage(null);
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
