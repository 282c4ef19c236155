/**
 * `public/start.js`, the classic script index.html loads before the shell: it loads and runs the
 * entry index.html names once the server's first screen is painted, at once when there is nothing
 * to paint first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const START_SCRIPT = readFileSync(join(__dirname, '../../public/start.js'), 'utf8');
const ENTRY = 'main.js?0123abcd';
const FIRST_SCREEN = '<div class="arc-first"><img src="/static/slide.svg" alt=""></div>';

type EntryList = { getEntriesByName: (name: string) => unknown[]; getEntries: () => { element?: Element }[] };
type PaintCallback = (list: EntryList, observer: { disconnect: () => void }) => void;

let paintCallbacks: PaintCallback[] = [];
let largestPaintCallbacks: PaintCallback[] = [];
let disconnected = 0;
let visibility: DocumentVisibilityState = 'visible';

const ALL_ENTRY_TYPES = ['paint', 'largest-contentful-paint', 'longtask'];

class FakePerformanceObserver {
  static supportedEntryTypes = ALL_ENTRY_TYPES;
  constructor(private readonly callback: PaintCallback) {}
  observe(options: { type: string }) {
    if (options.type === 'paint') paintCallbacks.push(this.callback);
    if (options.type === 'largest-contentful-paint') largestPaintCallbacks.push(this.callback);
  }
}

const entryScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src') === ENTRY);

/** The browser reports paint entries of these names. */
const reportPaints = (...names: string[]) =>
  paintCallbacks.forEach((callback) =>
    callback({ getEntriesByName: (name) => names.filter((entry) => entry === name), getEntries: () => [] }, { disconnect: () => (disconnected += 1) }),
  );

/** The browser reports a largest-contentful-paint entry for `element`. */
const reportLargestPaint = (element: Element | null) =>
  largestPaintCallbacks.forEach((callback) =>
    callback({ getEntriesByName: () => [], getEntries: () => [{ element: element ?? undefined }] }, { disconnect: () => (disconnected += 1) }),
  );

const WITH_SLIDE = '<div class="arc-first"><div class="arc-first__header"></div><div class="arc-first__slide"><picture><img src="/static/slide.svg" alt=""></picture></div></div>';

function runStartScript(): void {
  new Function(START_SCRIPT)();
}

/** Runs the start script in a browser that reports only these entry types. */
function runStartScriptObserving(types: string[]): void {
  FakePerformanceObserver.supportedEntryTypes = types;
  try {
    runStartScript();
  } finally {
    FakePerformanceObserver.supportedEntryTypes = ALL_ENTRY_TYPES;
  }
}

/** The entry runs a second after the start script, not a millisecond sooner. */
function expectEntryAfterOneSecond(): void {
  jest.advanceTimersByTime(999);
  expect(entryScripts()).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(entryScripts()).toHaveLength(1);
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = `<meta name="arc-entry" content="${ENTRY}">`;
  document.body.innerHTML = `<div id="root">${FIRST_SCREEN}</div>`;
  paintCallbacks = [];
  largestPaintCallbacks = [];
  disconnected = 0;
  visibility = 'visible';
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePerformanceObserver, configurable: true, writable: true });
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('runs the entry once the first screen’s contentful paint is reported, not before', () => {
  runStartScript();
  expect(entryScripts()).toHaveLength(0);
  reportPaints('first-paint'); // the dark background alone
  expect(entryScripts()).toHaveLength(0);

  reportPaints('first-paint', 'first-contentful-paint');
  expect(entryScripts()).toHaveLength(1);
  expect(disconnected).toBe(1);
  jest.runAllTimers();
  expect(entryScripts()).toHaveLength(1);
});

it('runs the entry at once where #root holds no first screen (a page other than home)', () => {
  document.body.innerHTML = '<div id="root"></div>';
  runStartScript();
  expect(entryScripts()).toHaveLength(1);
  expect(paintCallbacks).toHaveLength(0);
});

it('runs the entry at once on a hidden page, which paints nothing', () => {
  visibility = 'hidden';
  runStartScript();
  expect(entryScripts()).toHaveLength(1);
});

it('runs the entry when a page waiting for its paint is hidden, and only once', () => {
  runStartScript();
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(entryScripts()).toHaveLength(1);
  reportPaints('first-contentful-paint');
  jest.runAllTimers();
  expect(entryScripts()).toHaveLength(1);
});

it('runs the entry after a second when no paint is ever reported', () => {
  runStartScript();
  expectEntryAfterOneSecond();
});

it('runs the entry at once where paints cannot be observed', () => {
  runStartScriptObserving(['longtask']);
  expect(entryScripts()).toHaveLength(1);
});

describe('a first screen with the first slide', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${WITH_SLIDE}</div>`;
  });

  it('runs the entry once the slide’s image is painted too, not at the header’s first paint', () => {
    runStartScript();
    reportPaints('first-contentful-paint'); // the header's logo
    expect(entryScripts()).toHaveLength(0);
    reportLargestPaint(document.querySelector('.arc-first__header')); // a larger candidate, not the slide
    expect(entryScripts()).toHaveLength(0);
    reportLargestPaint(document.querySelector('.arc-first__slide img'));
    expect(entryScripts()).toHaveLength(1);
    jest.runAllTimers();
    expect(entryScripts()).toHaveLength(1);
  });

  it('waits for the first contentful paint when the slide’s paint is reported first', () => {
    runStartScript();
    reportLargestPaint(document.querySelector('.arc-first__slide img'));
    expect(entryScripts()).toHaveLength(0);
    reportPaints('first-contentful-paint');
    expect(entryScripts()).toHaveLength(1);
  });

  it('runs the entry after a second when the slide is never painted (an image that fails)', () => {
    runStartScript();
    reportPaints('first-contentful-paint');
    expectEntryAfterOneSecond();
  });

  it('waits for the first contentful paint alone where largest paints cannot be observed', () => {
    runStartScriptObserving(['paint']);
    expect(largestPaintCallbacks).toHaveLength(0);
    reportPaints('first-contentful-paint');
    expect(entryScripts()).toHaveLength(1);
  });
});

it('runs several entries in their document order', () => {
  document.head.innerHTML = `<meta name="arc-entry" content="${ENTRY}"><meta name="arc-entry" content="vendor.js">`;
  runStartScript();
  reportPaints('first-contentful-paint');
  const scripts = [...document.head.querySelectorAll('script')];
  expect(scripts.map((script) => [script.getAttribute('src'), script.async])).toEqual([
    [ENTRY, false],
    ['vendor.js', false],
  ]);
});

it('loads the named stylesheets with the entry, before its scripts', () => {
  document.head.innerHTML = `<meta name="arc-entry" content="${ENTRY}"><meta name="arc-entry-style" content="main.0123abcd.css">`;
  runStartScript();
  expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  reportPaints('first-contentful-paint');
  const added = [...document.head.querySelectorAll('link[rel="stylesheet"], script')];
  expect(added.map((element) => [element.tagName, element.getAttribute('href') ?? element.getAttribute('src'), element.hasAttribute('data-arc-entry-style')])).toEqual([
    ['LINK', 'main.0123abcd.css', true],
    ['SCRIPT', ENTRY, false],
  ]);
});

it('does nothing without a named entry', () => {
  document.head.innerHTML = '';
  runStartScript();
  reportPaints('first-contentful-paint');
  jest.runAllTimers();
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
});
