import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONSENT_VERSIONS } from '@arcadia/shared/core';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { loadConfig } from '../../config.js';
import { bearer, fastRegistration, fullRegistration, lastCode, registerPlayer, registerVerifiedPlayer, unique, uniquePhone, validTurkishId } from './accounts.test-kit.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

const en = { headers: { Locale: 'en' } };

describe('POST /api/auth/register', () => {
  test('full registration signs the player in: AuthData with a working token and a zero balance', async () => {
    const payload = fullRegistration({ refId: 4242, trialBonus: 1 });
    const res = await ctx.post('/api/auth/register', payload);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.success, true);
    assert.equal(res.body.message, 'Kaydınız başarıyla oluşturuldu. Hoş geldiniz!');
    const data = res.body.data;
    assert.match(data.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(data.balance, 0);
    assert.equal(data.username, payload.username);
    assert.match(data.usercode, /^[1-9]\d{7}$/);
    assert.equal(data.phone, payload.phone);
    assert.equal(data.smsVerified, false);
    for (const key of ['betsyCid', 'betsyUrl', 'betsyToken', 'betcoToken', 'betcoUrl']) assert.equal(data[key], '');

    const profile = await ctx.get('/api/customer/profile', bearer(data.token));
    assert.equal(profile.status, 200);
    assert.equal(profile.body.data.birthDate, '1990-05-17');
    assert.equal(profile.body.data.personalNo, payload.PersonalNo);
    assert.deepEqual(profile.body.data.country, { id: 1, name: 'Türkiye' });

    const row = await ctx.app.db.selectFrom('players').select(['ref_id', 'trial_bonus_opt_in', 'is_fast', 'password_hash']).where('username', '=', String(payload.username)).executeTakeFirstOrThrow();
    assert.equal(row.ref_id, 4242);
    assert.equal(row.trial_bonus_opt_in, true);
    assert.equal(row.is_fast, false);
    assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test('the birth date is built from day, month and year (single digits padded)', async () => {
    const payload = fullRegistration({ birthDate: '1970-01-01', birthDateDay: '3', birthDateMonth: '9', birthDateYear: '1985' });
    const res = await ctx.post('/api/auth/register', payload);
    assert.equal(res.status, 200, res.text);
    const profile = await ctx.get('/api/customer/profile', bearer(res.body.data.token));
    assert.equal(profile.body.data.birthDate, '1985-09-03');
  });

  test('fast registration (isFast) needs no national ID or birth date', async () => {
    const payload = fastRegistration();
    const res = await ctx.post('/api/auth/register', payload);
    assert.equal(res.status, 200, res.text);
    const profile = await ctx.get('/api/customer/profile', bearer(res.body.data.token));
    assert.equal(profile.body.data.personalNo, null);
    assert.equal(profile.body.data.birthDate, null);
    const row = await ctx.app.db.selectFrom('players').select('is_fast').where('username', '=', String(payload.username)).executeTakeFirstOrThrow();
    assert.equal(row.is_fast, true);
  });

  test('fast registration may give a date of birth (18 or older): it is stored', async () => {
    const res = await ctx.post('/api/auth/register', fastRegistration({ birthDate: '1999-12-31' }));
    assert.equal(res.status, 200, res.text);
    const profile = await ctx.get('/api/customer/profile', bearer(res.body.data.token));
    assert.equal(profile.body.data.birthDate, '1999-12-31');
  });

  for (const [what, birthDate, status, tr, enText] of [
    ['under 18', `${new Date().getUTCFullYear() - 17}-01-01`, 400, 'Doğum tarihi: 18 yaşından küçükler kayıt olamaz', 'Birth date: You must be 18 or older to register'],
    ['18 tomorrow', new Date(Date.UTC(new Date().getUTCFullYear() - 18, new Date().getUTCMonth(), new Date().getUTCDate() + 1)).toISOString().slice(0, 10), 400, 'Doğum tarihi: 18 yaşından küçükler kayıt olamaz', 'Birth date: You must be 18 or older to register'],
    ['not a real date', '1990-02-30', 400, 'Doğum tarihi: Geçerli bir tarih giriniz', 'Birth date: Enter a valid date'],
    ['in another format', '17.05.1990', 400, 'Doğum tarihi: Geçerli bir tarih giriniz', 'Birth date: Enter a valid date'],
  ] as const) {
    test(`fast registration with a date of birth ${what} is refused (${status}) and creates no account`, async () => {
      const payload = fastRegistration({ birthDate });
      const resTr = await ctx.post('/api/auth/register', payload);
      assert.equal(resTr.status, status, resTr.text);
      assert.equal(resTr.body.success, false);
      assert.equal(resTr.body.message, tr);
      const resEn = await ctx.post('/api/auth/register', payload, en);
      assert.equal(resEn.body.message, enText);
      const row = await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(payload.username)).executeTakeFirst();
      assert.equal(row, undefined);
    });
  }

  test('a full registration under 18 creates no account', async () => {
    const payload = fullRegistration({ birthDateYear: String(new Date().getUTCFullYear() - 17) });
    const res = await ctx.post('/api/auth/register', payload);
    assert.equal(res.status, 400);
    const row = await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(payload.username)).executeTakeFirst();
    assert.equal(row, undefined);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['name too short', { name: 'A' }, 'Ad: 2 ile 100 karakter arasında olmalıdır', 'Name: Must be between 2 and 100 characters'],
    ['surname missing', { surname: '' }, 'Soyad: Bu alan zorunludur', 'Surname: This field is required'],
    ['username too short', { username: 'abc' }, 'Kullanıcı adı: 5 ile 30 karakter arasında olmalıdır', 'Username: Must be between 5 and 30 characters'],
    ['username with symbols', { username: 'ayse_123' }, 'Kullanıcı adı: Yalnızca harf ve rakam kullanınız', 'Username: Letters and digits only'],
    ['e-mail malformed', { email: 'not-an-email' }, 'E-posta: Geçerli bir e-posta adresi giriniz', 'E-mail: Enter a valid e-mail address'],
    ['phone with letters', { phone: '90555abc' }, 'Telefon: Geçerli bir cep telefonu numarası giriniz (5XX XXX XX XX)', 'Phone: Enter a valid Turkish mobile number (5XX XXX XX XX)'],
    ['phone a landline', { phone: '902121234567' }, 'Telefon: Geçerli bir cep telefonu numarası giriniz (5XX XXX XX XX)', 'Phone: Enter a valid Turkish mobile number (5XX XXX XX XX)'],
    ['phone too short', { phone: '53212' }, 'Telefon: Tam 10 karakter olmalıdır', 'Phone: Must be exactly 10 characters'],
    ['national ID of 10 digits', { PersonalNo: '1234567890' }, 'T.C. kimlik no: Tam 11 karakter olmalıdır', 'TC No: Must be exactly 11 characters'],
    ['national ID failing the checksum', { PersonalNo: '12345678901' }, 'T.C. kimlik no: Geçerli bir T.C. kimlik numarası giriniz', 'TC No: Enter a valid national ID (TC No)'],
    ['country missing', { country: '' }, 'Ülke: Bu alan zorunludur', 'Country: This field is required'],
    ['birth year missing', { birthDateYear: '' }, 'Doğum yılı: Bu alan zorunludur', 'Birth year: This field is required'],
    ['impossible date', { birthDateDay: '31', birthDateMonth: '02' }, 'Doğum tarihi: Geçerli bir tarih giriniz', 'Birth date: Enter a valid date'],
    ['younger than 18', { birthDateYear: String(new Date().getUTCFullYear() - 17) }, 'Doğum tarihi: 18 yaşından küçükler kayıt olamaz', 'Birth date: You must be 18 or older to register'],
    ['password too short', { password: 'abc', password2: 'abc' }, 'Şifre: 8 ile 100 karakter arasında olmalıdır', 'Password: Must be between 8 and 100 characters'],
    ['password of 7 characters', { password: 'kule-42', password2: 'kule-42' }, 'Şifre: 8 ile 100 karakter arasında olmalıdır', 'Password: Must be between 8 and 100 characters'],
    [
      'a common password',
      { password: 'Password123', password2: 'Password123' },
      'Şifre: Bu şifre çok yaygın ya da kullanıcı adınızla aynı; başka bir şifre seçin',
      'Password: This password is too common or the same as your username; choose another',
    ],
    ['a name with markup', { name: '<b>Ayşe</b>' }, 'Ad: Yalnızca harf, boşluk, kısa çizgi ve kesme işareti kullanınız', 'Name: Use letters, spaces, hyphens and apostrophes only'],
    ['a surname with digits and an emoji', { surname: 'Yılmaz2 😀' }, 'Soyad: Yalnızca harf, boşluk, kısa çizgi ve kesme işareti kullanınız', 'Surname: Use letters, spaces, hyphens and apostrophes only'],
    ['the terms not accepted', { termsVersion: undefined }, 'Şartlar ve Koşullar: Devam etmek için Şartlar ve Koşulları kabul edin', 'Terms and Conditions: Accept the Terms and Conditions to go on'],
    ['an old version of the privacy notice', { privacyNoticeVersion: '2020-01-01' }, 'KVKK Aydınlatma Metni: Devam etmek için KVKK Aydınlatma Metnini okuduğunuzu onaylayın', 'Privacy Notice: Confirm that you have read the Privacy Notice (KVKK) to go on'],
    ['passwords differ', { password2: 'other123' }, 'Şifre tekrarı: Şifreler eşleşmiyor', 'Confirm password: Passwords do not match'],
  ];
  for (const [what, change, tr, enText] of invalid) {
    test(`400 when ${what}, with the rule's message in tr and en`, async () => {
      const payload = fullRegistration(change);
      const resTr = await ctx.post('/api/auth/register', payload);
      assert.equal(resTr.status, 400, resTr.text);
      assert.equal(resTr.body.success, false);
      assert.equal(resTr.body.message, tr);
      const resEn = await ctx.post('/api/auth/register', payload, en);
      assert.equal(resEn.body.message, enText);
    });
  }

  test('400 for an unknown country id', async () => {
    const res = await ctx.post('/api/auth/register', fullRegistration({ country: 999 }), en);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Please choose a country from the list.');
  });

  test('400 for an unknown field or a wrong type (schema)', async () => {
    const extra = await ctx.post('/api/auth/register', fullRegistration({ isAdmin: true }), en);
    assert.equal(extra.status, 400);
    assert.equal(extra.body.message, 'Invalid request: unknown field "isAdmin"');
    const wrongType = await ctx.post('/api/auth/register', fullRegistration({ username: 12345 }), en);
    assert.equal(wrongType.status, 400);
  });

  test('409 for a username taken in any letter case, named under its field', async () => {
    const first = await registerPlayer(ctx);
    const res = await ctx.post('/api/auth/register', fullRegistration({ username: first.username.toUpperCase() }), en);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'This username is already taken.');
    assert.deepEqual(res.body.data, { errors: { username: 'This username is already taken.' } });
    const turkish = await ctx.post('/api/auth/register', fullRegistration({ username: first.username }));
    assert.deepEqual(turkish.body.data, { errors: { username: 'Bu kullanıcı adı zaten kullanılıyor.' } });
  });

  test('names take letters of any alphabet with spaces, hyphens and apostrophes', async () => {
    const res = await ctx.post('/api/auth/register', fullRegistration({ name: 'Ayşe-Nur Çağla', surname: "O'Neil Öztürk" }));
    assert.equal(res.status, 200, res.text);
  });

  test('the terms and the privacy notice accepted are stored with their versions, the time and the address', async () => {
    const before = Date.now();
    const payload = fullRegistration();
    assert.equal((await ctx.post('/api/auth/register', payload)).status, 200);
    const { id } = await ctx.app.db.selectFrom('players').select('id').where('username', '=', String(payload.username)).executeTakeFirstOrThrow();
    const consents = await ctx.app.db.selectFrom('player_consents').selectAll().where('player_id', '=', id).orderBy('document').execute();
    assert.deepEqual(
      consents.map((c) => [c.document, c.version]),
      [
        ['privacy_notice', CONSENT_VERSIONS.privacyNotice],
        ['terms', CONSENT_VERSIONS.terms],
      ],
    );
    for (const consent of consents) {
      assert.ok(Math.abs(new Date(consent.accepted_at).getTime() - before) < 60_000, 'accepted now');
      assert.ok(consent.ip.length > 0);
    }
    const fast = fastRegistration();
    assert.equal((await ctx.post('/api/auth/register', fast)).status, 200);
    const refused = await ctx.post('/api/auth/register', fastRegistration({ termsVersion: undefined, privacyNoticeVersion: undefined }), en);
    assert.equal(refused.status, 400);
  });

  test('409 for an e-mail taken in any letter case', async () => {
    const first = await registerPlayer(ctx);
    const res = await ctx.post('/api/auth/register', fullRegistration({ email: String(first.payload.email).toUpperCase() }), en);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, 'This e-mail address is already registered.');
  });

  test('a phone verified by another account does not block sign-up, so sign-up does not tell who has an account with it', async () => {
    const unverified = await registerPlayer(ctx);
    const again = await ctx.post('/api/auth/register', fullRegistration({ phone: unverified.phone }));
    assert.equal(again.status, 200, 'an unverified phone does not block');

    const verified = await registerVerifiedPlayer(ctx);
    const res = await ctx.post('/api/auth/register', fullRegistration({ phone: verified.phone }), en);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.smsVerified, false, 'the number is still only the first account\'s verified phone');
  });

  test('two concurrent registrations of one username: exactly one succeeds', async () => {
    const username = `race${unique()}`;
    const results = await Promise.all([0, 1].map(() => ctx.post('/api/auth/register', fullRegistration({ username }))));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
  });
});

