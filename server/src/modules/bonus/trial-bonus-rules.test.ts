/**
 * Who may take the trial bonus: once per person (player, verified phone, national ID), never
 * without a national ID on file; the device fingerprint is recorded and flagged, never a key.
 * Concurrency here runs on PostgreSQL too (DATABASE_URL), where claims really run in parallel.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, fastRegistration, lastCode, registerPlayer, registerVerifiedPlayer, unique, validTurkishId, type RegisteredPlayer } from '../auth/accounts.test-kit.js';

const ADMIN_TOKEN = 'trial-bonus-rules-admin-token-0123456789abcdef';
let ctx: TestApp;
before(async () => {
  ctx = await startTestApp({ config: { trialBonusAmount: 50, adminToken: ADMIN_TOKEN } });
});
after(async () => {
  await ctx?.close();
});

const claim = (token: string, fingerprint: string | null = `fp-${unique()}`) =>
  ctx.get('/api/bonus/definetrialbonus', { headers: { Authorization: `Bearer ${token}`, Locale: 'en', ...(fingerprint === null ? {} : { Fingerprint: fingerprint }) } });

/** The players' ids in the order given (a query without ORDER BY has no order on PostgreSQL). */
async function idsOf(players: { username: string }[]): Promise<number[]> {
  const rows = await ctx.app.db.selectFrom('players').select(['id', 'username']).where('username', 'in', players.map((p) => p.username)).execute();
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  return players.map((p) => {
    const id = idOf.get(p.username);
    assert.ok(id !== undefined, `no player ${p.username}`);
    return id;
  });
}

