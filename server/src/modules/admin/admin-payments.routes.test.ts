import assert from 'node:assert/strict';
import { isVerificationNotice } from '../kyc/kyc.test-kit.js';
import { after, before, describe, test } from 'node:test';
import { NotificationType, TransactionStatus, TransactionType } from '@arcadia/shared/core';
import {
  ADMIN_TOKEN,
  adminHeaders,
  assertLedgerAddsUp,
  balancesOfPlayer,
  bankDetail,
  cardDetail,
  countRows,
  deposit,
  ibanPayoutDetail,
  newPlayer,
  paymentById,
  playerWithMoney,
  startPaymentsApp,
  until,
  walletPayoutDetail,
  withdraw,
  type PaymentsApp,
  type Player,
} from '../payments/payments.test-kit.js';

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp({ events: { pollMs: 20, backoffMs: 50, backoffMaxMs: 200 } });
});
after(async () => {
  await ctx?.close();
});

/** The player's notifications but those of their identity verification (see verifyByAdmin). */
const notificationsOf = async (player: Player) =>
  (await ctx.app.db.selectFrom('notifications').selectAll().where('player_id', '=', player.id).orderBy('id').execute()).filter((row) => !isVerificationNotice(row));
const auditOf = (ip: string) => ctx.app.db.selectFrom('admin_audit').selectAll().where('ip', '=', ip).orderBy('id').execute();

describe('GET /api/admin/transactions', () => {
  test('requires the admin token', async () => {
    assert.equal((await ctx.get('/api/admin/transactions')).status, 401);
    const player = await newPlayer(ctx);
    assert.equal((await ctx.get('/api/admin/transactions', player.as())).status, 401, 'a player token is not an admin token');
  });

  test('lists transactions newest first with the player, filtered by status and type, paged; the read is audited', async () => {
    const player = await playerWithMoney(ctx, '1000.00', '0', { verified: true });
    const dep = await deposit(ctx, player, 2, bankDetail(700));
    const out = await withdraw(ctx, player, 4, walletPayoutDetail(120));
    const admin = adminHeaders();
    const res = await ctx.get('/api/admin/transactions?take=2', admin);
    assert.equal(res.status, 200, res.text);
    assert.ok(res.body.data.total >= 2);
    assert.deepEqual(res.body.data.items.map((i: { id: number }) => i.id), [out.id, dep.id]);
    const item = res.body.data.items[0];
    assert.deepEqual(
      [item.playerId, item.username, item.type, item.methodId, item.methodName, item.amount, item.currency, item.status, item.statusName, item.provider, item.approvedAt],
      [player.id, player.username, TransactionType.Withdraw, 4, 'To e-wallet', 120, 'TRY', TransactionStatus.Pending, 'Pending', 'demopay', null],
    );
    assert.deepEqual(item.detail, { WalletNo: '5321234567' });

    const pendingDeposits = await ctx.get(`/api/admin/transactions?status=${TransactionStatus.Pending}&type=${TransactionType.Deposit}&take=200`, admin);
    assert.ok(pendingDeposits.body.data.items.every((i: { type: number; status: number }) => i.type === 1 && i.status === 2));
    assert.ok(pendingDeposits.body.data.items.some((i: { id: number }) => i.id === dep.id));
    const second = await ctx.get('/api/admin/transactions?skip=1&take=1', admin);
    assert.deepEqual(second.body.data.items.map((i: { id: number }) => i.id), [dep.id]);

    const audit = await auditOf(admin.headers['X-Forwarded-For']!);
    assert.ok(audit.some((a) => a.route === '/api/admin/transactions' && a.outcome === 'ok'));
  });

  test("filtered by username: only that player's payments, whatever else the list holds", async () => {
    const player = await playerWithMoney(ctx, '500.00');
    const other = await playerWithMoney(ctx, '500.00');
    const mine = await deposit(ctx, player, 2, bankDetail(300));
    await deposit(ctx, other, 2, bankDetail(300));
    const admin = adminHeaders();
    const res = await ctx.get(`/api/admin/transactions?username=${player.username}&take=200`, admin);
    assert.equal(res.status, 200, res.text);
    assert.ok(res.body.data.items.length >= 1);
    assert.ok(res.body.data.items.every((i: { username: string }) => i.username === player.username));
    assert.ok(res.body.data.items.some((i: { id: number }) => i.id === mine.id));
    assert.equal(res.body.data.total, res.body.data.items.length);
    const nobody = await ctx.get('/api/admin/transactions?username=nobody-by-this-name', admin);
    assert.deepEqual([nobody.status, nobody.body.data.items, nobody.body.data.total], [200, [], 0]);
  });

  test('bad input → 400 with a message', async () => {
    const admin = adminHeaders();
    for (const query of ['username=', `username=${'x'.repeat(31)}`, 'status=9', 'status=Pending', 'type=3', 'skip=-1', 'take=0', 'take=201', 'take=abc', 'playerId=1', 'skip=1.5', 'skip=1000001']) {
      const res = await ctx.get(`/api/admin/transactions?${query}`, admin);
      assert.equal(res.status, 400, query);
      assert.ok(res.body.message, query);
    }
  });
});

