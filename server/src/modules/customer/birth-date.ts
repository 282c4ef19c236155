import type { Executor } from '../../db/connect.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { authTexts } from '../auth/auth.texts.js';
import { customerTexts } from './customer.texts.js';

/**
 * Whether the player's date of birth is on record. The full registration always gives one; the
 * fast one may not, and then `POST customer/birthdate` is required before the first deposit.
 */
export async function birthDateKnown(db: Executor, playerId: number): Promise<boolean> {
  const row = await db.selectFrom('players').select('birth_date').where('id', '=', playerId).executeTakeFirst();
  return row !== undefined && row.birth_date !== null;
}

/**
 * Records the date of birth (YYYY-MM-DD, already checked: a real date, 18 or older) of a player who
 * has none. A date on record is never replaced: the player cannot rewrite their age. One conditional
 * update, so two requests at once cannot both write.
 */
export async function saveBirthDate(db: Executor, playerId: number, birthDate: string, now: Date): Promise<void> {
  const updated = await db
    .updateTable('players')
    .set({ birth_date: birthDate, updated_at: now })
    .where('id', '=', playerId)
    .where('birth_date', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (updated) return;
  if (!(await db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst())) throw new ApiError(401, authTexts.unauthorized);
  throw new ApiError(422, customerTexts.birthDateOnRecord);
}