/** What these players received, from the ledger itself (every entry on their wallets, whatever its balance). */
async function creditedTo(playerIds: number[]): Promise<string> {
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(e.amount), 0)::numeric(18, 2)::text as total
    from ledger_entries e join wallets w on w.id = e.wallet_id
    where w.player_id in (${sql.join(playerIds)})`.execute(ctx.app.db);
  return rows[0]!.total;
}

async function claimsOf(playerIds: number[]) {
  return ctx.app.db.selectFrom('trial_bonus_claims').select(['player_id', 'phone', 'personal_no', 'fingerprint', 'fingerprint_missing']).where('player_id', 'in', playerIds).execute();
}

async function flagsOf(playerId: number) {
  return ctx.app.db.selectFrom('risk_flags').select(['kind', 'subject', 'detail']).where('player_id', '=', playerId).orderBy('id').execute();
}

describe('the trial bonus is taken once per person', () => {
  test('20 accounts of one national ID claiming at once: credited once', async () => {
    const personalNo = validTurkishId();
    const players: RegisteredPlayer[] = [];
    for (let i = 0; i < 20; i += 1) players.push(await registerVerifiedPlayer(ctx, { PersonalNo: personalNo }));
    const results = await Promise.all(players.map((p) => claim(p.auth.token)));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, ...Array(19).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409)) assert.equal(refused.body.message, 'The trial bonus can be claimed only once per person.');
    const ids = await idsOf(players);
    assert.equal((await claimsOf(ids)).length, 1);
    assert.equal(await creditedTo(ids), '50.00');
    for (const p of players) assert.equal((await ctx.get('/api/bonus/trialbonusamount', bearer(p.auth.token))).body.data, 0);
  });

  test('five accounts with five spellings of one number: one verifies it, and of their claims at once one is credited', async () => {
    const digits = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const spellings = [digits, `0${digits}`, `90${digits}`, `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`, `0090${digits}`];
    const players: RegisteredPlayer[] = [];
    const codes: string[] = [];
    for (const phone of spellings) {
      const player = await registerPlayer(ctx, { phone });
      // Nobody has verified the number yet, so every account gets a real code (one SMS a minute per number).
      const sent = await ctx.post('/api/customer/updatephone', { step: 1, phone }, bearer(player.auth.token));
      assert.equal(sent.status, 200, sent.text);
      codes.push(await lastCode(ctx, `90${digits}`));
      players.push(player);
      ctx.app.accounts.clock.advance(60_000);
    }
    const verified = await Promise.all(players.map((p, i) => ctx.post('/api/customer/updatephone', { step: 2, phone: spellings[i], code: codes[i] }, bearer(p.auth.token))));
    assert.deepEqual(verified.map((r) => r.status).sort(), [200, 409, 409, 409, 409]);

    const results = await Promise.all(players.map((p) => claim(p.auth.token)));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400, 400, 400, 400]);
    for (const refused of results.filter((r) => r.status === 400)) assert.equal(refused.body.message, 'Please verify your phone number to claim the trial bonus.');
    const ids = await idsOf(players);
    assert.deepEqual((await claimsOf(ids)).map((c) => c.phone), [`90${digits}`]);
    assert.equal(await creditedTo(ids), '50.00');
  });

  test('a fast-registered player is refused until a national ID is on file, then claims once', async () => {
    const payload = fastRegistration();
    const token = (await ctx.post('/api/auth/register', payload)).body.data.token as string;
    await ctx.post('/api/customer/updatephone', { step: 1, phone: payload.phone }, bearer(token));
    const code = await lastCode(ctx, String(payload.phone));
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 2, phone: payload.phone, code }, bearer(token))).status, 200);

    const refused = await ctx.get('/api/bonus/definetrialbonus', { headers: { Authorization: `Bearer ${token}`, Fingerprint: 'fp-fast' } });
    assert.equal(refused.status, 400);
    assert.equal(
      refused.body.message,
      'Deneme bonusu için hesabınızda T.C. kimlik numaranızın kayıtlı olması gerekir. Hızlı kayıtla açılan hesaba kimlik numaranızı eklemek için lütfen müşteri hizmetlerimize başvurun.',
    );
    assert.equal((await claim(token)).body.message, 'The trial bonus needs your national ID (TC No) on your account. Accounts opened with fast registration have none yet: please contact customer support to add it.');
    assert.equal((await ctx.get('/api/bonus/trialbonusamount', bearer(token))).body.data, 0);
    const [id] = await idsOf([{ username: String(payload.username) }]);
    assert.equal(await creditedTo([id!]), '0.00');

    // Support adds the national ID (there is no player-facing form for it yet).
    await ctx.app.db.updateTable('players').set({ personal_no: validTurkishId() }).where('id', '=', id!).execute();
    assert.equal((await ctx.get('/api/bonus/trialbonusamount', bearer(token))).body.data, 50);
    assert.equal((await claim(token)).status, 200);
    assert.equal(await creditedTo([id!]), '50.00');
  });

  test('the database refuses a claim without a national ID, whatever the code above it does', async () => {
    const player = await registerVerifiedPlayer(ctx);
    const [id] = await idsOf([player]);
    await assert.rejects(
      sql`insert into trial_bonus_claims (player_id, phone, personal_no, amount) values (${id!}, ${`90${unique()}`}, null, 50)`.execute(ctx.app.db),
      /trial_bonus_claims_personal_no_required/,
    );
  });
});

describe('the trial bonus ticked at sign-up', () => {
  test('is credited with the phone verification, once, and the manual claim then says it was taken', async () => {
    const player = await registerVerifiedPlayer(ctx, { trialBonus: 1 });
    const [id] = await idsOf([player]);
    assert.equal(await creditedTo([id!]), '50.00');
    const balance = await ctx.get('/api/user/balance', bearer(player.auth.token));
    assert.equal(balance.body.data.bonus, 50);
    const again = await claim(player.auth.token);
    assert.equal(again.status, 409);
    assert.equal(await creditedTo([id!]), '50.00');
  });

  test('the verification answers the credit: its amount, the new balance and a message saying so', async () => {
    const player = await registerPlayer(ctx, { trialBonus: 1 });
    await ctx.post('/api/customer/updatephone', { step: 1, phone: player.phone }, bearer(player.auth.token));
    const code = await lastCode(ctx, player.phone);
    const res = await ctx.post('/api/customer/updatephone', { step: 2, phone: player.phone, code }, { headers: { Authorization: `Bearer ${player.auth.token}`, Locale: 'en' } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.trialBonus, { amount: 50, balance: 50 });
    assert.equal(res.body.message, 'Your phone number has been verified, and your ₺50.00 trial bonus has been added to your account.');
  });

  test('is not credited to a player who did not tick it, nor to one without a national ID: the verification stands', async () => {
    const unticked = await registerVerifiedPlayer(ctx, { trialBonus: 0 });
    assert.equal(await creditedTo(await idsOf([unticked])), '0.00');
    const payload = fastRegistration();
    const token = (await ctx.post('/api/auth/register', { ...payload, trialBonus: 1 })).body.data.token as string;
    await ctx.post('/api/customer/updatephone', { step: 1, phone: payload.phone }, bearer(token));
    const code = await lastCode(ctx, String(payload.phone));
    const verified = await ctx.post('/api/customer/updatephone', { step: 2, phone: payload.phone, code }, bearer(token));
    assert.equal(verified.status, 200, verified.text);
    assert.equal(verified.body.data.trialBonus, null);
  });
});

describe('the device fingerprint is a risk signal, never a key', () => {
  test('a claim without a fingerprint is credited, marked on the claim and flagged for the operator', async () => {
    const player = await registerVerifiedPlayer(ctx);
    const res = await claim(player.auth.token, null);
    assert.equal(res.status, 200, res.text);
    const [id] = await idsOf([player]);
    const [row] = await claimsOf([id!]);
    assert.deepEqual([row!.fingerprint, row!.fingerprint_missing], [null, true]);
    assert.deepEqual((await flagsOf(id!)).map((f) => f.kind), ['claim_without_fingerprint']);

    // Another player without a fingerprint is not refused because the first had none (NULLs are no key).
    const other = await registerVerifiedPlayer(ctx);
    assert.equal((await claim(other.auth.token, null)).status, 200);
    const withFingerprint = await registerVerifiedPlayer(ctx);
    assert.equal((await claim(withFingerprint.auth.token)).status, 200);
    const [withId] = await idsOf([withFingerprint]);
    assert.deepEqual([(await claimsOf([withId!]))[0]!.fingerprint_missing, await flagsOf(withId!)], [false, []]);
  });

  test('a device used by three accounts is flagged on the claim, and every one of them is credited', async () => {
    const fingerprint = `fp-shared-${unique()}`;
    const players: RegisteredPlayer[] = [];
    for (let i = 0; i < 3; i += 1) players.push(await registerVerifiedPlayer(ctx, {}, { Fingerprint: fingerprint }));
    const ids = await idsOf(players);
    const first = await claim(players[0]!.auth.token, fingerprint);
    assert.equal(first.status, 200);
    assert.deepEqual((await flagsOf(ids[0]!)).map((f) => [f.kind, f.subject]), [['shared_fingerprint', fingerprint]]);
    const rest = await Promise.all(players.slice(1).map((p) => claim(p.auth.token, fingerprint)));
    assert.deepEqual(rest.map((r) => r.status), [200, 200]);
    assert.match((await flagsOf(ids[2]!))[0]!.detail, /used by 3 accounts/);

    const flags = await ctx.get(`/api/admin/risk-flags?pageSize=200`, bearer(ADMIN_TOKEN));
    assert.equal(flags.status, 200, flags.text);
    const shared = flags.body.data.items.filter((f: { subject: string }) => f.subject === fingerprint);
    assert.deepEqual(shared.map((f: { kind: string; username: string }) => [f.kind, f.username]).sort(), players.map((p) => ['shared_fingerprint', p.username]).sort());
    assert.ok(flags.body.data.total >= 3);
  });

  test('two accounts on one device: no flag below three accounts', async () => {
    const fingerprint = `fp-pair-${unique()}`;
    const [a, b] = [await registerVerifiedPlayer(ctx, {}, { Fingerprint: fingerprint }), await registerVerifiedPlayer(ctx, {}, { Fingerprint: fingerprint })];
    assert.deepEqual((await Promise.all([a, b].map((p) => claim(p.auth.token, fingerprint)))).map((r) => r.status), [200, 200]);
    for (const id of await idsOf([a, b])) assert.deepEqual(await flagsOf(id), []);
  });

  test('GET /api/admin/risk-flags needs the admin token', async () => {
    assert.equal((await ctx.get('/api/admin/risk-flags')).status, 401);
  });
});
