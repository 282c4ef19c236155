/**
 * The rules of the player's own limits: what is in force, what waits 24 hours, what each rolling
 * window has counted, and the check a deposit passes under the wallet lock.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { interpolate } from '../../plugins/app/messages.js';
import { fromKurus, InvalidAmountError, toKurus } from '../wallet/money.js';
import { liraText } from '../payments/payments.texts.js';
import {
  deleteLimit,
  depositsSince,
  findSettings,
  listLimits,
  lockSettings,
  recordChange,
  findSession,
  stakesAndWinsSince,
  updateSettings,
  writeLimit,
  type CountedAmount,
  type LimitRow,
} from './responsible-gaming.repository.js';
import type { ChangedBy, ChangeSubject, LimitPeriod, LimitType } from './responsible-gaming.tables.js';
import { responsibleGamingTexts } from './responsible-gaming.texts.js';
import { activeExclusion, refuseWhileExcluded, type ExclusionView } from './exclusions.js';
import { playOfSession } from './reality-checks.js';
import type { ResponsibleGamingDeps } from './responsible-gaming-deps.js';
import { birthDateKnown } from '../customer/birth-date.js';

export const LIMIT_TYPES = ['deposit', 'loss', 'stake'] as const satisfies readonly LimitType[];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const satisfies readonly LimitPeriod[];
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
/** The highest limit a player can set, in lira. */
export const MAX_LIMIT = 10_000_000;

const HOUR_MS = 3600_000;
/** A rise or a removal waits this long, so a decision taken in the heat of play cannot take effect in it. */
export const COOLING_OFF_MS = 24 * HOUR_MS;
/** The rolling windows: a month is 30 days, so every window has a fixed length. */
export const WINDOW_MS: Record<LimitPeriod, number> = { day: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS, month: 30 * 24 * HOUR_MS };
const LONGEST_WINDOW_MS = WINDOW_MS.month;

const SUBJECT: Record<LimitType, ChangeSubject> = { deposit: 'deposit_limit', loss: 'loss_limit', stake: 'stake_limit' };
const PERIOD_TEXT = { day: responsibleGamingTexts.periodDay, week: responsibleGamingTexts.periodWeek, month: responsibleGamingTexts.periodMonth };

export type { ResponsibleGamingDeps } from './responsible-gaming-deps.js';

/** A limit as the player sees it (`status`, `limit`). Amounts in lira. */
export interface LimitView {
  type: LimitType;
  period: LimitPeriod;
  amount: number;
  used: number;
  /** When `used` next falls: the oldest counted amount leaves the window. Null when nothing is counted. */
  resetsAt: string | null;
  /** A waiting rise, or a removal (`amount: null`). */
  pending: { amount: number | null; effectiveAt: string } | null;
}

export interface SessionView {
  startedAt: string;
  stakes: number;
  wins: number;
  /** Wins minus stakes: negative when the player is down. */
  net: number;
  nextRealityCheckAt: string;
  /** A check has fallen due and is not acknowledged: stakes are refused until it is. */
  realityCheckDue: boolean;
}

export interface StatusView {
  limits: LimitView[];
  depositLimitDecided: boolean;
  /** The date of birth is on record; until it is, deposits are refused. */
  birthDateKnown: boolean;
  realityCheckMinutes: number;
  exclusion: ExclusionView | null;
  session: SessionView;
}

/** A limit as the rules read it at `now`: a waiting change whose time has come counts as applied. */
interface LimitInForce {
  type: LimitType;
  period: LimitPeriod;
  amount: bigint;
  pending: { amount: bigint | null; effectiveAt: Date } | null;
}

function inForce(row: LimitRow, now: Date): LimitInForce | null {
  const effectiveAt = row.pending_effective_at ? new Date(row.pending_effective_at) : null;
  if (effectiveAt && effectiveAt <= now) {
    if (row.pending_amount === null) return null;
    return { type: row.type, period: row.period, amount: toKurus(row.pending_amount), pending: null };
  }
  return {
    type: row.type,
    period: row.period,
    amount: toKurus(row.amount),
    pending: effectiveAt ? { amount: row.pending_amount === null ? null : toKurus(row.pending_amount), effectiveAt } : null,
  };
}

/** "12.5" lira as a number of the answer. */
const lira = (kurus: bigint) => Number(fromKurus(kurus));

