import type { AuthData } from '../model/types';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { removeKey, writeJson } from '../storage/local-store';
import { isValid, store } from './session-store';

/** The shell's writer (exported through `@arcadia/shared/shell` only): persists, then publishes. */
export function writeSession(next: AuthData | null): void {
  if (next && isValid(next)) writeJson(STORAGE_KEYS.authData, next);
  else removeKey(STORAGE_KEYS.authData);
  store.set(next && isValid(next) ? next : null);
}

