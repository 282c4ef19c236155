import type { Localized } from '../../plugins/app/messages.js';

export const bonusTexts = {
  claimed: { tr: 'Deneme bonusunuz hesabınıza yüklendi. İyi eğlenceler!', en: 'Your trial bonus has been credited to your account. Enjoy!' },
  phoneRequired: { tr: 'Deneme bonusu için önce telefon numaranızı doğrulayın.', en: 'Please verify your phone number to claim the trial bonus.' },
  nationalIdRequired: {
    tr: 'Deneme bonusu için hesabınızda T.C. kimlik numaranızın kayıtlı olması gerekir. Hızlı kayıtla açılan hesaba kimlik numaranızı eklemek için lütfen müşteri hizmetlerimize başvurun.',
    en: 'The trial bonus needs your national ID (TC No) on your account. Accounts opened with fast registration have none yet: please contact customer support to add it.',
  },
  alreadyClaimed: { tr: 'Deneme bonusu kişi başına yalnızca bir kez verilir.', en: 'The trial bonus can be claimed only once per person.' },
  unavailable: { tr: 'Deneme bonusu şu anda sunulmuyor.', en: 'The trial bonus is not available at the moment.' },
  requested: { tr: 'Bonus talebiniz alındı. Onaylandığında size haber vereceğiz.', en: 'Your bonus request has been received. We will let you know when it is approved.' },
  alreadyRequested: { tr: 'Bu bonus için zaten açık bir talebiniz var.', en: 'You already have an open request for this bonus.' },
  firstDepositRequired: {
    tr: 'Bu bonusu talep etmek için en az {{amountTr}} tutarında ilk yatırımınızı yapın.',
    en: 'Make a first deposit of at least {{amountEn}} to claim this bonus.',
  },
  alreadyReceived: { tr: 'Bu bonus hesap başına bir kez verilir; siz zaten aldınız.', en: 'This bonus is given once per account, and you have already received it.' },
  unknownOffer: { tr: 'Böyle bir bonus teklifi bulunamadı.', en: 'No such bonus offer.' },
  trialTitle: { tr: 'Deneme bonusu', en: 'Trial bonus' },
  notificationTitle: { tr: 'Deneme bonusunuz yüklendi', en: 'Your trial bonus has been credited' },
  notificationNote: {
    tr: '{{amount}} ₺ deneme bonusu bakiyenize eklendi. İyi eğlenceler!',
    en: 'A ₺{{amount}} trial bonus has been added to your balance. Enjoy!',
  },
} satisfies Record<string, Localized>;
