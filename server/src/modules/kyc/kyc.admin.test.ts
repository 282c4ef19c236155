/** The operator's command line for the document queue, and the retention of closed accounts' files. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { ADMIN_TOKEN, newPlayer, startPaymentsApp, type PaymentsApp } from '../payments/payments.test-kit.js';
import { adminRequest, sampleJpeg, samplePdf, uploadDocument } from './kyc.test-kit.js';
import { deleteExpiredDocumentFiles } from './retention.js';

let ctx: PaymentsApp;
let folder: string;
before(async () => {
  ctx = await startPaymentsApp();
  folder = mkdtempSync(join(tmpdir(), 'arcadia-kyc-cli-'));
});
after(async () => {
  await ctx?.close();
  rmSync(folder, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: { ...process.env, ADMIN_TOKEN, ADMIN_URL: ctx.baseUrl } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('admin CLI: kyc', () => {
  test('lists the queue, saves a file without metadata, approves and rejects through the admin API', async () => {
    const player = await newPlayer(ctx);
    const identity = (await uploadDocument(ctx, player.auth.token, { kind: 'identity_front', file: await sampleJpeg({ gps: true }) })).body.data.id as number;
    const address = (await uploadDocument(ctx, player.auth.token, { kind: 'address', file: samplePdf() })).body.data.id as number;

    const listed = await cli('kyc', '--take', '200', '--json');
    assert.equal(listed.code, 0, listed.stderr);
    const ids = JSON.parse(listed.stdout).items.map((i: { id: number }) => i.id);
    assert.ok(ids.includes(identity) && ids.includes(address));

    const saved = await cli('kyc', 'file', String(identity), join(folder, 'identity'));
    assert.equal(saved.code, 0, saved.stderr);
    const file = join(folder, 'identity.jpg');
    assert.equal((statSync(file).mode & 0o777).toString(8), '600');
    assert.equal((await sharp(readFileSync(file)).metadata()).exif, undefined);

    const refused = await cli('kyc', 'approve', String(identity), '--name', 'Zeynep Kaya', '--birth', '1990-05-17');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /name on the document differs/);
    const approved = await cli('kyc', 'approve', String(identity), '--name', `${String(player.payload.name)} ${String(player.payload.surname)}`, '--birth', String(player.payload.birthDate));
    assert.equal(approved.code, 0, approved.stderr);
    assert.match(approved.stdout, /: The document is approved\. \(the player's level: pending\)/);
    const rejected = await cli('kyc', 'reject', String(address), '--reason', 'Older than three months');
    assert.equal(rejected.code, 0, rejected.stderr);
    const status = await ctx.get('/api/kyc/status', player.as());
    assert.deepEqual(status.body.data.documents.map((d: { status: string; reason: string | null }) => [d.status, d.reason]), [
      ['rejected', 'Older than three months'],
      ['approved', null],
    ]);
    const audit = await ctx.app.db.selectFrom('admin_audit').select(['route', 'status']).where('route', 'like', '/api/admin/kyc%').execute();
    assert.ok(audit.some((a) => a.route === '/api/admin/kyc/documents/:id/file' && a.status === 200), 'the download is audited');
    assert.equal((await cli('kyc', 'reject', String(address))).code, 1, 'a reason is required');
  });
});

describe('retention', () => {
  test('the files of an account closed longer than KYC_RETENTION_DAYS are deleted; the decisions stay', async () => {
    const closed = await newPlayer(ctx);
    const open = await newPlayer(ctx);
    const closedDoc = (await uploadDocument(ctx, closed.auth.token, { kind: 'identity_front', file: await sampleJpeg() })).body.data.id as number;
    const openDoc = (await uploadDocument(ctx, open.auth.token, { kind: 'identity_front', file: await sampleJpeg() })).body.data.id as number;
    assert.equal((await adminRequest(ctx, `/api/admin/kyc/documents/${closedDoc}/reject`, { reason: 'Expired document' })).status, 200);
    assert.equal((await ctx.post('/api/responsiblegaming/selfexclude', { months: 0, password: closed.password }, closed.as())).status, 200);

    const day = 24 * 3600_000;
    assert.equal(await deleteExpiredDocumentFiles(ctx.app.db, new Date(Date.now() + 29 * day), 30), 0, 'not yet');
    assert.equal(await deleteExpiredDocumentFiles(ctx.app.db, new Date(Date.now() + 31 * day), 30), 1);
    const row = await ctx.app.db.selectFrom('kyc_documents').selectAll().where('id', '=', closedDoc).executeTakeFirstOrThrow();
    assert.deepEqual([row.ciphertext, row.iv, row.tag, row.status, row.reason], [null, null, null, 'rejected', 'Expired document']);
    assert.ok(row.file_deleted_at);
    const gone = await adminRequest(ctx, `/api/admin/kyc/documents/${closedDoc}/file`);
    assert.equal(gone.status, 410);
    assert.equal((await adminRequest(ctx, `/api/admin/kyc/documents/${openDoc}/file`)).status, 200, 'an open account keeps its files');
    assert.equal(await deleteExpiredDocumentFiles(ctx.app.db, new Date(Date.now() + 31 * day), 30), 0, 'deleted once');
  });
});
