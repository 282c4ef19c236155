import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { registerPlayer } from '../auth/accounts.test-kit.js';
import { ADMIN_LIMITS } from './admin-limits.js';
import { summarizeParams } from './admin-audit.js';
import { adminTokenId, adminTokenMatches } from './admin-token.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdef-0123';
const TOKEN_ID = createHash('sha256').update(ADMIN_TOKEN).digest('hex').slice(0, 8);
let ctx: TestApp;
let disabled: TestApp;
before(async () => {
  // TRUST_PROXY lets each test come from its own address (X-Forwarded-For), so the limits of one test do not touch another.
  ctx = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trialBonusAmount: 50, trustProxy: true } });
  disabled = await startTestApp({ config: { adminToken: null }, database: ctx.database });
});
after(async () => {
  await disabled?.close();
  await ctx?.close();
});

const admin = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Locale: 'en' } };
const from = (ip: string, token: string | null = ADMIN_TOKEN, extra: Record<string, string> = {}) => ({
  headers: { ...(token === null ? {} : { Authorization: `Bearer ${token}` }), Locale: 'en', 'X-Forwarded-For': ip, ...extra },
});
const put = (path: string, body: unknown, init: { headers: Record<string, string> }) =>
  ctx.fetch(path, { method: 'PUT', headers: { ...init.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

interface AuditItem {
  id: number;
  createdAt: string;
  tokenId: string | null;
  method: string;
  route: string;
  params: Record<string, unknown>;
  status: number;
  outcome: string;
  ip: string;
  userAgent: string | null;
}
/** The audit rows written from `ip`, newest first (read straight from the table, so reading them is not itself audited). */
async function auditFrom(ip: string): Promise<AuditItem[]> {
  const rows = await ctx.app.db.selectFrom('admin_audit').selectAll().where('ip', '=', ip).orderBy('id', 'desc').execute();
  return rows.map((r) => ({ id: Number(r.id), createdAt: String(r.created_at), tokenId: r.token_id, method: r.method, route: r.route, params: r.params, status: r.status, outcome: r.outcome, ip: r.ip, userAgent: r.user_agent }));
}

describe('admin token', () => {
  test('compares tokens of any length without throwing', () => {
    assert.equal(adminTokenMatches(ADMIN_TOKEN, ADMIN_TOKEN), true);
    assert.equal(adminTokenMatches('short', ADMIN_TOKEN), false);
    assert.equal(adminTokenMatches(`${ADMIN_TOKEN}x`, ADMIN_TOKEN), false);
    assert.equal(adminTokenMatches(null, ADMIN_TOKEN), false);
  });

  test('is named in the audit by the first 8 hex digits of its SHA-256', () => {
    assert.equal(adminTokenId(ADMIN_TOKEN), TOKEN_ID);
    assert.match(TOKEN_ID, /^[0-9a-f]{8}$/);
  });
});

describe('/api/admin/*', () => {
  for (const path of ['/api/admin/players', '/api/admin/call-requests', '/api/admin/settings', '/api/admin/audit']) {
    test(`GET ${path}: 401 without or with a wrong token; 404 when ADMIN_TOKEN is unset`, async () => {
      assert.equal((await ctx.get(path, from('198.51.100.1', null))).status, 401);
      const wrong = await ctx.get(path, from('198.51.100.1', 'wrong-token-0123456789-0123456789'));
      assert.equal(wrong.status, 401);
      assert.equal(wrong.body.message, 'Invalid admin token.');
      assert.equal((await disabled.get(path, admin)).status, 404);
    });
  }

  test('a player token is not an admin token', async () => {
    const player = await registerPlayer(ctx);
    assert.equal((await ctx.get('/api/admin/players', from('198.51.100.2', player.auth.token))).status, 401);
  });

  test('lists players, paged, newest first, with their balance', async () => {
    const a = await registerPlayer(ctx);
    const b = await registerPlayer(ctx);
    const res = await ctx.get('/api/admin/players?page=1&pageSize=1', admin);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.page, 1);
    assert.equal(res.body.data.pageSize, 1);
    assert.ok(res.body.data.total >= 2);
    assert.equal(res.body.data.items[0].username, b.username);
    assert.equal(res.body.data.items[0].balance, 0);
    assert.equal(res.body.data.items[0].password_hash, undefined);
    const search = await ctx.get(`/api/admin/players?search=${a.username.toUpperCase()}`, admin);
    assert.deepEqual(search.body.data.items.map((p: { username: string }) => p.username), [a.username]);
  });

  test('lists call requests', async () => {
    await ctx.post('/api/cms/callme', { name: 'Operatör Testi', message: 'Beni arayın lütfen' });
    const res = await ctx.get('/api/admin/call-requests', admin);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.items[0].name, 'Operatör Testi');
    assert.equal(res.body.data.items[0].username, null);
  });

  test('sets the trial bonus amount players then see', async () => {
    assert.deepEqual((await ctx.get('/api/admin/settings', admin)).body.data, { trialBonusAmount: 50 });
    const set = await put('/api/admin/settings/trial-bonus', { amount: 75 }, admin);
    assert.equal(set.status, 200, set.text);
    assert.deepEqual((set.body as { data: unknown }).data, { trialBonusAmount: 75 });
    assert.equal((await ctx.get('/api/bonus/trialbonusamount')).body.data, 75);
    assert.equal((await put('/api/admin/settings/trial-bonus', { amount: '-1' }, admin)).status, 400);
    assert.equal((await put('/api/admin/settings/trial-bonus', { amount: 1.234 }, admin)).status, 400);
  });
});

describe('admin audit trail', () => {
  test('records reads, changes, bad input and refused tokens: who, what, outcome, when, from where; never a token', async () => {
    const ip = '198.51.100.10';
    const ua = { 'User-Agent': 'arcadia-admin-test/1.0' };
    const wrongToken = 'not-the-admin-token-0123456789-0123456789';
    const started = Date.now();
    assert.equal((await ctx.get('/api/admin/players?page=1&pageSize=5&search=ayse', from(ip, ADMIN_TOKEN, ua))).status, 200);
    assert.equal((await ctx.get('/api/admin/settings', from(ip, wrongToken, ua))).status, 401);
    assert.equal((await ctx.get('/api/admin/call-requests', from(ip, null, ua))).status, 401);
    assert.equal((await ctx.get('/api/admin/players?pageSize=100000', from(ip, ADMIN_TOKEN, ua))).status, 400);
    assert.equal((await put('/api/admin/settings/trial-bonus', { amount: '60.50' }, from(ip, ADMIN_TOKEN, ua))).status, 200);

    const rows = await auditFrom(ip);
    assert.deepEqual(
      rows.map((r) => [r.method, r.route, r.status, r.outcome, r.tokenId]),
      [
        ['PUT', '/api/admin/settings/trial-bonus', 200, 'ok', TOKEN_ID],
        ['GET', '/api/admin/players', 400, 'rejected', TOKEN_ID],
        ['GET', '/api/admin/call-requests', 401, 'refused', null],
        ['GET', '/api/admin/settings', 401, 'refused', adminTokenId(wrongToken)],
        ['GET', '/api/admin/players', 200, 'ok', TOKEN_ID],
      ],
    );
    assert.deepEqual(rows[0]!.params, { body: { amount: '60.50' } });
    assert.deepEqual(rows[4]!.params, { query: { page: 1, pageSize: 5, search: 'ayse' } });
    for (const row of rows) {
      assert.equal(row.userAgent, 'arcadia-admin-test/1.0');
      assert.ok(new Date(row.createdAt).getTime() >= started - 1000);
    }
    const stored = JSON.stringify(await ctx.app.db.selectFrom('admin_audit').selectAll().execute());
    assert.ok(!stored.includes(ADMIN_TOKEN) && !stored.includes(wrongToken), 'no token is ever stored');
  });

  test('GET /api/admin/audit pages the trail, newest first', async () => {
    const ip = '198.51.100.11';
    await ctx.get('/api/admin/settings', from(ip));
    await ctx.get('/api/admin/call-requests', from(ip));
    const res = await ctx.get('/api/admin/audit?page=1&pageSize=2', from(ip));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.page, 1);
    assert.equal(res.body.data.pageSize, 2);
    assert.ok(res.body.data.total >= 2);
    const [newest, before] = res.body.data.items as AuditItem[];
    assert.deepEqual([newest!.route, newest!.ip, newest!.tokenId, newest!.outcome], ['/api/admin/call-requests', ip, TOKEN_ID, 'ok']);
    assert.equal(before!.route, '/api/admin/settings');
    assert.ok(newest!.id > before!.id);
    // Reading the trail is itself recorded.
    assert.equal((await auditFrom(ip))[0]!.route, '/api/admin/audit');
    assert.equal((await ctx.get('/api/admin/audit?pageSize=201', from(ip))).status, 400);
  });

  test('a change and its audit row commit together; no row, no change and no data', async () => {
    const ip = '198.51.100.12';
    const before = (await ctx.get('/api/admin/settings', from(ip))).body.data.trialBonusAmount;
    // Make the audit insert fail for requests carrying this user agent.
    await sql`create function admin_audit_test_fail() returns trigger language plpgsql as $$
      begin
        if new.user_agent = 'audit-fails' then raise exception 'audit write failed (test)'; end if;
        return new;
      end $$`.execute(ctx.app.db);
    await sql`create trigger admin_audit_test_fail before insert on admin_audit for each row execute function admin_audit_test_fail()`.execute(ctx.app.db);
    try {
      const failing = from(ip, ADMIN_TOKEN, { 'User-Agent': 'audit-fails' });
      const set = await put('/api/admin/settings/trial-bonus', { amount: before + 13 }, failing);
      assert.ok(set.status >= 500, `expected a 5xx, got ${set.status}`);
      assert.equal((await ctx.get('/api/admin/settings', from(ip))).body.data.trialBonusAmount, before, 'the change rolled back with its audit row');
      const read = await ctx.get('/api/admin/players', failing);
      assert.equal(read.status, 503);
      assert.equal(read.body.success, false);
      assert.equal(read.body.data, null, 'no player data leaves without its audit row');
    } finally {
      await sql`drop trigger admin_audit_test_fail on admin_audit`.execute(ctx.app.db);
      await sql`drop function admin_audit_test_fail()`.execute(ctx.app.db);
    }
    assert.ok((await auditFrom(ip)).every((r) => r.userAgent !== 'audit-fails'));
  });

  test('rows cannot be changed or deleted', async () => {
    await ctx.get('/api/admin/settings', from('198.51.100.13'));
    await assert.rejects(sql`update admin_audit set status = 200`.execute(ctx.app.db), /append-only/);
    await assert.rejects(sql`delete from admin_audit`.execute(ctx.app.db), /append-only/);
  });

  test('parameters are summarised without secrets', () => {
    const summary = summarizeParams({
      query: { search: 'x'.repeat(500), token: 'abc' },
      body: { amount: 5, password: 'hunter2', nested: { apiKey: 'k', deep: { deeper: { deepest: 1 } } }, list: Array.from({ length: 50 }, (_, i) => i) },
    });
    assert.deepEqual(summary, {
      query: { search: `${'x'.repeat(100)}…`, token: '[redacted]' },
      body: { amount: 5, password: '[redacted]', nested: { apiKey: '[redacted]', deep: { deeper: '[…]' } }, list: Array.from({ length: 10 }, (_, i) => i) },
    });
    assert.deepEqual(summarizeParams({ body: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'y'.repeat(200)])) }), { truncated: true });
  });
});

