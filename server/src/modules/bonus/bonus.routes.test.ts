import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { HUB, TransactionStatus, TransactionType, type BonusOffer, type HubMessage } from '@arcadia/shared/core';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, fastRegistration, registerPlayer, registerVerifiedPlayer, unique } from '../auth/accounts.test-kit.js';
import { findWalletId, rebuildBalance } from '../wallet/wallet.service.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp({ config: { trialBonusAmount: 50 } });
});
after(async () => {
  await ctx?.close();
});

const headers = (token: string, fingerprint = `fp-${unique()}`, locale = 'en') => ({ headers: { Authorization: `Bearer ${token}`, Fingerprint: fingerprint, Locale: locale } });

async function ledgerOf(playerId: number) {
  return ctx.app.db
    .selectFrom('ledger_entries')
    .innerJoin('wallets', 'wallets.id', 'ledger_entries.wallet_id')
    .select(['ledger_entries.amount', 'ledger_entries.type', 'wallets.id as wallet_id'])
    .where('wallets.player_id', '=', playerId)
    .execute();
}
const playerIdOf = async (username: string) =>
  (await ctx.app.db.selectFrom('players').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('GET /api/bonus/trialbonusamount', () => {
  test('anonymous visitors see the operator amount (success, never 401)', async () => {
    const res = await ctx.get('/api/bonus/trialbonusamount');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true, message: '', data: 50 });
    const stale = await ctx.get('/api/bonus/trialbonusamount', bearer('y'.repeat(43)));
    assert.equal(stale.status, 200, 'a stale token counts as anonymous');
  });

  test('a player who can still claim sees the amount; after claiming, 0', async () => {
    const player = await registerVerifiedPlayer(ctx);
    const fp = `fp-${unique()}`;
    assert.equal((await ctx.get('/api/bonus/trialbonusamount', headers(player.auth.token, fp))).body.data, 50);
    assert.equal((await ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token, fp))).status, 200);
    assert.equal((await ctx.get('/api/bonus/trialbonusamount', headers(player.auth.token, fp))).body.data, 0);
  });
});

