import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeDialog, openDialog } from '@arcadia/shared';
import { renderWithProviders } from '@arcadia/shared/testing';
import { authTr } from '../../i18n/auth.tr';
import { mockApi } from '../../testing';
import { AuthDialogs } from './auth-dialogs';
import { openDialogState } from '@arcadia/shared';

jest.mock('canvas-confetti', () => jest.fn());

beforeEach(() => {
  localStorage.clear();
  mockApi({ 'GET auth/form': { data: { countries: [{ id: 1, name: 'Türkiye' }] } } });
});
afterEach(() => act(() => closeDialog()));

const dialogTitles = () => screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby'));

describe('AuthDialogs', () => {
  it('renders nothing until a dialog is opened through the bus', () => {
    renderWithProviders(<AuthDialogs />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only the last opened dialog: opening another replaces it', async () => {
    renderWithProviders(<AuthDialogs />);
    act(() => openDialog('login'));
    expect(await screen.findByRole('heading', { name: authTr.login.title })).toBeInTheDocument();

    act(() => openDialog('callRequest'));
    expect(await screen.findByRole('heading', { name: authTr.callRequest.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: authTr.login.title })).not.toBeInTheDocument();
    expect(dialogTitles()).toHaveLength(1);
  });

  it('the close button closes the dialog through the bus and the next opening starts empty', async () => {
    const { user } = setup();
    act(() => openDialog('login'));
    const username = await screen.findByLabelText(authTr.login.username);
    await user.type(username, 'player1');
    await user.click(screen.getByRole('button', { name: authTr.common.close }));
    expect(openDialogState.get()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openDialog('login'));
    expect(await screen.findByLabelText(authTr.login.username)).toHaveValue('');
  });

  it('links switch between login, register and recovery', async () => {
    const { user } = setup();
    act(() => openDialog('login'));
    await user.click(await screen.findByRole('button', { name: authTr.login.signUp }));
    expect(openDialogState.get()?.dialog).toBe('register');
    expect(await screen.findByRole('heading', { name: authTr.register.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: authTr.register.fastLink }));
    expect(await screen.findByRole('heading', { name: authTr.register.fastTitle })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: authTr.register.login }));
    await user.click(await screen.findByRole('button', { name: authTr.login.recovery }));
    expect(await screen.findByRole('heading', { name: authTr.recovery.title })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('ignores dialogs other remotes own', () => {
    renderWithProviders(<AuthDialogs />);
    act(() => openDialog('deposit'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<AuthDialogs />);
  return { user };
}
