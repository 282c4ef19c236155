/**
 * Column types every module's tables use (`<name>.tables.ts`): how timestamps and money read and
 * write on both backends. They live beside the `Database` map so no module imports another's tables for them.
 */
import type { ColumnType } from 'kysely';

/** Timestamps: written as Date (or ISO text), read as Date on both backends. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric(18,2): read as a string such as "50.00"; written as a string. */
export type Money = ColumnType<string, string, string>;
/** A money column with a database default. */
export type GeneratedMoney = ColumnType<string, string | undefined, string>;
