import { sql, type Kysely, type Selectable } from 'kysely';
import { NotificationType, TransactionStatus, TransactionType, type BonusList, type LanguageCode } from '@arcadia/shared/core';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { localize, type Localized } from '../../plugins/app/messages.js';
import { fill, authTexts } from '../auth/auth.texts.js';
import { findPlayerById, uniqueViolation } from '../auth/players.repository.js';
import { recordRiskFlag } from '../auth/risk-flags.js';
import { addNotification } from '../notifications/notifications.service.js';
import { amountToNumber, fromKurus, normalizeAmount, toKurus } from '../wallet/money.js';
import { inTransaction } from '../../db/transaction.js';
import { findWalletId, grantBonus, OWN_PROVIDER } from '../wallet/wallet.service.js';
import { bonusDefinition, formatLira, offerAmount, offerDescription, offerTerms, offerTitle, productTerms, trialBonusProduct, type BonusProduct } from './bonus-definitions.js';
import { refuseWhileExcluded } from '../responsible-gaming/exclusions.js';
import { bonusTexts } from './bonus.texts.js';
import type { BonusOffersTable } from './bonus.tables.js';
import './bonus.tables.js';

const TRIAL_BONUS_KEY = 'trial_bonus_amount';
export const TRIAL_BONUS_CODE = 'TRIAL';

/** The operator's trial bonus amount ("50.00"); the configured default until the operator sets one. */
export async function trialBonusAmount(db: Executor, config: Pick<Config, 'trialBonusAmount'>): Promise<string> {
  const row = await db.selectFrom('operator_settings').select('value').where('key', '=', TRIAL_BONUS_KEY).executeTakeFirst();
  return normalizeAmount(row?.value ?? config.trialBonusAmount);
}