describe('POST /api/admin/transactions/:id/approve', () => {
  test('requires the admin token', async () => {
    assert.equal((await ctx.post('/api/admin/transactions/1/approve', {})).status, 401);
  });

  test('a pending bank transfer: Confirmed, credited to cash, the player told, the change audited; approving again is refused', async () => {
    const player = await newPlayer(ctx, { verified: true });
    const dep = await deposit(ctx, player, 2, bankDetail(2500));
    const admin = adminHeaders();
    const res = await ctx.post(`/api/admin/transactions/${dep.id}/approve`, {}, admin);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Transaction approved.');
    assert.equal((await paymentById(ctx, dep.id)).status, TransactionStatus.Confirmed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '2500.00', bonus: '0.00', held: '0.00' });
    assert.deepEqual((await notificationsOf(player)).map((n) => [n.type, n.note_en]), [[NotificationType.Deposit, '₺2,500.00 has been added to your balance.']]);
    const journal = await ctx.app.db.selectFrom('ledger_journals').selectAll().where('external_id', '=', `deposit:${dep.reference}`).executeTakeFirstOrThrow();
    assert.deepEqual([journal.actor_kind, journal.type], ['operator', 'deposit']);

    const again = await ctx.post(`/api/admin/transactions/${dep.id}/approve`, {}, admin);
    assert.equal(again.status, 409);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '2500.00', bonus: '0.00', held: '0.00' });
    const audit = await auditOf(admin.headers['X-Forwarded-For']!);
    assert.deepEqual(audit.map((a) => [a.route, a.status, a.outcome]), [
      ['/api/admin/transactions/:id/approve', 200, 'ok'],
      ['/api/admin/transactions/:id/approve', 409, 'rejected'],
    ]);
  });

  test('a bank transfer left Created (the provider\'s answer never arrived) can still be approved and is credited once', async () => {
    const player = await newPlayer(ctx);
    ctx.provider.failing = 1;
    const res = await ctx.post('/api/payment/deposit', { id: 2, target: 'pay', detail: bankDetail(700) }, player.as());
    assert.equal(res.status, 503, res.text);
    const [stuck] = await ctx.app.db.selectFrom('payments').selectAll().where('player_id', '=', player.id).execute();
    assert.equal(stuck!.status, TransactionStatus.Created);
    const approved = await ctx.post(`/api/admin/transactions/${stuck!.id}/approve`, {}, adminHeaders());
    assert.equal(approved.status, 200, approved.text);
    assert.equal((await paymentById(ctx, stuck!.id)).status, TransactionStatus.Confirmed);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '700.00', bonus: '0.00', held: '0.00' });
    assert.equal((await ctx.post(`/api/admin/transactions/${stuck!.id}/approve`, {}, adminHeaders())).status, 409);
  });

  test('a card deposit is settled by the provider, not the operator (409)', async () => {
    const player = await newPlayer(ctx);
    const dep = await deposit(ctx, player, 1, cardDetail(100));
    const res = await ctx.post(`/api/admin/transactions/${dep.id}/approve`, {}, adminHeaders());
    assert.equal(res.status, 409);
    assert.match(res.body.message, /only bank transfers/);
    assert.equal((await paymentById(ctx, dep.id)).status, TransactionStatus.Pending);
  });

  test('a withdrawal: approved (approvedAt), its payout sent to the provider once with its reference stored; still Pending until the provider pays', async () => {
    const player = await playerWithMoney(ctx, '800.00', '0', { verified: true });
    const out = await withdraw(ctx, player, 4, walletPayoutDetail(300));
    const res = await ctx.post(`/api/admin/transactions/${out.id}/approve`, {}, adminHeaders());
    assert.equal(res.status, 200, res.text);
    await until(async () => (await paymentById(ctx, out.id)).provider_reference !== null, 'the payout reached the provider');
    const row = await paymentById(ctx, out.id);
    assert.equal(row.status, TransactionStatus.Pending);
    assert.ok(row.approved_at);
    assert.equal(row.provider_reference, ctx.provider.references.get(out.reference));
    assert.deepEqual(ctx.provider.payouts.filter((p) => p.reference === out.reference).map((p) => [p.method, p.amount, p.details]), [['wallet', '300.00', { WalletNo: '5321234567' }]]);
    const listed = await ctx.post('/api/payment/transactions', { skip: 0, take: 5 }, player.as());
    assert.equal(listed.body.data.items[0].approvedAt, new Date(row.approved_at).toISOString());
    // Delivered again (a crash between the call and the mark): nothing is sent twice.
    const event = await ctx.app.db.selectFrom('event_outbox').selectAll().where('topic', '=', 'payment.payout').where('key', '=', `payment:${out.id}`).executeTakeFirstOrThrow();
    await ctx.app.db.updateTable('event_outbox').set({ delivered_at: null }).where('id', '=', event.id).execute();
    await ctx.app.eventOutbox.deliverPending();
    assert.equal(ctx.provider.payouts.filter((p) => p.reference === out.reference).length, 1);
    assert.equal((await ctx.post(`/api/admin/transactions/${out.id}/approve`, {}, adminHeaders())).status, 409, 'approved once');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '500.00', bonus: '0.00', held: '300.00' });
  });

  test('a provider that is down: the payout is retried by the outbox until it is taken', async () => {
    const player = await playerWithMoney(ctx, '400.00', '0', { verified: true });
    const out = await withdraw(ctx, player, 3, ibanPayoutDetail(400));
    ctx.provider.failing = 2;
    assert.equal((await ctx.post(`/api/admin/transactions/${out.id}/approve`, {}, adminHeaders())).status, 200);
    await until(async () => (await paymentById(ctx, out.id)).provider_reference !== null, 'the payout was retried and taken');
    assert.equal(ctx.provider.payouts.filter((p) => p.reference === out.reference).length, 3);
  });

  test('a payout the provider refuses: the withdrawal is Rejected, its hold returned, the player told', async () => {
    const player = await playerWithMoney(ctx, '250.00', '0', { verified: true });
    const out = await withdraw(ctx, player, 3, ibanPayoutDetail(250));
    ctx.provider.refuseNext = 'account closed';
    assert.equal((await ctx.post(`/api/admin/transactions/${out.id}/approve`, {}, adminHeaders())).status, 200);
    await until(async () => (await paymentById(ctx, out.id)).status === TransactionStatus.Rejected, 'the refusal rejected the withdrawal');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '250.00', bonus: '0.00', held: '0.00' });
    assert.deepEqual((await notificationsOf(player)).map((n) => n.title_en), ['Withdrawal rejected']);
    await assertLedgerAddsUp(ctx);
  });

  test('bad input → 4xx with a message, nothing changed', async () => {
    const admin = adminHeaders();
    const before = { payments: await countRows(ctx, 'payments'), journals: await countRows(ctx, 'ledger_journals') };
    for (const [path, status] of [['abc', 400], ['0', 400], ['-1', 400], ['1.5', 400], ['2147483648', 400], ['999999', 404]] as const) {
      const res = await ctx.post(`/api/admin/transactions/${path}/approve`, {}, admin);
      assert.equal(res.status, status, path);
      assert.ok(res.body.message, path);
    }
    assert.deepEqual({ payments: await countRows(ctx, 'payments'), journals: await countRows(ctx, 'ledger_journals') }, before);
  });
});

