import { act, screen, waitFor, within } from '@testing-library/react';
import { closeDialog, i18n } from '@arcadia/shared';
import { authTr } from '../../../i18n/auth.tr';
import { commonTr } from '@arcadia/shared/core';
import { mockApi, recordBus, renderDialog, sampleAuthData } from '../../../testing';
import { openDialogState } from '@arcadia/shared';
import { rememberUsernameForLogin } from '../lib/remembered-username';

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  rememberUsernameForLogin(null);
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

  it('a wrong password keeps the dialog open, signs nobody in and says in the dialog how many tries are left', async () => {
    const message = 'Kullanıcı adı veya şifre hatalı. Girişiniz geçici olarak engellenmeden önce 2 deneme hakkınız kaldı.';
    mockApi({ 'POST auth/login': { status: 400, success: false, message, data: { attemptsLeft: 2 } } });
    const { user } = renderDialog('login');
    await user.type(await screen.findByLabelText(authTr.login.username), 'player1');
    await user.type(screen.getByLabelText(authTr.login.password), 'wrong1');
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toBeInTheDocument();
    expect(bus.of('toast')).toEqual([]);
    expect(bus.of('auth:login')).toHaveLength(0);
    expect(openDialogState.get()?.dialog).toBe('login');
  });

  it('a lockout says in the dialog for how long; the next try clears the old message', async () => {
    const locked = 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen 1 dakika sonra tekrar deneyin.';
    const server = mockApi({ 'POST auth/login': { status: 429, success: false, message: locked, data: { retryAfterSeconds: 60 } } });
    const { user } = renderDialog('login');
    await user.type(await screen.findByLabelText(authTr.login.username), 'player1');
    await user.type(screen.getByLabelText(authTr.login.password), 'wrong1');
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locked);

    server.fetch.mockImplementationOnce(async () => new Promise<Response>(() => undefined));
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('in English the link to the recovery dialog reads "Password recovery"', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderDialog('login');
      expect(await screen.findByRole('button', { name: 'Password recovery' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('other failures (the network) are still toasted', async () => {
    mockApi({ 'POST auth/login': { status: 500, success: false, message: 'Sunucu hatası' } });
    const { user } = renderDialog('login');
    await user.type(await screen.findByLabelText(authTr.login.username), 'player1');
    await user.type(screen.getByLabelText(authTr.login.password), 'secret1');
    await user.click(screen.getByRole('button', { name: authTr.login.submit }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Sunucu hatası' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the remembered username (after a password change) and the password field focused', async () => {
    rememberUsernameForLogin('player1');
    mockApi();
    renderDialog('login');
    expect(await screen.findByLabelText(authTr.login.username)).toHaveValue('player1');
    await waitFor(() => expect(screen.getByLabelText(authTr.login.password)).toHaveFocus());
  });
});
