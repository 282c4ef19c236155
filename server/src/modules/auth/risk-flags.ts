import type { Generated } from 'kysely';
import type { Executor } from '../../db/connect.js';
import { countAll, pageOffset, toPage, type Page } from '../../db/paging.js';
import type { GeneratedTimestamp } from '../../db/column-types.js';

/**
 * Risk flags: what the operator should look at (`GET /api/admin/risk-flags`). Recording a flag
 * never refuses anything by itself: the rules that refuse (one trial bonus per phone and per
 * national ID, one verified account per phone) are enforced where they apply; a flag is for
 * signals that also fit legitimate players, such as a family sharing one device.
 */
export type RiskFlagKind =
  /** Unverified when phones were normalised: another account had verified the same number first. */
  | 'phone_conflict'
  /** Unverified when phones were normalised: not a Turkish mobile number. */
  | 'phone_not_normalisable'
  /** A trial bonus paid again to a phone that had one (before phones were normalised). */
  | 'trial_bonus_repeat'
  /** Asked to verify a phone that another account has verified (no SMS is sent). */
  | 'phone_taken_attempt'
  /** Claimed the trial bonus without the site's device fingerprint. */
  | 'claim_without_fingerprint'
  /** Claimed the trial bonus from a device that has logged into many accounts. */
  | 'shared_fingerprint';

export interface RiskFlagsTable {
  id: Generated<number>;
  kind: RiskFlagKind;
  player_id: number | null;
  subject: Generated<string>;
  detail: string;
  created_at: GeneratedTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    risk_flags: RiskFlagsTable;
  }
}

/** Records a flag; inside the transaction of what it is about, so a rolled-back action leaves none. */
export async function recordRiskFlag(trx: Executor, flag: { kind: RiskFlagKind; playerId: number | null; subject?: string; detail: string }): Promise<void> {
  await trx
    .insertInto('risk_flags')
    .values({ kind: flag.kind, player_id: flag.playerId, subject: (flag.subject ?? '').slice(0, 200), detail: flag.detail })
    .execute();
}

export interface RiskFlagItem {
  id: number;
  kind: RiskFlagKind;
  playerId: number | null;
  username: string | null;
  usercode: string | null;
  subject: string;
  detail: string;
  createdAt: string;
}

/** Newest first, a page at a time. */
export async function listRiskFlags(db: Executor, page: number, pageSize: number): Promise<Page<RiskFlagItem>> {
  return toPage(
    page,
    pageSize,
    db
      .selectFrom('risk_flags')
      .leftJoin('players', 'players.id', 'risk_flags.player_id')
      .select(['risk_flags.id', 'risk_flags.kind', 'risk_flags.player_id', 'risk_flags.subject', 'risk_flags.detail', 'risk_flags.created_at', 'players.username', 'players.usercode'])
      .orderBy('risk_flags.id', 'desc')
      .offset(pageOffset(page, pageSize))
      .limit(pageSize)
      .execute(),
    db.selectFrom('risk_flags').select(countAll).executeTakeFirstOrThrow(),
    (r) => ({
      id: r.id,
      kind: r.kind,
      playerId: r.player_id,
      username: r.username ?? null,
      usercode: r.usercode ?? null,
      subject: r.subject,
      detail: r.detail,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}
