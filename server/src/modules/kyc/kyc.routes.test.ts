import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import sharp from 'sharp';
import { ageOn } from '@arcadia/shared/core';
import { inTransaction } from '../../db/transaction.js';
import { bearer, fastRegistration, validTurkishId } from '../auth/accounts.test-kit.js';
import { post } from '../wallet/wallet.service.js';
import {
  balancesOfPlayer,
  cardDetail,
  countRows,
  ibanPayoutDetail,
  newPlayer,
  paymentsOf,
  playerWithMoney,
  startPaymentsApp,
  type PaymentsApp,
  type Player,
} from '../payments/payments.test-kit.js';
import { activeExclusion } from '../responsible-gaming/exclusions.js';
import { adulthoodOf, MAX_PENDING_DOCUMENTS } from './kyc.service.js';
import { UPLOADS_PER_HOUR } from './kyc.routes.js';
import { adminAuth, adminRequest, pngHeaderOnly, sampleJpeg, samplePdf, samplePng, uploadDocument, verifyByAdmin } from './kyc.test-kit.js';

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp();
});
after(async () => {
  await ctx?.close();
});

const upload = (player: Player, fields: Parameters<typeof uploadDocument>[2], locale: 'tr' | 'en' = 'en') => uploadDocument(ctx, player.auth.token, fields, locale);
const admin = (path: string, body?: unknown) => adminRequest(ctx, path, body);
const approve = (id: number, body: unknown = {}) => admin(`/api/admin/kyc/documents/${id}/approve`, body);
const reject = (id: number, reason: string) => admin(`/api/admin/kyc/documents/${id}/reject`, { reason });
async function statusOf(player: Player, locale: 'tr' | 'en' = 'en') {
  const res = await ctx.get('/api/kyc/status', player.as(locale));
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}
async function uploaded(player: Player, kind: string, file?: Buffer): Promise<number> {
  const res = await upload(player, { kind, file: file ?? (await sampleJpeg()) });
  assert.equal(res.status, 200, res.text);
  return res.body.data.id;
}
const documentRows = (player: Player) => ctx.app.db.selectFrom('kyc_documents').selectAll().where('player_id', '=', player.id).orderBy('id').execute();
const identityOf = (player: Player) => ({ fullName: `${String(player.payload.name)} ${String(player.payload.surname)}`, birthDate: String(player.payload.birthDate) });
async function auditRows(route: string) {
  return ctx.app.db.selectFrom('admin_audit').selectAll().where('route', '=', route).orderBy('id').execute();
}
async function notificationsOf(player: Player, locale: 'tr' | 'en') {
  const res = await ctx.post('/api/customer/notification', { skip: 0, take: 20 }, player.as(locale));
  assert.equal(res.status, 200, res.text);
  return res.body.data as { title: string; note: string }[];
}

describe('GET /api/kyc/status', () => {
  test('requires authentication', async () => {
    assert.equal((await ctx.get('/api/kyc/status')).status, 401);
  });

  test('a new player has no documents, level none, and the whole deposit allowance before verification', async () => {
    const player = await newPlayer(ctx);
    assert.deepEqual(await statusOf(player), { level: 'none', documents: [], depositsBeforeVerification: { used: 0, limit: 2000 }, required: ['identity_front', 'address'], withdrawalsNeedVerification: true });
  });

  test('required lists the kinds still to be approved: a waiting upload still counts, an approved one no longer does', async () => {
    const player = await newPlayer(ctx);
    const address = await uploaded(player, 'address', samplePdf());
    assert.deepEqual((await statusOf(player)).required, ['identity_front', 'address']);
    assert.equal((await approve(address)).status, 200);
    assert.deepEqual((await statusOf(player)).required, ['identity_front']);
  });
});

