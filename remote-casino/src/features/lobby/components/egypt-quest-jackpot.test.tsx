import { screen, waitFor } from '@testing-library/react';
import { fail, mockApi, ok, renderWithProviders, seedSession, seedSiteContent } from '@arcadia/shared/testing';
import type { JackpotCard, SiteContent } from '@arcadia/shared';
import { LobbyPage } from './lobby-page';
import { egyptQuestShown } from '../hooks/use-egypt-quest';

const suits = ['Spades', 'Hearts', 'Diamonds', 'Clubs'];
const egyptQuest = (currentLevelI: number, levels = 4): JackpotCard => ({
  instanceName: 'Egypt Quest',
  levelStats: suits.slice(0, levels).map((level, i) => ({ level, value: 412_885.17 / (i + 1) })),
  currentLevelI,
});

beforeEach(() => {
  seedSiteContent({ casinoCategoryList: [{ id: 3, name: 'Slot', slugList: ['slot'], imageUrl: '' }] } as unknown as SiteContent);
  seedSession(null);
});

const lobbyRoutes = (card: JackpotCard | null) => ({
  'POST casino/categorygames': ok([]),
  'GET casino/eqyptquest': card ? ok(card) : fail('Jackpot not found.', 404),
});

it('shows the Egypt Quest jackpot under the slots lobby with its four levels', async () => {
  const api = mockApi(lobbyRoutes(egyptQuest(412_885.17)));
  renderWithProviders(<LobbyPage area="slot" />, { routes: ['/casino/slot'] });
  const section = await screen.findByRole('region', { name: 'Egypt Quest Jackpotu' });
  expect(section).toHaveTextContent('Egypt Quest');
  expect(section.querySelectorAll('.arc-jackpot__level')).toHaveLength(4);
  expect(api.calls.filter((c) => c.path === 'casino/eqyptquest')).toHaveLength(1);
});

it('is not shown while the pool is not running (currentLevelI 14000) or when the call fails', async () => {
  const off = mockApi(lobbyRoutes(egyptQuest(14000)));
  const { unmount } = renderWithProviders(<LobbyPage area="slot" />, { routes: ['/casino/slot'] });
  await waitFor(() => expect(off.calls.some((c) => c.path === 'casino/eqyptquest')).toBe(true));
  expect(screen.queryByRole('region', { name: 'Egypt Quest Jackpotu' })).not.toBeInTheDocument();
  unmount();

  const failing = mockApi(lobbyRoutes(null));
  renderWithProviders(<LobbyPage area="slot" />, { routes: ['/casino/slot'] });
  await waitFor(() => expect(failing.calls.some((c) => c.path === 'casino/eqyptquest')).toBe(true));
  expect(screen.queryByRole('region', { name: 'Egypt Quest Jackpotu' })).not.toBeInTheDocument();
});

it('belongs to the slots lobby only', async () => {
  const api = mockApi(lobbyRoutes(egyptQuest(1)));
  renderWithProviders(<LobbyPage area="live" />, { routes: ['/casino/live'] });
  await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
  expect(api.calls.some((c) => c.path === 'casino/eqyptquest')).toBe(false);
});

it('needs a running pool with four levels', () => {
  expect(egyptQuestShown(egyptQuest(5))).toBe(true);
  expect(egyptQuestShown(egyptQuest(14000))).toBe(false);
  expect(egyptQuestShown(egyptQuest(5, 3))).toBe(false);
  expect(egyptQuestShown(null)).toBe(false);
});
