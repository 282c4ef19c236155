import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode, PlayerProfile, PlayerSession } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEvent } from '../../events/event-outbox.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { localize } from '../../plugins/app/messages.js';
import { codeTexts, fill, fillPlural } from '../auth/auth.texts.js';
import { setPassword, type AccountsDeps } from '../auth/auth.service.js';
import { lockedError, sendLimitError } from '../auth/limits/limit-errors.js';
import { networkOf } from '../auth/limits/network.js';
import { consume, smsRules, type SmsLimits } from '../auth/limits/rate-limits.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { countryName, findPlayerById, phoneVerifiedElsewhere, uniqueViolation } from '../auth/players.repository.js';
import { phoneOf } from '../auth/phones.js';
import { recordRiskFlag } from '../auth/risk-flags.js';
import { authTexts } from '../auth/auth.texts.js';
import { checkCode, issueCode, type CodeCheck } from '../auth/verification-codes.js';
import { customerTexts } from './customer.texts.js';
import type { PersonRegister } from '../kyc/person-register.js';
import './customer.tables.js';

function codeError(result: Exclude<CodeCheck, { ok: true }>): ApiError {
  switch (result.reason) {
    case 'wrong':
      return new ApiError(400, fillPlural(codeTexts, 'wrong', result.triesLeft));
    case 'expired':
      return new ApiError(400, codeTexts.expired);
    case 'tooManyTries':
      return new ApiError(400, codeTexts.tooManyTries);
    default:
      return new ApiError(400, codeTexts.invalid);
  }
}

/** Who asks for an SMS and under which limits. */
export interface SmsRequest {
  /** The caller's address, counted by the per-address limit. */
  ip: string;
  log: FastifyBaseLogger;
  limits: SmsLimits;
}

/**
 * Step 1 of phone verification: sends a code by SMS to the phone (stored spelling, see phones.ts).
 * Limits (`smsRules`): 1 per 60 s and 5 a day per account and per number, a daily number per
 * address, and the site's daily ceiling (503, logged as an error).
 *
 * A number another account has verified gets exactly the answer a free number gets, limits
 * included, so this form does not tell which numbers have an account. Its code is created, so
 * step 2 answers wrong codes exactly as for a free number, but it is never sent: step 2 could not
 * succeed anyway, and the number's owner is not disturbed. The operator sees the attempt as a risk flag.
 * A number in the person exclusion register (another account's running self-exclusion or operator
 * exclusion) is refused (422, a message that does not say why) before anything is counted or sent.
 */
/** Phone verification also passes the person exclusion register (modules/kyc). */
export type PhoneDeps = AccountsDeps & { register: PersonRegister };

export async function sendPhoneCode(deps: PhoneDeps, playerId: number, rawPhone: string, locale: LanguageCode, request: SmsRequest): Promise<void> {
  const { db, accounts } = deps;
  const phone = phoneOf(rawPhone);
  const player = await findPlayerById(db, playerId);
  if (!player) throw new ApiError(401, authTexts.unauthorized);
  if (player.sms_verified && player.phone === phone) throw new ApiError(400, customerTexts.alreadyVerified);
  await deps.register.refuseExcludedPerson(db, { phone }, { kind: 'phone', playerId, now: accounts.clock.date() });

  const now = accounts.clock.now();
  // The address is its network (an IPv6 /64 is one subscriber), as for the login lockouts.
  const address = networkOf(request.ip);
  const limit = await consume(accounts.counters, smsRules({ account: String(playerId), destination: phone, address }, request.limits, now), now);
  if (!limit.allowed) {
    if (limit.reason === 'ceiling') {
      request.log.error({ dailyCeiling: request.limits.dailyCeiling }, 'SMS refused: the daily SMS ceiling (SMS_DAILY_CEILING) is reached; no SMS is sent until midnight in Türkiye');
    }
    throw sendLimitError(limit);
  }
  if (await phoneVerifiedElsewhere(db, phone, playerId)) {
    await inTransaction(db, async (trx) => {
      await issueCode(trx, { playerId, purpose: 'phone', target: phone, now: accounts.clock.date() });
      await recordRiskFlag(trx, {
        kind: 'phone_taken_attempt',
        playerId,
        subject: phone,
        detail: `Asked to verify ${phone}, which another account has verified; no SMS was sent.`,
      });
    });
    return;
  }
  // The SMS is an outbox event of the code's transaction: sent once the code exists, retried if the gateway fails.
  await inTransaction(db, async (trx) => {
    const code = await issueCode(trx, { playerId, purpose: 'phone', target: phone, now: accounts.clock.date() });
    // Not awaited: a number verified elsewhere sends nothing, and the answer must not be faster for it.
    await enqueueEvent(trx, { topic: 'sms.send', key: `sms:${phone}`, payload: { to: phone, body: localize(fill(customerTexts.smsBody, { code }), locale) }, awaitDelivery: false });
  });
}