describe('GET /api/bonus/definetrialbonus', () => {
  test('requires authentication', async () => {
    const res = await ctx.get('/api/bonus/definetrialbonus');
    assert.equal(res.status, 401);
    assert.equal(res.body.success, false);
  });

  test('requires a verified phone', async () => {
    const player = await registerPlayer(ctx);
    const res = await ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token));
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Please verify your phone number to claim the trial bonus.');
    assert.deepEqual(await ledgerOf(await playerIdOf(player.username)), []);
  });

  test('credits the operator amount once: balance, ledger entry, bonus row and a Bonus notification', async () => {
    const player = await registerVerifiedPlayer(ctx);
    const fp = `fp-${unique()}`;
    const res = await ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token, fp));
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { balance: 50 });
    assert.equal(res.body.message, 'Your trial bonus has been credited to your account. Enjoy!');
    assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data, { balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' });

    const id = await playerIdOf(player.username);
    const ledger = await ledgerOf(id);
    assert.deepEqual(ledger.map((e) => [e.amount, e.type]), [['50.00', 'trial_bonus']]);
    const rebuilt = await rebuildBalance(ctx.app.db, ledger[0]!.wallet_id);
    assert.equal(rebuilt.rebuilt, rebuilt.stored);

    const list = await ctx.get('/api/bonus/list', headers(player.auth.token, fp));
    assert.equal(list.body.data.bonuses[0].code, 'TRIAL');
    assert.equal(list.body.data.bonuses[0].status, 'credited');
    assert.equal(list.body.data.bonuses[0].amount, 50);
    assert.equal(list.body.data.bonuses[0].product, 'casino');
    // The grant is casino money and asks for TRIAL_BONUS_WAGERING_MULTIPLIER (10 by default) times its amount.
    const grant = await ctx.app.db.selectFrom('bonus_grants').select(['product', 'wagering_required']).where('wallet_id', '=', ledger[0]!.wallet_id).executeTakeFirstOrThrow();
    assert.deepEqual(grant, { product: 'casino', wagering_required: '500.00' });

    const notes = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, headers(player.auth.token, fp));
    assert.equal(notes.body.data[0].type, 4);
    assert.equal(notes.body.data[0].title, 'Your trial bonus has been credited');
    assert.equal(notes.body.data[0].isRead, false);

    const again = await ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token, fp));
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'The trial bonus can be claimed only once per person.');
    assert.equal((await ledgerOf(id)).length, 1);
  });

  for (const concurrency of [2, 20]) {
    test(`${concurrency} concurrent claims of one player credit once`, async () => {
      const player = await registerVerifiedPlayer(ctx);
      const fp = `fp-${unique()}`;
      const results = await Promise.all(Array.from({ length: concurrency }, () => ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token, fp))));
      const statuses = results.map((r) => r.status).sort();
      assert.deepEqual(statuses, [200, ...Array(concurrency - 1).fill(409)]);
      const ledger = await ledgerOf(await playerIdOf(player.username));
      assert.equal(ledger.length, 1);
      assert.deepEqual((await ctx.get('/api/user/balance', bearer(player.auth.token))).body.data, { balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' });
    });
  }

  test('two people on one device both get it: a fingerprint is a risk signal, not a key', async () => {
    const fp = `fp-${unique()}`;
    const [a, b] = [await registerVerifiedPlayer(ctx), await registerVerifiedPlayer(ctx)];
    const results = await Promise.all([a, b].map((p) => ctx.get('/api/bonus/definetrialbonus', headers(p.auth.token, fp))));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 200]);
  });

  test('one per national ID: a second account of the same person gets nothing', async () => {
    const first = await registerVerifiedPlayer(ctx);
    assert.equal((await ctx.get('/api/bonus/definetrialbonus', headers(first.auth.token))).status, 200);
    const second = await registerVerifiedPlayer(ctx, { PersonalNo: first.payload.PersonalNo });
    assert.equal((await ctx.get('/api/bonus/trialbonusamount', headers(second.auth.token))).body.data, 0);
    assert.equal((await ctx.get('/api/bonus/definetrialbonus', headers(second.auth.token))).status, 409);
  });

  test('one per verified phone: moving a claimed number to another account gets nothing', async () => {
    const first = await registerVerifiedPlayer(ctx);
    assert.equal((await ctx.get('/api/bonus/definetrialbonus', headers(first.auth.token))).status, 200);
    // The first account moves to a new number; the old one becomes free to verify elsewhere.
    ctx.app.accounts.clock.advance(60_000);
    const newPhone = `905${String(Date.now()).slice(-9)}`;
    await ctx.post('/api/customer/updatephone', { step: 1, phone: newPhone }, bearer(first.auth.token));
    const code = (await ctx.get(`/api/dev/outbox?to=${newPhone}&limit=1`)).body.data[0].code;
    assert.equal((await ctx.post('/api/customer/updatephone', { step: 2, phone: newPhone, code }, bearer(first.auth.token))).status, 200);
    ctx.app.accounts.clock.advance(60_000);
    const second = await registerVerifiedPlayer(ctx, { phone: first.phone });
    const res = await ctx.get('/api/bonus/definetrialbonus', headers(second.auth.token));
    assert.equal(res.status, 409);
  });

  test('fast-registered players (no national ID) are refused until one is on file', async () => {
    const payload = fastRegistration();
    const reg = await ctx.post('/api/auth/register', payload);
    const token = reg.body.data.token;
    await ctx.post('/api/customer/updatephone', { step: 1, phone: payload.phone }, bearer(token));
    const code = (await ctx.get(`/api/dev/outbox?to=${payload.phone}&limit=1`)).body.data[0].code;
    await ctx.post('/api/customer/updatephone', { step: 2, phone: payload.phone, code }, bearer(token));
    const refused = await ctx.get('/api/bonus/definetrialbonus', headers(token));
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /national ID \(TC No\)/);
    assert.equal((await ctx.get('/api/bonus/trialbonusamount', headers(token))).body.data, 0);
  });
});

