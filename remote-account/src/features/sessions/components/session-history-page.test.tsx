import { act, screen, within } from '@testing-library/react';
import { i18n } from '@arcadia/shared';
import { mockApi, ok, renderDashboard, signIn } from '../../../testing';
import type { PlayerSession } from '@arcadia/shared';

const SESSIONS: PlayerSession[] = [
  {
    id: 3,
    createdAt: '2026-11-12T11:03:00.000Z',
    lastSeenAt: '2026-11-12T11:20:00.000Z',
    ip: '85.105.12.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    device: 'Chrome · Linux',
    fingerprint: 'f3a9c2d17b8e4a6f9e0d',
    current: true,
    revokedAt: null,
  },
  {
    id: 2,
    createdAt: '2026-11-10T08:00:00.000Z',
    lastSeenAt: '2026-11-10T08:30:00.000Z',
    ip: '78.160.4.22',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
    device: 'Safari · iPhone',
    fingerprint: '0b1c2d3e4f5a6b7c8d9e',
    current: false,
    revokedAt: '2026-11-10T08:31:00.000Z',
  },
];

beforeEach(() => {
  localStorage.clear();
  signIn();
});

it('lists the logins with time, IP, device and shortened fingerprint, marking the current session', async () => {
  mockApi({ 'GET customer/sessions': ok(SESSIONS) });
  renderDashboard('/dashboard/session-history');

  await screen.findByText('85.105.12.7');
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);

  const [current, ended] = rows.map((row) => within(row));
  expect(current!.getByText('85.105.12.7')).toBeInTheDocument();
  expect(current!.getByText('Chrome · Linux')).toBeInTheDocument();
  expect(current!.getByText('f3a9c2…9e0d')).toBeInTheDocument();
  expect(current!.getByText('12 Kas 2026 14:03')).toBeInTheDocument();
  expect(current!.getByText('Aktif')).toBeInTheDocument();
  expect(current!.getByTestId('current-session')).toHaveTextContent('Bu oturum');

  expect(ended!.getByText('78.160.4.22')).toBeInTheDocument();
  expect(ended!.getByText('Sona Erdi')).toBeInTheDocument();
  expect(ended!.queryByTestId('current-session')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('current-session')).toHaveLength(1);
});

it('formats times in English when the player reads the site in English', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    mockApi({ 'GET customer/sessions': ok(SESSIONS) });
    renderDashboard('/dashboard/session-history');
    expect(await screen.findAllByText('12 Nov 2026, 14:03')).not.toHaveLength(0);
    expect(screen.getByText('This session')).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('says so when there are no sessions', async () => {
  mockApi({ 'GET customer/sessions': ok([]) });
  renderDashboard('/dashboard/session-history');
  expect(await screen.findByText('Henüz oturum kaydı yok.')).toBeInTheDocument();
});

it('on phones lists the sessions as cards in a list that screen readers can count', async () => {
  const desktopMatchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
  try {
    mockApi({ 'GET customer/sessions': ok(SESSIONS) });
    renderDashboard('/dashboard/session-history');
    const list = await screen.findByRole('list', { name: 'Oturum Geçmişi' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByTestId('current-session')).toHaveTextContent('Bu oturum');
  } finally {
    window.matchMedia = desktopMatchMedia;
  }
});