describe('POST /api/auth/register: sign-ups per network', () => {
  test('by default one network opens 200 accounts an hour, so a carrier NAT does not keep its players out', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' }).registrationsPerIpPerHour, 200);
    assert.equal(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', REGISTRATIONS_PER_IP_PER_HOUR: '500' }).registrationsPerIpPerHour, 500);
  });

  test('past the ceiling a valid sign-up is refused with 429, an invalid one does not count, and the limit resets', async () => {
    const limited = await startTestApp({ config: { registrationsPerIpPerHour: 2 } });
    try {
      const invalid = await limited.post('/api/auth/register', fastRegistration({ email: 'not-an-email' }));
      assert.equal(invalid.status, 400);
      for (let i = 0; i < 2; i += 1) {
        const res = await limited.post('/api/auth/register', fastRegistration());
        assert.equal(res.status, 200, res.text);
      }
      const third = await limited.post('/api/auth/register', fastRegistration(), en);
      assert.equal(third.status, 429);
      assert.equal(third.body.success, false);
      assert.equal(third.body.message, 'Too many new accounts were opened from this network. Please try again in 60 minutes.');
      assert.equal(third.body.data.retryAfterSeconds, 3600);
      const players = await limited.app.db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      assert.equal(Number(players.count), 2, 'the refused sign-up created no account');

      limited.app.accounts.clock.advance(60 * 60_000 + 1000);
      const later = await limited.post('/api/auth/register', fastRegistration());
      assert.equal(later.status, 200, later.text);
    } finally {
      await limited.close();
    }
  });

  test('every address of one IPv6 /64 counts as one network', async () => {
    const limited = await startTestApp({ config: { registrationsPerIpPerHour: 2, trustProxy: true } });
    try {
      const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip, Locale: 'en' } });
      assert.equal((await limited.post('/api/auth/register', fastRegistration(), from('2001:db8:7:1::1'))).status, 200);
      assert.equal((await limited.post('/api/auth/register', fastRegistration(), from('2001:db8:7:1::2'))).status, 200);
      const third = await limited.post('/api/auth/register', fastRegistration(), from('2001:db8:7:1:ffff:ffff:ffff:ffff'));
      assert.equal(third.status, 429, 'a third address of the same /64');
      assert.equal((await limited.post('/api/auth/register', fastRegistration(), from('2001:db8:7:2::1'))).status, 200, 'the next /64 is another network');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/register: sign-ups per person and device', () => {
  const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
  const perPhone = { limit: defaults.registrationsPerPhonePerDay, windowMs: 24 * 60 * 60_000 };
  const perNationalId = { limit: defaults.registrationsPerNationalIdPerDay };
  const perDevice = { limit: defaults.registrationsPerDevicePerDay };
  let limited: TestApp;
  before(async () => {
    limited = await startTestApp({ config: { trustProxy: true, registrationsPerPhonePerDay: perPhone.limit, registrationsPerNationalIdPerDay: perNationalId.limit, registrationsPerDevicePerDay: perDevice.limit } });
  });
  after(async () => {
    await limited?.close();
  });

  test('the defaults: 3 accounts a day per phone number and per national ID, 5 per device on one network', () => {
    assert.deepEqual([perPhone.limit, perNationalId.limit, perDevice.limit], [3, 3, 5]);
  });

  const subjectRefusal = 'Too many new accounts were opened with this phone number, national ID or device. Please try again in 1440 minutes.';

  test(`one phone number opens ${perPhone.limit} accounts a day, whatever its spelling; a failed sign-up does not count`, async () => {
    const phone = uniquePhone();
    const taken = await registerPlayer(limited);
    const failed = await limited.post('/api/auth/register', fastRegistration({ phone, username: taken.username }), en);
    assert.equal(failed.status, 409, 'a taken username');
    const spellings = [phone, `0${phone.slice(2)}`, `+90 ${phone.slice(2, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`];
    for (const spelling of spellings.slice(0, perPhone.limit)) assert.equal((await limited.post('/api/auth/register', fastRegistration({ phone: spelling }))).status, 200);
    const refused = await limited.post('/api/auth/register', fastRegistration({ phone: phone.slice(2) }), en);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.message, subjectRefusal);
    assert.equal(refused.body.data.retryAfterSeconds, 24 * 3600);
    assert.equal((await limited.post('/api/auth/register', fastRegistration())).status, 200, 'another number from the same address signs up');
    limited.app.accounts.clock.advance(perPhone.windowMs);
    assert.equal((await limited.post('/api/auth/register', fastRegistration({ phone }))).status, 200, 'the next day');
  });

  test(`one national ID opens ${perNationalId.limit} accounts a day`, async () => {
    const PersonalNo = validTurkishId();
    for (let i = 0; i < perNationalId.limit; i += 1) assert.equal((await limited.post('/api/auth/register', fullRegistration({ PersonalNo }))).status, 200);
    const refused = await limited.post('/api/auth/register', fullRegistration({ PersonalNo }), en);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.message, subjectRefusal);
  });

  test(`one device on one network opens ${perDevice.limit} accounts a day; the same device elsewhere and other devices are not held back`, async () => {
    const from = (ip: string, fingerprint: string) => ({ headers: { 'X-Forwarded-For': ip, Fingerprint: fingerprint, Locale: 'en' } });
    const device = `fp-${unique()}`;
    for (let i = 0; i < perDevice.limit; i += 1) assert.equal((await limited.post('/api/auth/register', fastRegistration(), from('100.64.0.7', device))).status, 200);
    const refused = await limited.post('/api/auth/register', fastRegistration(), from('100.64.0.7', device));
    assert.equal(refused.status, 429);
    assert.equal(refused.body.message, subjectRefusal);
    assert.equal((await limited.post('/api/auth/register', fastRegistration(), from('100.64.0.7', `fp-${unique()}`))).status, 200, 'another device behind the same address');
    assert.equal((await limited.post('/api/auth/register', fastRegistration(), from('100.64.9.9', device))).status, 200, 'the same browser model on another network');
  });
});