describe('GET /api/bonus/list and POST /api/bonus/request', () => {
  test('require authentication', async () => {
    assert.equal((await ctx.get('/api/bonus/list')).status, 401);
    assert.equal((await ctx.post('/api/bonus/request', { code: 'WELCOME100' })).status, 401);
  });

  test('lists the operator offers in the reader language; a request shows as requested, once', async () => {
    const player = await registerPlayer(ctx);
    const list = await ctx.get('/api/bonus/list', headers(player.auth.token));
    assert.deepEqual(list.body.data.bonuses, []);
    assert.deepEqual(list.body.data.offers.map((o: { code: string }) => o.code), ['WELCOME100', 'CASHBACK10', 'SPORTS25']);
    assert.equal(list.body.data.offers[0].title, 'Welcome Bonus');
    const tr = await ctx.get('/api/bonus/list', headers(player.auth.token, 'x', 'tr'));
    assert.equal(tr.body.data.offers[0].title, 'Hoş Geldin Bonusu');

    const req = await ctx.post('/api/bonus/request', { code: 'CASHBACK10' }, headers(player.auth.token));
    assert.equal(req.status, 200, req.text);
    assert.equal(req.body.message, 'Your bonus request has been received. We will let you know when it is approved.');
    const after = await ctx.get('/api/bonus/list', headers(player.auth.token));
    assert.deepEqual(
      after.body.data.bonuses.map((b: { code: string; status: string; amount: number }) => [b.code, b.status, b.amount]),
      [['CASHBACK10', 'requested', 500]],
    );
    const twice = await ctx.post('/api/bonus/request', { code: 'CASHBACK10' }, headers(player.auth.token));
    assert.equal(twice.status, 409);
    assert.equal(twice.body.message, 'You already have an open request for this bonus.');
    const unknown = await ctx.post('/api/bonus/request', { code: 'NOPE' }, headers(player.auth.token));
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'No such bonus offer.');
  });
});

