/**
 * Resolves once the entry's stylesheets (`link[data-arc-entry-style]`, inserted by public/start.js
 * beside the entry script) have loaded, or failed: the first render waits for them, so the page
 * never shows unstyled. At once where there are none (tests, a build without them).
 */
export function entryStylesLoaded(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-arc-entry-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          // a stylesheet that cannot load must not keep the site from starting
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
