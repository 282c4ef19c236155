/**
 * SMS cannot be pumped: sends are limited per player, per number, per address and per day, and
 * the site stops at a daily ceiling. Each test runs its own app, so its counters start empty.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { registerPlayer, uniquePhone, type RegisteredPlayer } from '../auth/accounts.test-kit.js';
import { turkishDay } from '../auth/limits/rate-limits.js';

const DAY = 24 * 60 * 60_000;

const send = (ctx: TestApp, player: RegisteredPlayer, phone: string) =>
  ctx.post('/api/customer/updatephone', { step: 1, phone }, { headers: { Authorization: `Bearer ${player.auth.token}`, Locale: 'en' } });
const smsCount = async (ctx: TestApp) => (await ctx.get('/api/dev/outbox?limit=500')).body.data.filter((m: { channel: string }) => m.channel === 'sms').length;

/** The app's log lines from now on (pino writes every request's lines to the app logger's stream). */
function captureLog(ctx: TestApp): Record<string, unknown>[] {
  const streamSymbol = Object.getOwnPropertySymbols(ctx.app.log).find((symbol) => symbol.description === 'pino.stream')!;
  const stream = (ctx.app.log as unknown as Record<symbol, { write(line: string): void }>)[streamSymbol]!;
  const lines: Record<string, unknown>[] = [];
  stream.write = (line: string) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
  };
  return lines;
}

async function withApp(config: Parameters<typeof startTestApp>[0], run: (ctx: TestApp) => Promise<void>) {
  const ctx = await startTestApp(config);
  try {
    await run(ctx);
  } finally {
    await ctx.close();
  }
}

