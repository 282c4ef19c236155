import { registerTranslations } from '@arcadia/shared';
import { accountTr } from './account.tr';
import { accountEn } from './account.en';

/** The `account` namespace of this remote; every page reads its texts with `useTranslation('account')`. */
export const ACCOUNT_NS = 'account';

registerTranslations(ACCOUNT_NS, { tr: accountTr, en: accountEn });