describe('admin rate limits', () => {
  const { limit, windowMs } = ADMIN_LIMITS.refusedTokens;

  test(`${limit} refused tokens per address per 15 minutes, then 429 for every token (the right one too) until the window ends`, async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < limit; i += 1) {
      assert.equal((await ctx.get('/api/admin/settings', from(ip, `guess-${i}-0123456789-0123456789-01`))).status, 401);
    }
    const over = await ctx.get('/api/admin/settings', from(ip, 'guess-x-0123456789-0123456789-0123'));
    assert.equal(over.status, 429);
    assert.equal(over.body.success, false);
    assert.match(over.body.message, /Too many admin requests/);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.equal((await ctx.get('/api/admin/settings', from(ip))).status, 429, 'the right token is refused too while the address is locked');
    for (let i = 0; i < 5; i += 1) await ctx.get('/api/admin/settings', from(ip, `more-${i}-0123456789-0123456789-012`));
    // Another address is not affected.
    assert.equal((await ctx.get('/api/admin/settings', from('203.0.113.21'))).status, 200);

    // The trail holds the refusals and the first 429, not the flood after it.
    const rows = await auditFrom(ip);
    assert.equal(rows.filter((r) => r.outcome === 'refused').length, limit);
    assert.equal(rows.filter((r) => r.outcome === 'throttled').length, 1);

    ctx.app.accounts.clock.advance(windowMs + 1000);
    assert.equal((await ctx.get('/api/admin/settings', from(ip))).status, 200, 'the lock ends with the window');
  });

  test('addresses of one IPv6 /64 share their refused-token budget', async () => {
    for (let i = 0; i < limit; i += 1) {
      assert.equal((await ctx.get('/api/admin/settings', from(`2001:db8:aa:1::${(i + 1).toString(16)}`, `v6-guess-${i}-0123456789-0123456789`))).status, 401);
    }
    assert.equal((await ctx.get('/api/admin/settings', from('2001:db8:aa:1:ffff::1'))).status, 429);
    assert.equal((await ctx.get('/api/admin/settings', from('2001:db8:aa:2::1'))).status, 200);
  });

  test(`${limit * 3} wrong tokens at once: exactly ${limit} refusals, the rest 429`, async () => {
    const ip = '203.0.113.22';
    const statuses = await Promise.all(Array.from({ length: limit * 3 }, (_, i) => ctx.get('/api/admin/settings', from(ip, `burst-${i}-0123456789-0123456789-0`)).then((r) => r.status)));
    assert.equal(statuses.filter((s) => s === 401).length, limit);
    assert.equal(statuses.filter((s) => s === 429).length, limit * 2);
    assert.equal((await auditFrom(ip)).length, limit + 1);
  });

  test(`the right token: ${ADMIN_LIMITS.requests.limit} requests per minute per address, then 429`, async () => {
    const ip = '203.0.113.23';
    const max = ADMIN_LIMITS.requests.limit;
    for (let sent = 0; sent < max; sent += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => ctx.get('/api/admin/settings', from(ip)).then((r) => r.status)));
      assert.deepEqual([...new Set(batch)], [200]);
    }
    const over = await ctx.get('/api/admin/settings', from(ip));
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    ctx.app.accounts.clock.advance(ADMIN_LIMITS.requests.windowMs + 1000);
    assert.equal((await ctx.get('/api/admin/settings', from(ip))).status, 200);
  });
});

describe('admin CLI', () => {
  test('`audit` prints the trail', async () => {
    await ctx.get('/api/admin/settings', admin);
    const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'audit', '--size', '3', '--json'], {
      cwd: serverDir,
      env: { ...process.env, ADMIN_TOKEN, ADMIN_URL: ctx.baseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 0, output);
    const page = JSON.parse(output) as { items: AuditItem[]; pageSize: number };
    assert.equal(page.pageSize, 3);
    assert.equal(page.items[0]!.route, '/api/admin/settings');
    assert.equal(page.items[0]!.tokenId, TOKEN_ID);
  });
});