describe('POST /api/auth/login', () => {
  test('logs in case-insensitively and returns AuthData with a fresh token', async () => {
    const player = await registerPlayer(ctx);
    const res = await ctx.post('/api/auth/login', { username: player.username.toUpperCase(), password: player.password }, en);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Logged in successfully. Welcome!');
    assert.equal(res.body.data.username, player.username);
    assert.notEqual(res.body.data.token, player.auth.token);
    assert.equal((await ctx.get('/api/user/balance', bearer(res.body.data.token))).status, 200);
  });

  test('400 with one message for a wrong password and for an unknown user', async () => {
    const player = await registerPlayer(ctx);
    const wrong = await ctx.post('/api/auth/login', { username: player.username, password: 'wrong-password' }, en);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, 'Incorrect username or password. 4 attempts left before logging in is blocked for a while.');
    assert.deepEqual(wrong.body.data, { attemptsLeft: 4 });
    const unknown = await ctx.post('/api/auth/login', { username: `nobody${unique()}`, password: 'whatever1' }, en);
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, wrong.body.message);
    assert.deepEqual(unknown.body.data, wrong.body.data);
  });

  test('400 for fields breaking the login rules', async () => {
    const short = await ctx.post('/api/auth/login', { username: 'abc', password: 'secret123' }, en);
    assert.equal(short.status, 400);
    assert.equal(short.body.message, 'Username: Must be between 5 and 30 characters');
    const missing = await ctx.post('/api/auth/login', { username: 'someone1' }, en);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Password: This field is required');
  });

  test('5 failures lock the account from this address for 1 minute, then the next lock is 2 minutes', async () => {
    const player = await registerPlayer(ctx);
    const clock = ctx.app.accounts.clock;
    // Every wrong password says how many tries are left before the lock.
    for (const left of [4, 3, 2, 1]) {
      const wrong = await ctx.post('/api/auth/login', { username: player.username, password: 'wrong-password' });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, `Kullanıcı adı veya şifre hatalı. Girişiniz geçici olarak engellenmeden önce ${left} deneme hakkınız kaldı.`);
      assert.equal(wrong.body.data.attemptsLeft, left);
    }
    const fifth = await ctx.post('/api/auth/login', { username: player.username, password: 'wrong-password' }, en);
    assert.equal(fifth.status, 429);
    assert.equal(fifth.body.message, 'Too many failed login attempts. Please try again in 1 minute.');
    assert.deepEqual(fifth.body.data, { retryAfterSeconds: 60 }, 'the lock says how long it lasts');

    // Locked: even the right password is refused, with a Turkish message by default.
    const locked = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    assert.equal(locked.status, 429);
    assert.equal(locked.body.message, 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen 1 dakika sonra tekrar deneyin.');

    clock.advance(61_000);
    for (let i = 0; i < 4; i += 1) await ctx.post('/api/auth/login', { username: player.username, password: 'wrong-password' });
    const second = await ctx.post('/api/auth/login', { username: player.username, password: 'wrong-password' }, en);
    assert.equal(second.status, 429);
    assert.equal(second.body.message, 'Too many failed login attempts. Please try again in 2 minutes.');
    clock.advance(61_000);
    assert.equal((await ctx.post('/api/auth/login', { username: player.username, password: player.password })).status, 429, 'still locked after 1 minute');
    clock.advance(60_000);
    const ok = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    assert.equal(ok.status, 200, 'the lock expires');
  });

  test('lockouts of unknown usernames look the same as of real ones', async () => {
    const username = `ghost${unique()}`;
    let last;
    for (let i = 0; i < 5; i += 1) last = await ctx.post('/api/auth/login', { username, password: 'wrong-password' }, en);
    assert.equal(last!.status, 429);
    assert.equal(last!.body.message, 'Too many failed login attempts. Please try again in 1 minute.');
    ctx.app.accounts.clock.advance(61_000);
  });
});

