/**
 * The person exclusion register. A self-exclusion or an operator exclusion closes play to the
 * person, not only to the account it was taken on: their national ID, phone and e-mail (of that
 * account and of every account verified to the same person) enter the register as keyed hashes,
 * and a registration, a phone verification or an identity approval that brings one of them is
 * refused while the exclusion runs, with a message that does not say why. Each refusal is recorded
 * against the entry that matched, for the operator.
 */
import type { Kysely, Transaction } from 'kysely';
import { normalizePhone } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import type { IdentityKeys } from './identity-keys.js';
import type { RegisterAttempt, RegisterIdentifier } from './kyc.tables.js';
import { kycTexts } from './kyc.texts.js';
import './kyc.tables.js';

/** What a person is known by, as given (any spelling): each is normalised before it is hashed. */
export interface PersonIdentifiers {
  nationalId?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** The spelling an identifier is hashed in, or null when it cannot identify anybody. */
export function normalisedIdentifier(identifier: RegisterIdentifier, raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  if (identifier === 'national_id') {
    const digits = raw.replace(/\s+/g, '');
    return /^[1-9]\d{10}$/.test(digits) ? digits : null;
  }
  if (identifier === 'phone') return normalizePhone(raw);
  const email = raw.normalize('NFC').trim().toLowerCase();
  return email.includes('@') ? email : null;
}

export interface RegisterMatch {
  entryId: number;
  /** The account whose exclusion the entry belongs to. */
  playerId: number;
  identifier: RegisterIdentifier;
}

export class PersonRegister {
  constructor(private readonly keys: IdentityKeys) {}

  /** The register's digests of whichever identifiers are usable. */
  digestsOf(person: PersonIdentifiers): { identifier: RegisterIdentifier; digest: string }[] {
    const out: { identifier: RegisterIdentifier; digest: string }[] = [];
    const add = (identifier: RegisterIdentifier, raw: string | null | undefined) => {
      const value = normalisedIdentifier(identifier, raw);
      if (value !== null) out.push({ identifier, digest: this.keys.digest(identifier, value) });
    };
    add('national_id', person.nationalId);
    add('phone', person.phone);
    add('email', person.email);
    return out;
  }

  /** The national ID's digest as `kyc_identities` keeps it, or null. */
  nationalIdDigest(raw: string | null | undefined): string | null {
    const value = normalisedIdentifier('national_id', raw);
    return value === null ? null : this.keys.digest('national_id', value);
  }

  /**
   * Enters the person of `playerId` under the exclusion `exclusionId`, inside its transaction: the
   * account's national ID, phone and e-mail, the national ID its verified identity holds, and the
   * same of every other account verified to the same person. Returns those other accounts, which
   * the exclusion then closes too.
   */
  async enter(trx: Transaction<Database>, entry: { exclusionId: number; playerId: number; until: Date | null; now: Date }): Promise<number[]> {
    const person = await identifiersOfAccount(trx, entry.playerId);
    const nationalDigests = [
      ...this.digestsOf({ nationalId: person.personalNo }).map((d) => d.digest),
      ...(person.verifiedNationalIdDigest ? [person.verifiedNationalIdDigest] : []),
    ];
    const linked =
      nationalDigests.length === 0
        ? []
        : (
            await trx
              .selectFrom('kyc_identities')
              .select('player_id')
              .where('national_id_digest', 'in', nationalDigests)
              .where('player_id', '<>', entry.playerId)
              .orderBy('player_id')
              .execute()
          ).map((r) => Number(r.player_id));
    const digests = new Map<string, RegisterIdentifier>();
    for (const account of [person, ...(await Promise.all(linked.map((id) => identifiersOfAccount(trx, id))))]) {
      for (const d of this.digestsOf({ nationalId: account.personalNo, phone: account.phone, email: account.email })) digests.set(d.digest, d.identifier);
      if (account.verifiedNationalIdDigest) digests.set(account.verifiedNationalIdDigest, 'national_id');
    }
    if (digests.size > 0) {
      await trx
        .insertInto('person_exclusion_register')
        .values([...digests].map(([digest, identifier]) => ({ exclusion_id: entry.exclusionId, player_id: entry.playerId, identifier, digest, until: entry.until, created_at: entry.now })))
        .execute();
    }
    return linked;
  }

