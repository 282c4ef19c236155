import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { normalizePhone } from '@arcadia/shared/core';
import { defaultMigrationsDir, runMigrations } from '../../db/migrate.js';
import { createTestDatabase, startTestApp, testConfig, type TestApp } from '../../testing/test-app.js';
import { bearer, fastRegistration, fullRegistration, lastCode, registerPlayer } from './accounts.test-kit.js';
import { newUsercode } from './token.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

const en = (token?: string) => ({ headers: { Locale: 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

/** A random mobile number's ten digits (5xx xxx xx xx). */
const mobile = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const spellings = (digits: string) => [
  digits,
  `0${digits}`,
  `90${digits}`,
  `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
  `0090${digits}`,
];

describe('phones are stored in one spelling at every entry point', () => {
  test('five spellings of one number register as one phone, full and fast registration alike', async () => {
    const digits = mobile();
    const stored = `90${digits}`;
    for (const [i, phone] of spellings(digits).entries()) {
      const payload = i % 2 ? fastRegistration({ phone }) : fullRegistration({ phone });
      const res = await ctx.post('/api/auth/register', payload);
      assert.equal(res.status, 200, `${phone}: ${res.text}`);
      assert.equal(res.body.data.phone, stored, phone);
      assert.equal((await ctx.get('/api/customer/profile', bearer(res.body.data.token))).body.data.phone, stored);
    }
    const rows = await ctx.app.db.selectFrom('players').select('phone').where('phone', 'like', `%${digits}`).execute();
    assert.deepEqual(rows.map((r) => r.phone), Array(5).fill(stored));
  });

  test('updatephone normalises both steps, and the second verification of the same number is refused', async () => {
    const digits = mobile();
    const stored = `90${digits}`;
    const [first, second] = [await registerPlayer(ctx), await registerPlayer(ctx)];
    // Both ask before either has verified, in different spellings: both get a real code.
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 1, phone: digits }, bearer(first.auth.token))).status, 200);
    const firstCode = await lastCode(ctx, stored);
    ctx.app.accounts.clock.advance(60_000);
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 1, phone: `+90 ${digits}` }, bearer(second.auth.token))).status, 200);
    const secondCode = await lastCode(ctx, stored);
    const sent = (await ctx.get(`/api/dev/outbox?to=${stored}&limit=10`)).body.data;
    assert.deepEqual(sent.map((m: { to: string }) => m.to), [stored, stored], 'both SMS went to the stored spelling');

    const verified = await ctx.post('/api/customer/updatephone', { step: 2, phone: `0${digits}`, code: firstCode }, en(first.auth.token));
    assert.equal(verified.status, 200, verified.text);
    assert.deepEqual(verified.body.data, { phone: stored, smsVerified: true, trialBonus: null });

    const refused = await ctx.post('/api/customer/updatephone', { step: 2, phone: `0090${digits}`, code: secondCode }, en(second.auth.token));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'This phone number is already used by a verified account.');
    const verifiedRows = await ctx.app.db.selectFrom('players').select('id').where('phone', '=', stored).where('sms_verified', '=', true).execute();
    assert.equal(verifiedRows.length, 1);
  });

  test('a phone that is not a Turkish mobile number is a 400 with the phone message, in tr and en, at every entry point', async () => {
    const player = await registerPlayer(ctx);
    const tr = 'Telefon: Geçerli bir cep telefonu numarası giriniz (5XX XXX XX XX)';
    const enText = 'Phone: Enter a valid Turkish mobile number (5XX XXX XX XX)';
    for (const phone of ['2121234567', '+49 151 12345678', '905321234567 ext 2', '+5321234567', '9053212345678']) {
      const answers = [
        await ctx.post('/api/auth/register', fullRegistration({ phone })),
        await ctx.post('/api/auth/register', fastRegistration({ phone })),
        await ctx.post('/api/customer/updatephone', { step: 1, phone }, bearer(player.auth.token)),
        await ctx.post('/api/customer/updatephone', { step: 2, phone, code: '123456' }, bearer(player.auth.token)),
      ];
      for (const res of answers) {
        assert.equal(res.status, 400, `${phone}: ${res.text}`);
        assert.deepEqual([res.body.success, res.body.message], [false, tr], phone);
      }
      const english = await ctx.post('/api/customer/updatephone', { step: 1, phone }, en(player.auth.token));
      assert.equal(english.body.message, enText);
    }
  });
});

describe('migration 0107 on existing rows', () => {
  test('normalises phones, keeps the earliest verified account per number, unverifies and flags the others', async () => {
    const config = testConfig();
    const database = await createTestDatabase(config);
    const before0107 = mkdtempSync(join(tmpdir(), 'arcadia-before-0107-'));
    try {
      for (const name of readdirSync(defaultMigrationsDir())) {
        if (/^\d{4}-.*\.sql$/.test(name) && Number(name.slice(0, 4)) < 107) copyFileSync(join(defaultMigrationsDir(), name), join(before0107, name));
      }
      await runMigrations(database.handle, before0107);
      const db = database.handle.db;
      const digits = mobile();
      const stored = `90${digits}`;
      const player = async (username: string, phone: string, verifiedAt: string | null) => {
        const row = await db
          .insertInto('players')
          .values({
            usercode: newUsercode(),
            username,
            email: `${username}@example.com`,
            name: 'Eski',
            surname: 'Oyuncu',
            phone,
            sms_verified: verifiedAt !== null,
            phone_verified_at: verifiedAt,
            password_hash: 'x',
          })
          .returning(['id', 'usercode'])
          .executeTakeFirstOrThrow();
        return row;
      };
      const late = await player('lateverified', digits, '2026-03-02T10:00:00Z');
      const early = await player('earlyverified', `0090${digits}`, '2026-03-01T10:00:00Z');
      const unverified = await player('neververified', `0${digits}`, null);
      const foreign = await player('foreignphone', '4915112345678', '2026-03-01T10:00:00Z');
      const landline = await player('landlinephone', '2121234567', null);
      // The same SIM paid twice under two spellings; the later claim already has the stored spelling.
      await sql`insert into trial_bonus_claims (player_id, phone, personal_no, fingerprint, amount, created_at)
                values (${late.id}, ${digits}, null, 'fp-a', 50, '2026-03-02T11:00:00Z'),
                       (${early.id}, ${stored}, '10000000146', null, 50, '2026-03-03T11:00:00Z')`.execute(db);

      await runMigrations(database.handle);

      const players = await db.selectFrom('players').select(['id', 'phone', 'sms_verified', 'phone_verified_at']).orderBy('id').execute();
      const byId = new Map(players.map((p) => [p.id, p]));
      assert.deepEqual([late, early, unverified].map((p) => byId.get(p.id)!.phone), [stored, stored, stored]);
      assert.equal(byId.get(early.id)!.sms_verified, true, 'the account verified first keeps the number');
      assert.equal(byId.get(late.id)!.sms_verified, false);
      assert.equal(byId.get(late.id)!.phone_verified_at, null);
      assert.deepEqual([byId.get(foreign.id)!.phone, byId.get(foreign.id)!.sms_verified], ['4915112345678', false]);
      assert.deepEqual([byId.get(landline.id)!.phone, byId.get(landline.id)!.sms_verified], ['2121234567', false]);

      const flags = await db.selectFrom('risk_flags').select(['kind', 'player_id', 'subject', 'detail']).orderBy('id').execute();
      assert.deepEqual(
        flags.map((f) => [f.kind, f.player_id, f.subject]),
        [
          ['phone_conflict', late.id, stored],
          ['phone_not_normalisable', foreign.id, '4915112345678'],
          ['trial_bonus_repeat', late.id, stored],
        ],
      );
      assert.match(flags[0]!.detail, new RegExp(`verified earlier by player ${early.usercode}`));

      const claims = await db.selectFrom('trial_bonus_claims').select(['player_id', 'phone', 'fingerprint_missing']).orderBy('id').execute();
      assert.deepEqual(claims.map((c) => [c.player_id, c.phone, c.fingerprint_missing]), [
        [late.id, digits, false],
        [early.id, stored, true],
      ]);
      await assert.rejects(
        sql`update players set sms_verified = true where id = ${late.id}`.execute(db),
        /players_verified_phone_key/,
        'one verified account per number from now on',
      );
      await assert.rejects(sql`update players set sms_verified = true where id = ${foreign.id}`.execute(db), /players_verified_phone_normalised/);
    } finally {
      rmSync(before0107, { recursive: true, force: true });
      await database.dispose();
    }
  });

  test("the migration's pattern normalises digit strings exactly as normalizePhone does", async () => {
    const samples = ['5321234567', '05321234567', '905321234567', '9005321234567', '00905321234567', '009005321234567', '2121234567', '532123456', '53212345678', '0905321234567', '12345', '90532123456789'];
    const { rows } = await sql<{ raw: string; normal: string | null }>`
      select raw, '90' || substring(raw from '^(?:0090|90)?0?(5[0-9]{9})$') as normal
      from unnest(${samples}::text[]) as raw`.execute(ctx.app.db);
    assert.deepEqual(
      rows.map((r) => [r.raw, r.normal]),
      samples.map((raw) => [raw, normalizePhone(raw)]),
    );
  });
});
