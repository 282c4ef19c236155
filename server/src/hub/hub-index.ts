/**
 * The hub's open connections, found by player (pushes), by session (revocation, the per-session
 * bound) and counted by network (the per-network bounds). Keys disappear with their last
 * connection, so the maps only hold what is open.
 */
import type { AuthenticatedPlayer } from '../modules/auth/session-store.js';
import type { HubConnection } from './hub-connection.js';
import type { HubLimits } from './hub-limits.js';

const NONE: readonly HubConnection[] = [];

/** Counts per key that disappear at zero. */
class Counts<K> {
  private readonly counts = new Map<K, number>();
  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: K): void {
    this.counts.set(key, this.get(key) + 1);
  }
  remove(key: K): void {
    const n = this.get(key) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

/** Connections per key, in small arrays (most keys have one or a few; an array is far smaller than a Set). */
class ConnectionLists<K> {
  private readonly lists = new Map<K, HubConnection[]>();
  get(key: K): readonly HubConnection[] {
    return this.lists.get(key) ?? NONE;
  }
  add(key: K, connection: HubConnection): void {
    const list = this.lists.get(key);
    if (list) list.push(connection);
    else this.lists.set(key, [connection]);
  }
  remove(key: K, connection: HubConnection): void {
    const list = this.lists.get(key);
    if (!list) return;
    const at = list.indexOf(connection);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.lists.delete(key);
  }
}

export class HubIndex {
  /** Every admitted connection, before and after its handshake. */
  readonly all = new Set<HubConnection>();
  private readonly byPlayer = new ConnectionLists<number>();
  /** By the session's token hash (what a revocation names); a session's list is also its count against `perSession`. */
  private readonly bySession = new ConnectionLists<string>();
  private readonly perNetwork = new Counts<string>();

  constructor(private readonly limits: HubLimits) {}

  /** A network at its bound is refused whoever connects, so its tokens need not be looked up. */
  networkFull(network: string): boolean {
    return this.perNetwork.get(network) >= this.limits.perNetwork;
  }

  /** Why a new connection from this network and session is refused, or null when it may open. */
  refusal(network: string, session: AuthenticatedPlayer): string | null {
    if (this.networkFull(network)) return 'Too many connections from this network.';
    if (this.bySession.get(session.tokenHash).length >= this.limits.perSession) return 'Too many connections for this session.';
    return null;
  }

  add(connection: HubConnection): void {
    this.all.add(connection);
    this.perNetwork.add(connection.network);
    const { session } = connection;
    if (session) {
      this.byPlayer.add(session.id, connection);
      this.bySession.add(session.tokenHash, connection);
    }
  }

  /** Forgets a closed connection; one never admitted (refused) is not counted anywhere. */
  remove(connection: HubConnection): void {
    if (!this.all.delete(connection)) return;
    this.perNetwork.remove(connection.network);
    const { session } = connection;
    if (session) {
      this.byPlayer.remove(session.id, connection);
      this.bySession.remove(session.tokenHash, connection);
    }
  }

  ofPlayer(playerId: number): readonly HubConnection[] {
    return this.byPlayer.get(playerId);
  }

  ofSession(tokenHash: string): readonly HubConnection[] {
    return this.bySession.get(tokenHash);
  }
}