describe('POST /api/admin/transactions/:id/reject', () => {
  test('requires the admin token', async () => {
    assert.equal((await ctx.post('/api/admin/transactions/1/reject', { reason: 'no' })).status, 401);
  });

  test('a withdrawal not yet approved: Rejected with the reason, its hold returned, the player told; the hold is returned once', async () => {
    const player = await playerWithMoney(ctx, '600.00', '0', { verified: true });
    const out = await withdraw(ctx, player, 3, ibanPayoutDetail(600));
    const admin = adminHeaders();
    const res = await ctx.post(`/api/admin/transactions/${out.id}/reject`, { reason: 'Account holder name does not match' }, admin);
    assert.equal(res.status, 200, res.text);
    const row = await paymentById(ctx, out.id);
    assert.deepEqual([row.status, row.reason_en, row.reason_tr], [TransactionStatus.Rejected, 'Account holder name does not match', 'Account holder name does not match']);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '600.00', bonus: '0.00', held: '0.00' });
    const notes = await notificationsOf(player);
    assert.deepEqual(notes.map((n) => [n.type, n.title_en]), [[NotificationType.Withdraw, 'Withdrawal rejected']]);
    assert.match(notes[0]!.note_en, /₺600\.00 was rejected; the amount is back in your balance\. Account holder name does not match/);
    assert.equal((await ctx.post(`/api/admin/transactions/${out.id}/reject`, { reason: 'again' }, admin)).status, 409);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '600.00', bonus: '0.00', held: '0.00' });
    const audit = await auditOf(admin.headers['X-Forwarded-For']!);
    assert.deepEqual(audit.map((a) => [a.status, a.outcome]), [[200, 'ok'], [409, 'rejected']]);
    assert.deepEqual(audit[0]!.params, { params: { id: out.id }, body: { reason: 'Account holder name does not match' } });
    await assertLedgerAddsUp(ctx);
  });

  test('a bank transfer: Rejected, nothing credited, the player told; an approved withdrawal is the provider\'s to settle (409)', async () => {
    const player = await playerWithMoney(ctx, '300.00', '0', { verified: true });
    const dep = await deposit(ctx, player, 2, bankDetail(150));
    assert.equal((await ctx.post(`/api/admin/transactions/${dep.id}/reject`, { reason: 'No transfer arrived' }, adminHeaders())).status, 200);
    assert.equal((await paymentById(ctx, dep.id)).status, TransactionStatus.Rejected);
    assert.deepEqual((await notificationsOf(player)).map((n) => n.title_en), ['Deposit declined']);
    assert.equal((await ctx.post(`/api/admin/transactions/${dep.id}/approve`, {}, adminHeaders())).status, 409, 'a rejected deposit cannot be approved');

    const out = await withdraw(ctx, player, 3, ibanPayoutDetail(300));
    assert.equal((await ctx.post(`/api/admin/transactions/${out.id}/approve`, {}, adminHeaders())).status, 200);
    const late = await ctx.post(`/api/admin/transactions/${out.id}/reject`, { reason: 'too late' }, adminHeaders());
    assert.equal(late.status, 409);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '300.00' });
  });

  test('approve and reject of one withdrawal racing: exactly one outcome, and the money follows it', async () => {
    for (let round = 0; round < 6; round += 1) {
      const player = await playerWithMoney(ctx, '500.00', '0', { verified: true });
      const out = await withdraw(ctx, player, 3, ibanPayoutDetail(500));
      const [approve, reject] = await Promise.all([
        ctx.post(`/api/admin/transactions/${out.id}/approve`, {}, adminHeaders()),
        ctx.post(`/api/admin/transactions/${out.id}/reject`, { reason: 'race' }, adminHeaders()),
      ]);
      assert.deepEqual([approve.status, reject.status].sort(), [200, 409], `round ${round}: ${approve.text} / ${reject.text}`);
      const row = await paymentById(ctx, out.id);
      if (approve.status === 200) {
        assert.ok(row.approved_at);
        assert.equal(row.status, TransactionStatus.Pending);
        assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '0.00', bonus: '0.00', held: '500.00' });
      } else {
        assert.equal(row.approved_at, null);
        assert.equal(row.status, TransactionStatus.Rejected);
        assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '500.00', bonus: '0.00', held: '0.00' });
      }
    }
    await assertLedgerAddsUp(ctx);
  });

  test('a card deposit is the provider\'s to settle (409); bad input → 4xx with a message, nothing changed', async () => {
    const player = await newPlayer(ctx);
    const dep = await deposit(ctx, player, 1, cardDetail(100));
    assert.equal((await ctx.post(`/api/admin/transactions/${dep.id}/reject`, { reason: 'no' }, adminHeaders())).status, 409);
    const admin = adminHeaders();
    const cases: [string, unknown, number][] = [
      [String(dep.id), {}, 400],
      [String(dep.id), { reason: '' }, 400],
      [String(dep.id), { reason: '   ' }, 400],
      [String(dep.id), { reason: 42 }, 400],
      [String(dep.id), { reason: 'x'.repeat(501) }, 400],
      [String(dep.id), { reason: 'fine', status: 1 }, 400],
      ['abc', { reason: 'fine' }, 400],
      ['0', { reason: 'fine' }, 400],
      ['999999', { reason: 'fine' }, 404],
    ];
    for (const [id, body, status] of cases) {
      const res = await ctx.post(`/api/admin/transactions/${id}/reject`, body, admin);
      assert.equal(res.status, status, `${id} ${JSON.stringify(body)}`);
      assert.ok(res.body.message);
    }
    assert.equal((await paymentById(ctx, dep.id)).status, TransactionStatus.Pending);
  });
});

