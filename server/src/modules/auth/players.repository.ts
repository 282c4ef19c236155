import { sql } from 'kysely';
import type { LanguageCode } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import { networkOf } from './limits/network.js';
import './auth.tables.js';

/** The player row fields the account flows need. */
export interface PlayerRow {
  id: number;
  usercode: string;
  username: string;
  email: string;
  name: string;
  surname: string;
  phone: string;
  sms_verified: boolean;
  personal_no: string | null;
  password_hash: string;
}

const playerColumns = ['id', 'usercode', 'username', 'email', 'name', 'surname', 'phone', 'sms_verified', 'personal_no', 'password_hash'] as const;

export function findPlayerByUsername(db: Executor, username: string): Promise<PlayerRow | undefined> {
  return db
    .selectFrom('players')
    .select(playerColumns)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findPlayerById(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<PlayerRow | undefined> {
  const query = db.selectFrom('players').select(playerColumns).where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db.selectFrom('players').select('id').where(sql<string>`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('players').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}

/** Whether another account has verified `phone`. */
export async function phoneVerifiedElsewhere(db: Executor, phone: string, exceptPlayerId?: number): Promise<boolean> {
  let query = db.selectFrom('players').select('id').where('phone', '=', phone).where('sms_verified', '=', true);
  if (exceptPlayerId !== undefined) query = query.where('id', '<>', exceptPlayerId);
  return Boolean(await query.executeTakeFirst());
}

export async function countryExists(db: Executor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst());
}

/** A country's name in the reader's language. */
export const countryName = (names: { name_tr: string; name_en: string }, locale: LanguageCode): string =>
  locale === 'tr' ? names.name_tr : names.name_en;

/** The registration form's countries in the reader's language: Türkiye first, then alphabetical in that language. */
export async function listCountries(db: Executor, locale: LanguageCode): Promise<{ id: number; name: string }[]> {
  const rows = await db.selectFrom('countries').select(['id', 'name_tr', 'name_en', 'sort_order']).execute();
  const named = rows.map((r) => ({ id: r.id, name: countryName(r, locale), order: r.sort_order }));
  named.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, locale));
  return named.map(({ id, name }) => ({ id, name }));
}

/**
 * Whether the player has logged in (or registered) from `network` since their last password
 * change, among their `recent` newest sessions. Only what the server recorded counts: a
 * fingerprint header is the client's to choose, so it proves nothing. A password change forgets
 * the networks before it, so a thief's network stops counting once the owner takes the account back.
 */
export async function hasLoggedInFromNetwork(db: Executor, playerId: number, network: string, recent: number): Promise<boolean> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.player_id')
    .select('sessions.ip')
    .where('sessions.player_id', '=', playerId)
    .where((eb) => eb.or([eb('players.password_changed_at', 'is', null), eb('sessions.created_at', '>=', eb.ref('players.password_changed_at'))]))
    .orderBy('sessions.created_at', 'desc')
    .limit(recent)
    .execute();
  return rows.some((row) => networkOf(row.ip) === network);
}

/** The PostgreSQL unique-violation constraint behind an error, if it is one. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e || e.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  const m = /unique constraint "([^"]+)"/.exec(String(e.message ?? ''));
  return m ? m[1]! : 'unknown';
}
