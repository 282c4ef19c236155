import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { authDataFixture, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { STORAGE_KEYS, closeDialog, eventBus, offerDialog, openDialog, openDialogState, type DialogName } from '@arcadia/shared';
import { ToolsNoteDialog } from './tools-note-dialog';
import { TOOLS_NOTE_SETTLE_MS, connectToolsNote } from './tools-note';

const player = authDataFixture({ username: 'newplayer' });
let disconnect: () => void;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderDialog = () =>
  renderWithProviders(
    <>
      <ToolsNoteDialog />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );

/** What the site does when a dialog of remote-auth signs the player in: `auth:login` while it is open. */
function signInFrom(dialog: DialogName) {
  act(() => {
    openDialog(dialog);
    eventBus.emit('auth:login', { authData: player });
    seedSession(player);
  });
}

const settle = () => act(() => void jest.advanceTimersByTime(TOOLS_NOTE_SETTLE_MS));
const toolsOpen = () => openDialogState.get()?.dialog === 'responsibleGamingTools';
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.responsibleGamingTools) ?? '{}');

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  seedSession(null);
  closeDialog();
  disconnect = connectToolsNote();
});
afterEach(() => {
  disconnect();
  jest.useRealTimers();
});

it('after registration, once the celebration closes, tells the player where the tools are; OK closes it for good', () => {
  renderDialog();
  signInFrom('register');
  // the celebration is still on screen: nothing on top of it
  settle();
  expect(toolsOpen()).toBe(false);

  act(() => closeDialog());
  settle();
  const dialog = screen.getByRole('dialog', { name: 'Sorumlu oyun araçlarınız' });
  expect(dialog).toHaveTextContent('Gerçeklik kontrolü');
  expect(dialog).toHaveTextContent('Mola');
  expect(dialog).toHaveTextContent('Kendini oyundan uzaklaştırma');

  fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
  expect(toolsOpen()).toBe(false);
  expect(stored()).toEqual({ newplayer: 'shown' });

  // once per account: the same account registering dialog flow again does not bring it back
  signInFrom('fastRegister');
  act(() => closeDialog());
  settle();
  expect(toolsOpen()).toBe(false);
});

it('Limits acknowledges it and leads to the player\'s tools', () => {
  renderDialog();
  signInFrom('fastRegister');
  act(() => closeDialog());
  settle();
  fireEvent.click(screen.getByRole('button', { name: 'Limitler' }));
  expect(toolsOpen()).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/responsible-gaming');
  expect(stored()).toEqual({ newplayer: 'shown' });
});

it('never at a login', () => {
  signInFrom('login');
  act(() => closeDialog());
  settle();
  jest.advanceTimersByTime(60_000);
  expect(toolsOpen()).toBe(false);
  expect(stored()).toEqual({});
});

it('waits while another dialog opens right after the celebration, and while the promotional popup is up', () => {
  signInFrom('register');
  act(() => {
    closeDialog();
    jest.advanceTimersByTime(TOOLS_NOTE_SETTLE_MS / 2);
    openDialog('deposit');
  });
  settle();
  expect(openDialogState.get()?.dialog).toBe('deposit');

  act(() => {
    closeDialog();
    offerDialog('promoPopup');
  });
  settle();
  expect(openDialogState.get()?.dialog).toBe('promoPopup');

  act(() => closeDialog('promoPopup'));
  settle();
  expect(toolsOpen()).toBe(true);
});

it('replaced by another dialog before the player saw it through, it comes back after that one', () => {
  signInFrom('register');
  act(() => closeDialog());
  settle();
  expect(toolsOpen()).toBe(true);
  act(() => openDialog('deposit'));
  act(() => closeDialog());
  settle();
  expect(toolsOpen()).toBe(true);
});

it('still pending after a reload, it opens on the next start; shown, never again', () => {
  disconnect();
  localStorage.setItem(STORAGE_KEYS.responsibleGamingTools, JSON.stringify({ newplayer: 'pending', other: 'shown' }));
  seedSession(player);
  disconnect = connectToolsNote();
  settle();
  expect(toolsOpen()).toBe(true);

  act(() => closeDialog());
  disconnect();
  seedSession(authDataFixture({ username: 'other' }));
  disconnect = connectToolsNote();
  settle();
  expect(toolsOpen()).toBe(false);
});

it('closing it any other way (Escape) counts as seen', () => {
  renderDialog();
  signInFrom('register');
  act(() => closeDialog());
  settle();
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Sorumlu oyun araçlarınız' }), { key: 'Escape' });
  expect(toolsOpen()).toBe(false);
  expect(stored()).toEqual({ newplayer: 'shown' });
});