/** What one window has counted at `now`: the amounts inside it, oldest first. */
function inWindow(amounts: CountedAmount[], period: LimitPeriod, now: Date): CountedAmount[] {
  const from = now.getTime() - WINDOW_MS[period];
  return amounts.filter((a) => a.at.getTime() > from);
}

const sum = (amounts: CountedAmount[]) => amounts.reduce((total, a) => total + toKurus(a.amount), 0n);
const oldestLeaves = (amounts: CountedAmount[], period: LimitPeriod): Date | null => {
  const oldest = amounts.reduce<Date | null>((min, a) => (min === null || a.at < min ? a.at : min), null);
  return oldest ? new Date(oldest.getTime() + WINDOW_MS[period]) : null;
};

/** The amounts every window of a player counts, read once for the longest window. */
interface Activity {
  deposits: CountedAmount[];
  stakes: CountedAmount[];
  wins: CountedAmount[];
}

async function activityOf(db: Executor, playerId: number, now: Date, types: ReadonlySet<LimitType>): Promise<Activity> {
  const from = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const deposits = types.has('deposit') ? await depositsSince(db, playerId, from) : [];
  const play = types.has('stake') || types.has('loss') ? await stakesAndWinsSince(db, playerId, from) : { stakes: [], wins: [] };
  return { deposits, ...play };
}

/** What a limit has used in its window, and when that next falls. A loss is stakes less wins, never below 0. */
function usageOf(limit: { type: LimitType; period: LimitPeriod }, activity: Activity, now: Date): { used: bigint; resetsAt: Date | null } {
  if (limit.type === 'deposit') {
    const counted = inWindow(activity.deposits, limit.period, now);
    return { used: sum(counted), resetsAt: oldestLeaves(counted, limit.period) };
  }
  const stakes = inWindow(activity.stakes, limit.period, now);
  if (limit.type === 'stake') return { used: sum(stakes), resetsAt: oldestLeaves(stakes, limit.period) };
  const wins = inWindow(activity.wins, limit.period, now);
  const loss = sum(stakes) - sum(wins);
  return { used: loss > 0n ? loss : 0n, resetsAt: oldestLeaves([...stakes, ...wins], limit.period) };
}

function viewOf(limit: LimitInForce, activity: Activity, now: Date): LimitView {
  const usage = usageOf(limit, activity, now);
  return {
    type: limit.type,
    period: limit.period,
    amount: lira(limit.amount),
    used: lira(usage.used),
    resetsAt: usage.resetsAt?.toISOString() ?? null,
    pending: limit.pending ? { amount: limit.pending.amount === null ? null : lira(limit.pending.amount), effectiveAt: limit.pending.effectiveAt.toISOString() } : null,
  };
}

const ORDER = (a: { type: LimitType; period: LimitPeriod }) => LIMIT_TYPES.indexOf(a.type) * 3 + LIMIT_PERIODS.indexOf(a.period);

/** The limits in force or with a waiting change, with what each has used. */
export async function limitsOf(db: Executor, playerId: number, now: Date): Promise<LimitView[]> {
  const limits = (await listLimits(db, playerId)).map((row) => inForce(row, now)).filter((l): l is LimitInForce => l !== null);
  const activity = await activityOf(db, playerId, now, new Set(limits.map((l) => l.type)));
  return limits.sort((a, b) => ORDER(a) - ORDER(b)).map((l) => viewOf(l, activity, now));
}

/** The player's limits, choices, exclusion and the login session's play (`sessionId` null: their latest login, as the operator sees it). */
export async function statusOf(deps: ResponsibleGamingDeps, playerId: number, sessionId: number | null): Promise<StatusView> {
  const now = deps.now();
  const settings = await findSettings(deps.db, playerId);
  const minutes = settings?.reality_check_minutes ?? DEFAULT_REALITY_CHECK_MINUTES;
  const session = await findSession(deps.db, playerId, sessionId);
  return {
    limits: await limitsOf(deps.db, playerId, now),
    depositLimitDecided: Boolean(settings?.deposit_limit_decided_at),
    birthDateKnown: await birthDateKnown(deps.db, playerId),
    realityCheckMinutes: minutes,
    exclusion: await activeExclusion(deps.db, playerId, now),
    session: await playOfSession(deps.db, playerId, session?.startedAt ?? now, minutes, now, session?.acknowledgedAt ?? null),
  };
}

