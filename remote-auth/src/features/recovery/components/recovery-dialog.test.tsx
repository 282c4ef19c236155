import { act, screen, waitFor } from '@testing-library/react';
import { closeDialog } from '@arcadia/shared';
import { authTr } from '../../../i18n/auth.tr';
import { mockApi, recordBus, renderDialog } from '../../../testing';
import { clearCooldowns } from '../../resend';
import { openDialogState } from '@arcadia/shared';

jest.setTimeout(20000);

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  clearCooldowns(); // a fresh page: no countdown left from an earlier test
  localStorage.clear();
  sessionStorage.clear(); // a fresh tab: no code waiting, no countdown
  bus = recordBus();
});
afterEach(() => {
  bus.stop();
  act(() => closeDialog());
  jest.useRealTimers();
});

const routes = {
  'POST auth/sendresetpassword': { message: 'Kod gönderildi' },
  'POST auth/checkresetcode': (body: Record<string, unknown>) =>
    body.code === '482913' ? { message: '' } : { status: 400, success: false, message: 'Kod geçersiz' },
  'POST auth/changepasswordwithcode': { message: 'Şifre değiştirildi' },
};

describe('RecoveryDialog', () => {
  it('walks the four steps, each on a success answer, and opens login 1 s after the last', async () => {
    const server = mockApi(routes);
    const { user } = renderDialog('recovery');
    await user.type(await screen.findByLabelText(authTr.recovery.username), 'player1');
    await user.click(screen.getByRole('button', { name: authTr.recovery.sendCode }));

    expect(await screen.findByText(authTr.recovery.codeSent)).toBeInTheDocument();
    expect(server.bodies('POST auth/sendresetpassword')).toEqual([{ username: 'player1' }]);

    // a wrong code keeps step 2 and shows the server message
    await user.type(screen.getByLabelText(authTr.recovery.code), '000');
    await user.click(screen.getByRole('button', { name: authTr.recovery.checkCode }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Kod geçersiz' }));
    expect(screen.getByText(authTr.recovery.codeSent)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(authTr.recovery.code));
    await user.type(screen.getByLabelText(authTr.recovery.code), '482913');
    await user.click(screen.getByRole('button', { name: authTr.recovery.checkCode }));
    const password = await screen.findByLabelText(authTr.recovery.password);
    expect(server.bodies('POST auth/checkresetcode').at(-1)).toEqual({ code: '482913', username: 'player1' });

    await user.type(password, 'newpass1');
    await user.type(screen.getByLabelText(authTr.recovery.password2), 'newpass2');
    expect(screen.getByRole('button', { name: authTr.recovery.save })).toBeDisabled();
    await user.clear(screen.getByLabelText(authTr.recovery.password2));
    await user.type(screen.getByLabelText(authTr.recovery.password2), 'newpass1');

    jest.useFakeTimers();
    act(() => screen.getByRole('button', { name: authTr.recovery.save }).click());
    expect(await screen.findByText(authTr.recovery.doneTitle)).toBeInTheDocument();
    expect(server.bodies('POST auth/changepasswordwithcode')).toEqual([{ password: 'newpass1', password2: 'newpass1', username: 'player1', code: '482913' }]);

    expect(openDialogState.get()?.dialog).toBe('recovery');
    await act(async () => jest.advanceTimersByTime(999));
    expect(openDialogState.get()?.dialog).toBe('recovery');
    await act(async () => jest.advanceTimersByTime(1));
    expect(openDialogState.get()?.dialog).toBe('login');
    expect(await screen.findByRole('heading', { name: authTr.login.title })).toBeInTheDocument();
    expect(screen.getByLabelText(authTr.login.username)).toHaveValue('player1');
  });

  it('step 2 sends the code again once a minute, as step 1 does, and a 429 waits as long as the server says', async () => {
    jest.useFakeTimers();
    const server = mockApi(routes);
    const { user } = renderDialog('recovery', { fakeTimers: true });
    await user.type(await screen.findByLabelText(authTr.recovery.username), 'player1');
    await user.click(screen.getByRole('button', { name: authTr.recovery.sendCode }));
    expect(await screen.findByText('Kodu yeniden gönder: 60')).toBeInTheDocument();
    for (let i = 0; i < 60; i += 1) await act(async () => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: authTr.phone.resend }));
    expect(await screen.findByText('Kodu yeniden gönder: 60')).toBeInTheDocument();
    expect(server.bodies('POST auth/sendresetpassword')).toEqual([{ username: 'player1' }, { username: 'player1' }]);
    expect(bus.of('toast')).toContainEqual({ kind: 'success', message: 'Kod gönderildi' });
    expect(screen.getByText(authTr.recovery.codeSent)).toBeInTheDocument();

    // the server refuses (another tab asked meanwhile): the link waits again
    for (let i = 0; i < 60; i += 1) await act(async () => jest.advanceTimersByTime(1000));
    server.fetch.mockImplementationOnce(async () => ({ status: 429, ok: false, json: async () => ({ success: false, message: 'Lütfen 45 saniye bekleyin.', data: { retryAfterSeconds: 45 } }) }) as Response);
    await user.click(screen.getByRole('button', { name: authTr.phone.resend }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Lütfen 45 saniye bekleyin.' }));
    expect(await screen.findByText(/^Kodu yeniden gönder: \d+$/)).toBeInTheDocument();
  });

  it('step 2 goes back to fix the username: the code is cleared, the same username waits out its minute, another one is sent at once', async () => {
    jest.useFakeTimers();
    const server = mockApi(routes);
    const { user } = renderDialog('recovery', { fakeTimers: true });
    await user.type(await screen.findByLabelText(authTr.recovery.username), 'playr1');
    await user.click(screen.getByRole('button', { name: authTr.recovery.sendCode }));
    await user.type(await screen.findByLabelText(authTr.recovery.code), '12');
    await user.click(screen.getByRole('button', { name: authTr.recovery.changeUsername }));

    const username = screen.getByLabelText(authTr.recovery.username);
    expect(username).toHaveValue('playr1');
    expect(screen.getByRole('button', { name: authTr.recovery.sendCode })).toBeDisabled();
    expect(screen.getByText(/^Yeni bir kod isteyebilmek için \d+ saniye bekleyin\.$/)).toBeInTheDocument();

    await user.clear(username);
    await user.type(username, 'player1');
    expect(screen.getByRole('button', { name: authTr.recovery.sendCode })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: authTr.recovery.sendCode }));
    expect(await screen.findByLabelText(authTr.recovery.code)).toHaveValue('');
    expect(server.bodies('POST auth/sendresetpassword')).toEqual([{ username: 'playr1' }, { username: 'player1' }]);
  });

  it('stays on step 1 when the server refuses the username', async () => {
    mockApi({ 'POST auth/sendresetpassword': { status: 400, success: false, message: 'Kullanıcı bulunamadı' } });
    const { user } = renderDialog('recovery');
    await user.type(await screen.findByLabelText(authTr.recovery.username), 'nobody1');
    await user.click(screen.getByRole('button', { name: authTr.recovery.sendCode }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Kullanıcı bulunamadı' }));
    expect(screen.getByLabelText(authTr.recovery.username)).toBeInTheDocument();
    expect(screen.queryByText(authTr.recovery.codeSent)).not.toBeInTheDocument();
  });

  it('a username shorter than 5 or longer than 20 keeps Send Code disabled', async () => {
    mockApi(routes);
    const { user } = renderDialog('recovery');
    const username = await screen.findByLabelText(authTr.recovery.username);
    await user.type(username, 'abcd');
    expect(screen.getByRole('button', { name: authTr.recovery.sendCode })).toBeDisabled();
    await user.type(username, 'e');
    expect(screen.getByRole('button', { name: authTr.recovery.sendCode })).toBeEnabled();
    await user.type(username, 'x'.repeat(16));
    await user.tab();
    expect(await screen.findByText('5 ile 20 karakter arasında olmalıdır')).toBeInTheDocument();
  });
});
