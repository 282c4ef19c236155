import { merge, of, type Subscription } from 'rxjs';
import {
  STORAGE_KEYS,
  authState,
  closeDialog,
  eventBus,
  openDialog,
  openDialogState,
  readJson,
  writeJson,
  type DialogName,
} from '@arcadia/shared';

/** The dialog of the site's own registration flow; a login that happens while one is open is a new account. */
const REGISTRATION_DIALOGS: readonly DialogName[] = ['register', 'fastRegister'];

/**
 * How long no dialog must have been open before the note opens: the celebration's buttons close it
 * and may open the next one (the deposit) a moment later, and the note must not flash in between.
 */
export const TOOLS_NOTE_SETTLE_MS = 600;

type NoteState = 'pending' | 'shown';

const notes = (): Record<string, NoteState> => {
  const stored = readJson<Record<string, NoteState>>(STORAGE_KEYS.responsibleGamingTools);
  return stored && typeof stored === 'object' ? stored : {};
};
const noteOf = (username: string): NoteState | undefined => notes()[username];
const setNote = (username: string, state: NoteState) => writeJson(STORAGE_KEYS.responsibleGamingTools, { ...notes(), [username]: state });

/**
 * The player has seen the note (OK, Limits, or closed it): never again for this account. Until
 * then it stays pending, so a dialog that replaced it (the deposit opened from the celebration) or
 * a reload before it showed only puts it off.
 */
export function acknowledgeToolsNote(): void {
  const { isLoggedIn, username } = authState.get();
  if (isLoggedIn) setNote(username, 'shown');
  closeDialog('responsibleGamingTools');
}

export interface ToolsNoteOptions {
  /** @default TOOLS_NOTE_SETTLE_MS */
  settleMs?: number;
}

/**
 * Shows "Your responsible gaming tools" once per account, at the end of the site's own registration
 * flow: a login heard while the registration dialog is open marks the new account pending; the note
 * opens once no dialog (the promotional popup included) has been open for `settleMs`, that is after the
 * celebration. A later login never marks anything, so it never shows then. Returns the teardown.
 */
export function connectToolsNote({ settleMs = TOOLS_NOTE_SETTLE_MS }: ToolsNoteOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const ready = () => {
    const { isLoggedIn, username } = authState.get();
    return isLoggedIn && noteOf(username) === 'pending' && openDialogState.get() === null;
  };

  const check = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!ready()) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (ready()) openDialog('responsibleGamingTools');
    }, settleMs);
  };

  const subs: Subscription[] = [
    eventBus.on('auth:login').subscribe(({ authData }) => {
      const open = openDialogState.get();
      if (open && REGISTRATION_DIALOGS.includes(open.dialog) && noteOf(authData.username) !== 'shown') {
        setNote(authData.username, 'pending');
        check();
      }
    }),
    // `of(null)`: a note still pending after a reload opens on its own
    merge(of(null), openDialogState.changes, authState.changes).subscribe(check),
  ];
  return () => {
    clearTimeout(timer);
    subs.forEach((sub) => sub.unsubscribe());
  };
}