/** A limit amount in lira (a number) to kuruş; more than 2 decimals, 0, negative or over the maximum: 422. */
export function limitAmountOf(amount: number): bigint {
  let kurus: bigint;
  try {
    kurus = toKurus(amount);
  } catch (error) {
    if (error instanceof InvalidAmountError) throw new ApiError(422, responsibleGamingTexts.badAmount);
    throw error;
  }
  if (kurus <= 0n || kurus > BigInt(MAX_LIMIT) * 100n) throw new ApiError(422, responsibleGamingTexts.badAmount);
  return kurus;
}

export interface LimitRequest {
  type: LimitType;
  period: LimitPeriod;
  /** Lira; null removes the limit. */
  amount: number | null;
}

/**
 * Sets, lowers, raises or removes one limit. A new or lower amount applies at once and cancels a
 * waiting rise or removal; a rise or a removal waits 24 hours (a second rise starts the wait
 * again). Every change is a row of the history. Returns the limit as `status` shows it and
 * whether the change waits.
 */
export async function changeLimit(deps: ResponsibleGamingDeps, playerId: number, request: LimitRequest, changedBy: ChangedBy = 'player'): Promise<{ limit: LimitView | null; waits: boolean }> {
  const requested = request.amount === null ? null : limitAmountOf(request.amount);
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    await lockSettings(trx, playerId, now);
    const row = (await listLimits(trx, playerId)).find((l) => l.type === request.type && l.period === request.period);
    const current = row ? inForce(row, now) : null;
    const record = (oldValue: bigint | null, newValue: bigint | null, effectiveAt: Date) =>
      recordChange(
        trx,
        { playerId, subject: SUBJECT[request.type], period: request.period, oldValue: oldValue === null ? null : fromKurus(oldValue), newValue: newValue === null ? null : fromKurus(newValue), effectiveAt, changedBy },
        now,
      );
    const write = (amount: bigint, pending: { amount: bigint | null; effectiveAt: Date } | null) =>
      writeLimit(
        trx,
        {
          playerId,
          type: request.type,
          period: request.period,
          amount: fromKurus(amount),
          pendingAmount: pending?.amount == null ? null : fromKurus(pending.amount),
          pendingEffectiveAt: pending?.effectiveAt ?? null,
        },
        now,
      );

    let waits = false;
    if (requested === null) {
      if (!current) throw new ApiError(422, responsibleGamingTexts.noSuchLimit);
      if (!(current.pending && current.pending.amount === null)) {
        const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
        await write(current.amount, { amount: null, effectiveAt });
        await record(current.amount, null, effectiveAt);
      }
      waits = true;
    } else if (!current) {
      // A removal whose time has come leaves a row behind until this rewrite: that is no limit.
      if (row) await deleteLimit(trx, playerId, request.type, request.period);
      await write(requested, null);
      await record(null, requested, now);
    } else if (requested < current.amount || (requested === current.amount && current.pending)) {
      await write(requested, null);
      await record(current.amount, requested, now);
    } else if (requested > current.amount) {
      const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
      await write(current.amount, { amount: requested, effectiveAt });
      await record(current.amount, requested, effectiveAt);
      waits = true;
    }
    if (request.type === 'deposit' && requested !== null) await updateSettings(trx, playerId, { depositLimitDecidedAt: now }, now);
    const limit = (await limitsOf(trx, playerId, now)).find((l) => l.type === request.type && l.period === request.period) ?? null;
    return { limit, waits };
  });
}

/**
 * The player's explicit choice of no deposit limit: it counts as deciding, and each deposit limit
 * they have is removed with the 24-hour wait of any removal.
 */
export async function chooseNoDepositLimit(deps: ResponsibleGamingDeps, playerId: number, changedBy: ChangedBy = 'player'): Promise<void> {
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await lockSettings(trx, playerId, now);
    const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
    for (const row of await listLimits(trx, playerId)) {
      const limit = inForce(row, now);
      if (!limit || limit.type !== 'deposit' || (limit.pending && limit.pending.amount === null)) continue;
      await writeLimit(trx, { playerId, type: limit.type, period: limit.period, amount: fromKurus(limit.amount), pendingAmount: null, pendingEffectiveAt: effectiveAt }, now);
      await recordChange(trx, { playerId, subject: 'deposit_limit', period: limit.period, oldValue: fromKurus(limit.amount), newValue: null, effectiveAt, changedBy }, now);
    }
    await updateSettings(trx, playerId, { depositLimitDecidedAt: now }, now);
    await recordChange(trx, { playerId, subject: 'no_deposit_limit', period: null, oldValue: null, newValue: null, effectiveAt: now, changedBy }, now);
  });
}

