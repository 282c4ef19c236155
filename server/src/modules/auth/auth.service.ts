import type { Kysely } from 'kysely';
import type { AuthData, LanguageCode } from '@arcadia/shared/core';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEvent } from '../../events/event-outbox.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { localize } from '../../plugins/app/messages.js';
import { openSportsbookSessions, type SportsbookAuthFields } from '../games-wallet/sportsbook-sessions.js';
import { balanceOf, createWallet } from '../wallet/wallet.service.js';
import { amountToNumber } from '../wallet/money.js';
import type { Accounts } from './accounts.plugin.js';
import type { PersonRegister } from '../kyc/person-register.js';
import { authTexts, codeTexts, fill, fillPlural } from './auth.texts.js';
import { lockedError, minutesLeft, sendLimitError } from './limits/limit-errors.js';
import { networkOf } from './limits/network.js';
import { LOCKOUT_POLICY } from './limits/policy.js';
import { consume, sendRules, type LimitRule } from './limits/rate-limits.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { phoneOf } from './phones.js';
import {
  countryExists,
  emailTaken,
  findPlayerByUsername,
  hasLoggedInFromNetwork,
  uniqueViolation,
  usernameTaken,
  type PlayerRow,
} from './players.repository.js';
import { SESSION_POLICY, type SessionContext } from './session-store.js';
import { newUsercode } from './token.js';
import { checkCode, CODE_POLICY, issueCode, type CodeCheck } from './verification-codes.js';

export interface AccountsDeps {
  db: Kysely<Database>;
  accounts: Accounts;
}

/** Login and registration also open the sportsbook sessions, from these settings. */
export interface SignInDeps extends AccountsDeps {
  sportsbooks: Pick<Config, 'gameStudioSecrets' | 'sportsbookUrls'>;
  /** The person exclusion register (modules/kyc), which a registration must pass. */
  register: PersonRegister;
}

async function authData(db: Executor, player: Pick<PlayerRow, 'id' | 'username' | 'usercode' | 'phone' | 'sms_verified'>, token: string, sportsbook: SportsbookAuthFields): Promise<AuthData> {
  return {
    token,
    balance: amountToNumber(await balanceOf(db, player.id)),
    username: player.username,
    usercode: player.usercode,
    betsyCid: sportsbook.betsyCid,
    betsyUrl: sportsbook.betsyUrl,
    betsyToken: sportsbook.betsyToken,
    betcoToken: sportsbook.betcoToken,
    betcoUrl: sportsbook.betcoUrl,
    phone: player.phone,
    smsVerified: player.sms_verified,
  };
}

/**
 * Starts a login inside `trx`: the site session, and the sportsbook sessions that live as long as
 * it does (ended with it on logout, a password change or a revocation; see session-store.ts).
 */
async function signIn(deps: SignInDeps, trx: Executor, player: Pick<PlayerRow, 'id' | 'username' | 'usercode' | 'phone' | 'sms_verified'>, context: SessionContext): Promise<AuthData> {
  const { token, sessionId } = await deps.accounts.sessions.create(trx, player.id, context);
  const expiresAt = new Date(deps.accounts.clock.now() + SESSION_POLICY.absoluteLifetimeMs);
  const sportsbook = await openSportsbookSessions(trx, deps.sportsbooks, { playerId: player.id, siteSessionId: sessionId, expiresAt });
  return authData(trx, player, token, sportsbook);
}

export interface Registration {
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  countryId: number;
  password: string;
  /** Full registration only. */
  personalNo: string | null;
  /** YYYY-MM-DD, full registration only. */
  birthDate: string | null;
  trialBonus: boolean;
  refId: number | null;
  isFast: boolean;
  /** The versions of the terms and of the privacy notice the player accepted (stored with the time and address). */
  consents: { terms: string; privacyNotice: string };
}

/** A username or e-mail another account has: 409, naming the field, so the form says it under that field. */
export const takenError = (field: 'username' | 'email') => new ApiError(409, field === 'username' ? authTexts.usernameTaken : authTexts.emailTaken, { field });