describe('POST /api/kyc/documents', () => {
  test('requires authentication, and stores nothing without it', async () => {
    const res = await uploadDocument(ctx, 'not-a-token', { kind: 'selfie', file: await sampleJpeg() });
    assert.equal(res.status, 401);
    assert.equal(res.body.success, false);
  });

  test('a JPEG, a PNG and a PDF are stored pending; the status lists them newest first and the level is pending', async () => {
    const player = await newPlayer(ctx);
    const jpeg = await upload(player, { kind: 'identity_front', file: await sampleJpeg() });
    assert.equal(jpeg.status, 200, jpeg.text);
    assert.deepEqual(Object.keys(jpeg.body.data).sort(), ['id', 'status']);
    assert.equal(jpeg.body.data.status, 'pending');
    await uploaded(player, 'selfie', await samplePng());
    // Judged by its bytes: a PDF sent as "photo.png" of type image/png is a PDF.
    const pdf = await upload(player, { kind: 'address', file: samplePdf(), filename: 'photo.png', type: 'image/png' });
    assert.equal(pdf.status, 200, pdf.text);
    const data = await statusOf(player);
    assert.equal(data.level, 'pending');
    assert.deepEqual(data.documents.map((d: { kind: string; status: string; reason: unknown }) => [d.kind, d.status, d.reason]), [
      ['address', 'pending', null],
      ['selfie', 'pending', null],
      ['identity_front', 'pending', null],
    ]);
    const rows = await documentRows(player);
    assert.deepEqual(rows.map((r) => r.content_type), ['image/jpeg', 'image/png', 'application/pdf']);
  });

  test('a file of another type is refused with 415 whatever its name and declared type, and nothing is stored', async () => {
    const player = await newPlayer(ctx);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
    for (const file of [gif, Buffer.from('<html><script>alert(1)</script></html>'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')])]) {
      const res = await upload(player, { kind: 'identity_front', file, filename: 'id.jpg', type: 'image/jpeg' }, 'tr');
      assert.equal(res.status, 415, res.text);
      assert.equal(res.body.success, false);
      assert.match(res.body.message, /JPEG, PNG veya PDF/);
    }
    assert.equal((await documentRows(player)).length, 0);
  });

  test('a file above 8 MB is refused with 413 and nothing is stored', async () => {
    const player = await newPlayer(ctx);
    const big = Buffer.concat([samplePdf(), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(player, { kind: 'address', file: big, type: 'application/pdf' });
    assert.equal(res.status, 413, res.text);
    assert.equal(res.body.success, false);
    assert.match(res.body.message, /8 MB/);
    assert.equal((await documentRows(player)).length, 0);
  });

  test('a file of just under 8 MB is taken', async () => {
    const player = await newPlayer(ctx);
    const scan = Buffer.concat([samplePdf(), Buffer.alloc(8 * 1024 * 1024 - samplePdf().length - 1, 0x20)]);
    const res = await upload(player, { kind: 'address', file: scan, type: 'application/pdf' });
    assert.equal(res.status, 200, res.text);
    assert.equal((await documentRows(player))[0]?.byte_size, scan.length);
  });

  test('a body announced far above 8 MB is refused before it is read', async () => {
    const player = await newPlayer(ctx);
    const res = await ctx.fetch('/api/kyc/documents', {
      method: 'POST',
      headers: { ...bearer(player.auth.token).headers, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
      body: 'x',
    }).catch((error: unknown) => error as Error);
    // The server answers 413 at once; a client still sending may see the connection end instead.
    if (!(res instanceof Error)) assert.equal(res.status, 413);
    assert.equal((await documentRows(player)).length, 0);
  });

  test('an image above 40 megapixels is refused with 413 and nothing is stored', async () => {
    const player = await newPlayer(ctx);
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#888' } }).jpeg({ quality: 10 }).toBuffer();
    assert.ok(huge.length < 8 * 1024 * 1024, 'the file itself is small');
    const res = await upload(player, { kind: 'identity_front', file: huge });
    assert.equal(res.status, 413, res.text);
    assert.match(res.body.message, /40 megapixels/);
    assert.equal((await documentRows(player)).length, 0);
  });

  test('a PNG whose header declares more than 40 megapixels and carries no image data is refused with 413, not taken for a broken file', async () => {
    const player = await newPlayer(ctx);
    for (const [width, height] of [[100_000, 100_000], [8000, 6000]]) {
      const res = await upload(player, { kind: 'identity_front', file: pngHeaderOnly(width!, height!), type: 'image/png', filename: 'id.png' });
      assert.equal(res.status, 413, res.text);
      assert.match(res.body.message, /40 megapixels/);
    }
    assert.equal((await documentRows(player)).length, 0);
  });

  test('a missing or unknown kind, or a missing file, is refused with 400 and nothing is stored', async () => {
    const player = await newPlayer(ctx);
    const file = await sampleJpeg();
    for (const fields of [{ file }, { kind: 'passport', file }, { kind: '', file }, { kind: 'selfie' }]) {
      const res = await upload(player, fields);
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.success, false);
    }
    const json = await ctx.post('/api/kyc/documents', { kind: 'selfie', file: 'aGVsbG8=' }, player.as());
    assert.equal(json.status, 400, json.text);
    assert.equal((await documentRows(player)).length, 0);
  });

  test('the 11th document waiting for review is refused with 429 and not stored; a decision makes room', async () => {
    const player = await newPlayer(ctx);
    const file = await sampleJpeg();
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await uploaded(player, 'selfie', file));
    const over = await upload(player, { kind: 'selfie', file });
    assert.equal(over.status, 429, over.text);
    assert.equal((await documentRows(player)).length, 10);
    assert.equal((await reject(ids[0]!, 'Blurred')).status, 200);
    assert.equal((await upload(player, { kind: 'selfie', file })).status, 200);
  });

  test('with 10 documents waiting, the next upload is refused with 429 before its file is looked at', async () => {
    const player = await newPlayer(ctx);
    const file = await sampleJpeg();
    for (let i = 0; i < MAX_PENDING_DOCUMENTS; i += 1) await uploaded(player, 'selfie', file);
    // A file that would be refused for its pixels (413) or its type (415) gets the queue's answer: nothing was decoded.
    for (const over of [pngHeaderOnly(100_000, 100_000), Buffer.from('not an image')]) {
      const res = await upload(player, { kind: 'selfie', file: over });
      assert.equal(res.status, 429, res.text);
      assert.match(res.body.message, /10 documents waiting/);
    }
    assert.equal((await documentRows(player)).length, MAX_PENDING_DOCUMENTS);
  });

  test('14 uploads at once leave exactly 10 documents waiting; the other 4 are refused with 429', async () => {
    const player = await newPlayer(ctx);
    const file = await sampleJpeg();
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(player, { kind: 'selfie', file })));
    assert.deepEqual(answers.map((r) => r.status).sort(), [...Array(10).fill(200), ...Array(4).fill(429)]);
    assert.equal((await documentRows(player)).length, 10);
    assert.equal((await statusOf(player)).documents.length, 10);
  });

  test(`a player's uploads past ${UPLOADS_PER_HOUR} an hour are refused with 429 before the body is read, whatever became of the earlier ones; another player is not held back`, async () => {
    const player = await newPlayer(ctx);
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) {
      // Refused files count too: each one was read and looked at.
      assert.equal((await upload(player, { kind: 'selfie', file: Buffer.from('not an image') })).status, 415);
    }
    for (const locale of ['en', 'tr'] as const) {
      const res = await upload(player, { kind: 'selfie', file: await sampleJpeg() }, locale);
      assert.equal(res.status, 429, res.text);
      assert.match(res.body.message, locale === 'en' ? /many documents in a short time\. Please try again in 60 minutes\./ : /çok sayıda belge yüklediniz/);
      assert.ok(res.body.data.retryAfterSeconds > 3500 && res.body.data.retryAfterSeconds <= 3600, JSON.stringify(res.body.data));
    }
    assert.equal((await documentRows(player)).length, 0);
    const other = await newPlayer(ctx);
    assert.equal((await upload(other, { kind: 'selfie', file: await sampleJpeg() })).status, 200);
  });
});

