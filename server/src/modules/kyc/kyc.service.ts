/**
 * Identity verification: the player's documents and level, the upload, the operator's decisions,
 * and the two gates it puts on money (withdrawals wait for `verified`; deposits stop at
 * KYC_DEPOSIT_THRESHOLD in total until then).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ageOn, MINIMUM_AGE, NotificationType, TransactionStatus, TransactionType, isValidTurkishId } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { ApiError } from '../../plugins/app/api-error.js';
import { interpolate } from '../../plugins/app/messages.js';
import type { SessionStore } from '../auth/session-store.js';
import { addNotification } from '../notifications/notifications.service.js';
import { liraText } from '../payments/payments.texts.js';
import { startExclusionIn } from '../responsible-gaming/exclusions.js';
import { fromKurus, toKurus } from '../wallet/money.js';
import { prepareDocument } from './document-files.js';
import type { IdentityKeys } from './identity-keys.js';
import type { DocumentContentType, DocumentKind, DocumentStatus } from './kyc.tables.js';
import { KIND_NAMES, kycTexts } from './kyc.texts.js';
import type { PersonRegister, RegisterMatch } from './person-register.js';

type Localized = { tr: string; en: string };

export type KycLevel = 'none' | 'pending' | 'verified' | 'rejected';

/** A player may have at most this many documents waiting for review. */
export const MAX_PENDING_DOCUMENTS = 10;
/** A rejection's reason, shown to the player, is 1 to this many characters. */
export const MAX_REASON = 500;

/** What identity verification is given by the app (see identity.plugin.ts). */
export interface Identity {
  keys: IdentityKeys;
  register: PersonRegister;
  /** Deposits allowed before verification, in kuruş in total. */
  depositThresholdKurus: number;
}

export interface KycDeps {
  db: Kysely<Database>;
  identity: Identity;
  sessions: SessionStore;
  now(): Date;
}

export interface DocumentView {
  id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  reason: string | null;
  uploadedAt: string;
}

export interface KycStatus {
  level: KycLevel;
  documents: DocumentView[];
  /** Lira: what the player has deposited so far, and what they may deposit before verification. */
  depositsBeforeVerification: { used: number; limit: number };
  /** The kinds still to be approved before the player is verified (see `requiredKinds`). */
  required: DocumentKind[];
  /**
   * Whether a withdrawal waits for verification now (`refuseWithdrawalUntilVerified`): false once
   * verified, and for a player whose identity showed them under 18 until their 18th birthday.
   */
  withdrawalsNeedVerification: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);

/**
 * The level the documents give. Verified: an approved identity front (and back, when the reviewer
 * said the document has two sides) and an approved proof of address; once verified, a later
 * rejection of another upload changes nothing. Otherwise pending while anything waits for review,
 * rejected when a needed kind's newest upload was rejected, else none.
 */
export function levelOf(documents: readonly { kind: DocumentKind; status: DocumentStatus }[], twoSided: boolean): KycLevel {
  const needed = neededKinds(twoSided);
  // `documents` are newest first: the first of a kind is its newest.
  const stateOf = (kind: DocumentKind) => (documents.some((d) => d.kind === kind && d.status === 'approved') ? 'approved' : documents.find((d) => d.kind === kind)?.status);
  if (needed.every((kind) => stateOf(kind) === 'approved')) return 'verified';
  if (documents.some((d) => d.status === 'pending')) return 'pending';
  if (needed.some((kind) => stateOf(kind) === 'rejected')) return 'rejected';
  return 'none';
}

/** The kinds verification needs approved: the identity's back too once the reviewer said it has two sides. */
const neededKinds = (twoSided: boolean): DocumentKind[] => (twoSided ? ['identity_front', 'identity_back', 'address'] : ['identity_front', 'address']);

/**
 * The kinds still to be approved before the player is verified, whether or not an upload of them
 * waits for review: `identity_front` and `address` at first; `identity_back` joins them when the
 * front is approved as two-sided, which the level alone cannot tell the player. Empty once verified.
 */
export function requiredKinds(documents: readonly { kind: DocumentKind; status: DocumentStatus }[], twoSided: boolean): DocumentKind[] {
  return neededKinds(twoSided).filter((kind) => !documents.some((d) => d.kind === kind && d.status === 'approved'));
}

