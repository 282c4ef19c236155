import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { STORAGE_KEYS, closeDialog, dialogOffersHeld, eventBus, formatDateTime, i18n, offerDialog, openDialogState, type AuthData, type Exclusion, type ResponsibleGamingStatus } from '@arcadia/shared';
import { ExclusionBanner } from './exclusion-banner';

const player = { token: 't', username: 'player01', balance: 0 } as AuthData;
const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

const status = (exclusion: Exclusion | null): ResponsibleGamingStatus => ({
  limits: [],
  depositLimitDecided: true,
  birthDateKnown: true,
  realityCheckMinutes: 60,
  exclusion,
  session: { startedAt: new Date().toISOString(), stakes: 0, wins: 0, net: 0, nextRealityCheckAt: inAWeek, realityCheckDue: false },
});

beforeEach(() => {
  localStorage.clear();
  seedSession(player);
});
afterAll(() => seedSession(null));

it('signed out: asks nothing and shows nothing', () => {
  seedSession(null);
  const api = mockApi({ 'GET responsiblegaming/status': ok(status({ type: 'timeout', until: inAWeek })) });
  renderWithProviders(<ExclusionBanner />);
  expect(screen.queryByTestId('exclusion-banner')).not.toBeInTheDocument();
  expect(api.count('GET responsiblegaming/status')).toBe(0);
});

it('says until when the account is closed to play, with a link to the responsible gaming page', async () => {
  mockApi({ 'GET responsiblegaming/status': ok(status({ type: 'timeout', until: inAWeek })) });
  renderWithProviders(<ExclusionBanner />);
  const banner = await screen.findByRole('region', { name: 'Oyuna kapalı hesap' });
  expect(banner).toHaveTextContent(`Hesabınız ${formatDateTime(inAWeek, 'tr')}’e kadar oyuna kapalı`);
  expect(screen.getByRole('link', { name: 'Sorumlu oyun hakkında' })).toHaveAttribute('href', '/responsible-gaming');
});

it('no promotion is offered while an exclusion runs (an open campaign popup closes); offers come back when it ends', async () => {
  closeDialog();
  const api = mockApi({ 'GET responsiblegaming/status': ok(status(null)) });
  const view = renderWithProviders(<ExclusionBanner />);
  await waitFor(() => expect(api.count('GET responsiblegaming/status')).toBe(1));
  expect(dialogOffersHeld.get()).toBe(0);
  act(() => void offerDialog('promoPopup'));
  expect(openDialogState.get()?.dialog).toBe('promoPopup');

  api.set('GET responsiblegaming/status', ok(status({ type: 'timeout', until: inAWeek })));
  act(() => eventBus.emit('auth:update', { patch: {} }));
  await screen.findByTestId('exclusion-banner');
  expect(dialogOffersHeld.get()).toBe(1);
  expect(openDialogState.get()).toBeNull();
  let offered = true;
  act(() => void (offered = offerDialog('promoPopup')));
  expect(offered).toBe(false);

  view.unmount();
  expect(dialogOffersHeld.get()).toBe(0);
});

it('an indefinite self-exclusion is closed to play indefinitely (English too)', async () => {
  mockApi({ 'GET responsiblegaming/status': ok(status({ type: 'selfexclusion', until: null })) });
  await act(() => i18n.changeLanguage('en'));
  try {
    renderWithProviders(<ExclusionBanner />);
    expect(await screen.findByTestId('exclusion-banner')).toHaveTextContent('Your account is closed to play indefinitely');
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('shows nothing without an exclusion, and appears when a refetch on the auth events finds one', async () => {
  const api = mockApi({ 'GET responsiblegaming/status': ok(status(null)) });
  renderWithProviders(<ExclusionBanner />);
  await waitFor(() => expect(api.count('GET responsiblegaming/status')).toBe(1));
  expect(screen.queryByTestId('exclusion-banner')).not.toBeInTheDocument();

  api.set('GET responsiblegaming/status', ok(status({ type: 'timeout', until: inAWeek })));
  act(() => eventBus.emit('auth:update', { patch: { smsVerified: true } }));
  expect(await screen.findByTestId('exclusion-banner')).toHaveTextContent('oyuna kapalı');
  expect(api.count('GET responsiblegaming/status')).toBe(2);

  // and goes when it no longer runs
  api.set('GET responsiblegaming/status', ok(status(null)));
  act(() => eventBus.emit('auth:login', { authData: player }));
  await waitFor(() => expect(screen.queryByTestId('exclusion-banner')).not.toBeInTheDocument());
});

it('asks again when the window regains focus', async () => {
  const api = mockApi({ 'GET responsiblegaming/status': ok(status(null)) });
  renderWithProviders(<ExclusionBanner />);
  await waitFor(() => expect(api.count('GET responsiblegaming/status')).toBe(1));
  api.set('GET responsiblegaming/status', ok(status({ type: 'operator', until: null })));
  act(() => void window.dispatchEvent(new Event('visibilitychange')));
  expect(await screen.findByTestId('exclusion-banner')).toHaveTextContent('süresiz');
});

it('after a reload the last known exclusion of the same player is in the first render', () => {
  localStorage.setItem(STORAGE_KEYS.exclusion, JSON.stringify({ username: 'player01', exclusion: { type: 'timeout', until: inAWeek } }));
  mockApi({ 'GET responsiblegaming/status': () => new Promise(() => {}) });
  renderWithProviders(<ExclusionBanner />);
  expect(screen.getByTestId('exclusion-banner')).toHaveTextContent(formatDateTime(inAWeek, 'tr'));
});

it('never shows another player\'s stored exclusion, nor one that has ended', () => {
  mockApi({ 'GET responsiblegaming/status': () => new Promise(() => {}) });
  localStorage.setItem(STORAGE_KEYS.exclusion, JSON.stringify({ username: 'someone', exclusion: { type: 'timeout', until: inAWeek } }));
  const { unmount } = renderWithProviders(<ExclusionBanner />);
  expect(screen.queryByTestId('exclusion-banner')).not.toBeInTheDocument();
  unmount();
  localStorage.setItem(STORAGE_KEYS.exclusion, JSON.stringify({ username: 'player01', exclusion: { type: 'timeout', until: new Date(Date.now() - 1000).toISOString() } }));
  renderWithProviders(<ExclusionBanner />);
  expect(screen.queryByTestId('exclusion-banner')).not.toBeInTheDocument();
});

it('remembers the answer for the next first render', async () => {
  mockApi({ 'GET responsiblegaming/status': ok(status({ type: 'selfexclusion', until: null })) });
  renderWithProviders(<ExclusionBanner />);
  await screen.findByTestId('exclusion-banner');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.exclusion) ?? 'null')).toEqual({ username: 'player01', exclusion: { type: 'selfexclusion', until: null } });
});