/**
 * Creates the player, their wallet and a first session in one transaction. The friendly checks
 * (username, e-mail) run first; the unique indexes decide races between two registrations.
 * The phone is stored normalised and unverified. A phone another account has verified is not
 * refused here, so sign-up does not tell who has an account with a number; verifying it fails
 * later (see sendPhoneCode). Username and e-mail must say when they are taken: a sign-up form
 * cannot hide that. A person whose national ID, phone or e-mail is in the exclusion register
 * (a running self-exclusion or operator exclusion) is then refused, with a message that does not
 * say why, and nothing is created. The register comes after the taken checks so that a taken
 * e-mail answers the same whether or not its owner is excluded: trying the e-mail of someone
 * else's account must not tell whether they excluded themselves.
 */
export async function register(deps: SignInDeps, input: Registration, context: SessionContext): Promise<AuthData> {
  const { db } = deps;
  const phone = phoneOf(input.phone);
  if (!(await countryExists(db, input.countryId))) throw new ApiError(400, authTexts.countryUnknown);
  if (await usernameTaken(db, input.username)) throw takenError('username');
  if (await emailTaken(db, input.email)) throw takenError('email');
  await deps.register.refuseExcludedPerson(db, { nationalId: input.personalNo, phone, email: input.email }, { kind: input.isFast ? 'fast_registration' : 'registration', playerId: null, now: deps.accounts.clock.date() });

  // Hash outside the transaction: it takes ~10 ms and must not hold the database.
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (trx) => {
      let player: PlayerRow | undefined;
      for (let attempt = 0; !player; attempt += 1) {
        if (attempt === 5) throw new Error('could not allocate a unique usercode');
        player = await trx
          .insertInto('players')
          .values({
            usercode: newUsercode(),
            username: input.username,
            email: input.email,
            name: input.name,
            surname: input.surname,
            phone,
            personal_no: input.personalNo,
            country_id: input.countryId,
            birth_date: input.birthDate,
            currency_id: 1,
            password_hash: passwordHash,
            trial_bonus_opt_in: input.trialBonus,
            ref_id: input.refId,
            is_fast: input.isFast,
          })
          // A usercode collision (1 in 90 million per player) just draws again.
          .onConflict((oc) => oc.column('usercode').doNothing())
          .returning(['id', 'usercode', 'username', 'email', 'name', 'surname', 'phone', 'sms_verified', 'personal_no', 'password_hash'])
          .executeTakeFirst();
      }
      await createWallet(trx, player.id);
      const acceptedAt = deps.accounts.clock.date();
      await trx
        .insertInto('player_consents')
        .values([
          { player_id: player.id, document: 'terms', version: input.consents.terms, accepted_at: acceptedAt, ip: context.ip.slice(0, 64) },
          { player_id: player.id, document: 'privacy_notice', version: input.consents.privacyNotice, accepted_at: acceptedAt, ip: context.ip.slice(0, 64) },
        ])
        .execute();
      return signIn(deps, trx, player, context);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'players_username_lower_key') throw takenError('username');
    if (constraint === 'players_email_lower_key') throw takenError('email');
    throw error;
  }
}

/**
 * Checks the password under the lockout rules (limits/login-throttle.ts) and opens a session.
 * The attempt takes its slot in the lockout counters before the password is verified, so
 * parallel attempts cannot outrun the count.
 */