describe('POST /api/admin/notifications', () => {
  const message = { title: { tr: 'Bakım', en: 'Maintenance' }, note: { tr: 'Gece 2\'de kısa bir bakım var.', en: 'Short maintenance at 2 am.' } };

  test('requires the admin token', async () => {
    assert.equal((await ctx.post('/api/admin/notifications', { all: true, ...message })).status, 401);
  });

  test('to one player: a System notification in tr and en, pushed through the outbox, audited', async () => {
    const player = await newPlayer(ctx);
    const other = await newPlayer(ctx);
    const admin = adminHeaders();
    const res = await ctx.post('/api/admin/notifications', { playerId: player.id, ...message }, admin);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { players: 1 });
    const list = await ctx.post('/api/customer/notification', { skip: 0, take: 10 }, player.as('en'));
    assert.deepEqual(list.body.data.map((n: { type: number; title: string; note: string }) => [n.type, n.title, n.note]), [[NotificationType.System, 'Maintenance', 'Short maintenance at 2 am.']]);
    assert.equal((await notificationsOf(other)).length, 0);
    const pushed = await ctx.app.db.selectFrom('event_outbox').select(['payload', 'delivered_at']).where('topic', '=', 'hub.message').where('key', '=', `player:${player.id}`).execute();
    assert.equal(pushed.length, 1);
    assert.ok(pushed[0]!.delivered_at);
    assert.deepEqual((await auditOf(admin.headers['X-Forwarded-For']!)).map((a) => [a.route, a.outcome]), [['/api/admin/notifications', 'ok']]);
  });

  test('to all players: every player gets it, each with its hub push', async () => {
    const players = [await newPlayer(ctx), await newPlayer(ctx)];
    const total = Number((await ctx.app.db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const res = await ctx.post('/api/admin/notifications', { all: true, ...message }, adminHeaders());
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { players: total });
    for (const player of players) {
      const notes = await notificationsOf(player);
      assert.deepEqual(notes.map((n) => [n.type, n.title_tr, n.note_en]), [[NotificationType.System, 'Bakım', 'Short maintenance at 2 am.']]);
      const events = await ctx.app.db.selectFrom('event_outbox').select('payload').where('topic', '=', 'hub.message').where('key', '=', `player:${player.id}`).execute();
      assert.deepEqual(events.map((e) => e.payload), [{ playerId: player.id, message: { command: 'Notification', message: JSON.stringify({ id: notes[0]!.id, type: NotificationType.System }) } }]);
    }
    await until(async () => (await ctx.app.db.selectFrom('event_outbox').select('id').where('delivered_at', 'is', null).execute()).length === 0, 'every push is delivered');
  });

  test('bad input → 4xx with a message, nothing sent', async () => {
    const admin = adminHeaders();
    const player = await newPlayer(ctx);
    const before = await countRows(ctx, 'notifications');
    const cases: [string, unknown, number][] = [
      ['no recipient', message, 400],
      ['both recipients', { playerId: player.id, all: true, ...message }, 400],
      ['all false', { all: false, ...message }, 400],
      ['playerId as text', { playerId: String(player.id), ...message }, 400],
      ['playerId zero', { playerId: 0, ...message }, 400],
      ['no title', { all: true, note: message.note }, 400],
      ['no English note', { all: true, title: message.title, note: { tr: 'x' } }, 400],
      ['a blank title', { all: true, title: { tr: ' ', en: ' ' }, note: message.note }, 400],
      ['a title of 201 characters', { all: true, title: { tr: 'x'.repeat(201), en: 'x' }, note: message.note }, 400],
      ['a note of 2001 characters', { all: true, title: message.title, note: { tr: 'x', en: 'x'.repeat(2001) } }, 400],
      ['a third language', { all: true, title: { ...message.title, de: 'Wartung' }, note: message.note }, 400],
      ['an unknown key', { all: true, ...message, type: 1 }, 400],
      ['an unknown player', { playerId: 2_000_000_000, ...message }, 404],
    ];
    for (const [what, body, status] of cases) {
      const res = await ctx.post('/api/admin/notifications', body, admin);
      assert.equal(res.status, status, `${what}: ${res.text}`);
      assert.ok(res.body.message, what);
    }
    assert.equal(await countRows(ctx, 'notifications'), before);
  });
});