describe('stored documents', () => {
  test('a JPEG with GPS EXIF is stored re-encoded without metadata and encrypted at rest; the operator downloads it clean', async () => {
    const player = await newPlayer(ctx);
    const original = await sampleJpeg({ gps: true });
    assert.ok((await sharp(original).metadata()).exif, 'the uploaded photo carries EXIF');
    assert.ok(original.includes('SERIAL-0042-TRACEABLE') && original.includes('ArcadiaCam'), 'with the camera serial and make');
    const id = await uploaded(player, 'identity_front', original);

    const [row] = await documentRows(player);
    assert.ok(row?.ciphertext, 'the file is stored');
    const stored = Buffer.from(row.ciphertext);
    assert.notEqual(stored.subarray(0, 3).toString('hex'), 'ffd8ff', 'not a JPEG as stored: encrypted');
    assert.equal(row.iv?.length, 12);
    assert.equal(row.tag?.length, 16);

    const res = await admin(`/api/admin/kyc/documents/${id}/file`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/jpeg');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="document-\d+\.jpg"$/);
    const bytes = Buffer.from(await (await fetch(`${ctx.baseUrl}/api/admin/kyc/documents/${id}/file`, { headers: adminAuth(ctx) })).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.exif, undefined, 'no EXIF');
    assert.deepEqual([meta.width, meta.height], [64, 48]);
    for (const secret of ['SERIAL-0042-TRACEABLE', 'ArcadiaCam', 'Exif']) assert.ok(!bytes.includes(secret), `no ${secret} in the file`);
  });

  test('a PDF is kept as uploaded', async () => {
    const player = await newPlayer(ctx);
    const id = await uploaded(player, 'address', samplePdf());
    const res = await fetch(`${ctx.baseUrl}/api/admin/kyc/documents/${id}/file`, { headers: adminAuth(ctx) });
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), samplePdf());
  });

  test('a player reads their own document; another player\'s is not found (404), as is one that does not exist', async () => {
    const owner = await newPlayer(ctx);
    const other = await newPlayer(ctx);
    const id = await uploaded(owner, 'selfie', await samplePng());
    const own = await fetch(`${ctx.baseUrl}/api/kyc/documents/${id}/file`, owner.as());
    assert.equal(own.status, 200);
    assert.equal(own.headers.get('content-type'), 'image/png');
    assert.equal(own.headers.get('cache-control'), 'no-store');
    const theirs = await ctx.get(`/api/kyc/documents/${id}/file`, other.as());
    assert.equal(theirs.status, 404);
    assert.equal(theirs.body.success, false);
    assert.equal((await ctx.get('/api/kyc/documents/999999999/file', other.as())).status, 404);
    assert.equal((await ctx.get(`/api/kyc/documents/${id}/file`)).status, 401);
  });
});

