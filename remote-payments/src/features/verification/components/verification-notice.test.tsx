import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@arcadia/ui/router';
import { closeDialog, eventBus, i18n, openDialogState, PATHS, type KycDocument, type KycStatus } from '@arcadia/shared';
import { authDataFixture, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { paymentsEn, paymentsTr } from '../../../i18n';
import { PaymentDialogs } from '../../payment-dialogs';
import { BALANCE, CARD, CARD_FIELDS, CARD_NO, fail, mockApi, ok, STATUS_DECIDED, TO_IBAN } from '../../../testing';

const kyc = (patch: Partial<KycStatus> = {}): KycStatus => ({ level: 'none', documents: [], depositsBeforeVerification: { used: 0, limit: 2000 }, withdrawalsNeedVerification: patch.level !== 'verified', ...patch });
/** What the server says of a player whose approved identity document showed them under 18. */
const MINOR: Partial<KycStatus> = { withdrawalsNeedVerification: false };

afterEach(() => act(() => closeDialog()));

/** An identity document approved; the proof of address not given yet, so the level is still `none`. */
const IDENTITY_APPROVED: KycDocument[] = [{ id: 7, kind: 'identity_front', status: 'approved', reason: null, uploadedAt: '2026-11-26T10:00:00.000Z' }];

function open(dialog: 'deposit' | 'withdraw', props?: { methodId: number; title: string }) {
  seedSession(authDataFixture({ token: 'token-pay' }));
  const user = userEvent.setup();
  function Where() {
    return <output data-testid="path">{useLocation().pathname}</output>;
  }
  renderWithProviders(
    <>
      <PaymentDialogs />
      <Where />
    </>,
    { routes: ['/casino/slot'] },
  );
  act(() => eventBus.emit('dialog:open', props ? { dialog, props } : { dialog }));
  return user;
}

describe('the identity gates in the payment dialogs', () => {
  it('the withdraw dialog says a withdrawal needs a verified identity, and its button leads to the verification page', async () => {
    mockApi({ 'GET kyc/status': ok(kyc()), 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
    const user = open('withdraw');
    const dialog = await screen.findByRole('dialog', { name: paymentsTr.withdraw.title });
    const notice = await within(dialog).findByTestId('verification-notice');
    expect(notice).toHaveTextContent(paymentsTr.verification.withdraw);
    await user.click(within(notice).getByRole('button', { name: paymentsTr.verification.button }));
    expect(screen.getByTestId('path')).toHaveTextContent(PATHS.verification);
    expect(openDialogState.get()).toBeNull();
  });

  it('while the documents are in review the withdraw dialog says so', async () => {
    mockApi({ 'GET kyc/status': ok(kyc({ level: 'pending' })), 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
    open('withdraw');
    expect(await screen.findByTestId('verification-notice')).toHaveTextContent(paymentsTr.verification.pending);
  });

  it('a verified player sees no notice', async () => {
    mockApi({ 'GET kyc/status': ok(kyc({ level: 'verified', depositsBeforeVerification: { used: 5000, limit: 2000 } })), 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
    open('withdraw');
    await screen.findByRole('button', { name: /Banka hesabına/ });
    expect(screen.queryByTestId('verification-notice')).not.toBeInTheDocument();
  });

  it('the deposit dialog says nothing below the threshold, and explains the gate once it is reached', async () => {
    const api = mockApi({ 'GET kyc/status': ok(kyc({ depositsBeforeVerification: { used: 1500, limit: 2000 } })), 'GET responsiblegaming/status': ok(STATUS_DECIDED), 'GET payment/methods': ok([CARD]) });
    open('deposit');
    await screen.findByRole('button', { name: /Kredi Kartı/ });
    expect(screen.queryByTestId('verification-notice')).not.toBeInTheDocument();
    act(() => closeDialog());

    api.set('GET kyc/status', ok(kyc({ depositsBeforeVerification: { used: 2000, limit: 2000 } })));
    open('deposit');
    expect(await screen.findByTestId('verification-notice')).toHaveTextContent('en fazla ₺2.000,00 yatırabilirsiniz');
  });

  it('a player whose identity document showed them under 18 is told they may withdraw their cash without verification (the account is closed to play instead)', async () => {
    mockApi({
      'GET kyc/status': ok(kyc({ documents: IDENTITY_APPROVED, ...MINOR })),
      'GET payment/methods': ok([TO_IBAN]),
      'GET user/balance': ok(BALANCE),
    });
    open('withdraw');
    const notice = await screen.findByTestId('verification-notice');
    expect(notice).toHaveTextContent(paymentsTr.verification.minor);
    expect(notice).not.toHaveTextContent(paymentsTr.verification.withdraw);
    expect(within(notice).queryByRole('button', { name: paymentsTr.verification.button })).not.toBeInTheDocument();
  });

  it('the deposit dialog of a player under 18 does not ask for verification: the account is closed to play, as its exclusion notice says', async () => {
    mockApi({
      'GET kyc/status': ok(kyc({ documents: IDENTITY_APPROVED, depositsBeforeVerification: { used: 2000, limit: 2000 }, ...MINOR })),
      'GET responsiblegaming/status': ok({ ...STATUS_DECIDED, exclusion: { type: 'operator', until: null } }),
      'GET payment/methods': ok([CARD]),
    });
    open('deposit');
    expect(await screen.findByText(paymentsTr.protection.exclusion.indefinite.operator)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('verification-notice')).not.toBeInTheDocument();
  });

  it('an adult whose identity document is approved but who still lacks the proof of address is still told a withdrawal needs verification', async () => {
    mockApi({
      'GET kyc/status': ok(kyc({ documents: IDENTITY_APPROVED })),
      'GET payment/methods': ok([TO_IBAN]),
      'GET user/balance': ok(BALANCE),
    });
    open('withdraw');
    expect(await screen.findByTestId('verification-notice')).toHaveTextContent(paymentsTr.verification.withdraw);
  });

  it('reads in English: the withdrawal gate, its button, and the under-18 case', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      const api = mockApi({ 'GET kyc/status': ok(kyc()), 'GET payment/methods': ok([TO_IBAN]), 'GET user/balance': ok(BALANCE) });
      open('withdraw');
      const dialog = await screen.findByRole('dialog', { name: paymentsEn.withdraw.title });
      const notice = await within(dialog).findByTestId('verification-notice');
      expect(notice).toHaveTextContent('You need to verify your identity before you can withdraw');
      expect(within(notice).getByRole('button', { name: 'Verify my identity' })).toBeInTheDocument();
      act(() => closeDialog());

      api.set('GET kyc/status', ok(kyc({ documents: IDENTITY_APPROVED, ...MINOR })));
      open('withdraw');
      expect(await screen.findByText('Your identity document shows you are under 18, so your account is closed to play. You can withdraw your cash balance without identity verification.')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('a deposit the server refuses past the threshold shows its reason with the way to the verification page', async () => {
    const refusal = 'Kimlik doğrulaması olmadan en fazla ₺2.000,00 yatırabilirsiniz (₺1.500,00 yatırdınız).';
    mockApi({
      'GET kyc/status': ok(kyc({ depositsBeforeVerification: { used: 1500, limit: 2000 } })),
      'GET responsiblegaming/status': ok(STATUS_DECIDED),
      'GET payment/methods': ok([CARD]),
      'POST payment/detail': ok(CARD_FIELDS),
      'POST payment/deposit': fail(refusal, 422, { kyc: { level: 'none', used: 1500, limit: 2000 } }),
    });
    const user = open('deposit', { methodId: CARD.id, title: CARD.name });
    await user.type(await screen.findByRole('textbox', { name: /^Kart Numarası/ }), CARD_NO);
    await user.type(screen.getByRole('textbox', { name: /^Son Kullanma/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /^Kart Sahibi/ }), 'Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: /^Tutar/ }), '600');
    await user.click(screen.getByRole('button', { name: paymentsTr.form.submit }));
    const notice = await screen.findByTestId('verification-notice');
    expect(notice).toHaveTextContent(refusal);
    expect(within(notice).getByRole('button', { name: paymentsTr.verification.button })).toBeInTheDocument();
    // Typing four fields key by key takes seconds on a busy machine.
  }, 20_000);
});
