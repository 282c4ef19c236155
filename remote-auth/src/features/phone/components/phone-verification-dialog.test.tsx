import { act, screen, waitFor } from '@testing-library/react';
import { PhoneVerificationPage, STORAGE_KEYS, closeDialog } from '@arcadia/shared';
import { authTr } from '../../../i18n/auth.tr';
import { mockApi, recordBus, renderDialog, sampleAuthData } from '../../../testing';
import { clearCooldowns } from '../../resend';

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
});

const signIn = (smsVerified: boolean) =>
  localStorage.setItem(STORAGE_KEYS.authData, JSON.stringify({ ...sampleAuthData, phone: '905321234567', smsVerified }));
const page = () => screen.getByRole('dialog').querySelector('form')?.getAttribute('data-page');
const updatePhone = (body: Record<string, unknown>) =>
  body.step === 1 ? { message: '' } : body.code === '123456' ? { data: { phone: String(body.phone), smsVerified: true } } : { status: 400, success: false, message: 'Kod hatalı' };

describe('PhoneVerificationDialog', () => {
  it('a player already SMS-verified starts on Verified with the Verified tag and a locked phone', async () => {
    signIn(true);
    mockApi();
    renderDialog('phoneVerification');
    expect(await screen.findByRole('heading', { name: authTr.phone.title })).toBeInTheDocument();
    expect(page()).toBe(PhoneVerificationPage[PhoneVerificationPage.Verified]);
    expect(screen.getByText(authTr.phone.verified)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(authTr.phone.phone) })).toHaveAttribute('readonly');
  });

  it('NotVerified → (code sent) VerificationCode with mask 000-000 → (code accepted) Verified', async () => {
    signIn(false);
    const server = mockApi({ 'POST customer/updatephone': updatePhone });
    const { user } = renderDialog('phoneVerification');
    await screen.findByRole('heading', { name: authTr.phone.title });
    expect(page()).toBe('NotVerified');
    expect(screen.getByText(authTr.phone.notVerified)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(authTr.phone.phone) })).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: authTr.phone.sendCode }));
    await waitFor(() => expect(page()).toBe('VerificationCode'));
    expect(server.bodies('POST customer/updatephone')).toEqual([{ step: 1, phone: '905321234567' }]);
    const code = screen.getByLabelText(authTr.phone.code);
    await user.type(code, '999999');
    expect(code).toHaveValue('999-999');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    await waitFor(() => expect(code).toHaveValue(''));
    expect(page()).toBe('VerificationCode');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    await waitFor(() => expect(page()).toBe('Verified'));
    expect(screen.getByText(authTr.phone.verified)).toBeInTheDocument();
    expect(bus.of('auth:update')).toEqual([{ patch: { phone: '905321234567', smsVerified: true } }]);
  });

  it('Update Number is the only page where the phone can be edited; sending from it leads to VerificationCode', async () => {
    signIn(false);
    const server = mockApi({ 'POST customer/updatephone': updatePhone });
    const { user } = renderDialog('phoneVerification');
    await user.click(await screen.findByRole('button', { name: authTr.phone.updateNumber }));
    expect(page()).toBe('Update');
    const phone = screen.getByRole('textbox', { name: new RegExp(authTr.phone.phone) });
    expect(phone).not.toHaveAttribute('readonly');
    await user.clear(phone);
    await user.type(phone, '5559876543');
    await user.click(screen.getByRole('button', { name: authTr.phone.sendCode }));
    await waitFor(() => expect(page()).toBe('VerificationCode'));
    expect(screen.getByRole('textbox', { name: new RegExp(authTr.phone.phone) })).toHaveAttribute('readonly');
    expect(server.bodies('POST customer/updatephone')).toEqual([{ step: 1, phone: '905559876543' }]);
  });

  it('reopened within the code’s life, or after a reload, offers the code field for the number the code went to, with the countdown', async () => {
    signIn(false);
    const server = mockApi({ 'POST customer/updatephone': updatePhone });
    const first = renderDialog('phoneVerification');
    await first.user.click(await screen.findByRole('button', { name: authTr.phone.sendCode }));
    await waitFor(() => expect(page()).toBe('VerificationCode'));

    // Closed, and the page reloaded: only the tab's storage is left.
    act(() => closeDialog());
    first.unmount();
    const again = renderDialog('phoneVerification');
    await screen.findByRole('heading', { name: authTr.phone.title });
    expect(page()).toBe('VerificationCode');
    expect(screen.getByText(/Kodu yeniden gönder: \d+/)).toBeInTheDocument();
    await again.user.type(screen.getByLabelText(authTr.phone.code), '123456');
    await again.user.click(screen.getByRole('button', { name: authTr.phone.verify }));
    await waitFor(() => expect(page()).toBe('Verified'));
    expect(server.bodies('POST customer/updatephone')).toEqual([
      { step: 1, phone: '905321234567' },
      { step: 2, phone: '905321234567', code: '123456' },
    ]);
  });

  it('Cancel on Update restores the stored number and page', async () => {
    signIn(true);
    mockApi();
    const { user } = renderDialog('phoneVerification');
    await user.click(await screen.findByRole('button', { name: authTr.phone.updateNumber }));
    const phone = screen.getByRole('textbox', { name: new RegExp(authTr.phone.phone) });
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: authTr.phone.cancel }));
    expect(page()).toBe('Verified');
    expect(screen.getByRole('textbox', { name: new RegExp(authTr.phone.phone) })).toHaveValue('532 123 45 67');
  });
});
