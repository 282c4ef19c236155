import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export const DOCUMENT_KINDS = ['identity_front', 'identity_back', 'selfie', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = 'pending' | 'approved' | 'rejected';
export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** Bytes: written as a Buffer, read as a Buffer (pg) or a Uint8Array (PGlite). */
type Bytes = ColumnType<Uint8Array | null, Uint8Array | null, Uint8Array | null>;

/** An uploaded identity document (migration 0120). */
export interface KycDocumentsTable {
  id: Generated<number>;
  player_id: number;
  kind: DocumentKind;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  content_type: DocumentContentType;
  byte_size: number;
  iv: Bytes;
  tag: Bytes;
  ciphertext: Bytes;
  reason: string | null;
  uploaded_at: Timestamp;
  decided_at: Timestamp | null;
  file_deleted_at: Timestamp | null;
}

/** The identity a reviewer read from the player's identity document. */
export interface KycIdentitiesTable {
  player_id: number;
  full_name: string;
  birth_date: ColumnType<Date | string, string, string>;
  national_id_digest: string | null;
  two_sided: ColumnType<boolean, boolean | undefined, boolean>;
  minor: ColumnType<boolean, boolean | undefined, boolean>;
  verified_at: Timestamp;
}

export type RegisterIdentifier = 'national_id' | 'phone' | 'email';
export type RegisterAttempt = 'registration' | 'fast_registration' | 'phone' | 'kyc_approval';

/** One keyed hash of an excluded person's identifier. */
export interface PersonExclusionRegisterTable {
  id: Generated<number>;
  exclusion_id: number;
  player_id: number;
  identifier: RegisterIdentifier;
  digest: string;
  until: Timestamp | null;
  created_at: Timestamp;
}

/** An attempt the register refused. */
export interface PersonExclusionMatchesTable {
  id: Generated<number>;
  entry_id: number;
  attempt: RegisterAttempt;
  player_id: number | null;
  attempted_at: Timestamp;
}

declare module '../../db/database.js' {
  interface Database {
    kyc_documents: KycDocumentsTable;
    kyc_identities: KycIdentitiesTable;
    person_exclusion_register: PersonExclusionRegisterTable;
    person_exclusion_matches: PersonExclusionMatchesTable;
  }
}