export async function login(deps: SignInDeps, credentials: { username: string; password: string }, context: SessionContext): Promise<AuthData> {
  const { db, accounts } = deps;
  const network = networkOf(context.ip);
  const attempt = { account: credentials.username.toLowerCase(), network };
  const player = await findPlayerByUsername(db, credentials.username);
  const admission = await accounts.throttle.admit(attempt, () => accounts.clock.now(), async () =>
    player ? hasLoggedInFromNetwork(db, player.id, network, LOCKOUT_POLICY.login.knownNetworkSessions) : false,
  );
  if (!admission.admitted) throw lockedError(admission.retryAfterMs);

  const { ticket } = admission;
  let valid: boolean;
  try {
    valid = player ? await verifyPassword(player.password_hash, credentials.password) : await verifyAgainstDummy(credentials.password);
  } catch (error) {
    await accounts.throttle.abandon(ticket, accounts.clock.now());
    throw error;
  }
  if (!player || !valid) {
    const caused = await accounts.throttle.fail(ticket, accounts.clock.now());
    if (caused.locked) throw lockedError(caused.retryAfterMs);
    const attemptsLeft = accounts.throttle.attemptsLeft(ticket);
    throw new ApiError(400, fillPlural(authTexts, 'invalidCredentialsLeft', attemptsLeft), { attemptsLeft });
  }
  await accounts.throttle.succeed(ticket, accounts.clock.now());
  return inTransaction(db, (trx) => signIn(deps, trx, player, context));
}

/** Ends the session of `token`'s hash; nothing to do for an unknown one. */
export async function logout(deps: AccountsDeps, tokenHash: string): Promise<void> {
  await deps.accounts.sessions.revokeToken(tokenHash);
}

/** Sets a new password and ends every session of the player (they log in again everywhere). */
export async function setPassword(deps: AccountsDeps, trx: Executor, playerId: number, password: string, passwordHash?: string): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(password));
  const now = deps.accounts.clock.date();
  await trx.updateTable('players').set({ password_hash: hash, password_changed_at: now, updated_at: now }).where('id', '=', playerId).execute();
  await deps.accounts.sessions.revokeAllForPlayer(playerId, trx);
}

// ---------------------------------------------------------------------------------------------
// Password recovery. Every answer is the same whether or not the username exists, so the
// recovery form cannot be used to find out who has an account.

/** Window in which wrong checks against a username with no open code are counted (see checkResetCode). */
const MISSES_WINDOW_MS = CODE_POLICY.ttlMs;
const resetMissesKey = (username: string) => `reset:misses:${username.toLowerCase()}`;

export async function sendResetCode(deps: AccountsDeps, username: string, locale: LanguageCode, ip: string): Promise<void> {
  const { db, accounts } = deps;
  const account = username.toLowerCase();
  // The network's limit comes first: past it, a flood of made-up usernames creates no counters at all.
  const { sendsPerNetwork } = LOCKOUT_POLICY.recovery;
  const networkRule: LimitRule = { key: `send:email:net:${networkOf(ip)}`, ...sendsPerNetwork, reason: 'tooSoon' };
  const fromNetwork = await consume(accounts.counters, [networkRule], accounts.clock.now());
  if (!fromNetwork.allowed) throw new ApiError(429, fillPlural(authTexts, 'tooManyAttempts', minutesLeft(fromNetwork.retryAfterMs)));
  const limit = await consume(accounts.counters, sendRules('email', { account }), accounts.clock.now());
  if (!limit.allowed) throw sendLimitError(limit);
  // A real account gets a fresh code with 5 tries; an unknown username gets its 5 misses back.
  await accounts.counters.clear(resetMissesKey(account));
  const player = await findPlayerByUsername(db, username);
  if (!player) return;
  // The e-mail is an outbox event of the code's transaction: sent once the code exists, retried if the service fails.
  await inTransaction(db, async (trx) => {
    const code = await issueCode(trx, { playerId: player.id, purpose: 'password_reset', target: player.email, now: accounts.clock.date() });
    await enqueueEvent(trx, {
      topic: 'email.send',
      key: `email:${player.email}`,
      // Not awaited: an unknown username sends nothing, and the answer must not be faster for it.
      awaitDelivery: false,
      payload: {
        to: player.email,
        subject: localize(authTexts.resetEmailSubject, locale),
        body: localize(fill(authTexts.resetEmailBody, { name: player.name, code }), locale),
      },
    });
  });
}

/**
 * Checks (and with `consume`, uses up) a reset code. All failures read the same ("incorrect or
 * expired") except the end of the tries. A username without an open code (unknown, no code
 * asked for, or the code expired) also ends its tries at the 5th miss, counted in the counter
 * store, so status, message and number of tries are those of a real account with a code.
 */