describe('GET /api/admin/kyc', () => {
  test('requires the admin token', async () => {
    assert.equal((await ctx.get('/api/admin/kyc')).status, 401);
    assert.equal((await ctx.get(`/api/admin/kyc/documents/1/file`)).status, 401);
  });

  test('the queue lists pending documents oldest first with the player, paged', async () => {
    const player = await newPlayer(ctx);
    const first = await uploaded(player, 'identity_front');
    const second = await uploaded(player, 'address', samplePdf());
    const res = await admin('/api/admin/kyc?status=pending&skip=0&take=200');
    assert.equal(res.status, 200, res.text);
    const { items, total } = res.body.data;
    assert.ok(total >= 2);
    const mine = items.filter((i: { playerId: number }) => i.playerId === player.id);
    assert.deepEqual(mine.map((i: { id: number; username: string; kind: string; status: string }) => [i.id, i.username, i.kind, i.status]), [
      [first, player.username, 'identity_front', 'pending'],
      [second, player.username, 'address', 'pending'],
    ]);
    const ids = items.map((i: { id: number }) => i.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b), 'oldest first');
    const page = await admin('/api/admin/kyc?status=pending&skip=1&take=1');
    assert.equal(page.body.data.items.length, 1);
    assert.equal(page.body.data.items[0].id, ids[1]);
    assert.equal((await admin('/api/admin/kyc?status=lost')).status, 400);
    assert.equal((await admin('/api/admin/kyc?take=0')).status, 400);
  });
});

