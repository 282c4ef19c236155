import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import {
  BALANCE_POLL_MS,
  balanceUpdateOf,
  eventBus,
  paymentKeys,
  readAuthData,
  sameBalanceParts,
  session,
  walletBalanceQuery,
  type BalanceParts,
  type BalanceUpdate,
  type WalletBalance,
} from '@arcadia/shared';
import { writeSession } from '@arcadia/shared/shell';

const hasParts = (update: BalanceUpdate): update is WalletBalance =>
  update.cash !== undefined && update.bonus !== undefined && update.held !== undefined;

const kurus = (lira: number) => Math.round(lira * 100);
/** Whether the parts make up the total: cash and bonus are what can be played. */
const addsUp = (parts: BalanceParts, balance: number) => kurus(parts.cash) + kurus(parts.bonus) === kurus(balance);

/**
 * A new balance, with its parts when they came with it. A total alone (a claimed bonus, a sports
 * bet) keeps the parts known only while they still make it up; otherwise they are dropped until
 * the next poll or push brings them, rather than listing cash and bonus that no longer add up.
 */
export function setBalance(update: number | BalanceUpdate): void {
  const { balance, ...given } = typeof update === 'number' ? { balance: update } : update;
  if (!Number.isFinite(balance)) return;
  const current = readAuthData();
  if (!current) return;
  const came = typeof update !== 'number' && hasParts(update) ? (given as BalanceParts) : undefined;
  const parts = came && addsUp(came, balance) ? came : !came && current.wallet && addsUp(current.wallet, balance) ? current.wallet : undefined;
  if (Number(current.balance) === balance && sameBalanceParts(current.wallet, parts)) return;
  const { wallet: _old, ...rest } = current;
  writeSession(parts ? { ...rest, balance, wallet: parts } : { ...rest, balance });
}


/**
 * The one way the balance travels in the browser. The site's balance query
 * (`walletBalanceQuery`) is its only store: the hub's `Balance` push (parsed once by the live hub
 * and passed on as `auth:balance`) is written into it, the poll is its `refetchInterval` and runs
 * only while the hub is not connected (every change is pushed while it is; what was pushed while it
 * was away is asked for when it connects again), and a page that changed the balance itself
 * invalidates it. Whatever it holds is mirrored into the session, which the header reads and which
 * keeps the balance across a reload (`authData.balance`).
 *
 * A total without its parts (a claimed bonus) is shown at once and then asked for with its parts.
 * A push cancels a poll under way, so an older answer never overwrites it.
 */
export function connectBalanceChannel(queryClient: QueryClient): () => void {
  const observer = new QueryObserver(queryClient, {
    ...walletBalanceQuery,
    enabled: false,
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: true,
  });
  // Mirrored at each new answer or push (the cache's `success`), not at every change of the query's
  // state: an invalidation re-announces the old data, which would undo a total shown meanwhile.
  const keepActive = observer.subscribe(() => undefined);
  const mirror = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== observer.getCurrentQuery().queryHash) return;
    const update = balanceUpdateOf(event.query.state.data);
    if (update && session.get()) setBalance(update);
  });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: paymentKeys.balance });
  // a session written to storage before this (a reload, another tab) is read now, not at the next change
  session.get();
  const subs: Subscription[] = [
    // Signed in (or another player signed in): a fresh balance; signed out: nothing of the last player stays.
    session.changes
      .pipe(
        map((data) => data?.token ?? null),
        distinctUntilChanged(),
      )
      .subscribe((token) => {
        queryClient.removeQueries({ queryKey: paymentKeys.balance });
        observer.setOptions({ ...observer.options, enabled: token !== null });
      }),
    eventBus.on('hub:state').subscribe(({ state }) => {
      const live = state === 'Connected';
      if (live === (observer.options.refetchInterval === false)) return;
      observer.setOptions({ ...observer.options, refetchInterval: live ? false : BALANCE_POLL_MS });
      // changes made before the connection (or while it was away) were not pushed
      if (live) refetch();
    }),
    eventBus.on('auth:balance').subscribe((update) => {
      if (!session.get()) return;
      if (!hasParts(update)) {
        setBalance(update.balance);
        refetch();
        return;
      }
      void queryClient.cancelQueries({ queryKey: paymentKeys.balance });
      queryClient.setQueryData(paymentKeys.balance, update);
    }),
  ];

  return () => {
    subs.forEach((sub) => sub.unsubscribe());
    mirror();
    keepActive();
    observer.destroy();
  };
}
