/**
 * The seamless wallet's signature over real HTTP (issue 25, finding 3): `v2` covers the method, the
 * path (so the provider and the action) and the body, each provider verifies with its own key, the
 * old `sha256=` form (timestamp and body only) is refused, keys rotate as `new,old`, and a signature
 * lives 5 minutes either side of the server's clock.
 */
import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { garbledSignatureHeaders } from '@arcadia/shared/signing';
import { signRequest } from '../../providers/signature.js';
import type { TestApp } from '../../testing/test-app.js';
import { assertLedgerAddsUp, balancesOfPlayer, playerWithMoney } from '../payments/payments.test-kit.js';
import { answerOf, call, GAME, launch, OTHER_STUDIO_SECRET, PROVIDER, startWalletApp, STUDIO_SECRET, writtenRows } from './games-wallet.test-kit.js';

const SPORTSBOOK_KEY = 'wallet-signature-test-sportsbook-key-0123';
const NEW_KEY = 'wallet-signature-test-next-studio-key-0123';

let ctx: TestApp;
before(async () => {
  // hub88 and amusnet on one key (as with the shared GAME_STUDIO_SECRET), egt on its own, both
  // sportsbooks on SPORTSBOOK_SECRET.
  ctx = await startWalletApp({ config: { gameStudioSecrets: { [PROVIDER]: STUDIO_SECRET, amusnet: STUDIO_SECRET, egt: OTHER_STUDIO_SECRET, fcg: SPORTSBOOK_KEY, betco: SPORTSBOOK_KEY } } });
});
after(async () => {
  await assertLedgerAddsUp(ctx);
  await ctx.close();
});

const expectRefused = (res: { status: number; text: string; body: { status: string } }) => {
  assert.equal(res.status, 401, res.text);
  assert.equal(res.body.status, 'RS_ERROR_INVALID_SIGNATURE', res.text);
};

describe('a signature is good for its own call only', () => {
  test('an intercepted win posted to /rollback is refused, and the genuine win then pays', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const betId = randomUUID();
    assert.equal((await studio.bet(10_000, { transactionId: betId, roundId: 'r-intercepted' })).status, 'RS_OK');
    const win = { requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken, transactionId: randomUUID(), referenceTransactionId: betId, roundId: 'r-intercepted', amount: 30_000, roundClosed: true };
    const before = await writtenRows(ctx);
    expectRefused(await call(ctx, 'rollback', win, { signedFor: { path: `/api/games/wallet/${PROVIDER}/win` } }));
    assert.deepEqual(await writtenRows(ctx), before, 'nothing stored, not even an answer to the request id');
    const paid = await answerOf(ctx, 'win', win);
    assert.equal(paid.status, 'RS_OK');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '300.00', bonus: '0.00', held: '0.00' });
  });

  test('a bet signed for hub88 is not valid for another provider, one on the same key included', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const bet = { requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken, transactionId: randomUUID(), roundId: 'r-provider', gameCode: GAME, amount: 1000 };
    const hub88 = { path: `/api/games/wallet/${PROVIDER}/bet` };
    const before = await writtenRows(ctx);
    // amusnet shares hub88's key; egt has its own (GAME_STUDIO_SECRET_EGT).
    expectRefused(await call(ctx, 'bet', bet, { provider: 'amusnet', signedFor: hub88 }));
    expectRefused(await call(ctx, 'bet', bet, { provider: 'egt', signedFor: hub88 }));
    expectRefused(await call(ctx, 'bet', bet, { provider: 'egt' }));
    // Another action of the same provider, and another method.
    expectRefused(await call(ctx, 'bet', bet, { signedFor: { path: `/api/games/wallet/${PROVIDER}/balance` } }));
    expectRefused(await call(ctx, 'bet', bet, { signedFor: { method: 'GET' } }));
    assert.deepEqual(await writtenRows(ctx), before);
    assert.equal((await answerOf(ctx, 'bet', bet)).status, 'RS_OK');
    assert.deepEqual(await balancesOfPlayer(ctx, player), { cash: '90.00', bonus: '0.00', held: '0.00' });
  });

  test('a sportsbook call signed for fcg is not valid for betco, though both are on SPORTSBOOK_SECRET', async () => {
    const balance = { requestId: randomUUID(), user: '1', sessionToken: 'not-a-session-token' };
    const own = await call(ctx, 'balance', balance, { provider: 'fcg', secret: SPORTSBOOK_KEY });
    assert.equal(own.status, 200, own.text);
    assert.equal(own.body.status, 'RS_ERROR_INVALID_TOKEN');
    expectRefused(await call(ctx, 'balance', { ...balance, requestId: randomUUID() }, { provider: 'betco', secret: SPORTSBOOK_KEY, signedFor: { path: '/api/games/wallet/fcg/balance' } }));
    // The casino studios' key is not the sportsbook's.
    expectRefused(await call(ctx, 'balance', { ...balance, requestId: randomUUID() }, { provider: 'fcg' }));
  });
});

