import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, closeDialog, openDialog } from '@arcadia/shared';
import { authTr } from '../../../i18n/auth.tr';
import { mockApi, recordBus, renderDialog, sampleAuthData } from '../../../testing';
import { clearCooldowns } from '../../resend';
import { openDialogState } from '@arcadia/shared';

jest.mock('canvas-confetti', () => jest.fn());
jest.setTimeout(20000);

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  clearCooldowns(); // a fresh page: no countdown left from an earlier test
  localStorage.clear();
  sessionStorage.clear(); // a fresh tab: no code waiting, no countdown
  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify({ ...sampleAuthData, phone: '905321234567' }));
  bus = recordBus();
});
afterEach(() => {
  bus.stop();
  act(() => closeDialog());
  jest.useRealTimers();
});

const updatePhone = (body: Record<string, unknown>) =>
  body.step === 1 ? { message: '' } : body.code === '123456' ? { data: { phone: String(body.phone), smsVerified: true } } : { status: 400, success: false, message: 'Kod hatalı' };

describe('SmsVerifyDialog', () => {
  it('a reload after the code was sent comes back on the code step for that number, sending no other code', async () => {
    const server = mockApi({ 'POST customer/updatephone': updatePhone, 'GET bonus/trialbonusamount': { data: 0 } });
    const first = renderDialog('smsVerify');
    await first.user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    await screen.findByLabelText(authTr.phone.code);
    act(() => closeDialog());
    first.unmount();

    const again = renderDialog('smsVerify');
    const code = await screen.findByLabelText(authTr.phone.code);
    expect(screen.getByLabelText(authTr.phone.phone)).toHaveValue('532 123 45 67');
    await again.user.type(code, '123456');
    await again.user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    expect(await screen.findByText(authTr.smsVerify.doneTitle)).toBeInTheDocument();
    expect(server.bodies('POST customer/updatephone').filter((body) => body.step === 1)).toHaveLength(1);
  });

  it('step 1 phone (editable, prefilled), step 2 code masked 00-00-00, then Congratulations with a Close button', async () => {
    const server = mockApi({ 'POST customer/updatephone': updatePhone, 'GET bonus/trialbonusamount': { data: 0 } });
    const { user } = renderDialog('smsVerify');
    expect(await screen.findByRole('heading', { name: authTr.smsVerify.title })).toBeInTheDocument();
    const phone = screen.getByLabelText(authTr.phone.phone);
    expect(phone).toHaveValue('532 123 45 67');
    expect(phone).not.toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: authTr.phone.sendCode }));
    const code = await screen.findByLabelText(authTr.phone.code);
    expect(server.bodies('POST customer/updatephone')).toEqual([{ step: 1, phone: '905321234567' }]);
    await user.type(code, '123456');
    expect(code).toHaveValue('12-34-56');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));

    expect(await screen.findByRole('heading', { name: authTr.smsVerify.doneTitle })).toBeInTheDocument();
    expect(screen.getByText(authTr.smsVerify.doneText)).toBeInTheDocument();
    expect(bus.of('auth:update')).toEqual([{ patch: { phone: '905321234567', smsVerified: true } }]);
    // the frame's close icon and the screen's Close button share the name: the button is the last one
    await waitFor(() => expect(screen.getAllByRole('button', { name: authTr.common.close })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: authTr.common.close })[1] as HTMLElement);
    expect(openDialogState.get()).toBeNull();
  });

  it('Change Phone Number goes back to step 1 and clears the code; Send Code waits out the countdown', async () => {
    jest.useFakeTimers();
    const server = mockApi({ 'POST customer/updatephone': updatePhone });
    const { user } = renderDialog('smsVerify', { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    await user.type(await screen.findByLabelText(authTr.phone.code), '12');
    await user.click(screen.getByRole('button', { name: authTr.phone.change }));
    expect(screen.queryByLabelText(authTr.phone.code)).not.toBeInTheDocument();
    expect(screen.getByLabelText(authTr.phone.phone)).not.toHaveAttribute('readonly');

    const send = screen.getByRole('button', { name: authTr.phone.sendCode });
    expect(send).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(60_000));
    await user.click(send);
    expect(await screen.findByLabelText(authTr.phone.code)).toHaveValue('');
    expect(server.count('POST customer/updatephone')).toBe(2);
  });

  it('a refused send (429) keeps Send Code disabled for as long as the server said, in every step and after reopening', async () => {
    jest.useFakeTimers();
    const server = mockApi({ 'POST customer/updatephone': { status: 429, success: false, message: 'Yeni bir kod istemeden önce lütfen 57 saniye bekleyin.', data: { retryAfterSeconds: 57 } } });
    const { user } = renderDialog('smsVerify', { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    await waitFor(() => expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Yeni bir kod istemeden önce lütfen 57 saniye bekleyin.' }));
    expect(await screen.findByText(/^Yeni bir kod isteyebilmek için \d+ saniye bekleyin\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.phone.sendCode })).toBeDisabled();

    // closing and reopening the dialog does not reset it
    act(() => closeDialog());
    await waitFor(() => expect(screen.queryByRole('button', { name: authTr.phone.sendCode })).not.toBeInTheDocument());
    act(() => openDialog('smsVerify'));
    expect(await screen.findByRole('button', { name: authTr.phone.sendCode })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: authTr.phone.sendCode })).toBeEnabled();
    expect(server.count('POST customer/updatephone')).toBe(1);
  });

  it('a wrong code clears the field and shows the server message', async () => {
    mockApi({ 'POST customer/updatephone': updatePhone });
    const { user } = renderDialog('smsVerify');
    await user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    const code = await screen.findByLabelText(authTr.phone.code);
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    await waitFor(() => expect(code).toHaveValue(''));
    expect(bus.of('toast')).toContainEqual({ kind: 'error', message: 'Kod hatalı' });
    expect(bus.of('auth:update')).toHaveLength(0);
  });

  it('resend: "Resend code in N" for 60 s, then a link that sends again and restarts at 60', async () => {
    jest.useFakeTimers();
    const server = mockApi({ 'POST customer/updatephone': updatePhone });
    const { user } = renderDialog('smsVerify', { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    expect(await screen.findByText('Kodu yeniden gönder: 60')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Kodu yeniden gönder: 59')).toBeInTheDocument();
    for (let i = 0; i < 59; i += 1) await act(async () => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: authTr.phone.resend });
    expect(screen.queryByText(/Kodu yeniden gönder:/)).not.toBeInTheDocument();

    await user.click(resend);
    expect(await screen.findByText('Kodu yeniden gönder: 60')).toBeInTheDocument();
    expect(server.bodies('POST customer/updatephone')).toEqual([
      { step: 1, phone: '905321234567' },
      { step: 1, phone: '905321234567' },
    ]);
  });

  it('offers the trial bonus after verification when there is one to claim', async () => {
    mockApi({ 'POST customer/updatephone': updatePhone, 'GET bonus/trialbonusamount': { data: 250 } });
    const { user } = renderDialog('smsVerify');
    await user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    await user.type(await screen.findByLabelText(authTr.phone.code), '123456');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    expect(await screen.findByRole('button', { name: authTr.celebration.yes })).toBeInTheDocument();
    expect(screen.getByText(/250,00/)).toBeInTheDocument();
    // Yes claims in one click: the terms are stated before it.
    expect(screen.getByTestId('trial-bonus-terms')).toHaveTextContent('Deneme bonusu yalnızca casino oyunlarında kullanılabilir; çekilebilmesi için 10 katı çevrilmelidir.');
  });
});