describe('GET /api/auth/form', () => {
  test('lists the countries with Türkiye first, named in the reader language', async () => {
    const res = await ctx.get('/api/auth/form');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data.countries[0], { id: 1, name: 'Türkiye' });
    assert.ok(res.body.data.countries.length >= 10);
    for (const c of res.body.data.countries) assert.deepEqual(Object.keys(c).sort(), ['id', 'name']);
    const names = res.body.data.countries.map((c: { name: string }) => c.name);
    assert.ok(names.includes('Almanya'));
    assert.deepEqual(names.slice(1, 3), ['Almanya', 'Avusturya'], 'Turkish alphabetical order after Türkiye');
    const en = await ctx.get('/api/auth/form', { headers: { Locale: 'en' } });
    assert.deepEqual(en.body.data.countries[0], { id: 1, name: 'Türkiye' }, 'Türkiye stays first, under its English (ISO 3166) name, Türkiye');
    const enNames = en.body.data.countries.map((c: { name: string }) => c.name);
    assert.deepEqual(enNames.slice(1, 4), ['Austria', 'Azerbaijan', 'Belgium'], 'English alphabetical order after Türkiye');
    assert.ok(enNames.includes('Germany') && enNames.includes('Switzerland') && enNames.includes('Kyrgyzstan'));
    assert.ok(!enNames.slice(1).some((n: string) => /[çğıöşüİ]/i.test(n)), 'no Turkish names in the English list but Türkiye itself');
  });

  test("the profile names the player's country in the reader's language", async () => {
    const player = await registerPlayer(ctx);
    const tr = await ctx.get('/api/customer/profile', bearer(player.auth.token));
    assert.deepEqual(tr.body.data.country, { id: 1, name: 'Türkiye' });
    const en = await ctx.get('/api/customer/profile', { headers: { Authorization: `Bearer ${player.auth.token}`, Locale: 'en' } });
    assert.deepEqual(en.body.data.country, { id: 1, name: 'Türkiye' });
  });
});

