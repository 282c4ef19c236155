import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { STORAGE_KEYS } from '@arcadia/shared';
import { Link } from '@arcadia/ui/router';
import { siteContentFixture } from '../../app/testing/fixtures';
import { TopNotice } from './top-notice';
import { seedSiteContent } from '@arcadia/shared/testing';

const renderNotice = (routes = ['/']) =>
  renderWithProviders(
    <>
      <TopNotice />
      <Link to="/promotions">elsewhere</Link>
    </>,
    { routes },
  );

beforeEach(() => {
  localStorage.clear();
  seedSiteContent(siteContentFixture());
});
afterEach(() => jest.useRealTimers());

it('shows the current and next domain on the home page', () => {
  renderNotice();
  expect(screen.getByRole('region', { name: 'Adres bilgilendirmesi' })).toHaveTextContent('arcadia.example');
  expect(screen.getByRole('region', { name: 'Adres bilgilendirmesi' })).toHaveTextContent('arcadia2.example');
});

it('is not shown on other pages, once read, or without a current domain', () => {
  const { unmount } = renderNotice(['/promotions']);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  unmount();

  localStorage.setItem(STORAGE_KEYS.noticeRead, 'true');
  const second = renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  second.unmount();

  localStorage.clear();
  seedSiteContent(siteContentFixture({ domainStatus: { current: null, next: 'x.example' } }));
  renderNotice();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('dismissal stores the read flag, collapses and removes the box after 0.5 s', () => {
  jest.useFakeTimers();
  renderNotice();
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
  expect(localStorage.getItem(STORAGE_KEYS.noticeRead)).toBe('true');
  act(() => jest.advanceTimersByTime(499));
  expect(screen.getByText('arcadia.example')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('arcadia.example')).not.toBeInTheDocument();
});

it('leaving the home page after seeing it marks it read', () => {
  renderNotice();
  expect(localStorage.getItem(STORAGE_KEYS.noticeRead)).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
  expect(localStorage.getItem(STORAGE_KEYS.noticeRead)).toBe('true');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('dismissal also sets the cookie that tells the server to reserve no place for the notice', () => {
  document.cookie = 'arc_notice_read=; max-age=0; path=/';
  renderNotice();
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
  expect(document.cookie).toMatch(/(^|; )arc_notice_read=1(;|$)/);
});
