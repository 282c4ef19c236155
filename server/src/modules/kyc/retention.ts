/**
 * What identity verification keeps, and for how long. The files of a closed account (one closed to
 * play indefinitely: an indefinite self-exclusion, an operator's indefinite exclusion; a holder under
 * 18 is closed only until their 18th birthday) are deleted KYC_RETENTION_DAYS after it closed; the
 * documents' rows, with their kinds and decisions, stay on record.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { PersonRegister } from './person-register.js';
import './kyc.tables.js';

const DAY_MS = 24 * 3600_000;

/** Deletes the files of accounts closed at least `retentionDays` before `now`; returns how many. */
export async function deleteExpiredDocumentFiles(db: Kysely<Database>, now: Date, retentionDays: number): Promise<number> {
  const closedBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const result = await db
    .updateTable('kyc_documents')
    .set({ iv: null, tag: null, ciphertext: null, file_deleted_at: now })
    .where('file_deleted_at', 'is', null)
    .where('player_id', 'in', (eb) =>
      eb
        .selectFrom('responsible_gaming_exclusions')
        .select('player_id')
        .where('until', 'is', null)
        .where('type', 'in', ['selfexclusion', 'operator'])
        .where('starts_at', '<=', closedBefore),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Enters in the register the running self-exclusions and operator exclusions it does not hold yet
 * (those taken before the register existed); returns how many.
 */
export async function enterRunningExclusions(db: Kysely<Database>, register: PersonRegister, now: Date): Promise<number> {
  const missing = await db
    .selectFrom('responsible_gaming_exclusions as e')
    .select(['e.id', 'e.player_id', 'e.until'])
    .where('e.type', 'in', ['selfexclusion', 'operator'])
    .where((eb) => eb.or([eb('e.until', 'is', null), eb('e.until', '>', now)]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('person_exclusion_register as r').select(sql`1`.as('one')).whereRef('r.exclusion_id', '=', 'e.id'))))
    .orderBy('e.id')
    .execute();
  for (const exclusion of missing) {
    await inTransaction(db, (trx) =>
      register.enter(trx, { exclusionId: Number(exclusion.id), playerId: Number(exclusion.player_id), until: exclusion.until === null ? null : new Date(exclusion.until), now }),
    );
  }
  return missing.length;
}
