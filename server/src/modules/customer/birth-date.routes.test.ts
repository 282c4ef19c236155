import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, fastRegistration, registerPlayer } from '../auth/accounts.test-kit.js';
import { birthDateKnown } from './birth-date.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

const en = (token: string) => bearer(token, { Locale: 'en' });

/** YYYY-MM-DD of the day `years` years before today (UTC), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** A player from the fast form, who gave no date of birth. */
async function fastPlayer(): Promise<{ id: number; token: string }> {
  const payload = fastRegistration();
  const res = await ctx.post('/api/auth/register', payload);
  assert.equal(res.status, 200, res.text);
  const row = await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(payload.username)).executeTakeFirstOrThrow();
  return { id: row.id, token: res.body.data.token };
}

/** The stored date of birth and the row's last change: what a refused request must leave alone. */
async function stored(playerId: number) {
  return ctx.app.db
    .selectFrom('players')
    .select([sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'), 'updated_at'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

describe('POST /api/customer/birthdate', () => {
  test('requires authentication (401 envelope)', async () => {
    const res = await ctx.post('/api/customer/birthdate', { birthDate: '1990-05-17' }, { headers: { Locale: 'en' } });
    assert.equal(res.status, 401);
    assert.equal(res.body.success, false);
    assert.equal(res.body.message, 'Your session has ended. Please log in again.');
  });

  test('records the date of birth of a player who gave none; it shows on the profile', async () => {
    const player = await fastPlayer();
    assert.equal(await birthDateKnown(ctx.app.db, player.id), false);
    const res = await ctx.post('/api/customer/birthdate', { birthDate: '1990-05-17' }, bearer(player.token));
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { success: true, message: 'Doğum tarihiniz kaydedildi.', data: null });
    assert.equal(await birthDateKnown(ctx.app.db, player.id), true);
    const profile = await ctx.get('/api/customer/profile', bearer(player.token));
    assert.equal(profile.body.data.birthDate, '1990-05-17');
  });

  test('a player who turns 18 today is of age', async () => {
    const player = await fastPlayer();
    const res = await ctx.post('/api/customer/birthdate', { birthDate: yearsAgo(18) }, bearer(player.token));
    assert.equal(res.status, 200, res.text);
    assert.equal((await stored(player.id)).birth_date, yearsAgo(18));
  });

  test('422 once a date is on record: it cannot be changed, from the fast form or the full one', async () => {
    const player = await fastPlayer();
    await ctx.post('/api/customer/birthdate', { birthDate: '1990-05-17' }, bearer(player.token));
    const before = await stored(player.id);
    const again = await ctx.post('/api/customer/birthdate', { birthDate: '1980-01-01' }, bearer(player.token));
    assert.equal(again.status, 422, again.text);
    assert.equal(again.body.success, false);
    assert.equal(again.body.message, 'Doğum tarihiniz kayıtlı');
    assert.deepEqual(await stored(player.id), before);

    const full = await registerPlayer(ctx);
    const res = await ctx.post('/api/customer/birthdate', { birthDate: '1980-01-01' }, en(full.auth.token));
    assert.equal(res.status, 422);
    assert.equal(res.body.message, 'Your date of birth is already on record');
    const profile = await ctx.get('/api/customer/profile', bearer(full.auth.token));
    assert.equal(profile.body.data.birthDate, '1990-05-17');
  });

  for (const [what, birthDate] of [
    ['17 years old', yearsAgo(17)],
    ['18 tomorrow', yearsAgo(18, 1)],
    ['a child', yearsAgo(5)],
  ] as const) {
    test(`422 for a date of birth under 18 (${what}), in tr and en, nothing recorded`, async () => {
      const player = await fastPlayer();
      const before = await stored(player.id);
      const tr = await ctx.post('/api/customer/birthdate', { birthDate }, bearer(player.token));
      assert.equal(tr.status, 422, tr.text);
      assert.equal(tr.body.success, false);
      assert.equal(tr.body.message, '18 yaşından küçükler kayıt olamaz');
      const enRes = await ctx.post('/api/customer/birthdate', { birthDate }, en(player.token));
      assert.equal(enRes.status, 422);
      assert.equal(enRes.body.message, 'You must be 18 or older to register');
      assert.deepEqual(await stored(player.id), before);
      assert.equal(await birthDateKnown(ctx.app.db, player.id), false);
    });
  }

  const badInputs: [string, unknown, RegExp][] = [
    ['no body field', {}, /"Birth date" is missing/],
    ['an empty date', { birthDate: '' }, /^Birth date: This field is required$/],
    ['a date that does not exist', { birthDate: '1990-02-30' }, /^Birth date: Enter a valid date$/],
    ['a day-first date', { birthDate: '17.05.1990' }, /^Birth date: Enter a valid date$/],
    ['single-digit month', { birthDate: '1990-5-17' }, /^Birth date: Enter a valid date$/],
    ['a time after the date', { birthDate: '1990-05-17T00:00' }, /^Birth date: Enter a valid date$/],
    ['spaces around the date', { birthDate: ' 1990-05-17 ' }, /^Birth date: Enter a valid date$/],
    ['a date in the future', { birthDate: yearsAgo(-1) }, /^Birth date: Enter a valid date$/],
    ['over 120 years ago', { birthDate: '1850-01-01' }, /^Birth date: Enter a valid date$/],
    ['a number', { birthDate: 19900517 }, /"Birth date" must be text/],
    ['null', { birthDate: null }, /"Birth date" must be text/],
    ['a list', { birthDate: ['1990-05-17'] }, /"Birth date" must be text/],
    ['a huge string', { birthDate: '1'.repeat(100_000) }, /at most 20 characters/],
    ['a NUL byte', { birthDate: '1990-05-17\u0000' }, /not allowed/],
    ['an unknown field beside it', { birthDate: '1990-05-17', playerId: 1 }, /unknown field "playerId"/],
  ];
  for (const [what, body, message] of badInputs) {
    test(`400 for ${what}, with a message, nothing recorded`, async () => {
      const player = await fastPlayer();
      const before = await stored(player.id);
      const res = await ctx.post('/api/customer/birthdate', body, en(player.token));
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.success, false);
      assert.match(res.body.message, message);
      assert.deepEqual(await stored(player.id), before);
    });
  }

  test('the message of a malformed date is in Turkish by default', async () => {
    const player = await fastPlayer();
    const res = await ctx.post('/api/customer/birthdate', { birthDate: '1990-02-30' }, bearer(player.token));
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Doğum tarihi: Geçerli bir tarih giriniz');
  });

  test('of several requests at once exactly one records a date; the others are told it is on record', async () => {
    const player = await fastPlayer();
    const dates = Array.from({ length: 10 }, (_, i) => `19${80 + i}-0${(i % 9) + 1}-1${i}`);
    const answers = await Promise.all(dates.map((birthDate) => ctx.post('/api/customer/birthdate', { birthDate }, bearer(player.token))));
    const accepted = answers.flatMap((res, i) => (res.status === 200 ? [dates[i]] : []));
    assert.equal(accepted.length, 1, answers.map((res) => `${res.status} ${res.body.message}`).join('; '));
    for (const res of answers) if (res.status !== 200) assert.equal(res.status, 422);
    assert.equal((await stored(player.id)).birth_date, accepted[0]);
  });
});

describe('birthDateKnown', () => {
  test('true after the full registration, false after the fast one without a date, false for no such player', async () => {
    const full = await registerPlayer(ctx);
    const row = await ctx.app.db.selectFrom('players').select('id').where('username', '=', full.username).executeTakeFirstOrThrow();
    assert.equal(await birthDateKnown(ctx.app.db, row.id), true);
    assert.equal(await birthDateKnown(ctx.app.db, (await fastPlayer()).id), false);
    assert.equal(await birthDateKnown(ctx.app.db, 2_000_000_000), false);
  });
});
