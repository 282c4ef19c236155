import { act, screen, waitFor } from '@testing-library/react';
import { closeDialog } from '@arcadia/shared';
import { authTr } from '../../../i18n/auth.tr';
import { commonTr } from '@arcadia/shared/core';
import { mockApi, recordBus, renderDialog, sampleAuthData } from '../../test-utils';
import { openDialogState } from '@arcadia/shared';

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  localStorage.clear();
  bus = recordBus();
});
afterEach(() => {
  bus.stop();
  act(() => closeDialog());
});

describe('LoginDialog', () => {
  it('shows the validation messages of the shared login rules and sends nothing while invalid', async () => {
    const api = mockApi();
    const { user } = renderDialog('login');
    const username = await screen.findByLabelText(authTr.login.username);
    await user.type(username, 'abc');
    await user.click(screen.getByLabelText(authTr.login.password));
    expect(await screen.findByText('5 ile 30 karakter arasında olmalıdır')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));
    expect(await screen.findByText(commonTr.validation.required)).toBeInTheDocument();
    expect(api.count('POST auth/login')).toBe(0);
  });

  it('signs in with the server data, shows the success message and closes every dialog', async () => {
    const api = mockApi({ 'POST auth/login': { message: 'Hoş geldiniz', data: sampleAuthData } });
    const { user } = renderDialog('login');
    await user.type(await screen.findByLabelText(authTr.login.username), 'player1');
    await user.type(screen.getByLabelText(authTr.login.password), 'secret1');
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));

    await waitFor(() => expect(openDialogState.get()).toBeNull());
    expect(api.bodies('POST auth/login')).toEqual([{ username: 'player1', password: 'secret1' }]);
    expect(bus.of('auth:login')).toEqual([{ authData: sampleAuthData }]);
    expect(bus.of('toast')).toContainEqual({ kind: 'success', message: 'Hoş geldiniz' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused login keeps the dialog open, signs nobody in and shows the server message', async () => {
    mockApi({ 'POST auth/login': { status: 400, success: false, message: 'Kullanıcı adı veya şifre hatalı' } });
    const { user } = renderDialog('login');
    await user.type(await screen.findByLabelText(authTr.login.username), 'player1');
    await user.type(screen.getByLabelText(authTr.login.password), 'wrong1');
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));

    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Kullanıcı adı veya şifre hatalı' }));
    expect(bus.of('auth:login')).toHaveLength(0);
    expect(openDialogState.get()?.dialog).toBe('login');
  });
});
