import { act, renderHook } from '@testing-library/react';
import { useHeaderHidden } from './use-header-hidden';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => scrollTo(0));

it('hides the header scrolling down past 100 px and shows it again scrolling back', () => {
  const { result } = renderHook(() => useHeaderHidden());
  expect(result.current).toBe(false);
  act(() => scrollTo(80));
  expect(result.current).toBe(false);
  act(() => scrollTo(101));
  expect(result.current).toBe(true);
  act(() => scrollTo(400));
  expect(result.current).toBe(true);
  act(() => scrollTo(350));
  expect(result.current).toBe(false);
  act(() => scrollTo(600));
  expect(result.current).toBe(true);
  act(() => scrollTo(40));
  expect(result.current).toBe(false);
});

it('reads no scroll position when it mounts (that would force a layout of the new page), and learns the direction from the scrolling', () => {
  let reads = 0;
  let y = 500;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => ((reads += 1), y) });
  const { result } = renderHook(() => useHeaderHidden());
  expect(reads).toBe(0);

  // Mounted mid-page (a restored position): the first event has no direction yet.
  y = 490;
  act(() => void window.dispatchEvent(new Event('scroll')));
  expect(result.current).toBe(false);
  y = 520;
  act(() => void window.dispatchEvent(new Event('scroll')));
  expect(result.current).toBe(true);
  expect(reads).toBe(2);
});