describe('the terms of every offer in GET /api/bonus/list', () => {
  const offersOf = async (token: string, locale: string) =>
    ((await ctx.get('/api/bonus/list', headers(token, 'x', locale))).body.data.offers as BonusOffer[]).map((o) => [o.code, o.product, o.terms]);

  test('each offer names its product and states its terms in English, wagering at most 10×', async () => {
    const player = await registerPlayer(ctx);
    assert.deepEqual(await offersOf(player.auth.token, 'en'), [
      [
        'WELCOME100',
        'casino',
        '100% of your first deposit, at most ₺1,000. Minimum deposit: ₺100. Wager 10× within 30 days. Can be used on casino games only. Given once per account. You can have one open request per offer at a time.',
      ],
      ['CASHBACK10', 'casino', '10% of your weekly net loss, at most ₺500. Paid as cash, with no wagering. Can be used on casino games only. You can have one open request per offer at a time.'],
      ['SPORTS25', 'sports', 'A ₺250 free bet for accumulator bets. Can be used on sports bets only. You can have one open request per offer at a time.'],
    ]);
  });

  test('and in Turkish', async () => {
    const player = await registerPlayer(ctx);
    assert.deepEqual(await offersOf(player.auth.token, 'tr'), [
      [
        'WELCOME100',
        'casino',
        'İlk yatırımınıza %100 bonus, en fazla 1.000\u00a0₺. En az yatırım: 100\u00a0₺. 10 katı çevrim, 30 gün içinde. Yalnızca casino oyunlarında kullanılabilir. Hesap başına bir kez verilir. Her teklif için aynı anda tek bir açık talebiniz olabilir.',
      ],
      ['CASHBACK10', 'casino', 'Haftalık net kaybınız üzerinden %10 iade, en fazla 500\u00a0₺. Nakit olarak ödenir, çevrim şartı yoktur. Yalnızca casino oyunlarında kullanılabilir. Her teklif için aynı anda tek bir açık talebiniz olabilir.'],
      ['SPORTS25', 'sports', '250\u00a0₺ değerinde bedava bahis, kombine kuponlar için. Yalnızca spor bahislerinde kullanılabilir. Her teklif için aynı anda tek bir açık talebiniz olabilir.'],
    ]);
  });

  test("the player's own bonuses carry the product of their offer", async () => {
    const player = await registerPlayer(ctx);
    for (const code of ['SPORTS25', 'CASHBACK10']) assert.equal((await ctx.post('/api/bonus/request', { code }, headers(player.auth.token))).status, 200);
    const list = await ctx.get('/api/bonus/list', headers(player.auth.token));
    assert.deepEqual(
      list.body.data.bonuses.map((b: { code: string; product: string }) => [b.code, b.product]),
      [
        ['CASHBACK10', 'casino'],
        ['SPORTS25', 'sports'],
      ],
    );
  });

  test('an offer the operator added without a definition is casino money, its terms naming the product', async () => {
    const code = `OP${unique().slice(-8)}`.toUpperCase();
    await ctx.app.db.insertInto('bonus_offers').values({ code, title_tr: 'Operatör', title_en: 'Operator', description_tr: 'Açıklama', description_en: 'Description', amount: '10.00', sort_order: 99 }).execute();
    try {
      const player = await registerPlayer(ctx);
      const offer = (await offersOf(player.auth.token, 'en')).find(([c]) => c === code);
      assert.deepEqual(offer, [code, 'casino', 'Can be used on casino games only.']);
    } finally {
      await ctx.app.db.deleteFrom('bonus_offers').where('code', '=', code).execute();
    }
  });
});

