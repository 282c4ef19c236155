/**
 * Sets the viewport width that media queries see (jsdom has none): `useIsMobile` reads 900 px and
 * below as a phone. Returns the restore.
 */
export function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    const min = /min-width: (\d+)px/.exec(query);
    return {
      media: query,
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
