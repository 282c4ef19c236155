import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { fastRegistration, fullRegistration, lastCode } from '../auth/accounts.test-kit.js';
import { newPlayer, startPaymentsApp, type PaymentsApp, type Player } from '../payments/payments.test-kit.js';
import { adminRequest, sampleJpeg, uploadDocument } from './kyc.test-kit.js';

let ctx: PaymentsApp;
before(async () => {
  ctx = await startPaymentsApp();
});
after(async () => {
  await ctx?.close();
});

const NEUTRAL = {
  en: 'We cannot open an account with these details. Please contact support.',
  tr: 'Bu bilgilerle hesap açamıyoruz. Lütfen destek ekibiyle iletişime geçin.',
};

const count = async (table: 'players' | 'wallets' | 'sessions' | 'verification_codes' | 'person_exclusion_matches') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(ctx.app.db)).rows[0]!.n;
const snapshot = async () => ({ players: await count('players'), wallets: await count('wallets'), sessions: await count('sessions'), codes: await count('verification_codes') });
const register = (body: Record<string, unknown>, locale: 'tr' | 'en' = 'en') => ctx.post('/api/auth/register', body, { headers: { Locale: locale } });

/** One mobile number (90 5xx xxx xx xx) as people write it: with +90, spaced, 0090, ten digits, a leading 0, brackets and dashes, "+90 (0)". */
function spellingsOf(phone: string): string[] {
  const n = phone.slice(2);
  return [`+90${n}`, `+90 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0${n}`, `0090${n}`, n, `(0${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`, `+90 (0)${n}`];
}

async function selfExcluded(months = 6): Promise<Player> {
  const player = await newPlayer(ctx);
  const res = await ctx.post('/api/responsiblegaming/selfexclude', { months, password: player.password }, player.as());
  assert.equal(res.status, 200, res.text);
  return player;
}
async function protectionOf(playerId: number) {
  const res = await adminRequest(ctx, `/api/admin/players/${playerId}/responsiblegaming`);
  assert.equal(res.status, 200, res.text);
  return res.body.data.personRegister as {
    entries: { id: number; identifier: string; until: string | null; createdAt: string }[];
    matches: { entryId: number; identifier: string; attempt: string; playerId: number | null; attemptedAt: string }[];
  };
}

