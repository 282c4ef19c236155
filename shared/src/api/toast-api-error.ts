import { showToast } from '../bus/event-bus';
import { i18n } from '../i18n/i18n';
import { isApiError } from './api-error';

/**
 * What a form or button shows when its call fails: the server's message as an error toast. A
 * cancelled call shows nothing. Anything that is not an `ApiError` is a bug: logged, and the player
 * gets the generic text rather than a button that silently does nothing.
 */
export function toastApiError(error: unknown): void {
  if (isApiError(error)) {
    if (error.kind !== 'aborted') showToast('error', error.message);
    return;
  }
  console.error(error);
  showToast('error', i18n.t('common:errors.unexpected'));
}

/**
 * A form's or button's call: resolves to the answer, or to `null` after toasting why it failed, so
 * the caller's own state (a busy flag, a step) moves on either way.
 */
export async function withErrorToast<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    toastApiError(error);
    return null;
  }
}
