import { registerTranslations } from '@arcadia/shared';

/** The `payments` namespace of this remote (its coming-soon dialogs until payment methods exist). */
export const PAYMENTS_NS = 'payments';

const tr = {
  comingSoon: {
    badge: 'Çok yakında',
    close: 'Kapat',
    deposit: {
      title: 'Para Yatır',
      heading: 'Para yatırma çok yakında açılıyor',
      description:
        'Hızlı ve güvenli ödeme yöntemleri üzerinde çalışıyoruz. Para yatırma açıldığında işleminizi bu pencereden birkaç adımda yapabileceksiniz.',
    },
    withdraw: {
      title: 'Para Çek',
      heading: 'Para çekme çok yakında açılıyor',
      description:
        'Dakikalar içinde para çekme için son hazırlıkları yapıyoruz. Çekim talepleri açıldığında bu pencereden kolayca talep oluşturabileceksiniz.',
    },
  },
};

const en: typeof tr = {
  comingSoon: {
    badge: 'Coming soon',
    close: 'Close',
    deposit: {
      title: 'Deposit Money',
      heading: 'Deposits open soon',
      description: 'We are setting up fast and secure payment methods. Once deposits open, you will make one right here in a few steps.',
    },
    withdraw: {
      title: 'Withdraw',
      heading: 'Withdrawals open soon',
      description: 'We are putting the finishing touches to withdrawals within minutes. Once they open, you can request one right here.',
    },
  },
};

registerTranslations(PAYMENTS_NS, { tr, en });
