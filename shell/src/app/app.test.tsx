import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, i18n } from '@arcadia/shared';
import { mockApi, ok } from '@arcadia/shared/testing';
import { authDataFixture, siteContentFixture } from './testing/fixtures';
import { resetStartupForTests } from './startup';
import App from './app';
import { remoteManifests$ } from '../remotes';
import { remoteManifestsFixture } from './testing/remote-manifests';
import { authState, openDialogState, closeDialog } from '@arcadia/shared';

jest.mock('../remotes', () => ({
  ...jest.requireActual('../remotes'),
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => <div data-testid={`remote:${remote}/${module}`} />,
  RemoteUnavailable: () => null,
}));

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  // The shell builds routes, menu and dialogs from the remotes' manifests (loaded at start-up).
  remoteManifests$.next({ status: 'ready', remotes: remoteManifestsFixture(), failed: [] });
  localStorage.clear();
  sessionStorage.clear();
  resetStartupForTests();
  closeDialog();
  Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'fp-uuid' }, configurable: true });
  mockApi({
    'GET cms/grouped': () => ok(siteContentFixture()),
    'GET user/balance': () => ok({ balance: 77 }),
    'POST customer/notification': () => ok([]),
    'GET bonus/trialbonusamount': () => ok(0),
  });
});

it('renders the home page in Turkish with the header, menu, footer and the dialog remotes mounted once', async () => {
  visit('/');
  render(<App />);
  expect(await screen.findByText('arcadia.example')).toBeInTheDocument();
  expect(screen.getByTestId('site-header')).toBeInTheDocument();
  expect(screen.getAllByTestId('remote:remote_auth/AuthDialogs')).toHaveLength(1);
  expect(screen.getAllByTestId('remote:remote_payments/PaymentDialogs')).toHaveLength(1);
  expect(screen.getAllByTestId('remote:remote_content/ContentDialogs')).toHaveLength(1);
  expect(within(screen.getByTestId('footer-pages')).getByRole('link', { name: 'Hakkımızda' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe(i18n.language);
});

it('routes /casino/*, /spor/*, /livespor/* to their remotes', async () => {
  visit('/casino/live');
  const first = render(<App />);
  expect(await screen.findByTestId('remote:remote_casino/CasinoRoutes')).toBeInTheDocument();
  first.unmount();
  visit('/livespor/fcg');
  const second = render(<App />);
  expect(await screen.findByTestId('remote:remote_sports/SportsRoutes')).toBeInTheDocument();
  second.unmount();
  visit('/spor');
  render(<App />);
  expect(await screen.findByTestId('remote:remote_sports/SportsRoutes')).toBeInTheDocument();
});

it('/dashboard opens login for an anonymous visitor and mounts the account remote for a player', async () => {
  visit('/dashboard');
  const first = render(<App />);
  await act(async () => {});
  expect(openDialogState.get()?.dialog).toBe('login');
  expect(screen.queryByTestId('remote:remote_account/AccountRoutes')).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  first.unmount();

  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(authDataFixture({ username: 'ayse' })));
  visit('/dashboard');
  render(<App />);
  expect(await screen.findByTestId('remote:remote_account/AccountRoutes')).toBeInTheDocument();
  expect(authState.get()).toMatchObject({ isLoggedIn: true, username: 'ayse' });
});

it('opens a content page of remote-content from the footer, its crumb named from the site content', async () => {
  visit('/');
  render(<App />);
  fireEvent.click(await within(screen.getByTestId('footer-pages')).findByRole('link', { name: 'Hakkımızda' }));
  expect(await screen.findByTestId('remote:remote_content/ContentRoutes')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/pages/3');
  const crumbs = screen.getByRole('navigation', { name: 'Sayfa konumu' });
  expect(crumbs).toHaveTextContent('Ana Sayfa/İçerikler/Hakkımızda');
});

it('the footer\'s Sorumlu Oyun opens remote-content\'s responsible gaming page with its breadcrumbs, from any page', async () => {
  visit('/casino/live');
  render(<App />);
  fireEvent.click(await screen.findByTestId('footer-responsible-gaming'));
  expect(await screen.findByTestId('remote:remote_content/ContentRoutes')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/responsible-gaming');
  expect(screen.getByRole('navigation', { name: 'Sayfa konumu' })).toHaveTextContent('Ana Sayfa/Sorumlu Oyun');
});

describe('page titles', () => {
  // Each route's title in both languages: use-page-title.test.tsx.
  it('follows the player from page to page and when the language changes', async () => {
    visit('/casino/live');
    render(<App />);
    await waitFor(() => expect(document.title).toBe('Canlı Casino · Arcadia'));
    fireEvent.click(await screen.findByTestId('footer-responsible-gaming'));
    await waitFor(() => expect(document.title).toBe('Sorumlu Oyun · Arcadia'));
    await act(() => i18n.changeLanguage('en'));
    try {
      await waitFor(() => expect(document.title).toBe('Responsible Gaming · Arcadia'));
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  }, 20_000);
});

it('stores ?ref= and shows a 404 page for unknown addresses', async () => {
  visit('/nowhere?ref=12');
  render(<App />);
  expect(await screen.findByText('Sayfa bulunamadı')).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.refId)).toBe('12');
});