async function checkResetCode(
  deps: AccountsDeps,
  input: { username: string; code: string; ip: string },
  consumeCode: boolean,
  then?: (trx: Executor, player: PlayerRow) => Promise<void>,
): Promise<void> {
  const { db, accounts } = deps;
  const { username, code } = input;
  const now = accounts.clock.date();
  // One network guessing codes across many usernames is stopped after 30 misses in 15 minutes.
  // The check takes a slot atomically (given back when the code is right), so a burst of
  // parallel guesses cannot all get in before the first miss is counted.
  const missesKey = `reset:misses:net:${networkOf(input.ip)}`;
  const { missesPerNetwork } = LOCKOUT_POLICY.recovery;
  const slot = await accounts.counters.reserve([{ key: missesKey, ...missesPerNetwork, lockKey: null }], now.getTime());
  if (!slot.allowed) throw new ApiError(429, codeTexts.tooManyTries);
  const player = await findPlayerByUsername(db, username);
  let result: CodeCheck = { ok: false, reason: 'none' };
  if (player) {
    result = await inTransaction(db, async (trx) => {
      const checked = await checkCode(trx, { playerId: player.id, purpose: 'password_reset', code, consume: consumeCode, now });
      if (checked.ok && then) await then(trx, player);
      return checked;
    });
    if (result.ok) {
      await accounts.counters.release(missesKey, now.getTime());
      return;
    }
  }
  if (result.reason === 'tooManyTries') throw new ApiError(400, codeTexts.tooManyTries);
  // No open code (unknown username, none asked for, used up) or an expired one: the misses are
  // counted per username, and the 5th one ends the tries, as the 5th wrong try of a live code does.
  if (result.reason === 'none' || result.reason === 'expired') {
    const misses = await accounts.counters.hit(resetMissesKey(username), MISSES_WINDOW_MS, now.getTime());
    if (misses.count >= CODE_POLICY.maxWrongTries) throw new ApiError(400, codeTexts.tooManyTries);
  }
  throw new ApiError(400, codeTexts.invalid);
}

export function verifyResetCode(deps: AccountsDeps, input: { username: string; code: string; ip: string }): Promise<void> {
  return checkResetCode(deps, input, false);
}

/**
 * Limits of `changepasswordwithcode`, per network and per username, taken before anything else:
 * the new password's argon2id hash costs about 10 ms of CPU and 19 MiB, so it must never be
 * spent unmetered (a burst of requests would otherwise hash in parallel, limit or not).
 */
const recoveryAttemptRules = (username: string, ip: string): LimitRule[] => {
  const { attemptsPerNetwork, attemptsPerUsername } = LOCKOUT_POLICY.recovery;
  return [
    { key: `reset:attempts:net:${networkOf(ip)}`, ...attemptsPerNetwork, reason: 'dailyLimit' },
    { key: `reset:attempts:user:${username.toLowerCase()}`, ...attemptsPerUsername, reason: 'dailyLimit' },
  ];
};

export async function resetPasswordWithCode(deps: AccountsDeps, input: { username: string; code: string; password: string; ip: string }): Promise<void> {
  const { accounts } = deps;
  const limit = await consume(accounts.counters, recoveryAttemptRules(input.username, input.ip), accounts.clock.now());
  if (!limit.allowed) throw new ApiError(429, fillPlural(authTexts, 'tooManyAttempts', minutesLeft(limit.retryAfterMs)));
  // The code is checked (not yet used) first, so only a right code ever costs a hash; the hash is
  // made before the transaction that uses the code, which then stays short.
  await checkResetCode(deps, input, false);
  const passwordHash = await hashPassword(input.password);
  await checkResetCode(deps, input, true, (trx, player) => setPassword(deps, trx, player.id, input.password, passwordHash));
  // The owner has proved control of the account: login locks against it end here.
  await accounts.throttle.forgive({ account: input.username.toLowerCase(), network: networkOf(input.ip) });
}