/** Step 2: the code proves the phone; it becomes the player's verified phone (unless the register refuses it, as in step 1). */
export async function verifyPhoneCode(deps: PhoneDeps, playerId: number, rawPhone: string, code: string): Promise<{ phone: string; smsVerified: true }> {
  const { db, accounts } = deps;
  const phone = phoneOf(rawPhone);
  const now = accounts.clock.date();
  await deps.register.refuseExcludedPerson(db, { phone }, { kind: 'phone', playerId, now });
  let result: CodeCheck;
  try {
    result = await inTransaction(db, async (trx) => {
      const checked = await checkCode(trx, { playerId, purpose: 'phone', code, target: phone, consume: true, now });
      if (checked.ok) {
        await trx.updateTable('players').set({ phone, sms_verified: true, phone_verified_at: now, updated_at: now }).where('id', '=', playerId).execute();
      }
      return checked;
    });
  } catch (error) {
    // Another account verified the same number between step 1 and step 2.
    if (uniqueViolation(error) === 'players_verified_phone_key') throw new ApiError(409, authTexts.phoneTaken);
    throw error;
  }
  if (!result.ok) throw codeError(result);
  return { phone, smsVerified: true };
}

/** Checks the current password, sets the new one and ends every session (this one too). */
export async function changePassword(deps: AccountsDeps, playerId: number, input: { oldPassword: string; password: string }, ip: string): Promise<void> {
  const { db, accounts } = deps;
  const player = await findPlayerById(db, playerId);
  if (!player) throw new ApiError(401, authTexts.unauthorized);
  // Wrong current passwords count as failed logins, so a stolen session cannot be used to guess
  // the password. The session proves the player logged in, so the network counts as theirs.
  const attempt = { account: player.username.toLowerCase(), network: networkOf(ip) };
  const admission = await accounts.throttle.admit(attempt, () => accounts.clock.now(), async () => true);
  if (!admission.admitted) throw lockedError(admission.retryAfterMs);
  if (!(await verifyPassword(player.password_hash, input.oldPassword))) {
    await accounts.throttle.fail(admission.ticket, accounts.clock.now());
    throw new ApiError(400, customerTexts.oldPasswordWrong);
  }
  await accounts.throttle.succeed(admission.ticket, accounts.clock.now());
  if (input.oldPassword === input.password) throw new ApiError(400, customerTexts.samePassword);
  const passwordHash = await hashPassword(input.password);
  await inTransaction(db, (trx) => setPassword(deps, trx, playerId, input.password, passwordHash));
}


export async function profileOf(db: Executor, playerId: number, locale: LanguageCode): Promise<PlayerProfile> {
  const row = await db
    .selectFrom('players')
    .leftJoin('countries', 'countries.id', 'players.country_id')
    .select([
      'players.username',
      'players.usercode',
      'players.name',
      'players.surname',
      'players.email',
      'players.phone',
      'players.sms_verified',
      'players.personal_no',
      // Formatted by the database: drivers turn a date into a timezone-dependent Date.
      sql<string | null>`to_char(players.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'players.created_at',
      'countries.id as country_id',
      'countries.name_tr as country_name_tr',
      'countries.name_en as country_name_en',
    ])
    .where('players.id', '=', playerId)
    .executeTakeFirst();
  if (!row) throw new ApiError(401, authTexts.unauthorized);
  return {
    username: row.username,
    usercode: row.usercode,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    smsVerified: row.sms_verified,
    personalNo: row.personal_no,
    country:
      row.country_id !== null && row.country_name_tr !== null && row.country_name_en !== null
        ? { id: row.country_id, name: countryName({ name_tr: row.country_name_tr, name_en: row.country_name_en }, locale) }
        : null,
    birthDate: row.birth_date,
    createdAt: new Date(row.created_at).toISOString(),
  };
}


/** The player's logins, newest first (the session history page). */
export async function sessionsOf(db: Executor, playerId: number, currentSessionId: number, limit = 100): Promise<PlayerSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'device', 'fingerprint', 'revoked_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    ip: r.ip,
    userAgent: r.user_agent,
    device: r.device,
    fingerprint: r.fingerprint,
    current: r.id === currentSessionId,
    revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
  }));
}

/** A call-back request; `playerId` links it when the caller is logged in. Per network (IPv4 address, IPv6 /64): 5 per 10 minutes. */
export async function saveCallRequest(deps: AccountsDeps, input: { name: string; message: string; playerId: number | null; ip: string }): Promise<number> {
  const { db, accounts } = deps;
  const counter = await accounts.counters.hit(`callme:net:${networkOf(input.ip)}`, 10 * 60_000, accounts.clock.now());
  if (counter.count > 5) throw new ApiError(429, customerTexts.callRequestTooMany);
  const row = await db
    .insertInto('call_requests')
    .values({ player_id: input.playerId, name: input.name.trim(), message: input.message.trim(), ip: input.ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
