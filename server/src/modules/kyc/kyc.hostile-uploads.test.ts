/**
 * POST /api/kyc/documents attacked with bodies a browser never sends, over raw HTTP: each is
 * refused with a 4xx envelope, nothing is stored, and the server keeps answering.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { newPlayer, startPaymentsApp, type PaymentsApp, type Player } from '../payments/payments.test-kit.js';
import { pngHeaderOnly, sampleJpeg, samplePdf, uploadDocument } from './kyc.test-kit.js';

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp();
});
after(async () => {
  await ctx?.close();
});

const BOUNDARY = 'arcadia-test-boundary';
const MULTIPART = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

/** A multipart body written by hand; `closed: false` leaves out the closing boundary. */
function form(parts: Part[], closed = true): Buffer {
  const pieces = parts.flatMap((p) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`),
    Buffer.from(p.body),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...pieces, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}

/**
 * POSTs `body` as given; `chunked` sends it in 64 KB chunks without a Content-Length. A server
 * that answers and closes before the body is sent shows as status 0 (the connection ended).
 */
function send(player: Player, headers: Record<string, string>, body: Buffer | string, chunked = false): Promise<{ status: number; body: { success?: boolean; message?: string; data?: { id?: number } } }> {
  return new Promise((resolve) => {
    const url = new URL(`${ctx.baseUrl}/api/kyc/documents`);
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { Authorization: `Bearer ${player.auth.token}`, ...headers, ...(chunked ? { 'Transfer-Encoding': 'chunked' } : {}) } },
      (response) => {
        let text = '';
        response.on('data', (d: Buffer) => (text += d.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: {} }));
    if (!chunked) return request.end(body);
    const bytes = Buffer.from(body);
    for (let at = 0; at < bytes.length; at += 65_536) request.write(bytes.subarray(at, at + 65_536));
    request.end();
  });
}

function assertRefused(answer: { status: number; body: { success?: boolean; message?: string } }, status: number, what: string) {
  assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer)}`);
  assert.equal(answer.body.success, false, what);
  assert.ok(answer.body.message, `${what}: a message`);
}

const storedFor = (player: Player) => ctx.app.db.selectFrom('kyc_documents').select('id').where('player_id', '=', player.id).execute();

describe('POST /api/kyc/documents, hostile bodies', () => {
  test('malformed forms are refused with 400 and store nothing', async () => {
    const player = await newPlayer(ctx);
    const jpeg = await sampleJpeg();
    const cases: [string, Record<string, string>, Buffer | string][] = [
      ['two files', MULTIPART, form([{ name: 'kind', body: 'selfie' }, { name: 'file', filename: 'a.jpg', type: 'image/jpeg', body: jpeg }, { name: 'file', filename: 'b.jpg', type: 'image/jpeg', body: jpeg }])],
      ['a file under another name before the file', MULTIPART, form([{ name: 'kind', body: 'selfie' }, { name: 'photo', filename: 'a.jpg', body: jpeg }, { name: 'file', filename: 'b.jpg', body: jpeg }])],
      ['no file part', MULTIPART, form([{ name: 'kind', body: 'selfie' }])],
      ['no closing boundary', MULTIPART, form([{ name: 'kind', body: 'selfie' }, { name: 'file', filename: 'a.jpg', body: jpeg.subarray(0, 200) }], false)],
      ['multipart without a boundary', { 'Content-Type': 'multipart/form-data' }, 'garbage'],
      ['a body that is not multipart', MULTIPART, 'garbage that is not multipart at all'],
      ['a kind of 5,000 characters', MULTIPART, form([{ name: 'kind', body: 'x'.repeat(5000) }, { name: 'file', filename: 'a.jpg', body: jpeg }])],
      ['a NUL byte in the kind', MULTIPART, form([{ name: 'kind', body: 'selfie\u0000' }, { name: 'file', filename: 'a.jpg', body: jpeg }])],
    ];
    for (const [what, headers, body] of cases) assertRefused(await send(player, headers, body), 400, what);
    assert.deepEqual(await storedFor(player), []);
  });

  test('a file above 8 MB is refused with 413, with a Content-Length and chunked without one, and nothing is stored', async () => {
    const player = await newPlayer(ctx);
    const big = form([{ name: 'kind', body: 'address' }, { name: 'file', filename: 'a.pdf', type: 'application/pdf', body: Buffer.concat([samplePdf(), Buffer.alloc(9 * 1024 * 1024)]) }]);
    assertRefused(await send(player, MULTIPART, big), 413, 'with a Content-Length');
    const chunked = await send(player, MULTIPART, big, true);
    // The server answers 413 once the limit is reached; a client still sending may see the connection end instead.
    if (chunked.status !== 0) assertRefused(chunked, 413, 'chunked');
    assert.deepEqual(await storedFor(player), []);
  });

  test('cut or bogus images are refused with 415 (413 for a header past 40 megapixels), and nothing is stored', async () => {
    const player = await newPlayer(ctx);
    const jpeg = await sampleJpeg({ width: 400, height: 300 });
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).png().toBuffer();
    const upload = (file: Buffer) => uploadDocument(ctx, player.auth.token, { kind: 'identity_front', file });
    assertRefused(await upload(png.subarray(0, Math.floor(png.length / 2))), 415, 'a truncated PNG');
    assertRefused(await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2))), 415, 'a truncated JPEG');
    assertRefused(await upload(pngHeaderOnly(65_535, 1).subarray(0, 20)), 415, 'a PNG cut inside its header');
    assertRefused(await upload(pngHeaderOnly(100_000, 100_000)), 413, 'a PNG header of 100,000 × 100,000 pixels and no data');
    assert.deepEqual(await storedFor(player), []);
  });

  test('a file name climbing out of folders is harmless: the file is taken, the name never used', async () => {
    const player = await newPlayer(ctx);
    const answer = await send(player, MULTIPART, form([{ name: 'kind', body: 'selfie' }, { name: 'file', filename: '../../../../etc/passwd', type: 'text/plain', body: await sampleJpeg() }]));
    assert.equal(answer.status, 200, JSON.stringify(answer));
    const id = answer.body.data!.id!;
    const file = await ctx.fetch(`/api/kyc/documents/${id}/file`, player.as());
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-disposition'), `attachment; filename="document-${id}.jpg"`);
    assert.equal(file.headers.get('content-type'), 'image/jpeg');
    assert.equal((await ctx.get('/api/kyc/status', player.as())).status, 200, 'the server still answers');
  });
});