describe('SMS send limits', () => {
  test('per player and per number: one a minute, five a day', async () => {
    await withApp({}, async (ctx) => {
      const [player, other] = [await registerPlayer(ctx), await registerPlayer(ctx)];
      const phone = uniquePhone();
      assert.equal((await send(ctx, player, phone)).status, 200);
      assert.equal((await send(ctx, player, uniquePhone())).status, 429, 'the same player, another number, within the minute');
      assert.equal((await send(ctx, other, phone)).status, 429, 'another player, the same number, within the minute');
      for (let i = 1; i < 5; i += 1) {
        ctx.app.accounts.clock.advance(61_000);
        assert.equal((await send(ctx, player, uniquePhone())).status, 200, `send ${i + 1}`);
      }
      ctx.app.accounts.clock.advance(61_000);
      const sixth = await send(ctx, player, uniquePhone());
      assert.deepEqual([sixth.status, sixth.body.message], [429, 'You have reached the daily limit of 5 codes. Please try again later.']);
      ctx.app.accounts.clock.advance(DAY);
      assert.equal((await send(ctx, player, uniquePhone())).status, 200, 'a new day');
    });
  });

  test('per address: SMS_PER_ADDRESS_PER_DAY over all accounts and numbers, then a 429 until the day has passed', async () => {
    await withApp({ config: { smsPerAddressPerDay: 3 } }, async (ctx) => {
      const players = [];
      for (let i = 0; i < 5; i += 1) players.push(await registerPlayer(ctx));
      for (const player of players.slice(0, 3)) assert.equal((await send(ctx, player, uniquePhone())).status, 200);
      const fourth = await send(ctx, players[3]!, uniquePhone());
      assert.equal(fourth.status, 429);
      assert.equal(fourth.body.success, false);
      assert.equal(fourth.body.message, 'Too many codes have been requested from this network today. Please try again tomorrow.');
      const tr = await ctx.post('/api/customer/updatephone', { step: 1, phone: uniquePhone() }, { headers: { Authorization: `Bearer ${players[4]!.auth.token}` } });
      assert.equal(tr.body.message, 'Bu ağdan bugün çok fazla kod istendi. Lütfen yarın tekrar deneyin.');
      assert.equal(await smsCount(ctx), 3);
      ctx.app.accounts.clock.advance(DAY);
      assert.equal((await send(ctx, players[3]!, uniquePhone())).status, 200);
    });
  });

  test('a request refused by one limit uses up no other: an address past its limit cannot spend a victim number\'s five daily codes', async () => {
    await withApp({ config: { smsPerAddressPerDay: 1, trustProxy: true } }, async (ctx) => {
      const victim = uniquePhone();
      const fromAttacker = { 'X-Forwarded-For': '198.51.100.7' };
      const attacker = await registerPlayer(ctx, {}, fromAttacker);
      const sendFrom = (player: RegisteredPlayer, phone: string, headers: Record<string, string>) =>
        ctx.post('/api/customer/updatephone', { step: 1, phone }, { headers: { Authorization: `Bearer ${player.auth.token}`, Locale: 'en', ...headers } });
      assert.equal((await sendFrom(attacker, uniquePhone(), fromAttacker)).status, 200, 'the address uses its one SMS of the day');
      for (let i = 0; i < 8; i += 1) {
        ctx.app.accounts.clock.advance(61_000);
        assert.equal((await sendFrom(attacker, victim, fromAttacker)).status, 429, 'refused by the address limit');
      }
      // The owner of the number, from their own network, still has all five sends of the day.
      const owner = await registerPlayer(ctx, {}, { 'X-Forwarded-For': '203.0.113.9' });
      const ownerPlayers = [owner];
      for (let i = 0; i < 4; i += 1) ownerPlayers.push(await registerPlayer(ctx, {}, { 'X-Forwarded-For': `203.0.113.${20 + i}` }));
      for (const [i, player] of ownerPlayers.entries()) {
        ctx.app.accounts.clock.advance(61_000);
        assert.equal((await sendFrom(player, victim, { 'X-Forwarded-For': `203.0.113.${i === 0 ? 9 : 19 + i}` })).status, 200, `send ${i + 1} to the number`);
      }
    });
  });

  test('the daily ceiling: SMS_DAILY_CEILING sends a Turkish day, counted atomically under concurrency, then 503 for everyone (logged as an error) until midnight in Türkiye', async () => {
    await withApp({ config: { smsDailyCeiling: 5, logLevel: 'error' } }, async (ctx) => {
      const errors = captureLog(ctx);
      // Start right after midnight in Türkiye (21:00 UTC), so the whole test stays within one Turkish day.
      const now = ctx.app.accounts.clock.now();
      const nextMidnight = Math.ceil((now + 3 * 3_600_000) / DAY) * DAY - 3 * 3_600_000;
      ctx.app.accounts.clock.advance(nextMidnight - now + 1000);
      const day = turkishDay(ctx.app.accounts.clock.now());

      const players = [];
      for (let i = 0; i < 12; i += 1) players.push(await registerPlayer(ctx));
      const results = await Promise.all(players.slice(0, 10).map((p) => send(ctx, p, uniquePhone())));
      assert.deepEqual(results.map((r) => r.status).sort(), [...Array(5).fill(200), ...Array(5).fill(503)]);
      const refused = results.find((r) => r.status === 503)!;
      assert.equal(refused.body.success, false);
      assert.equal(refused.body.message, 'Text messages cannot be sent right now. Please try again later.');
      assert.equal(await smsCount(ctx), 5, 'no SMS beyond the ceiling');
      const ceilingErrors = errors.filter((line) => line.level === 50 && /daily SMS ceiling/.test(String(line.msg)));
      assert.equal(ceilingErrors.length, 5, 'every refusal is logged as an error for the operator');
      assert.equal(ceilingErrors[0]!.dailyCeiling, 5);

      // Still the same Turkish day 20 hours later; the next day the site sends again.
      ctx.app.accounts.clock.advance(20 * 3_600_000);
      assert.equal(turkishDay(ctx.app.accounts.clock.now()), day);
      assert.equal((await send(ctx, players[10]!, uniquePhone())).status, 503);
      ctx.app.accounts.clock.advance(4 * 3_600_000);
      assert.notEqual(turkishDay(ctx.app.accounts.clock.now()), day);
      assert.equal((await send(ctx, players[11]!, uniquePhone())).status, 200);
    });
  });

  test('SMS_DAILY_CEILING and SMS_PER_ADDRESS_PER_DAY are read from the environment, with defaults of 10000 and 20', async () => {
    const { loadConfig } = await import('../../config.js');
    const defaults = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    assert.deepEqual([defaults.smsDailyCeiling, defaults.smsPerAddressPerDay], [10_000, 20]);
    const set = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SMS_DAILY_CEILING: '500', SMS_PER_ADDRESS_PER_DAY: '7' });
    assert.deepEqual([set.smsDailyCeiling, set.smsPerAddressPerDay], [500, 7]);
    assert.throws(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SMS_DAILY_CEILING: '0' }), /SMS_DAILY_CEILING/);
  });
});
