/**
 * Helpers for tests that need identity verification: sample files, an upload over HTTP, and
 * `verifyByAdmin`, which verifies a player the way an operator does (identity and address
 * documents uploaded by the player, approved through the admin API).
 */
import assert from 'node:assert/strict';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp, TestResponse } from '../../testing/test-app.js';
import { kycTexts } from './kyc.texts.js';

/* Bodies are read as `any`, as the test app's own helpers do. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A small JPEG photo; `gps` adds EXIF with a GPS position and a camera serial number. */
export async function sampleJpeg(options: { gps?: boolean; width?: number; height?: number } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg();
  if (!options.gps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'ArcadiaCam', Model: 'Leaky One', Software: 'camera firmware 1.0' },
      IFD2: { BodySerialNumber: 'SERIAL-0042-TRACEABLE' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 2100/100', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 4500/100' },
    })
    .toBuffer();
}

export async function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 1 } } }).png().toBuffer();
}

/**
 * A PNG of just its signature, its header declaring `width` × `height` (8-bit greyscale) and its
 * end: no image data. What a decompression bomb's header looks like, at a few dozen bytes.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

export const samplePdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** POSTs `kyc/documents` as a browser's form would; `kind` or `file` may be left out. */
export async function uploadDocument(ctx: TestApp, token: string, fields: { kind?: string; file?: Buffer; filename?: string; type?: string }, locale: 'tr' | 'en' = 'en'): Promise<TestResponse<any>> {
  const form = new FormData();
  if (fields.kind !== undefined) form.append('kind', fields.kind);
  if (fields.file !== undefined) form.append('file', new Blob([fields.file], { type: fields.type ?? 'image/jpeg' }), fields.filename ?? 'photo.jpg');
  return ctx.fetch('/api/kyc/documents', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, Locale: locale } }) as Promise<TestResponse<any>>;
}

/** A GET (no body) or POST (JSON body) to the admin API. */
export function adminRequest(ctx: TestApp, path: string, body?: unknown, locale: 'tr' | 'en' = 'en'): Promise<TestResponse<any>> {
  const headers = adminAuth(ctx, locale);
  return ctx.fetch(path, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) }) as Promise<TestResponse<any>>;
}

/** Admin headers for the app's ADMIN_TOKEN, from an address of their own (the admin API throttles per address). */
export function adminAuth(ctx: TestApp, locale: 'tr' | 'en' = 'en'): Record<string, string> {
  assert.ok(ctx.config.adminToken, 'verifyByAdmin needs an app started with an adminToken');
  return { Authorization: `Bearer ${ctx.config.adminToken}`, Locale: locale, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` };
}

/**
 * Verifies a player as an operator would: the player uploads an identity document and a proof of
 * address, and the admin API approves both (the identity with the account's own name and date of
 * birth). Afterwards `kyc/status` answers `verified`.
 */
export async function verifyByAdmin(ctx: TestApp, player: { auth: { token: string }; payload: Record<string, unknown> }): Promise<void> {
  assert.ok(ctx.config.adminToken, 'verifyByAdmin needs an app started with an adminToken');
  await verifyOverHttp({ baseUrl: ctx.baseUrl, adminToken: ctx.config.adminToken, token: player.auth.token, registration: player.payload });
}

/** `verifyByAdmin` against any site: its URL, its admin token, the player's token and registration. */
export async function verifyOverHttp(site: { baseUrl: string; adminToken: string; token: string; registration: Record<string, unknown> }): Promise<void> {
  const file = await sampleJpeg();
  const ids: number[] = [];
  for (const kind of ['identity_front', 'address']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([file], { type: 'image/jpeg' }), 'document.jpg');
    const res = await fetch(`${site.baseUrl}/api/kyc/documents`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${site.token}` } });
    const text = await res.text();
    assert.equal(res.status, 200, text);
    ids.push(JSON.parse(text).data.id);
  }
  const { registration } = site;
  const identity = { fullName: `${String(registration.name)} ${String(registration.surname)}`, birthDate: String(registration.birthDate ?? '1990-05-17') };
  const admin = { Authorization: `Bearer ${site.adminToken}`, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` };
  for (const [index, id] of ids.entries()) {
    const res = await fetch(`${site.baseUrl}/api/admin/kyc/documents/${id}/approve`, { method: 'POST', headers: admin, body: JSON.stringify(index === 0 ? identity : {}) });
    assert.equal(res.status, 200, await res.text());
  }
  const status = await fetch(`${site.baseUrl}/api/kyc/status`, { headers: { Authorization: `Bearer ${site.token}` } });
  assert.equal(((await status.json()) as { data: { level: string } }).data.level, 'verified');
}

/** The notices identity decisions send: tests about other notifications leave out those `verifyByAdmin` caused. */
export function isVerificationNotice(row: { title_en: string }): boolean {
  return [kycTexts.noteApprovedTitle.en, kycTexts.noteVerifiedTitle.en, kycTexts.noteRejectedTitle.en, kycTexts.noteMinorTitle.en].includes(row.title_en);
}