describe('GET /api/auth/logout', () => {
  test('revokes the token: later calls with it get 401; other sessions keep working', async () => {
    const player = await registerPlayer(ctx);
    const other = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    assert.equal((await ctx.get('/api/user/balance', bearer(player.auth.token))).status, 200, 'token works (and is now cached)');
    const res = await ctx.get('/api/auth/logout', bearer(player.auth.token));
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.data, null);
    const after = await ctx.get('/api/user/balance', { headers: { Authorization: `Bearer ${player.auth.token}`, Locale: 'en' } });
    assert.equal(after.status, 401);
    assert.equal(after.body.success, false);
    assert.equal(after.body.message, 'Your session has ended. Please log in again.');
    assert.equal((await ctx.get('/api/user/balance', bearer(other.body.data.token))).status, 200);
  });

  test('succeeds without a token (nothing to revoke)', async () => {
    const res = await ctx.get('/api/auth/logout');
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
  });
});

describe('password recovery', () => {
  const STEP2_EN = 'A code has been sent to your email address to reset your password. Please enter this code in the field below.';

  test('sendresetpassword answers the same for an unknown username and sends nothing', async () => {
    const res = await ctx.post('/api/auth/sendresetpassword', { username: `nobody${unique()}`.slice(0, 20) }, en);
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.message, STEP2_EN);
  });

  test('sendresetpassword: 400 for a username breaking the recovery rule (5-20)', async () => {
    const res = await ctx.post('/api/auth/sendresetpassword', { username: 'a'.repeat(21) }, en);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Username: Must be between 5 and 20 characters');
  });

  test('the e-mailed code resets the password once and ends every session', async () => {
    const player = await registerPlayer(ctx, { username: `rec${unique()}`.slice(0, 20) });
    const email = String(player.payload.email);
    const sent = await ctx.post('/api/auth/sendresetpassword', { username: player.username }, en);
    assert.equal(sent.status, 200);
    assert.equal(sent.body.message, STEP2_EN);
    const code = await lastCode(ctx, email);
    assert.match(code, /^\d{6}$/);

    const check = await ctx.post('/api/auth/checkresetcode', { username: player.username, code }, en);
    assert.equal(check.status, 200, check.text);
    assert.equal(check.body.success, true);

    const change = await ctx.post('/api/auth/changepasswordwithcode', { username: player.username, code, password: 'newpass77', password2: 'newpass77' }, en);
    assert.equal(change.status, 200, change.text);
    assert.equal((await ctx.get('/api/user/balance', bearer(player.auth.token))).status, 401, 'old sessions revoked');
    assert.equal((await ctx.post('/api/auth/login', { username: player.username, password: player.password })).status, 400);
    assert.equal((await ctx.post('/api/auth/login', { username: player.username, password: 'newpass77' })).status, 200);

    const reuse = await ctx.post('/api/auth/changepasswordwithcode', { username: player.username, code, password: 'again1234', password2: 'again1234' }, en);
    assert.equal(reuse.status, 400, 'a used code does not work again');
    assert.equal(reuse.body.message, 'The code is incorrect or has expired.');
  });

  test('a code expires after 10 minutes', async () => {
    const player = await registerPlayer(ctx, { username: `exp${unique()}`.slice(0, 20) });
    await ctx.post('/api/auth/sendresetpassword', { username: player.username });
    const code = await lastCode(ctx, String(player.payload.email));
    ctx.app.accounts.clock.advance(10 * 60_000 + 1000);
    const res = await ctx.post('/api/auth/checkresetcode', { username: player.username, code }, en);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'The code is incorrect or has expired.');
  });

  test('5 wrong tries close the code, even for the right one afterwards', async () => {
    const player = await registerPlayer(ctx, { username: `try${unique()}`.slice(0, 20) });
    await ctx.post('/api/auth/sendresetpassword', { username: player.username });
    const code = await lastCode(ctx, String(player.payload.email));
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.post('/api/auth/checkresetcode', { username: player.username, code: wrongCode }, en);
      assert.equal(res.body.message, 'The code is incorrect or has expired.');
    }
    const fifth = await ctx.post('/api/auth/checkresetcode', { username: player.username, code: wrongCode }, en);
    assert.equal(fifth.body.message, 'Too many wrong attempts. Please request a new code.');
    const right = await ctx.post('/api/auth/checkresetcode', { username: player.username, code }, en);
    assert.equal(right.status, 400);
    assert.equal(right.body.message, 'Too many wrong attempts. Please request a new code.');
  });

  test('an unknown username answers exactly as a real account with a code: status, message and number of tries', async () => {
    // An app of its own: the 30 wrong codes per address and 15 minutes must not mix with other tests.
    const side = await startTestApp();
    try {
      const real = await registerPlayer(side, { username: `real${unique()}`.slice(0, 20) });
      const unknown = `nope${unique()}`.slice(0, 20);
      const send = async (username: string) => {
        const res = await side.post('/api/auth/sendresetpassword', { username }, en);
        return [res.status, res.body.message, res.body.data];
      };
      const code = async () => lastCode(side, String(real.payload.email));
      const wrong = (right: string) => (right === '000000' ? '111111' : '000000');
      // Both users in turn, so the address limit (30 misses in 15 minutes) treats them alike.
      const tries = async (times: number, wrongCode: string) => {
        const answers: { real: unknown[][]; unknown: unknown[][] } = { real: [], unknown: [] };
        for (let i = 0; i < times; i += 1) {
          for (const [who, username] of [['real', real.username], ['unknown', unknown]] as const) {
            const res = await side.post('/api/auth/checkresetcode', { username, code: wrongCode }, en);
            answers[who].push([res.status, res.body.success, res.body.message, res.body.data]);
          }
        }
        return answers;
      };

      assert.deepEqual(await send(real.username), await send(unknown));
      const first = await tries(7, wrong(await code()));
      assert.deepEqual(first.unknown, first.real);
      assert.deepEqual(first.real.map((a) => a[2]), [...Array(4).fill('The code is incorrect or has expired.'), ...Array(3).fill('Too many wrong attempts. Please request a new code.')]);

      // A new code gives the real account 5 tries again; the unknown username gets the same.
      side.app.accounts.clock.advance(60_000);
      assert.deepEqual(await send(real.username), await send(unknown));
      const second = await tries(6, wrong(await code()));
      assert.deepEqual(second.unknown, second.real);
      assert.equal(second.real.filter((a) => a[2] === 'The code is incorrect or has expired.').length, 4);

      // Once the code has expired, the real account again answers as the unknown one.
      side.app.accounts.clock.advance(15 * 60_000);
      const expired = await tries(6, '123456');
      assert.deepEqual(expired.unknown, expired.real);
      assert.equal(expired.real[4]![2], 'Too many wrong attempts. Please request a new code.');
    } finally {
      await side.close();
    }
  });

  test('recovery e-mails: one per 60 seconds per username', async () => {
    const player = await registerPlayer(ctx, { username: `lim${unique()}`.slice(0, 20) });
    assert.equal((await ctx.post('/api/auth/sendresetpassword', { username: player.username })).status, 200);
    const again = await ctx.post('/api/auth/sendresetpassword', { username: player.username }, en);
    assert.equal(again.status, 429);
    assert.match(again.body.message, /^Please wait \d+ seconds before requesting a new code\.$/);
    assert.ok(again.body.data.retryAfterSeconds > 0 && again.body.data.retryAfterSeconds <= 60, 'the wait a resend button counts down');
    ctx.app.accounts.clock.advance(60_000);
    assert.equal((await ctx.post('/api/auth/sendresetpassword', { username: player.username })).status, 200);
  });

  test('a resend for an unknown username is limited and answered exactly as for a real one', async () => {
    const real = await registerPlayer(ctx, { username: `res${unique()}`.slice(0, 20) });
    const answers = [];
    for (const username of [real.username, `nobody${unique()}`.slice(0, 20)]) {
      const first = await ctx.post('/api/auth/sendresetpassword', { username }, en);
      const resend = await ctx.post('/api/auth/sendresetpassword', { username }, en);
      answers.push([first.status, first.body.message, resend.status, resend.body.message, resend.body.data]);
    }
    assert.deepEqual(answers[0], answers[1]);
    assert.equal(answers[0]![2], 429);
  });

  test('one address is stopped after 30 wrong codes in 15 minutes, whatever the usernames', async () => {
    const ip = await startTestApp();
    try {
      const answers = [];
      for (let i = 0; i < 31; i += 1) answers.push((await ip.post('/api/auth/checkresetcode', { username: `someone${i}x`, code: '123456' }, en)).status);
      assert.deepEqual(answers.slice(0, 30), Array(30).fill(400));
      assert.equal(answers[30], 429);
      ip.app.accounts.clock.advance(15 * 60_000);
      assert.equal((await ip.post('/api/auth/checkresetcode', { username: 'someone0x', code: '123456' }, en)).status, 400);
    } finally {
      await ip.close();
    }
  });

  test('changepasswordwithcode: a new password follows the rule of every new password (8 characters, not common)', async () => {
    for (const password of ['abcdef1', 'qwerty123']) {
      const res = await ctx.post('/api/auth/changepasswordwithcode', { username: 'someone1', code: '123456', password, password2: password }, en);
      assert.equal(res.status, 400, password);
      assert.match(res.body.message, /^Password: /);
    }
  });

  test('changepasswordwithcode: 400 when the passwords differ', async () => {
    const res = await ctx.post('/api/auth/changepasswordwithcode', { username: 'someone1', code: '123456', password: 'Kule-Masa-42', password2: 'Kule-Masa-43' }, en);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Confirm password: Passwords do not match');
  });
});
