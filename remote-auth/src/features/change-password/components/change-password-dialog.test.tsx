import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, authState$, closeDialog, dialogState$ } from '@arcadia/shared';
import { commonTr } from '@arcadia/shared/core';
import { authTr } from '../../../i18n/auth.tr';
import { mockApi, recordBus, renderDialog, sampleAuthData } from '../../test-utils';

jest.setTimeout(20000);

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify(sampleAuthData));
  authState$.next({ isLoggedIn: true, username: 'player1', balance: 10 });
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
    await fill(user, 'old12', 'new123', 'new124');
    expect(await screen.findByText(commonTr.validation.mismatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.changePassword.submit })).toBeDisabled();
  });

  it('on success shows the message, clears the stored auth without the reloading logout and opens login', async () => {
    const server = mockApi({ 'POST customer/changepassword': { message: '' } });
    const { user } = renderDialog('changePassword');
    await fill(user, 'old12', 'new123', 'new123');
    await user.click(screen.getByRole('button', { name: authTr.changePassword.submit }));

    await waitFor(() => expect(dialogState$.value?.dialog).toBe('login'));
    expect(server.bodies('POST customer/changepassword')).toEqual([{ oldPassword: 'old12', password: 'new123', confirmPassword: 'new123' }]);
    expect(bus.of('toast')).toContainEqual({ kind: 'success', message: authTr.changePassword.success });
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
    expect(authState$.value.isLoggedIn).toBe(false);
    expect(bus.of('auth:logout')).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: authTr.login.title })).toBeInTheDocument();
  });

  it('a wrong old password keeps the player signed in with the dialog open', async () => {
    mockApi({ 'POST customer/changepassword': { status: 400, success: false, message: 'Eski şifre hatalı' } });
    const { user } = renderDialog('changePassword');
    await fill(user, 'wrong', 'new123', 'new123');
    await user.click(screen.getByRole('button', { name: authTr.changePassword.submit }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Eski şifre hatalı' }));
    expect(dialogState$.value?.dialog).toBe('changePassword');
    expect(localStorage.getItem(STORAGE_KEYS.authData)).not.toBeNull();
    expect(authState$.value.isLoggedIn).toBe(true);
  });
});
