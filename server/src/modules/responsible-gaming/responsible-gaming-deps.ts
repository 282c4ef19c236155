import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** What the responsible-gaming rules (limits, exclusions) are given: the database and the time they see. */
export interface ResponsibleGamingDeps {
  db: Kysely<Database>;
  /** The time the rules see; tests move it forward. */
  now(): Date;
}