describe('the form and the window of a signature', () => {
  test('the old sha256= form is refused (401, RS_ERROR_INVALID_SIGNATURE), even made with the right key', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const raw = JSON.stringify({ requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken });
    const timestamp = Math.floor(Date.now() / 1000);
    const sha256 = `sha256=${createHmac('sha256', STUDIO_SECRET).update(`${timestamp}.${raw}`).digest('hex')}`;
    const res = await ctx.post(`/api/games/wallet/${PROVIDER}/balance`, raw, { headers: { 'X-Signature-Timestamp': String(timestamp), 'X-Signature': sha256 } });
    expectRefused(res as never);
    assert.equal((await studio.balance()).status, 'RS_OK');
  });

  test('a timestamp up to 5 minutes away either way is taken; beyond, refused', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const body = () => ({ requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken });
    // Each timestamp is taken from the clock as it is sent, a few seconds off the 300 s edge: on a
    // loaded machine a second can pass between signing and the check (301 s once read as 300).
    const now = () => Math.floor(Date.now() / 1000);
    for (const offset of [-290, 290]) assert.equal((await answerOf(ctx, 'balance', body(), { timestamp: now() + offset })).status, 'RS_OK', `${offset} s`);
    for (const offset of [-305, 305, -3600]) expectRefused(await call(ctx, 'balance', body(), { timestamp: now() + offset }));
  });

  test('garbled signature headers (a timestamp that is no number of seconds, a v2= that is no signature, 5,000 commas, 8 KB): 401 and nothing written', async () => {
    const player = await playerWithMoney(ctx, '100');
    const studio = await launch(ctx, player);
    const raw = JSON.stringify({ requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken, transactionId: randomUUID(), roundId: 'garbled', gameCode: GAME, amount: 100 });
    const path = `/api/games/wallet/${PROVIDER}/bet`;
    const genuine = signRequest(STUDIO_SECRET, { method: 'POST', path, body: raw });
    const timestamp = genuine['x-signature-timestamp']!;
    const signature = genuine['x-signature']!;
    const garbled = garbledSignatureHeaders(timestamp, signature);
    const before = await writtenRows(ctx);
    for (const [stamp, value] of garbled) expectRefused((await ctx.post(path, raw, { headers: { 'x-signature-timestamp': stamp, 'x-signature': value } })) as never);
    assert.deepEqual(await writtenRows(ctx), before);
    assert.equal((await ctx.post(path, raw, { headers: genuine })).body.status, 'RS_OK', 'the genuine bet is taken');
    assert.equal((await balancesOfPlayer(ctx, player)).cash, '99.00');
  });

  test('rotation: with "new,old" either key is taken and an unknown one refused; of several v2= values one that verifies is enough', async () => {
    const rotated = await startWalletApp({ config: { gameStudioSecrets: { [PROVIDER]: `${NEW_KEY},${STUDIO_SECRET}` } }, database: ctx.database });
    try {
      const player = await playerWithMoney(rotated, '100');
      const studio = await launch(rotated, player);
      const body = () => ({ requestId: randomUUID(), user: studio.user, sessionToken: studio.sessionToken });
      assert.equal((await answerOf(rotated, 'balance', body(), { secret: NEW_KEY })).status, 'RS_OK');
      assert.equal((await answerOf(rotated, 'balance', body(), { secret: STUDIO_SECRET })).status, 'RS_OK');
      expectRefused(await call(rotated, 'balance', body(), { secret: 'an-unknown-studio-key-0123456789' }));
      // A studio rotating on its side sends one value per key it holds.
      const raw = JSON.stringify(body());
      const path = `/api/games/wallet/${PROVIDER}/balance`;
      const unknown = signRequest('an-unknown-studio-key-0123456789', { method: 'POST', path, body: raw });
      const good = signRequest(NEW_KEY, { method: 'POST', path, body: raw });
      const both = await rotated.post(path, raw, { headers: { ...good, 'x-signature': `${unknown['x-signature']},${good['x-signature']}` } });
      assert.equal(both.status, 200, both.text);
    } finally {
      await rotated.close();
    }
  });
});