export async function setTrialBonusAmount(db: Executor, amount: string | number): Promise<string> {
  const value = normalizeAmount(amount);
  if (toKurus(value) < 0n) throw new RangeError('the trial bonus cannot be negative');
  await db
    .insertInto('operator_settings')
    .values({ key: TRIAL_BONUS_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
  return value;
}

/**
 * Whether the trial bonus is already taken by this person: by this player, or with their phone
 * number (stored normalised, so one SIM is one phone) or their national ID.
 */
async function alreadyClaimed(db: Executor, player: { id: number; phone: string; personal_no: string | null }): Promise<boolean> {
  const row = await db
    .selectFrom('trial_bonus_claims')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('player_id', '=', player.id),
        eb('phone', '=', player.phone),
        ...(player.personal_no ? [eb('personal_no', '=', player.personal_no)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * `bonus/trialbonusamount`: the amount this caller could still claim, else 0 (anonymous callers
 * see the offer). A player without a national ID on file (a fast registration) cannot claim: 0.
 */
export async function claimableTrialBonus(db: Kysely<Database>, config: Pick<Config, 'trialBonusAmount'>, playerId: number | null): Promise<number> {
  const amount = await trialBonusAmount(db, config);
  if (toKurus(amount) <= 0n || playerId === null) return amountToNumber(amount);
  const player = await findPlayerById(db, playerId);
  if (!player || !player.personal_no || (await alreadyClaimed(db, player))) return 0;
  return amountToNumber(amount);
}

/** Accounts on one device from which a trial-bonus claim is flagged for the operator: a household shares a device, a farm shares it more. */
export const SHARED_DEVICE_ACCOUNTS = 3;

/**
 * The device fingerprint is a header the client chooses, so it never decides a claim: a missing
 * one is marked on the claim (`fingerprint_missing`) and flagged, and a device that has been used
 * by SHARED_DEVICE_ACCOUNTS accounts or more (logins and claims) is flagged. The operator looks
 * at the flags; the player gets the bonus.
 */
async function flagClaimRisks(trx: Executor, playerId: number, fingerprint: string | null): Promise<void> {
  if (fingerprint === null) {
    await recordRiskFlag(trx, { kind: 'claim_without_fingerprint', playerId, detail: 'Trial bonus claimed without a device fingerprint.' });
    return;
  }
  const { rows } = await sql<{ accounts: number }>`
    select count(*)::int as accounts from (
      select player_id from sessions where fingerprint = ${fingerprint}
      union select player_id from trial_bonus_claims where fingerprint = ${fingerprint}
      union select ${playerId}::bigint
    ) as players_on_device`.execute(trx);
  const accounts = rows[0]?.accounts ?? 1;
  if (accounts >= SHARED_DEVICE_ACCOUNTS) {
    await recordRiskFlag(trx, {
      kind: 'shared_fingerprint',
      playerId,
      subject: fingerprint,
      detail: `Trial bonus claimed from a device fingerprint used by ${accounts} accounts.`,
    });
  }
}

/**
 * Credits the trial bonus once per person: per player, per verified phone and per national ID,
 * which the player must have on file (a fast registration has none until one is added). The
 * claim row's unique constraints decide: two concurrent claims cannot both insert it, and the
 * credit is in the same transaction, so a refused claim credits nothing. Returns the new balance
 * and the notification's id (its live push is an outbox event of the same transaction).
 */
export async function claimTrialBonus(
  db: Kysely<Database>,
  config: Pick<Config, 'trialBonusAmount' | 'trialBonusWageringMultiplier'>,
  playerId: number,
  fingerprint: string | null,
): Promise<{ balance: number; notificationId: number }> {
  try {
    return await inTransaction(db, async (trx) => {
      const player = await findPlayerById(trx, playerId, { forUpdate: true });
      if (!player) throw new ApiError(401, authTexts.unauthorized);
      if (!player.sms_verified) throw new ApiError(400, bonusTexts.phoneRequired);
      if (!player.personal_no) throw new ApiError(400, bonusTexts.nationalIdRequired);
      const amount = await trialBonusAmount(trx, config);
      if (toKurus(amount) <= 0n) throw new ApiError(400, bonusTexts.unavailable);

      const claim = await trx
        .insertInto('trial_bonus_claims')
        .values({ player_id: player.id, phone: player.phone, personal_no: player.personal_no, fingerprint, amount })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claim) throw new ApiError(409, bonusTexts.alreadyClaimed);
      await flagClaimRisks(trx, player.id, fingerprint);

      const walletId = await findWalletId(trx, player.id);
      if (walletId === null) throw new Error(`player ${player.id} has no wallet`);
      const moved = await grantBonus(trx, { walletId, amount, wageringMultiplier: config.trialBonusWageringMultiplier, product: trialBonusProduct, type: 'trial_bonus', actor: { kind: 'player', id: String(player.id) }, ref: { provider: OWN_PROVIDER, externalId: `trial_bonus:${player.id}` } });
      await trx
        .insertInto('player_bonuses')
        .values({ player_id: player.id, code: TRIAL_BONUS_CODE, title_tr: bonusTexts.trialTitle.tr, title_en: bonusTexts.trialTitle.en, amount, status: 'credited' })
        .execute();
      const lira = amount.endsWith('.00') ? amount.slice(0, -3) : amount;
      const notificationId = await addNotification(trx, player.id, {
        type: NotificationType.Bonus,
        title: bonusTexts.notificationTitle,
        note: fill(bonusTexts.notificationNote, { amount: lira }),
      });
      return { balance: amountToNumber(moved.balance), notificationId };
    });
  } catch (error) {
    // PostgreSQL reports a concurrent duplicate that ON CONFLICT could not absorb as a unique violation.
    if (uniqueViolation(error)?.startsWith('trial_bonus_claims')) throw new ApiError(409, bonusTexts.alreadyClaimed);
    throw error;
  }
}

/**
 * After a phone is verified: a player who ticked the trial bonus at sign-up gets it now, without a
 * second click, when they may have it (a national ID on file, never claimed on this person, no
 * exclusion running, an offer above zero). Anything that keeps it from them leaves the manual claim
 * as it was and answers null; the verification itself stands either way.
 */
export async function creditTrialBonusOptedIn(
  db: Kysely<Database>,
  config: Pick<Config, 'trialBonusAmount' | 'trialBonusWageringMultiplier'>,
  playerId: number,
  fingerprint: string | null,
  now: Date,
): Promise<{ amount: number; balance: number } | null> {
  const player = await db.selectFrom('players').select('trial_bonus_opt_in').where('id', '=', playerId).executeTakeFirst();
  if (!player?.trial_bonus_opt_in) return null;
  try {
    await refuseWhileExcluded(db, playerId, now);
    const amount = amountToNumber(await trialBonusAmount(db, config));
    const { balance } = await claimTrialBonus(db, config, playerId, fingerprint);
    return { amount, balance };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode < 500) return null;
    throw error;
  }
}

type BonusOfferRow = Selectable<BonusOffersTable>;

/** What the player may do with an offer now, and the amount a request would be for. */
interface OfferState {
  available: boolean;
  requirement: Localized | null;
  /** Lira, "1000.00". */
  amount: string;
}

/**
 * The smallest confirmed deposit that qualifies for a deposit-match bonus, earliest first: the
 * match is computed on it. Confirmed deposits are payments of type Deposit in status Confirmed.
 */
async function firstQualifyingDeposit(db: Executor, playerId: number, minDeposit: string): Promise<string | null> {
  const row = await db
    .selectFrom('payments')
    .select('amount')
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', '=', TransactionStatus.Confirmed)
    .where('amount', '>=', minDeposit)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? normalizeAmount(row.amount) : null;
}

/** `percent` of `amount`, at most `cap`, to the kuruş (rounded down: never more than promised). */
function matchOf(amount: string, percent: number, cap: string): string {
  const match = (toKurus(amount) * BigInt(percent)) / 100n;
  const max = toKurus(cap);
  return fromKurus(match < max ? match : max);
}

/**
 * Whether the player can request an offer now. A deposit-match bonus needs a confirmed deposit of
 * at least its minimum (the amount is the match on it) and is given once per account; other
 * offers are always requestable (one open request each, the database's unique key decides).
 */
async function offerStateOf(db: Executor, playerId: number, offer: BonusOfferRow, received: ReadonlySet<string>): Promise<OfferState> {
  const definition = bonusDefinition(offer.code);
  if (!definition) return { available: true, requirement: null, amount: normalizeAmount(offer.amount) };
  if (definition.kind !== 'deposit_match') return { available: true, requirement: null, amount: offerAmount(definition) };
  if (received.has(definition.code)) return { available: false, requirement: bonusTexts.alreadyReceived, amount: definition.cap };
  const deposit = await firstQualifyingDeposit(db, playerId, definition.minDeposit);
  if (deposit === null) {
    return {
      available: false,
      requirement: fill(bonusTexts.firstDepositRequired, { amountTr: formatLira(definition.minDeposit, 'tr'), amountEn: formatLira(definition.minDeposit, 'en') }),
      amount: definition.cap,
    };
  }
  return { available: true, requirement: null, amount: matchOf(deposit, definition.percent, definition.cap) };
}

/** The product a bonus of this code is tied to; an operator offer without a definition is casino money, like the grants' default. */
const productOf = (code: string): BonusProduct => (code === TRIAL_BONUS_CODE ? trialBonusProduct : (bonusDefinition(code)?.product ?? 'casino'));

/** Codes of the once-per-account bonuses the player has received (credited). */
const receivedCodes = (bonuses: { code: string; status: string }[]) => new Set(bonuses.filter((b) => b.status === 'credited').map((b) => b.code));

export async function bonusesOf(db: Executor, playerId: number, locale: LanguageCode): Promise<BonusList> {
  const [bonuses, offers] = [
    await db.selectFrom('player_bonuses').selectAll().where('player_id', '=', playerId).orderBy('id', 'desc').limit(200).execute(),
    await db.selectFrom('bonus_offers').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('code').execute(),
  ];
  const received = receivedCodes(bonuses);
  return {
    bonuses: bonuses.map((b) => ({
      id: b.id,
      code: b.code,
      title: locale === 'en' ? b.title_en : b.title_tr,
      product: productOf(b.code),
      amount: amountToNumber(b.amount),
      status: b.status,
      createdAt: new Date(b.created_at).toISOString(),
    })),
    offers: await Promise.all(
      offers.map(async (o) => {
        // The table says which offers are on; a defined offer's texts and numbers come from its definition.
        const definition = bonusDefinition(o.code);
        const state = await offerStateOf(db, playerId, o, received);
        return {
          code: o.code,
          title: definition ? offerTitle(definition, locale) : locale === 'en' ? o.title_en : o.title_tr,
          description: definition ? offerDescription(definition, locale) : locale === 'en' ? o.description_en : o.description_tr,
          product: productOf(o.code),
          // An offer the operator added without a definition states its numbers in its description.
          terms: definition ? offerTerms(definition, locale) : productTerms(productOf(o.code), locale),
          amount: amountToNumber(state.amount),
          available: state.available,
          requirement: state.requirement === null ? null : localize(state.requirement, locale),
        };
      }),
    ),
  };
}

/**
 * Records the player's request for an operator offer (status `requested`); one open request per
 * offer. A bonus whose condition is not met yet is refused with what is missing.
 */
export async function requestBonus(db: Kysely<Database>, playerId: number, code: string): Promise<number> {
  const offer = await db.selectFrom('bonus_offers').selectAll().where('code', '=', code.trim().toUpperCase()).where('active', '=', true).executeTakeFirst();
  if (!offer) throw new ApiError(404, bonusTexts.unknownOffer);
  const received = receivedCodes(await db.selectFrom('player_bonuses').select(['code', 'status']).where('player_id', '=', playerId).where('code', '=', offer.code).execute());
  const state = await offerStateOf(db, playerId, offer, received);
  if (!state.available) throw new ApiError(received.has(offer.code) ? 409 : 400, state.requirement ?? bonusTexts.unavailable);
  const definition = bonusDefinition(offer.code);
  const title = definition ? { tr: offerTitle(definition, 'tr'), en: offerTitle(definition, 'en') } : { tr: offer.title_tr, en: offer.title_en };
  try {
    const row = await db
      .insertInto('player_bonuses')
      .values({ player_id: playerId, code: offer.code, title_tr: title.tr, title_en: title.en, amount: state.amount, status: 'requested' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (uniqueViolation(error) === 'player_bonuses_open_key') throw new ApiError(409, bonusTexts.alreadyRequested);
    throw error;
  }
}
