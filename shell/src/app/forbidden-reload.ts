import {
  FORBIDDEN_RELOAD_DELAY_MS,
  MAX_RELOAD_ATTEMPTS,
  STORAGE_KEYS,
  onApiResponse,
  readString,
  removeKey,
  writeString,
} from '@arcadia/shared';

/**
 * A 403 from the API reloads the page after 1 s, at most 3 times in a row: the counter lives in
 * local storage so it survives the reloads, and is cleared after the third (no more reloads) and by
 * any answer with another status. Returns the teardown.
 */
export function connectForbiddenReload(reload: () => void = () => window.location.reload()): () => void {
  return onApiResponse((status) => {
    if (status !== 403) {
      removeKey(STORAGE_KEYS.reloadAttempts);
      return;
    }
    const attempts = Number(readString(STORAGE_KEYS.reloadAttempts) ?? 0);
    if (attempts >= MAX_RELOAD_ATTEMPTS) {
      removeKey(STORAGE_KEYS.reloadAttempts);
      return;
    }
    writeString(STORAGE_KEYS.reloadAttempts, String(attempts + 1));
    setTimeout(reload, FORBIDDEN_RELOAD_DELAY_MS);
  });
}
