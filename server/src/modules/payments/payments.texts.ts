import type { Localized } from '../../plugins/app/messages.js';

/** What the payments module tells players and operators, in tr and en. `{{amount}}` is a formatted lira amount. */
export const paymentTexts = {
  unknownMethod: { tr: 'Böyle bir ödeme yöntemi yok.', en: 'No such payment method.' },
  unknownField: { tr: 'Bu ödeme yönteminde "{{field}}" alanı yok.', en: 'This payment method has no field "{{field}}".' },
  unavailable: { tr: 'Ödemeler şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.', en: 'Payments are unavailable right now. Please try again later.' },
  providerUnavailable: {
    tr: 'Ödeme sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    en: 'The payment provider cannot be reached right now. Please try again shortly.',
  },
  providerRefused: { tr: 'Ödeme sağlayıcısı bu işlemi kabul etmedi.', en: 'The payment provider did not accept this payment.' },
  depositRedirect: {
    tr: 'Ödemenizi tamamlamak için ödeme sayfasına devam edin.',
    en: 'Continue to the payment page to complete your payment.',
  },
  depositPending: {
    tr: 'Havale talebiniz alındı. Para hesabımıza ulaştığında bakiyenize eklenecek.',
    en: 'Your transfer request has been received. It will be added to your balance once the money reaches us.',
  },
  withdrawAccepted: {
    tr: 'Para çekme talebiniz alındı. Tutar onaylanana kadar bakiyenizden ayrıldı.',
    en: 'Your withdrawal request has been received. The amount is set aside from your balance until it is approved.',
  },
  insufficientFunds: {
    tr: 'Çekilebilir bakiyeniz bu tutar için yeterli değil (bonus bakiyesi çekilemez).',
    en: 'Your withdrawable balance is not enough for this amount (bonus money cannot be withdrawn).',
  },
  tooManyWaitingDeposits: {
    tr: '5 para yatırma talebiniz hâlâ bekliyor. Yenisini başlatmadan önce birini tamamlayın ya da ödeme sayfasında iptal edin.',
    en: 'You have 5 deposits still waiting. Complete or cancel one on its payment page before starting another.',
  },
  noWallet: { tr: 'Hesabınızda cüzdan bulunamadı.', en: 'Your account has no wallet.' },
  notFound: { tr: 'İşlem bulunamadı.', en: 'Transaction not found.' },
  withdrawalsFinal: {
    tr: 'Para çekme talepleri geri alınamaz: talebiniz onaylandığında ödenir ya da reddedilirse tutar bakiyenize döner.',
    en: 'A withdrawal request cannot be reversed: it is paid once approved, or the amount returns to your balance if it is rejected.',
  },
  transferNotCancellable: {
    tr: 'Havale talepleri iptal edilemez: havaleyi göndermediyseniz talep, para ulaşmadığı için onaylanmaz.',
    en: 'A bank transfer request cannot be cancelled: if you did not send the transfer, it is never confirmed.',
  },
  alreadyConfirmed: {
    tr: 'Bu ödeme sağlayıcı tarafından onaylandı ve bakiyenize eklendi; artık iptal edilemez.',
    en: 'The payment provider has confirmed this payment and it is in your balance; it can no longer be cancelled.',
  },
  alreadyDecided: { tr: 'Bu ödeme artık beklemiyor; iptal edilemez.', en: 'This payment is no longer waiting; it cannot be cancelled.' },
  depositCancelled: { tr: 'Para yatırma işleminiz iptal edildi.', en: 'Your deposit has been cancelled.' },
  badDateRange: { tr: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', en: 'The start date cannot be after the end date.' },
  badDate: { tr: 'Tarih geçersiz (YYYY-AA-GG).', en: 'The date is invalid (YYYY-MM-DD).' },
  // Reasons shown beside a rejected or cancelled request.
  reasonDeclined: { tr: 'Ödeme sağlayıcısı ödemeyi reddetti.', en: 'The payment was declined by the payment provider.' },
  reasonCancelledAtProvider: { tr: 'Ödeme, ödeme sayfasında iptal edildi.', en: 'The payment was cancelled on the payment page.' },
  reasonCancelledByPlayer: { tr: 'Ödemeyi siz iptal ettiniz.', en: 'You cancelled the payment.' },
  reasonExpired: { tr: 'Ödeme sağlayıcısından yanıt alınamadı; talep zaman aşımına uğradı.', en: 'The payment provider never answered; the request expired.' },
  reasonRefused: { tr: 'Ödeme sağlayıcısı talebi kabul etmedi.', en: 'The payment provider did not accept the request.' },
  reasonPayoutFailed: { tr: 'Ödeme sağlayıcısı ödemeyi gerçekleştiremedi.', en: 'The payment provider could not pay it out.' },
  // Notifications.
  depositConfirmedTitle: { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
  depositConfirmedNote: { tr: '{{amount}} bakiyenize eklendi.', en: '{{amount}} has been added to your balance.' },
  depositRejectedTitle: { tr: 'Para yatırma reddedildi', en: 'Deposit declined' },
  depositRejectedNote: { tr: '{{amount}} tutarındaki para yatırma işleminiz reddedildi. {{reason}}', en: 'Your deposit of {{amount}} was declined. {{reason}}' },
  withdrawalApprovedTitle: { tr: 'Para çekme onaylandı', en: 'Withdrawal approved' },
  withdrawalApprovedNote: { tr: '{{amount}} tutarındaki para çekme talebiniz ödendi.', en: 'Your withdrawal of {{amount}} has been paid out.' },
  withdrawalRejectedTitle: { tr: 'Para çekme reddedildi', en: 'Withdrawal rejected' },
  withdrawalRejectedNote: {
    tr: '{{amount}} tutarındaki para çekme talebiniz reddedildi; tutar bakiyenize geri eklendi. {{reason}}',
    en: 'Your withdrawal of {{amount}} was rejected; the amount is back in your balance. {{reason}}',
  },
  // Operator API.
  notApprovable: { tr: 'Bu işlem bu durumda onaylanamaz.', en: 'This transaction cannot be approved in its current state.' },
  notRejectable: { tr: 'Bu işlem bu durumda reddedilemez.', en: 'This transaction cannot be rejected in its current state.' },
  providerDecides: {
    tr: 'Kartla yatırmaların sonucunu ödeme sağlayıcısı bildirir; yalnızca havale yatırmaları onaylanabilir.',
    en: 'Card deposits are settled by the payment provider; only bank transfers are confirmed by the operator.',
  },
  approved: { tr: 'İşlem onaylandı.', en: 'Transaction approved.' },
  payoutSent: { tr: 'Para çekme onaylandı; ödeme sağlayıcısına gönderiliyor.', en: 'Withdrawal approved; the payout is being sent to the payment provider.' },
  rejected: { tr: 'İşlem reddedildi.', en: 'Transaction rejected.' },
} satisfies Record<string, Localized>;

/** Field names of the payment forms as players know them, for validation messages. */
export const paymentFieldLabels: Record<string, { tr: string; en: string }> = {
  Amount: { tr: 'Tutar', en: 'Amount' },
  CardNo: { tr: 'Kart numarası', en: 'Card number' },
  ExpiryDate: { tr: 'Son kullanma tarihi', en: 'Expiry date' },
  CardHolder: { tr: 'Kart sahibi', en: 'Card holder' },
  Iban: { tr: 'IBAN', en: 'IBAN' },
  Bank: { tr: 'Banka', en: 'Bank' },
  AccountHolder: { tr: 'Hesap sahibi', en: 'Account holder' },
  WalletNo: { tr: 'Cüzdan numarası', en: 'Wallet number' },
};

const LIRA = {
  tr: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }),
};

/** "1500.00" → { tr: "₺1.500,00", en: "₺1,500.00" }, as the site shows amounts. */
export function liraText(amount: string): { tr: string; en: string } {
  const n = Number(amount);
  return { tr: LIRA.tr.format(n), en: LIRA.en.format(n) };
}
