/**
 * Identity verification (`/api/kyc/*`): the documents a player uploads and what they allow. Amounts
 * in lira, times ISO 8601.
 */

/** The kinds of document, in the order the verification page shows them. */
export const KYC_DOCUMENT_KINDS = ['identity_front', 'identity_back', 'selfie', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];
export type KycDocumentStatus = 'pending' | 'approved' | 'rejected';
/** verified: an identity document (both sides when it has two) and a proof of address approved. */
export type KycLevel = 'none' | 'pending' | 'verified' | 'rejected';

export interface KycDocument {
  id: number;
  kind: KycDocumentKind;
  status: KycDocumentStatus;
  /** The reviewer's reason for a rejection, else null. */
  reason: string | null;
  uploadedAt: string;
}

export interface KycStatus {
  level: KycLevel;
  /** Newest first. */
  documents: KycDocument[];
  /** What the player has deposited, and may deposit in all, before their identity is verified. */
  depositsBeforeVerification: { used: number; limit: number };
  /** The kinds of document verification still needs (the back too when the reviewer said the identity document has two sides). */
  required?: KycDocumentKind[];
  /** Whether a withdrawal waits for verification now: not once verified, nor for a player whose identity showed them under 18 (their account is closed to play; they may take their cash out). */
  withdrawalsNeedVerification?: boolean;
}

/** The files the server takes, by their bytes: JPEG, PNG or PDF. */
export const KYC_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The largest file the server takes, in bytes (8 MB). */
export const KYC_MAX_FILE_BYTES = 8 * 1024 * 1024;

/**
 * `data.kyc` of a refusal by the identity gates: a withdrawal before verification, or a deposit
 * past what an unverified player may deposit (then with `used` and `limit`).
 */
export interface KycRefusal {
  kyc: { level: KycLevel; used?: number; limit?: number };
}

/** The refusal's `data.kyc` when an error is one of the identity gates, else null. */
export function kycRefusalOf(data: unknown): KycRefusal['kyc'] | null {
  const kyc = (data as { kyc?: unknown } | null)?.kyc;
  if (typeof kyc !== 'object' || kyc === null) return null;
  const level = (kyc as { level?: unknown }).level;
  return level === 'none' || level === 'pending' || level === 'verified' || level === 'rejected' ? (kyc as KycRefusal['kyc']) : null;
}