describe('the deposit-match welcome bonus (WELCOME100)', () => {
  /** A payment row as the payments module leaves it (the ledger is not what this condition reads). */
  async function paymentOf(playerId: number, amount: string, status: TransactionStatus, type = TransactionType.Deposit) {
    const walletId = await findWalletId(ctx.app.db, playerId);
    await ctx.app.db
      .insertInto('payments')
      .values({ player_id: playerId, wallet_id: walletId!, type, method_id: type === TransactionType.Deposit ? 2 : 3, provider: 'demopay', reference: `test-${unique()}`, amount, status, detail: JSON.stringify({ Amount: amount }) })
      .execute();
  }
  const welcome = async (token: string, locale = 'en') =>
    ((await ctx.get('/api/bonus/list', headers(token, 'x', locale))).body.data.offers as BonusOffer[]).find((o) => o.code === 'WELCOME100')!;

  test('is not requestable before a confirmed deposit of at least ₺100, and says so', async () => {
    const player = await registerPlayer(ctx);
    const id = await playerIdOf(player.username);
    const offer = await welcome(player.auth.token);
    assert.deepEqual([offer.available, offer.requirement], [false, 'Make a first deposit of at least ₺100 to claim this bonus.']);
    assert.equal((await welcome(player.auth.token, 'tr')).requirement, 'Bu bonusu talep etmek için en az 100\u00a0₺ tutarında ilk yatırımınızı yapın.');
    const refused = await ctx.post('/api/bonus/request', { code: 'WELCOME100' }, headers(player.auth.token));
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, 'Make a first deposit of at least ₺100 to claim this bonus.');

    // Neither a pending deposit, a confirmed one below the minimum nor a withdrawal qualifies.
    await paymentOf(id, '500.00', TransactionStatus.Pending);
    await paymentOf(id, '99.99', TransactionStatus.Confirmed);
    await paymentOf(id, '500.00', TransactionStatus.Confirmed, TransactionType.Withdraw);
    assert.equal((await welcome(player.auth.token)).available, false);
    assert.equal((await ctx.post('/api/bonus/request', { code: 'WELCOME100' }, headers(player.auth.token))).status, 400);
    assert.deepEqual((await ctx.get('/api/bonus/list', headers(player.auth.token))).body.data.bonuses, []);
  });

  test('after a confirmed deposit it is requestable for the match on that deposit, once per account', async () => {
    const player = await registerPlayer(ctx);
    const id = await playerIdOf(player.username);
    await paymentOf(id, '250.00', TransactionStatus.Confirmed);
    await paymentOf(id, '4000.00', TransactionStatus.Confirmed);
    const offer = await welcome(player.auth.token);
    assert.deepEqual([offer.available, offer.requirement, offer.amount], [true, null, 250]);
    const req = await ctx.post('/api/bonus/request', { code: 'WELCOME100' }, headers(player.auth.token));
    assert.equal(req.status, 200, req.text);
    const list = await ctx.get('/api/bonus/list', headers(player.auth.token));
    assert.deepEqual(list.body.data.bonuses.map((b: { code: string; status: string; amount: number }) => [b.code, b.status, b.amount]), [['WELCOME100', 'requested', 250]]);

    // Once the operator has credited it, it is not offered again.
    await ctx.app.db.updateTable('player_bonuses').set({ status: 'credited' }).where('player_id', '=', id).execute();
    const after = await welcome(player.auth.token);
    assert.deepEqual([after.available, after.requirement], [false, 'This bonus is given once per account, and you have already received it.']);
    assert.equal((await ctx.post('/api/bonus/request', { code: 'WELCOME100' }, headers(player.auth.token))).status, 409);
  });

  test('the match is capped at ₺1,000', async () => {
    const player = await registerPlayer(ctx);
    await paymentOf(await playerIdOf(player.username), '5000.00', TransactionStatus.Confirmed);
    assert.equal((await welcome(player.auth.token)).amount, 1000);
  });
});

describe('the Bonus notification over the hub', () => {
  test('reaches the player\'s open tab once the claim has committed, before the answer; a refused claim pushes nothing', async () => {
    const player = await registerVerifiedPlayer(ctx);
    const id = await playerIdOf(player.username);
    const connection = new HubConnectionBuilder()
      .withUrl(`${ctx.baseUrl}${HUB.path}`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => player.auth.token })
      .configureLogging(LogLevel.None)
      .build();
    const received: HubMessage[] = [];
    connection.on('NotifyMessage', (message: HubMessage) => received.push(message));
    await connection.start();
    try {
      const fp = `fp-${unique()}`;
      assert.equal((await ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token, fp))).status, 200);
      // Handed to the hub before the answer was sent: its outbox event is already marked delivered.
      const events = await sql<{ delivered: boolean }>`select delivered_at is not null as delivered from event_outbox where topic = 'hub.message' and (payload->>'playerId')::bigint = ${id}`.execute(ctx.app.db);
      assert.deepEqual(events.rows, [{ delivered: true }]);
      const until = Date.now() + 3000;
      while (received.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      const notes = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, headers(player.auth.token, fp));
      // The notification, and the new balance that every committed ledger change pushes.
      assert.deepEqual(received.filter((m) => m.command === 'Notification'), [{ command: 'Notification', message: JSON.stringify({ id: notes.body.data[0].id, type: 4 }) }]);
      assert.deepEqual(received.filter((m) => m.command === 'Balance').map((m) => JSON.parse(m.message)), [{ balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' }]);

      assert.equal((await ctx.get('/api/bonus/definetrialbonus', headers(player.auth.token, fp))).status, 409);
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(received.length, 2, 'a refused (rolled-back) claim pushes nothing');
    } finally {
      await connection.stop();
    }
  });
});
