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
