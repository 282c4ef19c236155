/**
 * Identity verification for journeys: the sample documents, and `verifyByAdmin`, which verifies a
 * player as the operator does (the player uploads an identity document and a proof of address
 * through the API, the operator approves both). Withdrawals, and deposits past the ₺2,000 a player
 * may make before verification, need it. A journey using it carries the `@admin` tag.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { operatorHeaders } from './admin';
import type { Player } from './players';
import { apiToken } from './wallet';

/** A specimen identity card (JPEG) and a one-page PDF standing in for a proof of address. */
export const IDENTITY_CARD = { name: 'identity-card.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(__dirname, 'fixtures', 'identity-card.jpg')) };
export const PROOF_OF_ADDRESS = { name: 'proof-of-address.pdf', mimeType: 'application/pdf', buffer: readFileSync(join(__dirname, 'fixtures', 'proof-of-address.pdf')) };

/** The name and date of birth the operator reads from the player's identity document: the account's own. */
export const identityOf = (player: Player) => ({ fullName: `${player.name} ${player.surname}`, birthDate: `${player.birth.year}-${player.birth.month}-${player.birth.day}` });

/** The documents waiting for the operator's review of one player, oldest first. */
export async function pendingDocumentsOf(request: APIRequestContext, username: string): Promise<{ id: number; kind: string }[]> {
  const res = await request.get('/api/admin/kyc?status=pending&take=200', { headers: operatorHeaders() });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data.items as { id: number; kind: string; username: string }[]).filter((item) => item.username === username);
}

/** The operator approves each of the player's pending documents (an identity document with the account's name and date of birth). */
export async function approveDocuments(request: APIRequestContext, player: Player): Promise<void> {
  for (const document of await pendingDocumentsOf(request, player.username)) {
    const identity = document.kind === 'identity_front' || document.kind === 'identity_back';
    const res = await request.post(`/api/admin/kyc/documents/${document.id}/approve`, { headers: operatorHeaders(), data: identity ? identityOf(player) : {} });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** Verifies the player's identity through the API: both documents uploaded, both approved. */
export async function verifyByAdmin(request: APIRequestContext, player: Player): Promise<void> {
  const token = await apiToken(request, player);
  for (const [kind, file] of [['identity_front', IDENTITY_CARD], ['address', PROOF_OF_ADDRESS]] as const) {
    const res = await request.post('/api/kyc/documents', { headers: { Authorization: `Bearer ${token}`, Locale: 'en' }, multipart: { kind, file } });
    expect(res.ok(), `upload ${kind}: ${await res.text()}`).toBe(true);
  }
  await approveDocuments(request, player);
  const status = await request.get('/api/kyc/status', { headers: { Authorization: `Bearer ${token}` } });
  expect((await status.json()).data.level, `${player.username} is verified`).toBe('verified');
}
