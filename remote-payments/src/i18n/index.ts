import { registerTranslations } from '@arcadia/shared';
import { paymentsEn } from './payments.en';
import { paymentsTr } from './payments.tr';

/** The `payments` namespace of this remote; its dialogs read their texts with `useTranslation('payments')`. */
export const PAYMENTS_NS = 'payments';

registerTranslations(PAYMENTS_NS, { tr: paymentsTr, en: paymentsEn });

export { paymentsEn, paymentsTr };
