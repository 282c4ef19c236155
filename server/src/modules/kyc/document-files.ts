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
 * The width and height an image's header declares, read from the bytes themselves, or null when
 * the header is cut short. sharp reads no dimensions from a file without image data, so a header
 * claiming 100,000 × 100,000 pixels and nothing else would otherwise pass for a broken file (415)
 * rather than the oversized image it announces (413).
 */
export function declaredDimensions(bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): { width: number; height: number } | null {
  if (contentType === 'image/png') {
    // The signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4).
    if (bytes.length < 24 || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  // JPEG: the segments after the start marker, up to the frame header (SOF0 to SOF15 but DHT,
  // JPG and DAC), whose height and width follow its length and sample precision.
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data or the end before any frame header
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/**
 * Re-encodings at once in this process. A 40-megapixel photo takes over 100 MB while it is decoded
 * and re-encoded, so four at once could take the server's memory; further uploads wait their turn.
 */
export const MAX_CONCURRENT_ENCODINGS = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than MAX_CONCURRENT_ENCODINGS run; later callers wait their turn, in order. */
export async function withEncodingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= MAX_CONCURRENT_ENCODINGS) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so a newcomer cannot overtake it.
    const next = waiting.shift();
    if (next) next();
    else encoding -= 1;
  }
}

/**
 * The bytes to store. An image is refused above MAX_DOCUMENT_PIXELS as its header declares them
 * (before any decoding), then decoded, turned upright by its EXIF orientation (which is then
 * dropped with the rest), and encoded again in its own format, at most MAX_CONCURRENT_ENCODINGS at
 * once. A file that claims to be an image but does not decode is refused as of another type.
 */
export async function prepareDocument(bytes: Buffer): Promise<PreparedFile> {
  const contentType = sniffContentType(bytes);
  if (contentType === null) return { ok: false, problem: 'type' };
  if (contentType === 'application/pdf') return { ok: true, bytes, contentType };
  const declared = declaredDimensions(bytes, contentType);
  if (declared && declared.width * declared.height > MAX_DOCUMENT_PIXELS) return { ok: false, problem: 'pixels' };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return { ok: false, problem: 'type' };
  }
  if (!width || !height) return { ok: false, problem: 'type' };
  if (width * height > MAX_DOCUMENT_PIXELS) return { ok: false, problem: 'pixels' };
  return withEncodingSlot<PreparedFile>(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_DOCUMENT_PIXELS, failOn: 'error' }).rotate();
      const encoded = contentType === 'image/jpeg' ? await image.jpeg({ quality: 90, mozjpeg: false }).toBuffer() : await image.png().toBuffer();
      return { ok: true, bytes: encoded, contentType };
    } catch {
      return { ok: false, problem: 'type' };
    }
  });
}
