import type { Executor } from '../../db/connect.js';
import { hashCode, newSixDigitCode } from './token.js';
import './auth.tables.js';

/** One-time codes: 6 digits, single use, valid 10 minutes, at most 5 wrong tries. */
export const CODE_POLICY = { ttlMs: 10 * 60_000, maxWrongTries: 5 } as const;

export type CodePurpose = 'phone' | 'password_reset';

/**
 * Creates a code for `target` (the phone number or e-mail address it is sent to). Earlier open
 * codes of the same purpose stop working: only the newest code counts.
 */
export async function issueCode(trx: Executor, args: { playerId: number; purpose: CodePurpose; target: string; now: Date }): Promise<string> {
  const code = newSixDigitCode();
  await trx
    .updateTable('verification_codes')
    .set({ superseded_at: args.now })
    .where('player_id', '=', args.playerId)
    .where('purpose', '=', args.purpose)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
  await trx
    .insertInto('verification_codes')
    .values({
      player_id: args.playerId,
      purpose: args.purpose,
      target: args.target,
      code_hash: hashCode(args.purpose, args.playerId, code),
      created_at: args.now,
      expires_at: new Date(args.now.getTime() + CODE_POLICY.ttlMs),
    })
    .execute();
  return code;
}

export type CodeCheck =
  | { ok: true; target: string }
  | { ok: false; reason: 'none' | 'expired' | 'tooManyTries' }
  | { ok: false; reason: 'wrong'; triesLeft: number };

/**
 * Checks `code` against the player's newest open code of `purpose`; with `consume` a correct
 * code is used up. A wrong code (or one for another `target`) costs a try; the fifth wrong try
 * closes the code. Must run inside a transaction: the row is locked so two concurrent checks
 * cannot both consume it or both spend the same try. The caller commits even on failure, so
 * the spent try is kept.
 */
export async function checkCode(
  trx: Executor,
  args: { playerId: number; purpose: CodePurpose; code: string; target?: string; consume: boolean; now: Date },
): Promise<CodeCheck> {
  const row = await trx
    .selectFrom('verification_codes')
    .select(['id', 'target', 'code_hash', 'attempts', 'expires_at'])
    .where('player_id', '=', args.playerId)
    .where('purpose', '=', args.purpose)
    .where('consumed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'none' };
  if (new Date(row.expires_at).getTime() <= args.now.getTime()) return { ok: false, reason: 'expired' };
  if (row.attempts >= CODE_POLICY.maxWrongTries) return { ok: false, reason: 'tooManyTries' };

  const matches = row.code_hash === hashCode(args.purpose, args.playerId, args.code) && (args.target === undefined || args.target === row.target);
  if (!matches) {
    const attempts = row.attempts + 1;
    await trx.updateTable('verification_codes').set({ attempts }).where('id', '=', row.id).execute();
    const triesLeft = CODE_POLICY.maxWrongTries - attempts;
    return triesLeft > 0 ? { ok: false, reason: 'wrong', triesLeft } : { ok: false, reason: 'tooManyTries' };
  }
  if (args.consume) {
    await trx.updateTable('verification_codes').set({ consumed_at: args.now }).where('id', '=', row.id).execute();
  }
  return { ok: true, target: row.target };
}
