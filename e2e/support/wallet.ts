/** Money for journeys that start from a funded account: a bank transfer the operator approves, all through the API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { decideTransaction, transactionsOf } from './admin';
import { uniqueTag, type Player } from './players';

/** A Turkish IBAN (the 24 digits after TR) with a valid checksum. */
export const TEST_IBAN = '330006100519786457841326';
const BANK_TRANSFER_METHOD = 2;

/** Logs the player in through the API; the answer's token signs the calls that follow. */
export async function apiToken(request: APIRequestContext, player: Player): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: { Locale: 'en', Fingerprint: `e2e-api-${uniqueTag()}` },
    data: { username: player.username, password: player.password },
  });
  const body = await res.json();
  expect(body.success, `login ${player.username}: ${body.message}`).toBe(true);
  return body.data.token as string;
}

/**
 * Credits `amount` lira (a bank transfer takes ₺100 to ₺250,000) as a real deposit: the player
 * chooses no deposit limit, files a bank transfer and the operator approves it (the journey is
 * tagged `@admin`).
 */
export async function fundByBankTransfer(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const token = await apiToken(request, player);
  // A first deposit waits for the player's decision on a deposit limit: these journeys choose none.
  const decided = await request.post('/api/responsiblegaming/nolimit', { headers: { Authorization: `Bearer ${token}`, Locale: 'en' }, data: { confirm: true } });
  expect(decided.ok(), `no deposit limit: ${await decided.text()}`).toBe(true);
  const filed = await request.post('/api/payment/deposit', {
    headers: { Authorization: `Bearer ${token}`, Locale: 'en' },
    data: { id: BANK_TRANSFER_METHOD, target: 'pay', detail: { Iban: TEST_IBAN, Bank: 1, Amount: amount } },
  });
  const filedBody = await filed.json();
  expect(filedBody.success, `deposit: ${filedBody.message}`).toBe(true);
  const deposit = (await transactionsOf(request, player.username)).find((t) => t.type === 1 && t.amount === amount && t.status === 2);
  expect(deposit, 'the bank transfer is listed for the operator').toBeTruthy();
  await decideTransaction(request, deposit!.id, 'approve');
}
