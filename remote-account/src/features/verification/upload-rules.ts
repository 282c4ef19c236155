import { KYC_ACCEPTED_TYPES, KYC_MAX_FILE_BYTES } from '@arcadia/shared';

/** What the file input offers: any image (the phone's camera among them) and PDFs. */
export const ACCEPT = 'image/*,application/pdf';

/**
 * What is wrong with a chosen file before it is sent, or null. The server judges the bytes; this
 * only spares the player an upload that would be refused (a HEIC photo, a 20 MB scan). A file with
 * no declared type (some Android pickers give none) is sent: only its bytes can tell.
 */
export function fileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (file.type !== '' && !(KYC_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > KYC_MAX_FILE_BYTES) return 'size';
  return null;
}
