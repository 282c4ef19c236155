import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bearer } from '../auth/accounts.test-kit.js';
import {
  ADMIN_TOKEN,
  adminHeaders,
  cardDetail,
  countRows,
  ibanPayoutDetail,
  newPlayer,
  playerWithMoney,
  startPaymentsApp,
  type PaymentsApp,
  type Player,
} from '../payments/payments.test-kit.js';

const DAY = 24 * 3600_000;

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp();
});
after(async () => {
  await ctx?.close();
});

const now = () => ctx.app.accounts.clock.now();
const auditOf = (ip: string) => ctx.app.db.selectFrom('admin_audit').selectAll().where('ip', '=', ip).orderBy('id').execute();
const exclusionsOf = (player: Player) => ctx.app.db.selectFrom('responsible_gaming_exclusions').selectAll().where('player_id', '=', player.id).orderBy('id').execute();
const changesOf = (player: Player) => ctx.app.db.selectFrom('responsible_gaming_changes').selectAll().where('player_id', '=', player.id).orderBy('id').execute();
const notificationsOf = (player: Player) => ctx.app.db.selectFrom('notifications').selectAll().where('player_id', '=', player.id).execute();

const rgPath = (id: number | string) => `/api/admin/players/${id}/responsiblegaming`;
const excludePath = (id: number | string) => `/api/admin/players/${id}/exclude`;

/** A fresh login of the player: a new session, with the locale header the tests read. */
async function logIn(player: Player): Promise<{ headers: Record<string, string> }> {
  const res = await ctx.post<{ data: { token: string } }>('/api/auth/login', { username: player.username, password: player.password }, { headers: { Locale: 'en' } });
  assert.equal(res.status, 200, res.text);
  return bearer(res.body.data.token, { Locale: 'en' });
}

const broadcast = { title: { tr: 'Hafta sonu bonusu', en: 'Weekend bonus' }, note: { tr: 'Yatırımınıza %50 bonus.', en: '50% on your deposit.' } };

describe('GET /api/admin/players/:id/responsiblegaming', () => {
  test('requires the admin token', async () => {
    const player = await newPlayer(ctx);
    assert.equal((await ctx.get(rgPath(player.id))).status, 401);
    assert.equal((await ctx.get(rgPath(player.id), player.as())).status, 401, 'a player token is not an admin token');
  });

  test('an unknown player → 404 envelope; a malformed id → 400', async () => {
    const admin = adminHeaders();
    const missing = await ctx.get(rgPath(2_000_000_000), admin);
    assert.equal(missing.status, 404);
    assert.deepEqual([missing.body.success, missing.body.message, missing.body.data], [false, 'Player not found.', null]);
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      const res = await ctx.get(rgPath(id), admin);
      assert.equal(res.status, 400, id);
      assert.ok(res.body.message, id);
    }
  });

  test('the player\'s status and the history of their changes, newest first; the read is audited', async () => {
    const player = await newPlayer(ctx);
    const admin = adminHeaders();
    const listed = await ctx.get(`/api/admin/players?search=${encodeURIComponent(player.username)}`, admin);
    assert.deepEqual(listed.body.data.items.map((p: { id: number }) => p.id), [player.id], 'the id the player list shows');

    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'deposit', period: 'day', amount: 500 }, player.as())).status, 200);
    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'deposit', period: 'day', amount: 800 }, player.as())).status, 200);
    assert.equal((await ctx.post('/api/responsiblegaming/realitycheck', { minutes: 30 }, player.as())).status, 200);

    const res = await ctx.get(rgPath(player.id), admin);
    assert.equal(res.status, 200, res.text);
    const data = res.body.data;
    const own = (await ctx.get('/api/responsiblegaming/status', player.as())).body.data;
    assert.deepEqual(data.limits, own.limits, 'the limits as the player sees them');
    assert.deepEqual(data.limits.map((l: { type: string; period: string; amount: number; pending: { amount: number } | null }) => [l.type, l.period, l.amount, l.pending?.amount]), [['deposit', 'day', 500, 800]]);
    assert.deepEqual([data.depositLimitDecided, data.realityCheckMinutes, data.exclusion], [true, 30, null]);
    assert.equal(data.session.startedAt, own.session.startedAt, 'the session is the player\'s latest login');

    const changes = data.history.changes;
    assert.deepEqual(
      changes.map((c: Record<string, unknown>) => [c.subject, c.period, c.oldValue, c.newValue, c.changedBy, c.detail]),
      [
        ['reality_check_minutes', null, 60, 30, 'player', ''],
        ['deposit_limit', 'day', 500, 800, 'player', ''],
        ['deposit_limit', 'day', null, 500, 'player', ''],
      ],
    );
    assert.ok(changes[0].id > changes[1].id);
    assert.equal(Date.parse(changes[1].effectiveAt) - Date.parse(changes[1].createdAt), DAY, 'the rise waits 24 hours');
    assert.deepEqual(data.history.exclusions, []);

    const audit = await auditOf(admin.headers['X-Forwarded-For']!);
    assert.deepEqual(audit.map((a) => [a.route, a.status, a.outcome]), [
      ['/api/admin/players', 200, 'ok'],
      ['/api/admin/players/:id/responsiblegaming', 200, 'ok'],
    ]);
    assert.deepEqual(audit[1]!.params, { params: { id: player.id } });
  });
});

