/*
 * Starts the shell once the server's first screen is on display. index.html names the shell's
 * entry scripts (main.js, in `<meta name="arc-entry">`) and their stylesheet (`arc-entry-style`:
 * the UI kit's styles; the shell renders once it has loaded) and, on the home page, holds the first
 * screen (header, first slide) in #root; this loads and runs the entry after the browser reports
 * that screen's first contentful paint and, when it holds the first slide's image (the page's
 * largest paint), that image's paint too. A deferred main.js could arrive before the first frame
 * and then ran first: the page stayed blank while Module Federation and the start-up evaluated;
 * a slide painted after the scripts had started waited, on a slow phone, for all of them; and the
 * entry (the shell with its shared libraries) downloading beside the slide's image slowed it.
 * Where there is nothing to show first (another page, a hidden tab) the shell starts at once; where
 * a paint is never reported (an image that fails, a browser that does not report it), after
 * FIRST_PAINT_WAIT_MS.
 */
(function () {
  var FIRST_PAINT_WAIT_MS = 1000;
  var entries = document.querySelectorAll('meta[name="arc-entry"]');
  var styles = document.querySelectorAll('meta[name="arc-entry-style"]');
  if (!entries.length) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var s = 0; s < styles.length; s += 1) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = styles[s].getAttribute('content');
      link.setAttribute('data-arc-entry-style', '');
      document.head.appendChild(link);
    }
    for (var i = 0; i < entries.length; i += 1) {
      var script = document.createElement('script');
      script.src = entries[i].getAttribute('content');
      script.async = false; // in document order, as deferred scripts run
      document.head.appendChild(script);
    }
  }
  var root = document.getElementById('root');
  var observable = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (!root || !root.firstElementChild || observable.indexOf('paint') < 0 || document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, FIRST_PAINT_WAIT_MS);

  var slide = observable.indexOf('largest-contentful-paint') >= 0 ? root.querySelector('.arc-first__slide img') : null;
  var waitingFor = slide ? 2 : 1;
  function painted() {
    waitingFor -= 1;
    if (waitingFor === 0) start();
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted();
  }).observe({ type: 'paint', buffered: true });
  if (!slide) return;
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntries().some(function (entry) { return entry.element === slide; })) return;
    observer.disconnect();
    painted();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();
