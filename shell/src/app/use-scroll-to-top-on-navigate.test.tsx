import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from '@arcadia/ui/router';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

function renderOnPage(pathname: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>;
  return renderHook(() => {
    useScrollToTopOnNavigate();
    return useNavigate();
  }, { wrapper });
}

it('leaves the first page where the browser put it and scrolls each next page to its top', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const { result, rerender } = renderOnPage('/casino/slot');
  rerender();
  expect(scrollTo).not.toHaveBeenCalled();

  act(() => result.current('/promotions'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });

  act(() => result.current('/promotions?tab=2'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  act(() => result.current('/casino/slot'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  scrollTo.mockRestore();
});