async function documentsOf(db: Executor, playerId: number): Promise<DocumentView[]> {
  const rows = await db
    .selectFrom('kyc_documents')
    .select(['id', 'kind', 'status', 'reason', 'uploaded_at'])
    .where('player_id', '=', playerId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, status: r.status, reason: r.reason, uploadedAt: iso(r.uploaded_at) }));
}

/** The identity verified on the account; `lock` (in a transaction) holds its row until the transaction ends. */
async function identityOf(db: Executor, playerId: number, lock = false) {
  const query = db
    .selectFrom('kyc_identities')
    .select(['full_name', sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'), 'national_id_digest', 'two_sided', 'minor'])
    .where('player_id', '=', playerId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Under 18 at `now` by the date of birth on the verified identity: a minor's account stays closed to play until then. */
const minorOn = (identity: { birth_date: string } | undefined, now: Date) => identity !== undefined && ageOn(identity.birth_date, now) < MINIMUM_AGE;

/** The player's level, and whether their identity shows them under 18 at `now`. */
export async function levelOfPlayer(db: Executor, playerId: number, now: Date): Promise<{ level: KycLevel; minor: boolean }> {
  const { level, identity } = await verificationOf(db, playerId);
  return { level, minor: minorOn(identity, now) };
}

/** The player's documents and verified identity, and the level they give. */
async function verificationOf(db: Executor, playerId: number) {
  const [documents, identity] = await Promise.all([documentsOf(db, playerId), identityOf(db, playerId)]);
  const twoSided = identity?.two_sided ?? false;
  return { documents, identity, twoSided, level: levelOf(documents, twoSided) };
}

/** Every deposit the player has asked for but those rejected or cancelled, in kuruş (as deposit limits count them). */
async function depositedKurus(db: Executor, playerId: number): Promise<bigint> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('player_id', '=', playerId)
    .where('type', '=', TransactionType.Deposit)
    .where('status', 'not in', [TransactionStatus.Rejected, TransactionStatus.Cancelled])
    .executeTakeFirstOrThrow();
  return toKurus(row.total);
}

const lira = (kurus: bigint | number) => Number(fromKurus(BigInt(kurus)));

export async function kycStatus(deps: Pick<KycDeps, 'db' | 'identity'>, playerId: number, now = new Date()): Promise<KycStatus> {
  const [{ documents, identity, twoSided, level }, used] = await Promise.all([verificationOf(deps.db, playerId), depositedKurus(deps.db, playerId)]);
  return {
    level,
    documents,
    depositsBeforeVerification: { used: lira(used), limit: lira(deps.identity.depositThresholdKurus) },
    required: requiredKinds(documents, twoSided),
    withdrawalsNeedVerification: level !== 'verified' && !minorOn(identity, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Gates on money.

/**
 * Refuses (422, nothing written) a withdrawal before the player is verified. A player whose
 * identity shows them under 18 may still take their cash out: their account is closed to play.
 */
export async function refuseWithdrawalUntilVerified(db: Executor, playerId: number, now: Date): Promise<void> {
  const { level, minor } = await levelOfPlayer(db, playerId, now);
  if (level === 'verified' || minor) return;
  throw new ApiError(422, kycTexts.withdrawalNeedsVerification, { kyc: { level } });
}

/**
 * Refuses (422) a deposit of `amount` lira that would take an unverified player's deposits past
 * the threshold. Call it in the transaction that inserts the payment, after the wallet lock, so a
 * player's deposits queue and each counts those before it.
 */
export async function refuseDepositPastThreshold(trx: Transaction<Database>, playerId: number, amount: string, thresholdKurus: number): Promise<void> {
  const { level } = await verificationOf(trx, playerId);
  if (level === 'verified') return;
  const used = await depositedKurus(trx, playerId);
  if (used + toKurus(amount) <= BigInt(thresholdKurus)) return;
  const values = (locale: 'tr' | 'en') => ({ used: liraText(fromKurus(used))[locale], limit: liraText(fromKurus(BigInt(thresholdKurus)))[locale] });
  throw new ApiError(
    422,
    { tr: interpolate(kycTexts.depositNeedsVerification.tr, values('tr')), en: interpolate(kycTexts.depositNeedsVerification.en, values('en')) },
    { kyc: { level, used: lira(used), limit: lira(thresholdKurus) } },
  );
}

// ---------------------------------------------------------------------------------------------
// Uploads and files.

async function pendingCount(db: Executor, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('kyc_documents')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Stores an uploaded document (pending). Refused, with nothing stored: a player with 10 documents
 * waiting already (429; counted before the file is decoded, so a full queue costs no decoding, and
 * again under a lock on the player, so parallel uploads cannot pass it), a file that is not JPEG,
 * PNG or PDF by its bytes (415), an image above 40 megapixels (413).
 */
export async function uploadDocument(deps: KycDeps, playerId: number, kind: DocumentKind, file: Buffer): Promise<{ id: number; status: 'pending' }> {
  if ((await pendingCount(deps.db, playerId)) >= MAX_PENDING_DOCUMENTS) throw new ApiError(429, kycTexts.tooManyPending);
  const prepared = await prepareDocument(file);
  if (!prepared.ok) throw prepared.problem === 'pixels' ? new ApiError(413, kycTexts.tooManyPixels) : new ApiError(415, kycTexts.wrongType);
  const sealed = deps.identity.keys.seal(prepared.bytes, { playerId, kind });
  return inTransaction(deps.db, async (trx) => {
    await trx.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().executeTakeFirst();
    if ((await pendingCount(trx, playerId)) >= MAX_PENDING_DOCUMENTS) throw new ApiError(429, kycTexts.tooManyPending);
    const row = await trx
      .insertInto('kyc_documents')
      .values({
        player_id: playerId,
        kind,
        content_type: prepared.contentType,
        byte_size: prepared.bytes.length,
        iv: sealed.iv,
        tag: sealed.tag,
        ciphertext: sealed.ciphertext,
        uploaded_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), status: 'pending' as const };
  });
}

/**
 * A stored document's bytes. `owner`: the player asking (another player's document is answered
 * exactly as a missing one, 404); null for the operator.
 */
export async function documentFile(deps: Pick<KycDeps, 'db' | 'identity'>, id: number, owner: number | null): Promise<{ bytes: Buffer; contentType: DocumentContentType; kind: DocumentKind }> {
  let query = deps.db.selectFrom('kyc_documents').select(['player_id', 'kind', 'content_type', 'iv', 'tag', 'ciphertext']).where('id', '=', id);
  if (owner !== null) query = query.where('player_id', '=', owner);
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(404, kycTexts.notFound);
  if (!row.ciphertext || !row.iv || !row.tag) throw new ApiError(410, kycTexts.fileDeleted);
  const bytes = deps.identity.keys.open({ iv: row.iv, tag: row.tag, ciphertext: row.ciphertext }, { playerId: Number(row.player_id), kind: row.kind });
  return { bytes, contentType: row.content_type, kind: row.kind };
}

// ---------------------------------------------------------------------------------------------
// The operator's queue and decisions.

export interface QueueItem {
  id: number;
  playerId: number;
  username: string;
  kind: DocumentKind;
  status: DocumentStatus;
  uploadedAt: string;
}

/** Documents of one status, oldest first. */
export async function reviewQueue(db: Executor, query: { status: DocumentStatus; skip: number; take: number }): Promise<{ items: QueueItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('kyc_documents')
      .innerJoin('players', 'players.id', 'kyc_documents.player_id')
      .select(['kyc_documents.id', 'kyc_documents.player_id', 'players.username', 'kyc_documents.kind', 'kyc_documents.status', 'kyc_documents.uploaded_at'])
      .where('kyc_documents.status', '=', query.status)
      .orderBy('kyc_documents.id')
      .offset(query.skip)
      .limit(query.take)
      .execute(),
    db.selectFrom('kyc_documents').select(sql<number>`count(*)::int`.as('n')).where('status', '=', query.status).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ id: Number(r.id), playerId: Number(r.player_id), username: r.username, kind: r.kind, status: r.status, uploadedAt: iso(r.uploaded_at) })),
    total: total.n,
  };
}

export interface IdentityReading {
  /** As read from the document. */
  fullName?: string | undefined;
  /** YYYY-MM-DD. */
  birthDate?: string | undefined;
  nationalId?: string | undefined;
  /** The identity document has a back side, which must be approved too. */
  twoSided?: boolean | undefined;
}

/** A name as it is compared: letters only, case and Turkish diacritics folded, single spaces. */
export function comparableName(name: string): string {
  return name
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

const fill = (text: Localized, values: { tr: Record<string, string>; en: Record<string, string> }): Localized => ({ tr: interpolate(text.tr, values.tr), en: interpolate(text.en, values.en) });
const same = (value: string): { tr: Record<string, string>; en: Record<string, string> } => ({ tr: { account: value }, en: { account: value } });

interface DocumentForDecision {
  id: number;
  player_id: number;
  kind: DocumentKind;
  status: DocumentStatus;
}

/** The document, locked, still waiting for a decision (404, 409 otherwise). */
async function pendingDocument(trx: Transaction<Database>, id: number): Promise<DocumentForDecision> {
  const row = await trx.selectFrom('kyc_documents').select(['id', 'player_id', 'kind', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new ApiError(404, kycTexts.notFound);
  if (row.status !== 'pending') throw new ApiError(409, kycTexts.alreadyDecided);
  return { id: Number(row.id), player_id: Number(row.player_id), kind: row.kind, status: row.status };
}

export interface Decision {
  status: 'approved' | 'rejected';
  level: KycLevel;
  /** The verified identity shows the holder under 18 today: the account is closed to play until their 18th birthday. */
  minor: boolean;
  message: Localized;
}

/** The day a person born on `birthDate` (YYYY-MM-DD) turns 18, at 00:00 UTC, as `ageOn` counts it (29 February: 1 March). */
export function adulthoodOf(birthDate: string): Date {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + MINIMUM_AGE, month - 1, day));
}

/**
 * Approves a document. An identity document (front; the back may repeat it) needs the name and
 * date of birth read from it: a name or date that differs from the account's, or from the
 * identity already verified, is refused (422; the reviewer rejects instead). A holder under 18
 * closes the account to play until their 18th birthday (an operator exclusion: deposits, stakes
 * and bonuses are refused, withdrawals of cash stay open). An identity whose national ID, or an
 * account whose phone or e-mail, matches an excluded person is refused with the neutral message
 * and nothing changed but the match, recorded for the operator. The player is told over the hub
 * and in their list; `audit` writes the operator's row in the same transaction.
 *
 * Everything is read in the transaction, under locks on the document, the player and their
 * verified identity: two approvals of one player's documents at once queue, and the second checks
 * and extends the identity the first wrote (its two sides, its national ID) instead of overwriting it.
 */
export async function approveDocument(deps: KycDeps, id: number, reading: IdentityReading, audit: (trx: Transaction<Database>) => Promise<void>): Promise<Decision> {
  const now = deps.now();
  if (reading.nationalId !== undefined && !isValidTurkishId(reading.nationalId)) throw new ApiError(400, kycTexts.badNationalId);
  const outcome = await inTransaction(deps.db, async (trx): Promise<{ decision: Decision } | { refusedBy: RegisterMatch; playerId: number }> => {
    const document = await pendingDocument(trx, id);
    const playerId = document.player_id;
    const isIdentity = document.kind === 'identity_front' || document.kind === 'identity_back';
    if (document.kind === 'identity_front' && (!reading.fullName?.trim() || !reading.birthDate)) throw new ApiError(400, kycTexts.identityRequired);
    const givesIdentity = isIdentity && Boolean(reading.fullName?.trim() && reading.birthDate);
    if (givesIdentity) {
      const age = ageOn(reading.birthDate!, now);
      if (Number.isNaN(age) || age < 0 || age > 120) throw new ApiError(400, kycTexts.badBirthDate);
    }

    const player = await trx
      .selectFrom('players')
      .select(['name', 'surname', 'personal_no', 'phone', 'email', sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date')])
      .where('id', '=', playerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const verified = await identityOf(trx, playerId, true);
    if (givesIdentity) {
      const accountName = `${player.name} ${player.surname}`;
      if (comparableName(reading.fullName!) !== comparableName(accountName)) throw new ApiError(422, fill(kycTexts.nameMismatch, same(accountName)));
      if (player.birth_date !== null && player.birth_date !== reading.birthDate) throw new ApiError(422, fill(kycTexts.birthDateMismatch, same(player.birth_date)));
      if (reading.nationalId !== undefined && player.personal_no !== null && player.personal_no !== reading.nationalId) throw new ApiError(422, kycTexts.nationalIdMismatch);
      if (verified) {
        const onRecord = `${verified.full_name}, ${verified.birth_date}`;
        if (comparableName(verified.full_name) !== comparableName(reading.fullName!) || verified.birth_date !== reading.birthDate) throw new ApiError(422, fill(kycTexts.identityMismatch, same(onRecord)));
      }
    }
    // The person exclusion register: the national ID read, and the account's own identifiers. The
    // match is recorded once this transaction has rolled back, so the refusal changes nothing else.
    const match = await deps.identity.register.match(trx, { nationalId: reading.nationalId ?? player.personal_no, phone: player.phone, email: player.email }, now, playerId);
    if (match) return { refusedBy: match, playerId };

    await trx.updateTable('kyc_documents').set({ status: 'approved', reason: null, decided_at: now }).where('id', '=', document.id).execute();
    let minor = minorOn(verified, now);
    if (givesIdentity) {
      minor = ageOn(reading.birthDate!, now) < MINIMUM_AGE;
      const nationalIdDigest = deps.identity.register.nationalIdDigest(reading.nationalId ?? player.personal_no) ?? verified?.national_id_digest ?? null;
      const twoSided = (verified?.two_sided ?? false) || reading.twoSided === true;
      await trx
        .insertInto('kyc_identities')
        .values({ player_id: playerId, full_name: reading.fullName!.trim(), birth_date: reading.birthDate!, national_id_digest: nationalIdDigest, two_sided: twoSided, minor, verified_at: now })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ national_id_digest: nationalIdDigest, two_sided: twoSided, minor }))
        .execute();
      // A fast registration may have no date of birth yet: the document's becomes the account's.
      await trx.updateTable('players').set({ birth_date: reading.birthDate!, updated_at: now }).where('id', '=', playerId).where('birth_date', 'is', null).execute();
      if (minor && !verified?.minor) {
        const until = adulthoodOf(reading.birthDate!);
        await startExclusionIn(trx, { db: deps.db, now: () => now, sessions: deps.sessions, personRegister: deps.identity.register }, playerId, { type: 'operator', until, by: 'operator', detail: kycTexts.minorExclusionReason.en }, null, now).catch((error: unknown) => {
          // An exclusion that ends later (or never) already runs: the account stays closed to play either way.
          if (!(error instanceof ApiError && error.statusCode === 422)) throw error;
        });
      }
    }
    const { level } = await levelOfPlayer(trx, playerId, now);
    const kind = KIND_NAMES[document.kind];
    const note = minor && givesIdentity
      ? { type: NotificationType.System, title: kycTexts.noteMinorTitle, note: kycTexts.noteMinor }
      : level === 'verified'
        ? { type: NotificationType.System, title: kycTexts.noteVerifiedTitle, note: fill(kycTexts.noteVerified, { tr: { kind: capitalised(kind.tr) }, en: { kind: kind.en } }) }
        : { type: NotificationType.System, title: kycTexts.noteApprovedTitle, note: fill(kycTexts.noteApproved, { tr: { kind: capitalised(kind.tr) }, en: { kind: kind.en } }) };
    await addNotification(trx, playerId, note);
    await audit(trx);
    return { decision: { status: 'approved', level, minor, message: minor && givesIdentity ? kycTexts.approvedMinor : kycTexts.approved } };
  });
  if ('decision' in outcome) return outcome.decision;
  return deps.identity.register.refuse(deps.db, outcome.refusedBy, { kind: 'kyc_approval', playerId: outcome.playerId, now });
}

/** Rejects a document with a reason shown to the player, who is told over the hub and in their list. */
export async function rejectDocument(deps: KycDeps, id: number, reason: string, audit: (trx: Transaction<Database>) => Promise<void>): Promise<Decision> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const document = await pendingDocument(trx, id);
    await trx.updateTable('kyc_documents').set({ status: 'rejected', reason, decided_at: now }).where('id', '=', document.id).execute();
    const kind = KIND_NAMES[document.kind];
    const withReason = /[.!?]$/.test(reason) ? reason : `${reason}.`;
    await addNotification(trx, document.player_id, {
      type: NotificationType.System,
      title: kycTexts.noteRejectedTitle,
      note: fill(kycTexts.noteRejected, { tr: { kind: capitalised(kind.tr), reason: withReason }, en: { kind: kind.en, reason: withReason } }),
    });
    await audit(trx);
    const { level, minor } = await levelOfPlayer(trx, document.player_id, now);
    return { status: 'rejected', level, minor, message: kycTexts.rejected };
  });
}