describe('POST /api/admin/kyc/documents/:id/approve and reject', () => {
  test('approving the identity and the address verifies the player; each decision notifies them and writes its audit row', async () => {
    const player = await newPlayer(ctx);
    const identity = await uploaded(player, 'identity_front');
    const address = await uploaded(player, 'address', samplePdf());
    const before = (await auditRows('/api/admin/kyc/documents/:id/approve')).length;

    const first = await approve(identity, identityOf(player));
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body.data, { status: 'approved', level: 'pending', minor: false });
    assert.equal((await statusOf(player)).level, 'pending');
    const second = await approve(address);
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.data.level, 'verified');
    assert.equal((await statusOf(player)).level, 'verified');

    const audits = (await auditRows('/api/admin/kyc/documents/:id/approve')).slice(before);
    assert.deepEqual(audits.map((a) => [a.status, a.outcome, (a.params as { params: { id: number } }).params.id]), [
      [200, 'ok', identity],
      [200, 'ok', address],
    ]);
    const en = await notificationsOf(player, 'en');
    assert.equal(en[0]?.title, 'Your identity is verified');
    assert.match(en[0]!.note, /proof of address is approved/);
    assert.equal(en[1]?.title, 'Your document is approved');
    const tr = await notificationsOf(player, 'tr');
    assert.equal(tr[0]?.title, 'Kimliğiniz doğrulandı');
    const hub = await ctx.app.db.selectFrom('event_outbox').select('payload').where('topic', '=', 'hub.message').execute();
    assert.ok(hub.some((e) => JSON.stringify(e.payload).includes(`"playerId":${player.id}`)), 'each decision is pushed over the hub');
  });

  test('a rejection keeps its reason for the player, notifies them in both languages and is audited', async () => {
    const player = await newPlayer(ctx);
    const id = await uploaded(player, 'identity_front');
    const res = await reject(id, 'The photo is blurred');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'rejected');
    const data = await statusOf(player);
    assert.equal(data.level, 'rejected');
    assert.deepEqual([data.documents[0].status, data.documents[0].reason], ['rejected', 'The photo is blurred']);
    assert.equal((await notificationsOf(player, 'en'))[0]?.note, 'Your identity document (front) was rejected: The photo is blurred. You can upload a new one on the Verification page.');
    assert.match((await notificationsOf(player, 'tr'))[0]!.note, /^Kimlik belgesinin ön yüzü reddedildi: The photo is blurred\./);
    const audits = await auditRows('/api/admin/kyc/documents/:id/reject');
    assert.equal(audits.at(-1)?.status, 200);
    assert.deepEqual((audits.at(-1)?.params as { body: unknown }).body, { reason: 'The photo is blurred' });
  });

  test('refusals change nothing and are audited: bad input, a name or date of birth that differs, a second decision', async () => {
    const player = await newPlayer(ctx);
    const id = await uploaded(player, 'identity_front');
    const notifications = await countRows(ctx, 'notifications');
    for (const body of [{}, { fullName: 'Ayşe Yılmaz' }, { ...identityOf(player), birthDate: '17/05/1990' }, { ...identityOf(player), nationalId: '123' }, { ...identityOf(player), extra: 1 }]) {
      assert.equal((await approve(id, body)).status, 400, JSON.stringify(body));
    }
    const otherName = await approve(id, { ...identityOf(player), fullName: 'Zeynep Kaya' });
    assert.equal(otherName.status, 422);
    assert.match(otherName.body.message, /name on the document differs/);
    const otherBirth = await approve(id, { ...identityOf(player), birthDate: '1991-05-17' });
    assert.equal(otherBirth.status, 422);
    assert.match(otherBirth.body.message, /date of birth on the document differs/);
    // Case, spacing and Turkish letters are not a different name.
    for (const body of [{ reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, {}]) {
      assert.equal((await admin(`/api/admin/kyc/documents/${id}/reject`, body)).status, 400, JSON.stringify(body));
    }
    assert.equal((await documentRows(player))[0]?.status, 'pending');
    assert.equal(await countRows(ctx, 'notifications'), notifications);
    const refused = (await auditRows('/api/admin/kyc/documents/:id/approve')).filter((a) => (a.params as { params: { id: number } }).params.id === id);
    assert.ok(refused.length >= 7 && refused.every((a) => a.outcome === 'rejected'), 'each refusal has its audit row');

    const approved = await approve(id, { fullName: '  ayse   YILMAZ ', birthDate: String(player.payload.birthDate) });
    assert.equal(approved.status, 200, approved.text);
    assert.equal((await approve(id, identityOf(player))).status, 409);
    assert.equal((await reject(id, 'Too late')).status, 409);
    assert.equal((await approve(999_999_999)).status, 404);
  });

  test('a rejected document cannot be approved (409), nor decided again; it stays rejected with its reason', async () => {
    const player = await newPlayer(ctx);
    const id = await uploaded(player, 'address', samplePdf());
    assert.equal((await reject(id, 'Older than three months')).status, 200);
    const again = await approve(id);
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.success, false);
    assert.equal(again.body.message, 'This document has already been decided.');
    assert.equal((await reject(id, 'Twice')).status, 409);
    const [row] = await documentRows(player);
    assert.deepEqual([row?.status, row?.reason], ['rejected', 'Older than three months']);
  });

  test('a two-sided identity document: with the front and the address approved the player is not verified, kyc/status requires the back, and the approved back verifies them', async () => {
    const player = await playerWithMoney(ctx, '300');
    const front = await uploaded(player, 'identity_front');
    const address = await uploaded(player, 'address', samplePdf());
    assert.equal((await approve(front, { ...identityOf(player), twoSided: true })).status, 200);
    const second = await approve(address);
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.data.level, 'none');
    const waiting = await statusOf(player);
    assert.deepEqual([waiting.level, waiting.required], ['none', ['identity_back']]);
    const withdrawal = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, player.as());
    assert.equal(withdrawal.status, 422, withdrawal.text);
    assert.deepEqual(withdrawal.body.data, { kyc: { level: 'none' } });

    const back = await uploaded(player, 'identity_back');
    assert.deepEqual([(await statusOf(player)).level, (await statusOf(player)).required], ['pending', ['identity_back']]);
    const last = await approve(back);
    assert.equal(last.status, 200, last.text);
    assert.equal(last.body.data.level, 'verified');
    const verified = await statusOf(player);
    assert.deepEqual([verified.level, verified.required, verified.withdrawalsNeedVerification], ['verified', [], false]);
    assert.equal((await notificationsOf(player, 'en'))[0]?.title, 'Your identity is verified');
    assert.equal((await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, player.as())).status, 200);
  });

  test('the front (two-sided) and the back approved at once: the identity keeps both sides, and the back is not asked for again', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await newPlayer(ctx);
      const front = await uploaded(player, 'identity_front');
      const back = await uploaded(player, 'identity_back');
      const address = await uploaded(player, 'address', samplePdf());
      // The back repeats the name and date of birth but not that the document has two sides.
      const answers = await Promise.all([approve(front, { ...identityOf(player), twoSided: true }), approve(back, identityOf(player)), approve(address)]);
      assert.deepEqual(answers.map((r) => r.status), [200, 200, 200], answers.map((r) => r.text).join('\n'));
      const identity = await ctx.app.db.selectFrom('kyc_identities').select(['two_sided', 'minor']).where('player_id', '=', player.id).executeTakeFirstOrThrow();
      assert.deepEqual([identity.two_sided, identity.minor], [true, false]);
      const status = await statusOf(player);
      assert.deepEqual([status.level, status.required], ['verified', []]);
    }
  });

  test('a holder under 18 closes the account to play: deposits refused, cash withdrawals allowed, the player told', async () => {
    const registration = fastRegistration();
    const res = await ctx.post('/api/auth/register', registration);
    assert.equal(res.status, 200, res.text);
    const playerId = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(registration.username)).executeTakeFirstOrThrow()).id;
    const token = res.body.data.token;
    const as = bearer(token, { Locale: 'en' });
    const upload16 = await uploadDocument(ctx, token, { kind: 'identity_front', file: await sampleJpeg() });
    const born = new Date(Date.now() - 16 * 365.25 * 24 * 3600_000).toISOString().slice(0, 10);
    const decision = await approve(upload16.body.data.id, { fullName: `${String(registration.name)} ${String(registration.surname)}`, birthDate: born });
    assert.equal(decision.status, 200, decision.text);
    assert.equal(decision.body.data.minor, true);
    assert.match(decision.body.message, /under 18: the account is closed to play/);

    // The operator's indefinite exclusion closes every door to play; the date of birth is on record.
    const player = await ctx.app.db.selectFrom('players').select(sql<string>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth')).where('id', '=', playerId).executeTakeFirstOrThrow();
    assert.equal(player.birth, born);
    const exclusion = await ctx.app.db.selectFrom('responsible_gaming_exclusions').selectAll().where('player_id', '=', playerId).executeTakeFirstOrThrow();
    assert.equal(exclusion.type, 'operator');
    // Sessions ended with the exclusion: log in again, as the player may.
    assert.equal((await ctx.get('/api/kyc/status', as)).status, 401);
    const login = await ctx.post('/api/auth/login', { username: registration.username, password: registration.password });
    assert.equal(login.status, 200, login.text);
    const again = bearer(login.body.data.token, { Locale: 'en' });
    const notes = (await ctx.post('/api/customer/notification', { skip: 0, take: 5 }, again)).body.data;
    assert.equal(notes[0].title, 'Your account is closed to play');
    // Every other deposit rule is met: the exclusion alone refuses it.
    await ctx.app.db.updateTable('responsible_gaming_settings').set({ deposit_limit_decided_at: new Date() }).where('player_id', '=', playerId).execute();
    const deposit = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(100) }, again);
    assert.equal(deposit.status, 422, deposit.text);
    assert.ok(deposit.body.data.exclusion, 'refused by the exclusion');
    const walletId = (await ctx.app.db.selectFrom('wallets').select('id').where('player_id', '=', playerId).executeTakeFirstOrThrow()).id;
    await inTransaction(ctx.app.db, (trx) =>
      post(trx, { walletId, type: 'adjustment_credit', actor: { kind: 'operator', id: 'test' }, ref: { provider: 'arcadia', externalId: `minor-cash:${playerId}` }, entries: [{ balance: 'cash', amount: '300' }] }),
    );
    // The status says so, as the withdraw dialog reads it, and the withdrawal goes through.
    const status = (await ctx.get('/api/kyc/status', again)).body.data;
    assert.equal(status.withdrawalsNeedVerification, false);
    const withdrawal = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(300) }, again);
    assert.equal(withdrawal.status, 200, withdrawal.text);
  });

  test('the account of a holder under 18 closes until their 18th birthday, and the person exclusion register with it', async () => {
    const registration = fastRegistration();
    const res = await ctx.post('/api/auth/register', registration);
    assert.equal(res.status, 200, res.text);
    const playerId = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(registration.username)).executeTakeFirstOrThrow()).id;
    const document = await uploadDocument(ctx, res.body.data.token, { kind: 'identity_front', file: await sampleJpeg() });
    const today = new Date();
    const born = `${today.getUTCFullYear() - 17}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-01`;
    const nationalId = validTurkishId();
    const decision = await approve(document.body.data.id, { fullName: `${String(registration.name)} ${String(registration.surname)}`, birthDate: born, nationalId });
    assert.equal(decision.status, 200, decision.text);
    assert.equal(decision.body.data.minor, true);

    const birthday = new Date(`${today.getUTCFullYear() + 1}-${born.slice(5)}T00:00:00.000Z`);
    const exclusion = await ctx.app.db.selectFrom('responsible_gaming_exclusions').select(['type', 'until']).where('player_id', '=', playerId).executeTakeFirstOrThrow();
    assert.deepEqual([exclusion.type, new Date(exclusion.until!).toISOString()], ['operator', birthday.toISOString()]);
    const entries = await ctx.app.db.selectFrom('person_exclusion_register').select(['identifier', 'until']).where('player_id', '=', playerId).execute();
    assert.deepEqual(entries.map((e) => e.identifier).sort(), ['email', 'national_id', 'phone']);
    assert.ok(entries.every((e) => new Date(e.until!).getTime() === birthday.getTime()), 'the register entries end with it');

    const dayBefore = new Date(birthday.getTime() - 1);
    assert.ok(await activeExclusion(ctx.app.db, playerId, dayBefore), 'closed the moment before');
    assert.ok(await ctx.app.identity.register.match(ctx.app.db, { nationalId }, dayBefore));
    assert.equal(await activeExclusion(ctx.app.db, playerId, birthday), null, 'open on the birthday');
    assert.equal(await ctx.app.identity.register.match(ctx.app.db, { nationalId }, birthday), null);
  });
});

