/**
 * What a stake must pass, from any provider's wallet (casino rounds and sports slips alike):
 * no exclusion in force, no reality check waiting for the player, no stake or loss limit taken
 * past its amount, and no slot spin above the operator's per-spin cap (off by default). The wallet reads it under the player's wallet lock, in the statement it
 * already runs there (`stakeGuardSql`), so parallel stakes queue and each sees the ones before it;
 * the windows are summed only when the player has a stake or loss limit.
 */
import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_REALITY_CHECK_MINUTES } from '@arcadia/shared/core';
import type { Config } from '../../config.js';
import { CATEGORY } from '../casino/catalogue.js';
import { slotStakeCapFor } from '../customer/slot-stake-cap.js';
import { toKurus } from '../wallet/money.js';
import { checkIsDue } from './reality-checks.js';
import type { LimitPeriod, LimitType } from './responsible-gaming.tables.js';

const DAY = '24 hours';
const WEEK = '168 hours';
const MONTH = '720 hours';

/** The operator's per-spin slot caps (config), in kuruş; both null: no cap (the default). */
export type SlotStakeCaps = Pick<Config, 'slotStakeCapKurus' | 'slotStakeCapYoungAdultKurus'>;

const capsSet = (caps: SlotStakeCaps | undefined): caps is SlotStakeCaps => caps !== undefined && (caps.slotStakeCapKurus !== null || caps.slotStakeCapYoungAdultKurus !== null);

/**
 * The reality-check timer of a stake. With `gameSessionId` (the wallet's stakes) it is the play
 * session's: the login that launched the game, whether or not it is still live and whatever login
 * came after it (a game session opened without a login times its checks from its own launch, and
 * counts the player's latest acknowledgement); without, the player's latest live login.
 */
const realityCheckSession = (playerId: number, gameSessionId: number | undefined) =>
  gameSessionId === undefined
    ? sql`select ses.created_at as started_at, ses.reality_check_acknowledged_at as acknowledged_at, st.reality_check_minutes as minutes
            from sessions ses left join responsible_gaming_settings st on st.player_id = ses.player_id
           where ses.player_id = ${playerId} and ses.revoked_at is null
           order by ses.created_at desc limit 1`
    : sql`select coalesce(ses.created_at, g.created_at) as started_at,
                 case when ses.id is null then (select max(reality_check_acknowledged_at) from sessions where player_id = ${playerId})
                      else ses.reality_check_acknowledged_at end as acknowledged_at,
                 st.reality_check_minutes as minutes
            from game_sessions g
            left join sessions ses on ses.id = g.site_session_id
            left join responsible_gaming_settings st on st.player_id = g.player_id
           where g.id = ${gameSessionId} and g.player_id = ${playerId}`;

/**
 * The guard's facts, as one json column (`guard`) of the wallet's read under lock. With slot caps
 * set, also whether `gameCode` is a slot and the player's date of birth. `gameSessionId` is the
 * game session staking: its play session's reality checks apply.
 */
export function stakeGuardSql(playerId: number, now: Date, slot?: { gameCode: string; caps: SlotStakeCaps | undefined }, gameSessionId?: number): RawBuilder<unknown> {
  const slotFacts = slot && capsSet(slot.caps)
    ? sql`'slot', exists (select 1 from casino_games where game_code = ${slot.gameCode} and ${CATEGORY.slot}::int = any (categories)),
          'birth_date', (select to_char(birth_date, 'YYYY-MM-DD') from players where id = ${playerId}),`
    : sql``;
  const window = (kind: 'bet' | 'win', length: string) => sql`coalesce(sum(amount) filter (where kind = ${kind} and created_at > ${now}::timestamptz - ${length}::interval), 0)::text`;
  return sql`(select json_build_object(
      ${slotFacts}
      'exclusion', (select row_to_json(e) from (
          select type, until from responsible_gaming_exclusions
           where player_id = ${playerId} and starts_at <= ${now} and (until is null or until > ${now})
           order by until is null desc, until desc limit 1) e),
      'session', (select row_to_json(s) from (${realityCheckSession(playerId, gameSessionId)}) s),
      'limits', (select json_agg(row_to_json(l)) from (
          select type, period, amount::text as amount, pending_amount::text as pending_amount, pending_effective_at
            from responsible_gaming_limits where player_id = ${playerId} and type in ('stake', 'loss')) l),
      'used', (select row_to_json(u) from (
          select ${window('bet', DAY)} as stake_day, ${window('bet', WEEK)} as stake_week, ${window('bet', MONTH)} as stake_month,
                 ${window('win', DAY)} as win_day, ${window('win', WEEK)} as win_week, ${window('win', MONTH)} as win_month
            from game_transactions
           where player_id = ${playerId} and kind in ('bet', 'win') and created_at > ${now}::timestamptz - ${MONTH}::interval
             and (kind = 'win' or returned_at is null)
             and exists (select 1 from responsible_gaming_limits where player_id = ${playerId} and type in ('stake', 'loss'))) u)
    )) as guard`;
}

interface GuardFacts {
  exclusion: { type: string; until: string | null } | null;
  session: { started_at: string; acknowledged_at: string | null; minutes: number | null } | null;
  limits: { type: LimitType; period: LimitPeriod; amount: string; pending_amount: string | null; pending_effective_at: string | null }[] | null;
  used: Record<`${'stake' | 'win'}_${LimitPeriod}`, string> | null;
  /** Only with slot caps set. */
  slot?: boolean;
  birth_date?: string | null;
}

export type StakeRefusal = 'excluded' | 'reality_check' | 'limit';
export type { GuardFacts };

/** Why a stake of `stake` kuruş is refused, or null when it may go. */
export function judgeStake(facts: GuardFacts | null, stake: bigint, now: Date, caps?: SlotStakeCaps): StakeRefusal | null {
  if (!facts) return null;
  if (facts.exclusion) return 'excluded';
  if (facts.slot && capsSet(caps)) {
    const cap = slotStakeCapFor(caps, facts.birth_date ?? null, now);
    if (cap !== null && stake > cap) return 'limit';
  }
  const session = facts.session;
  if (
    session &&
    checkIsDue({ startedAt: new Date(session.started_at), acknowledgedAt: session.acknowledged_at ? new Date(session.acknowledged_at) : null, minutes: session.minutes ?? DEFAULT_REALITY_CHECK_MINUTES }, now)
  ) {
    return 'reality_check';
  }
  for (const limit of facts.limits ?? []) {
    // A waiting rise or removal counts once its time has come, as everywhere limits are read.
    const applied = limit.pending_effective_at !== null && new Date(limit.pending_effective_at) <= now;
    if (applied && limit.pending_amount === null) continue;
    const amount = toKurus(applied ? limit.pending_amount! : limit.amount);
    const staked = toKurus(facts.used?.[`stake_${limit.period}`] ?? '0');
    const won = toKurus(facts.used?.[`win_${limit.period}`] ?? '0');
    // A loss limit bounds what the player can be down over the window if this stake is lost.
    const after = limit.type === 'stake' ? staked + stake : staked + stake - won;
    if (after > amount) return 'limit';
  }
  return null;
}
