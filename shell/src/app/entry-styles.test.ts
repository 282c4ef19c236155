import { entryStylesLoaded } from './entry-styles';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
};

function styleLink(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('data-arc-entry-style', '');
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.appendChild(link);
  return link;
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('resolves at once without entry stylesheets, or when they have loaded already', async () => {
  expect(await settled(entryStylesLoaded())).toBe(true);
  styleLink(true);
  expect(await settled(entryStylesLoaded())).toBe(true);
});

it('waits for each stylesheet still loading, and lets a failed one go', async () => {
  const first = styleLink(false);
  const second = styleLink(false);
  const waiting = entryStylesLoaded();
  expect(await settled(waiting)).toBe(false);
  first.dispatchEvent(new Event('load'));
  expect(await settled(waiting)).toBe(false);
  second.dispatchEvent(new Event('error'));
  expect(await settled(waiting)).toBe(true);
});

it('ignores other stylesheets', async () => {
  const other = document.createElement('link');
  other.rel = 'stylesheet';
  document.head.appendChild(other);
  expect(await settled(entryStylesLoaded())).toBe(true);
});