describe('the gates on money', () => {
  test('a withdrawal before verification is refused with 422 naming verification, and writes nothing', async () => {
    const player = await playerWithMoney(ctx, '500');
    const before = { payments: await countRows(ctx, 'payments'), journals: await countRows(ctx, 'ledger_journals'), balances: await balancesOfPlayer(ctx, player) };
    for (const locale of ['en', 'tr'] as const) {
      const res = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, player.as(locale));
      assert.equal(res.status, 422, res.text);
      assert.equal(res.body.success, false);
      assert.deepEqual(res.body.data, { kyc: { level: 'none' } });
      assert.match(res.body.message, locale === 'en' ? /verify your identity/ : /kimliğinizi doğrulamanız/);
    }
    await uploaded(player, 'identity_front');
    const pending = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, player.as());
    assert.deepEqual(pending.body.data, { kyc: { level: 'pending' } });
    assert.equal(await countRows(ctx, 'payments'), before.payments);
    assert.equal(await countRows(ctx, 'ledger_journals'), before.journals);
    assert.deepEqual(await balancesOfPlayer(ctx, player), before.balances);

    await verifyByAdmin(ctx, player);
    const res = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, player.as());
    assert.equal(res.status, 200, res.text);
  });

  test('deposits go through up to ₺2,000 in total before verification, then are refused with nothing written until verified', async () => {
    const player = await newPlayer(ctx);
    const depositOf = (amount: number) => ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(amount) }, player.as());
    assert.equal((await depositOf(1500)).status, 200);
    const rows = (await paymentsOf(ctx, player)).length;
    const over = await depositOf(600);
    assert.equal(over.status, 422, over.text);
    assert.deepEqual(over.body.data, { kyc: { level: 'none', used: 1500, limit: 2000 } });
    assert.match(over.body.message, /at most ₺2,000\.00 \(you have deposited ₺1,500\.00\)/);
    assert.equal((await paymentsOf(ctx, player)).length, rows, 'nothing written');
    assert.equal((await depositOf(500)).status, 200, 'up to the threshold exactly');
    assert.deepEqual((await statusOf(player)).depositsBeforeVerification, { used: 2000, limit: 2000 });
    assert.equal((await depositOf(50)).status, 422);

    await verifyByAdmin(ctx, player);
    assert.equal((await depositOf(5000)).status, 200);
  });

  test('four deposits of ₺1,500 at once against the ₺2,000 allowance: one goes through, three are refused', async () => {
    const player = await newPlayer(ctx);
    const answers = await Promise.all(Array.from({ length: 4 }, () => ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(1500) }, player.as())));
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 422, 422, 422]);
    assert.equal((await paymentsOf(ctx, player)).length, 1);
    assert.deepEqual((await statusOf(player)).depositsBeforeVerification, { used: 1500, limit: 2000 });
  });

  test('KYC_DEPOSIT_THRESHOLD sets the allowance', async () => {
    const own = await startPaymentsApp({ config: { kycDepositThresholdKurus: 10_000 } });
    try {
      const player = await newPlayer(own);
      const res = await own.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(150) }, player.as());
      assert.equal(res.status, 422, res.text);
      assert.deepEqual(res.body.data.kyc, { level: 'none', used: 0, limit: 100 });
      assert.equal((await own.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(100) }, player.as())).status, 200);
    } finally {
      await own.close();
    }
  });
});

describe('adulthoodOf', () => {
  test('is the 18th birthday at 00:00 UTC, the moment the age counted from the date of birth becomes 18 (born 29 February: 1 March)', () => {
    for (const [born, adult] of [['2010-05-17', '2028-05-17'], ['2008-02-29', '2026-03-01'], ['2012-02-29', '2030-03-01'], ['2000-02-29', '2018-03-01']]) {
      const at = adulthoodOf(born!);
      assert.equal(at.toISOString(), `${adult}T00:00:00.000Z`, born);
      assert.equal(ageOn(born!, at), 18);
      assert.equal(ageOn(born!, new Date(at.getTime() - 1)), 17);
    }
  });
});
