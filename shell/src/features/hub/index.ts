import { distinctUntilChanged, map } from 'rxjs';
import { STORAGE_KEYS, readString, session } from '@arcadia/shared';

type LiveHub = typeof import('./live-hub');

/**
 * Keeps one live hub connection for the signed-in player: opened when a session exists (start-up,
 * login), reopened when its token changes, closed at logout. The client and SignalR are fetched only
 * then, so an anonymous visit never loads them. Returns the teardown.
 */
export function connectLiveHub(): () => void {
  let hub: Promise<LiveHub> | null = null;
  // callbacks of one promise run in the order they were added: a logout right after a login closes
  // what the login opened
  const then = (step: (live: LiveHub) => void) => void hub?.then(step).catch(() => undefined);

  session.get(); // picks up a session another tab stored meanwhile
  const subscription = session.changes
    .pipe(
      map((data) => data?.token ?? null),
      distinctUntilChanged(),
    )
    .subscribe((token) => {
      if (!token) return then((live) => live.stopLiveHub());
      hub ??= import(/* webpackChunkName: "live-hub" */ './live-hub');
      const fingerprint = session.get()?.fingerprint ?? readString(STORAGE_KEYS.fingerprint);
      then((live) => live.startLiveHub({ token, fingerprint }));
    });
  return () => {
    subscription.unsubscribe();
    then((live) => live.stopLiveHub());
  };
}
