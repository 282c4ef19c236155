import { BehaviorSubject } from 'rxjs';
import type { Store } from '../bus/store';
import { STORAGE_KEYS } from '../storage/storage-keys';
import type { AuthData } from '../model/types';

/**
 * The player's session: the one source of truth for who is signed in. It is the `authData` kept in
 * local storage (so a reload stays signed in), parsed once per change of the stored text; the
 * signed-in state and the API client's token are read from here. Only the shell changes it
 * (`@arcadia/shared/shell`); remotes ask through `auth:*` bus events.
 * Internal to shared: `session.ts` is the read side, `session-writer.ts` the write side.
 */
export const isValid = (data: AuthData | null): data is AuthData => Boolean(data && typeof data.token === 'string' && data.token);

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.authData);
  } catch {
    return null;
  }
}

function parse(raw: string | null): AuthData | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as AuthData | null;
    return isValid(data) ? data : null;
  } catch {
    return null;
  }
}

let raw = readRaw();
const subject = new BehaviorSubject<AuthData | null>(parse(raw));

/** The stored session; a change of the stored text (another tab, a test) is picked up on the next read. */
function current(): AuthData | null {
  const now = readRaw();
  if (now !== raw) {
    raw = now;
    subject.next(parse(now));
  }
  return subject.value;
}

export const store: Store<AuthData | null> = {
  get: current,
  changes: subject.asObservable(),
  set: (value) => {
    raw = readRaw();
    subject.next(value);
  },
};

// Another tab signed in or out: follow it at once, so no tab keeps showing a revoked session.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.authData || event.key === null) current();
  });
}