describe('admin CLI', () => {
  test('lists, approves and rejects transactions and sends messages through the admin API', async () => {
    const { execFile } = await import('node:child_process');
    const player = await playerWithMoney(ctx, '900.00', '0', { verified: true });
    const dep = await deposit(ctx, player, 2, bankDetail(100));
    const out = await withdraw(ctx, player, 3, ibanPayoutDetail(200));
    const cli = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: { ...process.env, ADMIN_TOKEN, ADMIN_URL: ctx.baseUrl } }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const listed = await cli('transactions', '--status', 'pending', '--type', 'deposit', '--json');
    assert.equal(listed.code, 0, listed.stderr);
    assert.ok(JSON.parse(listed.stdout).items.some((i: { id: number }) => i.id === dep.id));
    const approved = await cli('approve', String(dep.id));
    assert.equal(approved.code, 0, approved.stderr);
    assert.match(approved.stdout, /approved/i);
    const rejected = await cli('reject', String(out.id), '--reason', 'Wrong account');
    assert.equal(rejected.code, 0, rejected.stderr);
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '1000.00', bonus: '0.00', held: '0.00' });
    assert.equal((await paymentById(ctx, out.id)).reason_en, 'Wrong account');
    const refused = await cli('approve', String(out.id));
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /cannot be approved/);
    const notified = await cli('notify', '--player', String(player.id), '--title-tr', 'Merhaba', '--title-en', 'Hello', '--note-tr', 'Not', '--note-en', 'Note');
    assert.equal(notified.code, 0, notified.stderr);
    assert.ok((await notificationsOf(player)).some((n) => n.title_en === 'Hello' && n.type === NotificationType.System));
    const usage = await cli('reject', String(out.id));
    assert.equal(usage.code, 1);
    assert.match(usage.stderr, /--reason/);
  });
});
