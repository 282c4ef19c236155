/**
 * Helpers for the payments tests: an app with the fake provider, players with money, reading
 * payments and balances, and checking that the ledger still adds up.
 */
import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction.js';
import { FakePaymentProvider } from '../../testing/fake-payment-provider.js';
import { startTestApp, type StartOptions, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer, type RegisteredPlayer } from '../auth/accounts.test-kit.js';
import { balancesOf, findLedgerMismatches, findWalletId, grantBonus, post, OWN_PROVIDER, type WalletBalances } from '../wallet/wallet.service.js';
import { verifyByAdmin } from '../kyc/kyc.test-kit.js';
import type { PaymentRow } from './payments.repository.js';

export const ADMIN_TOKEN = 'payments-test-admin-token-0123456789abcdef';
/** A valid TR IBAN, raw (the 24 digits after TR). */
export const TEST_IBAN = '330006100519786457841326';
export const PAYING_CARD = '4111111111111111';
export const DECLINED_CARD = '4000000000000002';

/** MMYY of a card valid until next year. */
export function futureExpiry(): string {
  const next = new Date().getUTCFullYear() + 1;
  return `12${String(next).slice(2)}`;
}

export const cardDetail = (amount: unknown = 150, extra: Record<string, unknown> = {}) => ({ CardNo: PAYING_CARD, ExpiryDate: futureExpiry(), CardHolder: 'Ayşe Yılmaz', Amount: amount, ...extra });
export const bankDetail = (amount: unknown = 500, extra: Record<string, unknown> = {}) => ({ Iban: TEST_IBAN, Bank: 3, Amount: amount, ...extra });
/** An IBAN payout's detail; the account holder is left out, so the server takes the account's own name. */
export const ibanPayoutDetail = (amount: unknown = 200, extra: Record<string, unknown> = {}) => ({ Iban: TEST_IBAN, Amount: amount, ...extra });
export const walletPayoutDetail = (amount: unknown = 100, extra: Record<string, unknown> = {}) => ({ WalletNo: '5321234567', Amount: amount, ...extra });

export interface PaymentsApp extends TestApp {
  provider: FakePaymentProvider;
}

export async function startPaymentsApp(options: StartOptions = {}): Promise<PaymentsApp> {
  const ctx = await startTestApp({ ...options, config: { adminToken: ADMIN_TOKEN, trustProxy: true, ...options.config } });
  const provider = new FakePaymentProvider();
  ctx.app.payments.provider = provider;
  return Object.assign(ctx, { provider });
}

export interface Player extends RegisteredPlayer {
  id: number;
  walletId: number;
  auth: RegisteredPlayer['auth'];
  /** Authorization (and Locale) headers. */
  as(locale?: 'tr' | 'en'): { headers: Record<string, string> };
}

/**
 * A registered player. `verified`: their identity verified as an operator does it (`verifyByAdmin`:
 * documents uploaded, approved through the admin API), which withdrawals and deposits past
 * KYC_DEPOSIT_THRESHOLD need; the app must have an admin token (startPaymentsApp has).
 */
export async function newPlayer(ctx: TestApp, options: { depositLimitDecided?: boolean; verified?: boolean } = {}): Promise<Player> {
  const registered = await registerPlayer(ctx);
  const { id } = await ctx.app.db.selectFrom('players').select('id').where('username', '=', registered.username).executeTakeFirstOrThrow();
  const walletId = await findWalletId(ctx.app.db, id);
  assert.ok(walletId, 'a registered player has a wallet');
  // Deposits wait for the player's decision on a deposit limit; most tests start after it (chose none).
  if (options.depositLimitDecided ?? true) {
    await ctx.app.db.insertInto('responsible_gaming_settings').values({ player_id: id, deposit_limit_decided_at: new Date(), updated_at: new Date() }).execute();
  }
  const player = { ...registered, id, walletId, as: (locale: 'tr' | 'en' = 'en') => bearer(registered.auth.token, { Locale: locale }) };
  if (options.verified) await verifyByAdmin(ctx, player);
  return player;
}

/** A player with `cash` lira of withdrawable money (an operator's credit; `verified` to withdraw it) and `bonus` lira of bonus money. */
export async function playerWithMoney(ctx: TestApp, cash: string, bonus = '0', options: { verified?: boolean } = {}): Promise<Player> {
  const player = await newPlayer(ctx, options);
  await inTransaction(ctx.app.db, async (trx) => {
    const actor = { kind: 'operator' as const, id: 'test' };
    if (Number(cash) > 0) await post(trx, { walletId: player.walletId, type: 'adjustment_credit', actor, ref: { provider: OWN_PROVIDER, externalId: `test-cash:${randomUUID()}` }, entries: [{ balance: 'cash', amount: cash }] });
    if (Number(bonus) > 0) await grantBonus(trx, { walletId: player.walletId, amount: bonus, wageringMultiplier: 10, type: 'trial_bonus', actor, ref: { provider: OWN_PROVIDER, externalId: `test-bonus:${randomUUID()}` } });
  });
  return player;
}

export const balancesOfPlayer = (ctx: TestApp, player: Player): Promise<WalletBalances> => balancesOf(ctx.app.db, player.id);

export async function paymentsOf(ctx: TestApp, player: Player): Promise<PaymentRow[]> {
  return ctx.app.db.selectFrom('payments').selectAll().where('player_id', '=', player.id).orderBy('id').execute();
}

export async function paymentById(ctx: TestApp, id: number): Promise<PaymentRow> {
  return ctx.app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function countRows(ctx: TestApp, table: 'payments' | 'ledger_journals' | 'notifications' | 'event_outbox'): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(ctx.app.db);
  return result.rows[0]!.n;
}

/** Every balance equals the sum of its entries, and none is negative. */
export async function assertLedgerAddsUp(ctx: TestApp): Promise<void> {
  assert.deepEqual(await findLedgerMismatches(ctx.app.db), [], 'every balance equals the sum of its ledger entries');
  const negative = await sql<{ n: number }>`select count(*)::int as n from wallet_balances where balance < 0`.execute(ctx.app.db);
  assert.equal(negative.rows[0]!.n, 0, 'no balance is negative');
}

/** Admin headers from an address of its own, so one test's requests do not use up another's admin request limit. */
export function adminHeaders(): { headers: Record<string, string> } {
  return { headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, Locale: 'en', 'X-Forwarded-For': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` } };
}

/** A deposit started through the API; returns the stored payment. */
export async function deposit(ctx: PaymentsApp, player: Player, methodId: 1 | 2, detail: Record<string, unknown>): Promise<PaymentRow> {
  const res = await ctx.post('/api/payment/deposit', { id: methodId, target: 'pay', detail }, player.as());
  assert.equal(res.status, 200, res.text);
  const rows = await paymentsOf(ctx, player);
  return rows[rows.length - 1]!;
}

/** A withdrawal filed through the API; returns the stored payment. */
export async function withdraw(ctx: PaymentsApp, player: Player, methodId: 3 | 4, detail: Record<string, unknown>): Promise<PaymentRow> {
  const res = await ctx.post('/api/payment/withdraw', { id: methodId, detail }, player.as());
  assert.equal(res.status, 200, res.text);
  return paymentById(ctx, res.body.data.id);
}

/** Posts a signed callback of the fake provider. */
export async function sendCallback(ctx: PaymentsApp, callback: { body: string; headers: Record<string, string> }) {
  return ctx.post('/api/payment/callback/demopay', callback.body, { headers: callback.headers });
}

export async function until(predicate: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
