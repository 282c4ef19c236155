import { act, renderHook } from '@testing-library/react';
import { useIsMobile, useMediaMatch } from './use-is-mobile';

/** A matchMedia whose answer the test changes, telling the listeners as a browser does on resize. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const matches = (query: string) => {
    const max = /max-width: (\d+)px/.exec(query);
    const min = /min-width: (\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

describe('useIsMobile', () => {
  it('is true at 900 px and below from the first render, and follows the viewport', () => {
    const viewport = fakeViewport(900);
    try {
      const { result, unmount } = renderHook(() => useIsMobile());
      expect(result.current).toBe(true);
      act(() => viewport.resize(901));
      expect(result.current).toBe(false);
      unmount();
      expect(viewport.listeners.size).toBe(0);
    } finally {
      viewport.restore();
    }
  });

  it('useMediaMatch answers any query', () => {
    const viewport = fakeViewport(1200);
    try {
      const { result } = renderHook(() => useMediaMatch('(min-width: 1101px)'));
      expect(result.current).toBe(true);
    } finally {
      viewport.restore();
    }
  });
});
