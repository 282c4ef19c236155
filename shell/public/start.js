/*
 * Starts the shell once the server's first screen is on display. index.html preloads the shell's
 * entry scripts (main.js, marked `data-arc-entry`) and, on the home page, holds the first screen
 * (header, first slide) in #root; this runs the entry after the browser reports that screen's
 * first contentful paint. A deferred main.js could arrive before the first frame and then ran
 * first: the page stayed blank while Module Federation and the start-up chunks evaluated.
 * Where there is nothing to show first (another page, a hidden tab) the shell starts at once; where
 * the paint is never reported, after FIRST_PAINT_WAIT_MS.
 */
(function () {
  var FIRST_PAINT_WAIT_MS = 1000;
  var entries = document.querySelectorAll('link[rel="preload"][as="script"][data-arc-entry]');
  if (!entries.length) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < entries.length; i += 1) {
      var script = document.createElement('script');
      script.src = entries[i].getAttribute('href');
      script.async = false; // in document order, as deferred scripts run
      document.head.appendChild(script);
    }
  }
  var root = document.getElementById('root');
  var paintObservable = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!root || !root.firstElementChild || !paintObservable || document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, FIRST_PAINT_WAIT_MS);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