describe('POST /api/admin/players/:id/exclude', () => {
  test('requires the admin token; nothing is written', async () => {
    const player = await newPlayer(ctx);
    assert.equal((await ctx.post(excludePath(player.id), { days: 30, reason: 'x' })).status, 401);
    assert.equal((await ctx.post(excludePath(player.id), { days: 30, reason: 'x' }, player.as())).status, 401);
    assert.deepEqual(await exclusionsOf(player), []);
    assert.equal((await ctx.get('/api/responsiblegaming/status', player.as())).status, 200, 'the player\'s session lives on');
  });

  test('an unknown player → 404 envelope, nothing written', async () => {
    const before = await ctx.app.db.selectFrom('responsible_gaming_exclusions').select('id').execute();
    const res = await ctx.post(excludePath(2_000_000_000), { days: 30, reason: 'Unknown' }, adminHeaders());
    assert.equal(res.status, 404);
    assert.deepEqual([res.body.success, res.body.message], [false, 'Player not found.']);
    assert.equal((await ctx.app.db.selectFrom('responsible_gaming_exclusions').select('id').execute()).length, before.length);
  });

  test('30 days: every session revoked; logged in again the player sees it, cannot deposit, can withdraw; a shorter one is refused, a longer one extends it', async () => {
    const player = await playerWithMoney(ctx, '500.00', '0', { verified: true });
    const admin = adminHeaders();
    const res = await ctx.post(excludePath(player.id), { days: 30, reason: '  Signs of problem gambling reported by the player\'s family  ' }, admin);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.type, 'operator');
    const until = res.body.data.until as string;
    assert.ok(Math.abs(Date.parse(until) - (now() + 30 * DAY)) < 60_000, `until ${until} is 30 days away`);
    assert.match(res.body.message, /closed to play until/);

    assert.equal((await ctx.get('/api/responsiblegaming/status', player.as())).status, 401, 'the player\'s session is revoked');
    const again = await logIn(player);
    const status = await ctx.get('/api/responsiblegaming/status', again);
    assert.equal(status.status, 200, status.text);
    assert.deepEqual(status.body.data.exclusion, { type: 'operator', until });

    const refused = await ctx.post('/api/payment/deposit', { id: 1, target: 'pay', detail: cardDetail(100) }, again);
    assert.equal(refused.status, 422, refused.text);
    assert.deepEqual(refused.body.data, { exclusion: { type: 'operator', until } });
    const withdrawal = await ctx.post('/api/payment/withdraw', { id: 3, detail: ibanPayoutDetail(200) }, again);
    assert.equal(withdrawal.status, 200, withdrawal.text);

    const view = (await ctx.get(rgPath(player.id), admin)).body.data;
    assert.deepEqual(view.exclusion, { type: 'operator', until });
    assert.deepEqual(view.history.changes.map((c: Record<string, unknown>) => [c.subject, c.changedBy, c.detail]), [['operator_exclusion', 'operator', 'Signs of problem gambling reported by the player\'s family']]);
    assert.deepEqual(
      view.history.exclusions.map((e: Record<string, unknown>) => [e.type, e.until, e.reason, e.createdBy]),
      [['operator', until, 'Signs of problem gambling reported by the player\'s family', 'operator']],
    );
    assert.ok(Math.abs(Date.parse(view.history.exclusions[0].startsAt) - now()) < 60_000);

    const shorter = await ctx.post(excludePath(player.id), { days: 10, reason: 'Shorter' }, admin);
    assert.equal(shorter.status, 422, shorter.text);
    assert.match(shorter.body.message, /already closed to play until/);
    assert.deepEqual(shorter.body.data, { exclusion: { type: 'operator', until } });
    const oneDayLess = await ctx.post(excludePath(player.id), { days: 29, reason: 'One day less' }, admin);
    assert.equal(oneDayLess.status, 422, oneDayLess.text);
    assert.equal((await exclusionsOf(player)).length, 1);
    assert.equal((await ctx.get('/api/responsiblegaming/status', again)).status, 200, 'a refused exclusion revokes nothing');

    const indefinite = await ctx.post(excludePath(player.id), { days: null, reason: 'Confirmed problem gambling' }, admin);
    assert.equal(indefinite.status, 200, indefinite.text);
    assert.deepEqual(indefinite.body.data, { type: 'operator', until: null });
    assert.match(indefinite.body.message, /closed to play indefinitely/);
    assert.equal((await ctx.get('/api/responsiblegaming/status', again)).status, 401);
    const third = await logIn(player);
    assert.deepEqual((await ctx.get('/api/responsiblegaming/status', third)).body.data.exclusion, { type: 'operator', until: null });
    assert.equal((await ctx.post(excludePath(player.id), { days: 36_500, reason: 'Century' }, admin)).status, 422, 'nothing outlasts an indefinite exclusion');
    assert.equal((await exclusionsOf(player)).length, 2);

    const audit = await auditOf(admin.headers['X-Forwarded-For']!);
    assert.deepEqual(audit.map((a) => [a.route, a.status, a.outcome]), [
      ['/api/admin/players/:id/exclude', 200, 'ok'],
      ['/api/admin/players/:id/responsiblegaming', 200, 'ok'],
      ['/api/admin/players/:id/exclude', 422, 'rejected'],
      ['/api/admin/players/:id/exclude', 422, 'rejected'],
      ['/api/admin/players/:id/exclude', 200, 'ok'],
      ['/api/admin/players/:id/exclude', 422, 'rejected'],
    ]);
    assert.deepEqual(audit[0]!.params, { params: { id: player.id }, body: { days: 30, reason: '  Signs of problem gambling reported by the player\'s family  ' } });
  });

  test('the longest period (36,500 days) and a reason of 500 characters are taken', async () => {
    const player = await newPlayer(ctx);
    const reason = 'r'.repeat(500);
    const res = await ctx.post(excludePath(player.id), { days: 36_500, reason }, adminHeaders());
    assert.equal(res.status, 200, res.text);
    assert.ok(Math.abs(Date.parse(res.body.data.until) - (now() + 36_500 * DAY)) < 60_000);
    assert.deepEqual((await exclusionsOf(player)).map((e) => e.reason), [reason]);
  });

  test('an operator broadcast skips the excluded player and reaches the others; a direct message still reaches them', async () => {
    const excluded = await newPlayer(ctx);
    const other = await newPlayer(ctx);
    assert.equal((await ctx.post(excludePath(excluded.id), { days: 30, reason: 'Excluded' }, adminHeaders())).status, 200);
    const sent = await ctx.post('/api/admin/notifications', { all: true, ...broadcast }, adminHeaders());
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(await notificationsOf(excluded), []);
    assert.deepEqual((await notificationsOf(other)).map((n) => n.title_en), ['Weekend bonus']);
    const direct = await ctx.post('/api/admin/notifications', { playerId: excluded.id, title: { tr: 'Hesabınız', en: 'Your account' }, note: { tr: 'Bilgi', en: 'Information' } }, adminHeaders());
    assert.equal(direct.status, 200, direct.text);
    assert.deepEqual((await notificationsOf(excluded)).map((n) => n.title_en), ['Your account']);
  });

  test('bad input → 400 with a message; nothing written, no session revoked; each refusal audited', async () => {
    const player = await newPlayer(ctx);
    const admin = adminHeaders();
    const before = { changes: (await changesOf(player)).length, notifications: await countRows(ctx, 'notifications') };
    const cases: [string, unknown][] = [
      ['days 0', { days: 0, reason: 'x' }],
      ['days -1', { days: -1, reason: 'x' }],
      ['days 1.5', { days: 1.5, reason: 'x' }],
      ['days as text', { days: '30', reason: 'x' }],
      ['days 36501', { days: 36_501, reason: 'x' }],
      ['days true', { days: true, reason: 'x' }],
      ['no days', { reason: 'x' }],
      ['no reason', { days: 30 }],
      ['an empty reason', { days: 30, reason: '' }],
      ['a blank reason', { days: 30, reason: '   ' }],
      ['a reason of 501 characters', { days: 30, reason: 'x'.repeat(501) }],
      ['a reason of 500 characters longer than 500 UTF-16 units', { days: 30, reason: '😀'.repeat(500) }],
      ['a reason as a number', { days: 30, reason: 42 }],
      ['an extra field', { days: 30, reason: 'x', type: 'timeout' }],
      ['no body', undefined],
    ];
    for (const [what, body] of cases) {
      const res = await ctx.post(excludePath(player.id), body, admin);
      assert.equal(res.status, 400, `${what}: ${res.text}`);
      assert.equal(res.body.success, false, what);
      assert.ok(res.body.message, what);
    }
    for (const id of ['abc', '0', '1.5']) assert.equal((await ctx.post(excludePath(id), { days: 30, reason: 'x' }, admin)).status, 400, id);
    assert.deepEqual(await exclusionsOf(player), []);
    assert.deepEqual({ changes: (await changesOf(player)).length, notifications: await countRows(ctx, 'notifications') }, before);
    assert.equal((await ctx.get('/api/responsiblegaming/status', player.as())).status, 200, 'the player\'s session lives on');
    const audit = await auditOf(admin.headers['X-Forwarded-For']!);
    assert.equal(audit.length, cases.length + 3);
    assert.ok(audit.every((a) => a.status === 400 && a.outcome === 'rejected'));
  });
});

