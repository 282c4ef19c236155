/**
 * The operator API, for journeys that check what the server stored or act as the operator would
 * (approve a bank transfer, settle a match). A journey using it carries the `@admin` tag: without
 * an operator token for the site under test (`E2E_ADMIN_TOKEN`), it is skipped, not faked.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN_OR_NULL, NEEDS } from './environment';

/** Fails a journey that uses what one of its tags does not declare, so the tags stay true. */
export function requireTag(tag: string, what: string): void {
  const info = test.info();
  if (!info.tags.includes(tag)) throw new Error(`"${info.title}" uses ${what}: tag it ${tag} (e2e/support/environment.ts)`);
}

/** The operator's headers (the journey must be tagged `@admin`). */
export function operatorHeaders(): Record<string, string> {
  requireTag(NEEDS.admin, 'the operator API');
  return { Authorization: `Bearer ${ADMIN_TOKEN_OR_NULL}` };
}

export interface AdminTransaction {
  id: number;
  playerId: number;
  username: string;
  type: number;
  status: number;
  amount: number;
}

/** The player's payments as the operator lists them, newest first. */
export async function transactionsOf(request: APIRequestContext, username: string): Promise<AdminTransaction[]> {
  const res = await request.get(`/api/admin/transactions?username=${encodeURIComponent(username)}&take=200`, { headers: operatorHeaders() });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.items as AdminTransaction[];
}

/** The operator approves or rejects a payment waiting for them. */
export async function decideTransaction(request: APIRequestContext, id: number, action: 'approve' | 'reject', reason?: string): Promise<void> {
  const res = await request.post(`/api/admin/transactions/${id}/${action}`, { headers: operatorHeaders(), ...(reason ? { data: { reason } } : {}) });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The player's id, looked up by username. */
export async function playerIdOf(request: APIRequestContext, username: string): Promise<number> {
  const res = await request.get(`/api/admin/players?search=${encodeURIComponent(username)}`, { headers: operatorHeaders() });
  expect(res.ok(), await res.text()).toBe(true);
  const player = ((await res.json()).data.items as { id: number; username: string }[]).find((p) => p.username === username);
  expect(player, `${username} is listed for the operator`).toBeTruthy();
  return player!.id;
}
