import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from '@arcadia/ui/router';
import { authDataFixture, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { closeDialog, openDialogState, type Game } from '@arcadia/shared';
import { setViewportWidth } from '../../testing/viewport';
import { decodeGame } from './game-param';
import { useLaunchGame } from './use-launch-game';

const game: Game = { gameCode: 'sans-carki', name: 'Şans Çarkı', providerName: 'Hub88', mainProviderId: 2, productId: 5, system: 'hub88' };

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}
function Opener() {
  const launch = useLaunchGame();
  return <button onClick={() => launch(game)}>Şans Çarkı</button>;
}

let restoreViewport: () => void = () => undefined;
afterEach(() => {
  restoreViewport();
  closeDialog();
});

const open = () => {
  renderWithProviders(
    <>
      <Opener />
      <Where />
    </>,
    { routes: ['/casino/slot'] },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Şans Çarkı' }));
};

it('opens the game page on a desktop, the game code in the address', () => {
  seedSession(authDataFixture());
  restoreViewport = setViewportWidth(1440);
  open();
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/casino\/play\/sans-carki$/);
  expect(openDialogState.get()).toBeNull();
});

it("opens remote-casino's play modal on a phone (900 px), and stays on the lobby", () => {
  seedSession(authDataFixture());
  restoreViewport = setViewportWidth(900);
  open();
  const dialog = openDialogState.get();
  expect(dialog?.dialog).toBe('playGame');
  expect(decodeGame(String(dialog?.props.game))).toEqual(game);
  expect(screen.getByTestId('where')).toHaveTextContent('/casino/slot');
});

it('opens the login dialog for an anonymous player, and nothing else', () => {
  seedSession(null);
  restoreViewport = setViewportWidth(1440);
  open();
  expect(openDialogState.get()?.dialog).toBe('login');
  expect(screen.getByTestId('where')).toHaveTextContent('/casino/slot');
});