/** Stores the reality-check interval (15, 30, 60 or 120 minutes) and records the change. */
export async function setRealityCheckMinutes(deps: ResponsibleGamingDeps, playerId: number, minutes: number, changedBy: ChangedBy = 'player'): Promise<void> {
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    const settings = await lockSettings(trx, playerId, now);
    if (settings.reality_check_minutes === minutes) return;
    await updateSettings(trx, playerId, { realityCheckMinutes: minutes }, now);
    await recordChange(trx, { playerId, subject: 'reality_check_minutes', period: null, oldValue: String(settings.reality_check_minutes), newValue: String(minutes), effectiveAt: now, changedBy }, now);
  });
}

/** What a deposit limit refusal carries: the limit, what is left of it, and when the deposit would fit. */
export interface LimitRefusal {
  limit: { type: LimitType; period: LimitPeriod; amount: number };
  left: number;
  /** When enough of the window has rolled off for this amount (all of it, for an amount above the limit); null when nothing is counted. */
  freesAt: string | null;
}

/**
 * Everything a deposit must pass besides its method's rules, in this order: no exclusion in force,
 * the date of birth on record (`customer/birthdate`), a deposit limit decided (set, or none
 * confirmed), and every deposit limit in force. Each refusal is 422 with what the site needs to
 * ask for (`exclusion`, `birthDateRequired`, `depositLimitDecided: false`, or the limit's figures).
 * Call it in the transaction that inserts the payment, after the wallet lock.
 */
export async function enforceDepositRules(trx: Transaction<Database>, playerId: number, amount: string, now: Date): Promise<void> {
  await refuseWhileExcluded(trx, playerId, now);
  if (!(await birthDateKnown(trx, playerId))) throw new ApiError(422, responsibleGamingTexts.birthDateRequired, { birthDateRequired: true });
  const settings = await findSettings(trx, playerId);
  if (!settings?.deposit_limit_decided_at) throw new ApiError(422, responsibleGamingTexts.decideDepositLimit, { depositLimitDecided: false });
  await enforceDepositLimits(trx, playerId, amount, now);
}

/**
 * Refuses (422) a deposit of `amount` lira that would take any deposit limit in force past its
 * amount; the tightest limit is named. Call it in the transaction that inserts the payment,
 * after the wallet lock: deposits of one player then queue, and each sees the ones before it.
 */
export async function enforceDepositLimits(trx: Transaction<Database>, playerId: number, amount: string, now: Date): Promise<void> {
  const limits = (await listLimits(trx, playerId)).map((row) => inForce(row, now)).filter((l): l is LimitInForce => l !== null && l.type === 'deposit');
  if (limits.length === 0) return;
  const activity = await activityOf(trx, playerId, now, new Set(['deposit']));
  const wanted = toKurus(amount);
  let tightest: { limit: LimitInForce; left: bigint; counted: CountedAmount[]; used: bigint } | null = null;
  for (const limit of limits) {
    const counted = inWindow(activity.deposits, limit.period, now);
    const used = sum(counted);
    const left = limit.amount > used ? limit.amount - used : 0n;
    if (wanted <= left) continue;
    if (!tightest || left < tightest.left) tightest = { limit, left, counted, used };
  }
  if (!tightest) return;
  const { limit, left, counted, used } = tightest;
  // Walk the window oldest first until what has rolled off makes room for this deposit.
  let freesAt: Date | null = null;
  let stillUsed = used;
  for (const deposit of counted) {
    stillUsed -= toKurus(deposit.amount);
    freesAt = new Date(deposit.at.getTime() + WINDOW_MS[limit.period]);
    if (stillUsed + wanted <= limit.amount) break;
  }
  const values = (locale: 'tr' | 'en') => ({ period: PERIOD_TEXT[limit.period][locale], limit: liraText(fromKurus(limit.amount))[locale], left: liraText(fromKurus(left))[locale] });
  const refusal: LimitRefusal = { limit: { type: 'deposit', period: limit.period, amount: lira(limit.amount) }, left: lira(left), freesAt: freesAt?.toISOString() ?? null };
  throw new ApiError(
    422,
    { tr: interpolate(responsibleGamingTexts.depositOverLimit.tr, values('tr')), en: interpolate(responsibleGamingTexts.depositOverLimit.en, values('en')) },
    refusal,
  );
}