describe('the person exclusion register', () => {
  test('a self-exclusion enters the national ID, phone and e-mail as keyed hashes only', async () => {
    const player = await selfExcluded();
    const rows = await ctx.app.db.selectFrom('person_exclusion_register').selectAll().where('player_id', '=', player.id).execute();
    assert.deepEqual(rows.map((r) => r.identifier).sort(), ['email', 'national_id', 'phone']);
    const plain = [String(player.payload.PersonalNo), player.phone, String(player.payload.email)];
    for (const row of rows) {
      assert.match(row.digest, /^[0-9a-f]{64}$/);
      for (const value of plain) assert.ok(!row.digest.includes(value), 'no identifier in clear');
    }
    assert.ok(rows.every((r) => r.until !== null), 'it runs as long as the exclusion');
  });

  test('a second full registration of the excluded person is refused with the neutral message; nothing is created; the operator sees the match', async () => {
    const excluded = await selfExcluded();
    const before = await snapshot();
    const started = Date.now();
    for (const locale of ['en', 'tr'] as const) {
      // Same national ID, name and birth date; another username, e-mail and phone.
      const res = await register(fullRegistration({ PersonalNo: excluded.payload.PersonalNo, name: excluded.payload.name, surname: excluded.payload.surname }), locale);
      assert.equal(res.status, 422, res.text);
      assert.equal(res.body.success, false);
      assert.equal(res.body.message, NEUTRAL[locale]);
    }
    assert.deepEqual(await snapshot(), before, 'no player, wallet or session');
    const view = await protectionOf(excluded.id);
    const entry = view.entries.find((e) => e.identifier === 'national_id')!;
    assert.deepEqual(view.matches.map((m) => [m.entryId, m.identifier, m.attempt, m.playerId]), [
      [entry.id, 'national_id', 'registration', null],
      [entry.id, 'national_id', 'registration', null],
    ]);
    assert.ok(view.matches.every((m) => Date.parse(m.attemptedAt) >= started - 1000 && Date.parse(m.attemptedAt) <= Date.now() + 1000), 'with the attempt\'s time');
  });

  test('the phone is the person in any spelling; the fast registration is refused the same way', async () => {
    const excluded = await selfExcluded();
    const before = await snapshot();
    for (const [phone, locale] of spellingsOf(excluded.phone).map((p, i) => [p, i % 2 ? 'tr' : 'en'] as const)) {
      const res = await register(fastRegistration({ phone }), locale);
      assert.equal(res.status, 422, `${phone}: ${res.text}`);
      assert.equal(res.body.message, NEUTRAL[locale]);
    }
    assert.deepEqual(await snapshot(), before);
    const matches = (await protectionOf(excluded.id)).matches;
    assert.equal(matches.length, spellingsOf(excluded.phone).length);
    assert.ok(matches.every((m) => m.identifier === 'phone' && m.attempt === 'fast_registration'));
  });

  test('an e-mail already taken is answered 409 "taken" the same whether or not its owner is excluded, in any case; the register records nothing', async () => {
    const excluded = await selfExcluded();
    const open = await newPlayer(ctx);
    const before = await snapshot();
    const matches = await count('person_exclusion_matches');
    const answers = [];
    for (const owner of [excluded, open]) {
      for (const email of [String(owner.payload.email), String(owner.payload.email).toUpperCase()]) {
        const res = await register(fastRegistration({ email }));
        answers.push([res.status, res.body.success, res.body.message, res.body.data]);
      }
    }
    assert.deepEqual(answers[0]?.slice(0, 3), [409, false, 'This e-mail address is already registered.']);
    assert.deepEqual(answers, Array(4).fill(answers[0]), 'the same answer, data and all');
    assert.deepEqual(await snapshot(), before);
    assert.equal(await count('person_exclusion_matches'), matches, 'the register was not consulted');
  });

  test('12 registrations of an excluded person at once, by national ID, phone spellings and e-mail: all refused, none created', async () => {
    const excluded = await selfExcluded();
    const before = await snapshot();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => register(fullRegistration({ PersonalNo: excluded.payload.PersonalNo }))),
      ...spellingsOf(excluded.phone).map((phone) => register(fastRegistration({ phone }))),
      register(fastRegistration({ email: String(excluded.payload.email).toUpperCase() })),
    ]);
    assert.equal(answers.length, 12);
    // The e-mail is another account's: "taken", as for anybody's (the register is not asked).
    assert.deepEqual(answers.map((r) => r.status), [...Array(11).fill(422), 409], answers.map((r) => r.text).join('\n'));
    assert.ok(answers.slice(0, 11).every((r) => r.body.message === NEUTRAL.en));
    assert.deepEqual(await snapshot(), before, 'no player, wallet or session');
    assert.equal((await protectionOf(excluded.id)).matches.length, 11);
  });

  test('an operator exclusion enters the person too; a time-out does not', async () => {
    const operatorExcluded = await newPlayer(ctx);
    assert.equal((await adminRequest(ctx, `/api/admin/players/${operatorExcluded.id}/exclude`, { days: 30, reason: 'Problem gambling' })).status, 200);
    const refused = await register(fullRegistration({ PersonalNo: operatorExcluded.payload.PersonalNo }));
    assert.equal(refused.status, 422, refused.text);

    const timedOut = await newPlayer(ctx);
    assert.equal((await ctx.post('/api/responsiblegaming/timeout', { hours: 24, password: timedOut.password }, timedOut.as())).status, 200);
    assert.equal((await register(fullRegistration({ PersonalNo: timedOut.payload.PersonalNo }))).status, 200);
  });

  test('verifying a phone of an excluded person is refused at both steps: no code, no SMS, the phone unchanged', async () => {
    const excluded = await selfExcluded();
    const other = await newPlayer(ctx);
    const before = await snapshot();
    const step1 = await ctx.post('/api/customer/updatephone', { step: 1, phone: excluded.phone }, other.as('tr'));
    assert.equal(step1.status, 422, step1.text);
    assert.equal(step1.body.message, NEUTRAL.tr);
    const outbox = await ctx.get(`/api/dev/outbox?to=${excluded.phone}&limit=5`);
    assert.deepEqual(outbox.body.data, [], 'no SMS sent to the number');
    const step2 = await ctx.post('/api/customer/updatephone', { step: 2, phone: excluded.phone, code: '123456' }, other.as());
    assert.equal(step2.status, 422, step2.text);
    assert.equal(step2.body.message, NEUTRAL.en);
    assert.deepEqual(await snapshot(), before, 'no code issued');
    const row = await ctx.app.db.selectFrom('players').select(['phone', 'sms_verified']).where('id', '=', other.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.phone, row.sms_verified], [other.phone, false]);
    assert.deepEqual((await protectionOf(excluded.id)).matches.map((m) => [m.identifier, m.attempt, m.playerId]), [
      ['phone', 'phone', other.id],
      ['phone', 'phone', other.id],
    ]);
    // Any spelling of the number is the same number.
    for (const phone of spellingsOf(excluded.phone)) {
      const res = await ctx.post('/api/customer/updatephone', { step: 1, phone }, other.as());
      assert.equal(res.status, 422, `${phone}: ${res.text}`);
      assert.equal(res.body.message, NEUTRAL.en);
    }
    assert.deepEqual(await snapshot(), before, 'no code issued');
    // The excluded player's own number is theirs to verify.
    const own = await ctx.post('/api/customer/updatephone', { step: 1, phone: excluded.phone }, excluded.as());
    assert.equal(own.status, 200, own.text);
    assert.ok(await lastCode(ctx, excluded.phone));
  });

  test('an identity approval whose national ID is an excluded person\'s is refused with the neutral message, nothing changed; the operator sees the match and the audit row', async () => {
    const excluded = await selfExcluded();
    const registration = fastRegistration();
    const signup = await register(registration);
    assert.equal(signup.status, 200, signup.text);
    const applicant = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(registration.username)).executeTakeFirstOrThrow()).id;
    const uploaded = await uploadDocument(ctx, signup.body.data.token, { kind: 'identity_front', file: await sampleJpeg() });
    const id = uploaded.body.data.id as number;
    const notifications = await ctx.app.db.selectFrom('notifications').select('id').where('player_id', '=', applicant).execute();
    const started = Date.now();
    for (const locale of ['en', 'tr'] as const) {
      const res = await adminRequest(ctx, `/api/admin/kyc/documents/${id}/approve`, {
        fullName: `${String(registration.name)} ${String(registration.surname)}`,
        birthDate: '1990-05-17',
        nationalId: excluded.payload.PersonalNo,
      }, locale);
      assert.equal(res.status, 422, res.text);
      assert.equal(res.body.success, false);
      assert.equal(res.body.message, NEUTRAL[locale]);
    }
    const document = await ctx.app.db.selectFrom('kyc_documents').select(['status', 'decided_at']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual([document.status, document.decided_at], ['pending', null]);
    assert.equal(await ctx.app.db.selectFrom('kyc_identities').select('player_id').where('player_id', '=', applicant).executeTakeFirst(), undefined);
    assert.deepEqual(await ctx.app.db.selectFrom('notifications').select('id').where('player_id', '=', applicant).execute(), notifications, 'the player is told nothing');
    const view = await protectionOf(excluded.id);
    const entry = view.entries.find((e) => e.identifier === 'national_id')!;
    assert.deepEqual(view.matches.map((m) => [m.entryId, m.identifier, m.attempt, m.playerId]), [
      [entry.id, 'national_id', 'kyc_approval', applicant],
      [entry.id, 'national_id', 'kyc_approval', applicant],
    ]);
    assert.ok(view.matches.every((m) => Date.parse(m.attemptedAt) >= started - 1000 && Date.parse(m.attemptedAt) <= Date.now() + 1000), 'with the attempt\'s time');
    const audits = await ctx.app.db.selectFrom('admin_audit').select(['status', 'outcome', 'params']).where('route', '=', '/api/admin/kyc/documents/:id/approve').execute();
    const refused = audits.filter((a) => (a.params as { params: { id: number } }).params.id === id);
    assert.deepEqual(refused.map((a) => [a.status, a.outcome]), [
      [422, 'rejected'],
      [422, 'rejected'],
    ]);
  });

  test('an exclusion follows the person to an account verified to them before it was taken', async () => {
    // A fast account verified with the national ID, then a full account of the same person self-excludes.
    const registration = fastRegistration();
    const signup = await register(registration);
    assert.equal(signup.status, 200, signup.text);
    const fastId = (await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(registration.username)).executeTakeFirstOrThrow()).id;
    const excluded = await newPlayer(ctx);
    const uploaded = await uploadDocument(ctx, signup.body.data.token, { kind: 'identity_front', file: await sampleJpeg() });
    const approved = await adminRequest(ctx, `/api/admin/kyc/documents/${uploaded.body.data.id}/approve`, {
      fullName: `${String(registration.name)} ${String(registration.surname)}`,
      birthDate: '1988-03-02',
      nationalId: excluded.payload.PersonalNo,
    });
    assert.equal(approved.status, 200, approved.text);
    assert.equal((await ctx.post('/api/responsiblegaming/selfexclude', { months: 12, password: excluded.password }, excluded.as())).status, 200);

    const theirs = await ctx.app.db.selectFrom('responsible_gaming_exclusions').select(['type', 'until', 'reason']).where('player_id', '=', fastId).executeTakeFirstOrThrow();
    assert.equal(theirs.type, 'selfexclusion');
    assert.match(theirs.reason, new RegExp(`Same verified person as account ${excluded.id}`));
    // The linked account's own phone and e-mail entered the register too.
    const refused = await register(fastRegistration({ phone: registration.phone }));
    assert.equal(refused.status, 422, refused.text);
  });
});
