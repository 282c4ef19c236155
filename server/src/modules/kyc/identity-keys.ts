/**
 * The two keys identity verification works with, both derived (HKDF-SHA256) from the one server key
 * KYC_ENCRYPTION_KEY, so a key for one purpose never serves the other:
 *  - the document key: AES-256-GCM over each stored file, the player and the kind bound in as
 *    associated data (a file moved to another player's row fails to decrypt);
 *  - the register key: HMAC-SHA256 over the person exclusion register's identifiers.
 * Replacing KYC_ENCRYPTION_KEY makes the stored files unreadable and the register's digests
 * unmatched: keep it for as long as the documents and exclusions it protects.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { DocumentKind, RegisterIdentifier } from './kyc.tables.js';

export interface SealedFile {
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

export interface IdentityKeys {
  seal(file: Buffer, owner: { playerId: number; kind: DocumentKind }): SealedFile;
  open(sealed: { iv: Uint8Array; tag: Uint8Array; ciphertext: Uint8Array }, owner: { playerId: number; kind: DocumentKind }): Buffer;
  /** The register's digest of an identifier already normalised (see `normalisedIdentifier`). */
  digest(identifier: RegisterIdentifier, value: string): string;
}

const derive = (key: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `arcadia ${purpose}`, 32));
const associatedData = (owner: { playerId: number; kind: DocumentKind }) => Buffer.from(`kyc-document:${owner.playerId}:${owner.kind}`);

export function identityKeys(serverKey: Buffer): IdentityKeys {
  const documentKey = derive(serverKey, 'identity documents');
  const registerKey = derive(serverKey, 'person exclusion register');
  return {
    seal(file, owner) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', documentKey, iv);
      cipher.setAAD(associatedData(owner));
      const ciphertext = Buffer.concat([cipher.update(file), cipher.final()]);
      return { iv, tag: cipher.getAuthTag(), ciphertext };
    },
    open(sealed, owner) {
      const decipher = createDecipheriv('aes-256-gcm', documentKey, Buffer.from(sealed.iv));
      decipher.setAAD(associatedData(owner));
      decipher.setAuthTag(Buffer.from(sealed.tag));
      return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext)), decipher.final()]);
    },
    digest(identifier, value) {
      return createHmac('sha256', registerKey).update(`${identifier}:${value}`).digest('hex');
    },
  };
}