  /** The running entry one of the identifiers matches, other than the entries of `exceptPlayerId`'s own exclusions. */
  async match(db: Executor, person: PersonIdentifiers, now: Date, exceptPlayerId: number | null = null): Promise<RegisterMatch | null> {
    const digests = this.digestsOf(person).map((d) => d.digest);
    if (digests.length === 0) return null;
    let query = db
      .selectFrom('person_exclusion_register')
      .select(['id', 'player_id', 'identifier'])
      .where('digest', 'in', digests)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]));
    if (exceptPlayerId !== null) query = query.where('player_id', '<>', exceptPlayerId);
    const row = await query.orderBy('id').limit(1).executeTakeFirst();
    return row ? { entryId: Number(row.id), playerId: Number(row.player_id), identifier: row.identifier } : null;
  }

  /**
   * Refuses (422, the neutral message) an attempt whose identifiers match a running entry, after
   * recording the match in a transaction of its own: the attempt changes nothing else.
   */
  async refuseExcludedPerson(db: Kysely<Database>, person: PersonIdentifiers, attempt: RefusedAttempt): Promise<void> {
    const match = await this.match(db, person, attempt.now, attempt.playerId);
    if (match) await this.refuse(db, match, attempt);
  }

  /**
   * Records the attempt `match` refused (which the operator sees on the excluded account) and
   * throws the refusal: 422 and the neutral message, the same for every attempt, so nobody learns
   * from it that the person is excluded. Call it outside the attempt's own transaction, or after it
   * rolled back, so the record stays and nothing else does.
   */
  async refuse(db: Kysely<Database>, match: RegisterMatch, attempt: RefusedAttempt): Promise<never> {
    await inTransaction(db, (trx) =>
      trx.insertInto('person_exclusion_matches').values({ entry_id: match.entryId, attempt: attempt.kind, player_id: attempt.playerId, attempted_at: attempt.now }).execute(),
    );
    throw new ApiError(422, kycTexts.cannotOpenAccount);
  }
}

/** An attempt the register may refuse: what it was, by which account (null: a registration), when. */
export interface RefusedAttempt {
  kind: RegisterAttempt;
  playerId: number | null;
  now: Date;
}

interface AccountIdentifiers {
  personalNo: string | null;
  phone: string | null;
  email: string | null;
  verifiedNationalIdDigest: string | null;
}

async function identifiersOfAccount(db: Executor, playerId: number): Promise<AccountIdentifiers> {
  const row = await db
    .selectFrom('players')
    .leftJoin('kyc_identities', 'kyc_identities.player_id', 'players.id')
    .select(['players.personal_no', 'players.phone', 'players.email', 'kyc_identities.national_id_digest'])
    .where('players.id', '=', playerId)
    .executeTakeFirst();
  return { personalNo: row?.personal_no ?? null, phone: row?.phone ?? null, email: row?.email ?? null, verifiedNationalIdDigest: row?.national_id_digest ?? null };
}

/** The register's entries of one account's exclusions and the attempts each refused, newest first (the operator's view). */
export async function registerOfPlayer(db: Executor, playerId: number, limit = 500) {
  const entries = await db
    .selectFrom('person_exclusion_register')
    .select(['id', 'exclusion_id', 'identifier', 'until', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const matches = await db
    .selectFrom('person_exclusion_matches')
    .innerJoin('person_exclusion_register', 'person_exclusion_register.id', 'person_exclusion_matches.entry_id')
    .select(['person_exclusion_matches.id', 'person_exclusion_matches.entry_id', 'person_exclusion_register.identifier', 'person_exclusion_matches.attempt', 'person_exclusion_matches.player_id', 'person_exclusion_matches.attempted_at'])
    .where('person_exclusion_register.player_id', '=', playerId)
    .orderBy('person_exclusion_matches.id', 'desc')
    .limit(limit)
    .execute();
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    entries: entries.map((e) => ({ id: Number(e.id), exclusionId: Number(e.exclusion_id), identifier: e.identifier, until: e.until === null ? null : iso(e.until), createdAt: iso(e.created_at) })),
    matches: matches.map((m) => ({
      id: Number(m.id),
      entryId: Number(m.entry_id),
      identifier: m.identifier,
      attempt: m.attempt,
      playerId: m.player_id === null ? null : Number(m.player_id),
      attemptedAt: iso(m.attempted_at),
    })),
  };
}
