import { registerTranslations } from '@arcadia/shared';
import { authTr } from './auth.tr';
import { authEn } from './auth.en';

/** The i18n namespace of this remote. */
export const AUTH_NS = 'auth';

let registered = false;

/** Adds the `auth` texts to the shared i18n instance once (the remote may be mounted again). */
export function registerAuthTranslations(): void {
  if (registered) return;
  registerTranslations(AUTH_NS, { tr: authTr, en: authEn });
  registered = true;
}