describe('admin CLI', () => {
  test('player-rg shows a player\'s protection; exclude excludes for days or indefinitely', async () => {
    const { execFile } = await import('node:child_process');
    const cli = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: { ...process.env, ADMIN_TOKEN, ADMIN_URL: ctx.baseUrl } }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const player = await newPlayer(ctx);
    assert.equal((await ctx.post('/api/responsiblegaming/limit', { type: 'loss', period: 'week', amount: 250 }, player.as())).status, 200);

    const excluded = await cli('exclude', String(player.id), '7', 'Asked', 'by', 'phone');
    assert.equal(excluded.code, 0, excluded.stderr);
    assert.match(excluded.stdout, /closed to play until/);
    const shown = await cli('player-rg', String(player.id), '--json');
    assert.equal(shown.code, 0, shown.stderr);
    const data = JSON.parse(shown.stdout);
    assert.equal(data.exclusion.type, 'operator');
    assert.deepEqual(data.history.exclusions.map((e: { reason: string }) => e.reason), ['Asked by phone']);
    const table = await cli('player-rg', String(player.id));
    assert.equal(table.code, 0, table.stderr);
    assert.match(table.stdout, /loss/);
    assert.match(table.stdout, /operator_exclusion/);

    const forever = await cli('exclude', String(player.id), 'indefinite', 'Confirmed');
    assert.equal(forever.code, 0, forever.stderr);
    assert.match(forever.stdout, /indefinitely/);
    const shorter = await cli('exclude', String(player.id), '30', 'Shorter');
    assert.equal(shorter.code, 1);
    assert.match(shorter.stderr, /already closed to play/);
    for (const args of [['exclude', String(player.id), '0', 'x'], ['exclude', String(player.id), '30'], ['exclude', 'abc', '30', 'x'], ['player-rg']]) {
      const usage = await cli(...args);
      assert.equal(usage.code, 1, args.join(' '));
      assert.match(usage.stderr, /needs/, args.join(' '));
    }
    assert.equal((await exclusionsOf(player)).length, 2);
  });
});
