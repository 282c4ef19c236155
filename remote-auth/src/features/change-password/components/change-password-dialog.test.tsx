import type { AuthData } from '@arcadia/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, closeDialog, openDialog } from '@arcadia/shared';
import { commonTr } from '@arcadia/shared/core';
import { authTr } from '../../../i18n/auth.tr';
import { mockApi, recordBus, renderDialog, sampleAuthData } from '../../../testing';
import { authState, openDialogState } from '@arcadia/shared';
import { seedSession } from '@arcadia/shared/testing';

jest.setTimeout(20000);

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(sampleAuthData));
  seedSession({ token: 'test-token', username: 'player1', balance: 10 } as AuthData);
  bus = recordBus();
});
afterEach(() => {
  bus.stop();
  act(() => closeDialog());
});

async function fill(user: ReturnType<typeof renderDialog>['user'], oldPassword: string, password: string, confirm: string) {
  await user.type(await screen.findByLabelText(authTr.changePassword.oldPassword), oldPassword);
  await user.type(screen.getByLabelText(authTr.changePassword.password), password);
  await user.type(screen.getByLabelText(authTr.changePassword.confirmPassword), confirm);
  await user.tab();
}

describe('ChangePasswordDialog', () => {
  it('blocks Change while the confirmation differs and says so', async () => {
    mockApi();
    const { user } = renderDialog('changePassword');
    await fill(user, 'old12', 'Kule-Masa-42', 'Kule-Masa-43');
    expect(await screen.findByText(commonTr.validation.mismatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.changePassword.submit })).toBeDisabled();
  });

  it('on success shows the message and asks the shell for the sign-out of a password change (no reload, login next)', async () => {
    const server = mockApi({ 'POST customer/changepassword': { message: '' } });
    const { user } = renderDialog('changePassword');
    await fill(user, 'old12', 'Kule-Masa-42', 'Kule-Masa-42');
    await user.click(screen.getByRole('button', { name: authTr.changePassword.submit }));

    await waitFor(() => expect(bus.of('auth:logout')).toEqual([{ reason: 'passwordChanged' }]));
    expect(server.bodies('POST customer/changepassword')).toEqual([{ oldPassword: 'old12', password: 'Kule-Masa-42', confirmPassword: 'Kule-Masa-42' }]);
    expect(bus.of('toast')).toContainEqual({ kind: 'success', message: authTr.changePassword.success });

    // the shell opens the login dialog next: it has the player's username
    act(() => openDialog('login'));
    expect(await screen.findByLabelText(authTr.login.username)).toHaveValue(sampleAuthData.username);
  });

  it('the new password needs 8 characters and not a common one, with a strength hint; an old password of 5 is still taken', async () => {
    const server = mockApi({ 'POST customer/changepassword': { message: '' } });
    const { user } = renderDialog('changePassword');
    await fill(user, 'old12', 'new1234', 'new1234');
    expect(await screen.findByText('8 ile 100 karakter arasında olmalıdır')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.changePassword.submit })).toBeDisabled();
    await user.clear(screen.getByLabelText(authTr.changePassword.password));
    await user.type(screen.getByLabelText(authTr.changePassword.password), 'qwerty123');
    await user.tab();
    expect(await screen.findByText(commonTr.validation.commonPassword)).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Kabul edilmez');
    await user.clear(screen.getByLabelText(authTr.changePassword.password));
    await user.type(screen.getByLabelText(authTr.changePassword.password), 'new1234!x');
    await user.clear(screen.getByLabelText(authTr.changePassword.confirmPassword));
    await user.type(screen.getByLabelText(authTr.changePassword.confirmPassword), 'new1234!x');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Orta');
    await user.click(screen.getByRole('button', { name: authTr.changePassword.submit }));
    await waitFor(() => expect(server.bodies('POST customer/changepassword')).toEqual([{ oldPassword: 'old12', password: 'new1234!x', confirmPassword: 'new1234!x' }]));
  });

  it('a wrong old password keeps the player signed in with the dialog open', async () => {
    mockApi({ 'POST customer/changepassword': { status: 400, success: false, message: 'Eski şifre hatalı' } });
    const { user } = renderDialog('changePassword');
    await fill(user, 'wrong', 'Kule-Masa-42', 'Kule-Masa-42');
    await user.click(screen.getByRole('button', { name: authTr.changePassword.submit }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Eski şifre hatalı' }));
    expect(openDialogState.get()?.dialog).toBe('changePassword');
    expect(localStorage.getItem(STORAGE_KEYS.authData)).not.toBeNull();
    expect(authState.get().isLoggedIn).toBe(true);
  });
});
