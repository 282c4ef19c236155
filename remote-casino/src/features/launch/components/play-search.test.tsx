import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { authDataFixture, mockApi, ok, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { closeDialog, openDialogState, type Game } from '@arcadia/shared';
import { setViewportWidth } from '../../../testing/viewport';
import { decodeGame } from '../game-param';
import { PlayRoute } from './play-route';

const aviator: Game = { gameCode: 'aviator', name: 'Aviator', providerName: 'Hub88', mainProviderId: 2, productId: 1, system: 'hub88' };
const other: Game = { ...aviator, gameCode: 'aviator-2', name: 'Aviator II' };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
const renderSearch = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/casino/play/*" element={<PlayRoute />} />
        <Route path="*" element={<p>lobby</p>} />
      </Routes>
      <Where />
    </>,
    { routes: ['/casino/slot', '/casino/play?search=Aviator'] },
  );

let restoreViewport: () => void = () => undefined;
afterEach(() => {
  restoreViewport();
  act(() => closeDialog());
});

describe('/casino/play?search=Aviator (the Aviator menu entry)', () => {
  beforeEach(() => seedSession(authDataFixture()));

  it('searches at most 4 games that are not live and opens the first: its page, in place of the search', async () => {
    restoreViewport = setViewportWidth(1440);
    const api = mockApi({ 'POST casino/games': ok([aviator, other]), 'POST casino/hub88launchurl': ok('https://studio.test/hub88/launch?token=1') });
    renderSearch();
    expect(screen.getByText('Aviator açılıyor')).toBeInTheDocument();
    expect(await screen.findByTitle('Aviator')).toHaveAttribute('src', 'https://studio.test/hub88/launch?token=1');
    expect(api.bodies('POST casino/games')).toEqual([{ live: false, search: 'Aviator', skip: 0, take: 4 }]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/play\/aviator$/);
  });

  it("opens the first match in the play modal on a phone, over the game's lobby", async () => {
    restoreViewport = setViewportWidth(390);
    mockApi({ 'POST casino/games': ok([aviator, other]) });
    renderSearch();
    await waitFor(() => expect(openDialogState.get()?.dialog).toBe('playGame'));
    expect(decodeGame(String(openDialogState.get()?.props.game))).toEqual(aviator);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/slot$/));
  });

  it('says when no game matches, with the way to the lobby', async () => {
    restoreViewport = setViewportWidth(1440);
    mockApi({ 'POST casino/games': ok([]) });
    renderSearch();
    expect(await screen.findByText('"Aviator" adında bir oyun bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lobiye dön' })).toHaveAttribute('href', '/casino/slot');
  });
});

it('gives an anonymous player the login dialog first, and searches once signed in', async () => {
  seedSession(null);
  restoreViewport = setViewportWidth(1440);
  const api = mockApi({ 'POST casino/games': ok([aviator]), 'POST casino/hub88launchurl': ok('https://studio.test/hub88/launch?token=1') });
  renderSearch();
  expect(openDialogState.get()?.dialog).toBe('login');
  expect(api.calls).toHaveLength(0);
  act(() => {
    seedSession(authDataFixture());
    closeDialog();
  });
  expect(await screen.findByTitle('Aviator')).toBeInTheDocument();
  expect(api.count('POST casino/games')).toBe(1);
});
