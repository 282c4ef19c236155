/**
 * What an uploaded file is, judged by its bytes (never its name or declared type), and the form it
 * is stored in: images re-encoded by sharp, which writes no metadata unless asked (so no EXIF, GPS
 * position or camera serial survives), PDFs as uploaded.
 */
import sharp from 'sharp';
import type { DocumentContentType } from './kyc.tables.js';

/** The largest file accepted, in bytes. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** The largest image accepted, in pixels (a 40-megapixel camera's photo; more is a decompression bomb). */
export const MAX_DOCUMENT_PIXELS = 40_000_000;

/** The type the bytes say, or null for anything but JPEG, PNG and PDF. */
export function sniffContentType(bytes: Buffer): DocumentContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export type PreparedFile =
  | { ok: true; bytes: Buffer; contentType: DocumentContentType }
  | { ok: false; problem: 'type' | 'pixels' };

/**
 * The bytes to store. An image is decoded (at most MAX_DOCUMENT_PIXELS, read from its header
 * before any decoding), turned upright by its EXIF orientation (which is then dropped with the
 * rest), and encoded again in its own format. A file that claims to be an image but does not
 * decode is refused as of another type.
 */
export async function prepareDocument(bytes: Buffer): Promise<PreparedFile> {
  const contentType = sniffContentType(bytes);
  if (contentType === null) return { ok: false, problem: 'type' };
  if (contentType === 'application/pdf') return { ok: true, bytes, contentType };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return { ok: false, problem: 'type' };
  }
  if (!width || !height) return { ok: false, problem: 'type' };
  if (width * height > MAX_DOCUMENT_PIXELS) return { ok: false, problem: 'pixels' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_DOCUMENT_PIXELS, failOn: 'error' }).rotate();
    const encoded = contentType === 'image/jpeg' ? await image.jpeg({ quality: 90, mozjpeg: false }).toBuffer() : await image.png().toBuffer();
    return { ok: true, bytes: encoded, contentType };
  } catch {
    return { ok: false, problem: 'type' };
  }
}
