// Applies the saved or system colour mode before the page paints, so dark mode does not flash.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('color-mode');
  } catch (_error) {
    saved = null; // storage blocked: follow the system
  }
  var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  window.document.documentElement.classList.add(dark ? 'dark' : 'light');
  window.document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
