/**
 * The seamless wallet's wire contract (README.md in this folder): what a studio sends, what it
 * gets back. Amounts and balances are integer kuruş (1 lira = 100).
 */
import { createHash } from 'node:crypto';

export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_UNKNOWN',
  /** The player is excluded from play (a time-out, a self-exclusion, the operator's exclusion). */
  'RS_ERROR_USER_DISABLED',
  /** A stake or loss limit would be passed, or a reality check waits for the player. */
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export const WALLET_ACTIONS = ['session', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];

export interface WalletResponse {
  status: WalletStatus;
  /** The request's requestId (null when it could not be read). */
  request_uuid: string | null;
  user: string | null;
  currency: 'TRY';
  /** Playable balance (cash + bonus) in kuruş; null when no player could be identified. */
  balance: number | null;
  /**
   * Only in the answer to `balance`: how much of `balance` is bonus money (kuruş), and the one
   * product it can be staked on (absent when no running bonus ties it to one). A bet takes bonus
   * money only on its product: a casino bonus does not pay a sports slip, so a studio can tell a
   * player why a stake `balance` covers is refused.
   */
  bonus?: number;
  bonusProduct?: 'casino' | 'sports';
  /** Only in the answer to `session`. */
  sessionToken?: string;
  gameCode?: string;
}

/** The largest stake or win in one transaction: 10,000,000 lira. */
export const MAX_AMOUNT_KURUS = 1_000_000_000;
/** Ids (request, transaction, round, token, user, game) are 1 to 100 printable ASCII characters. */
const ID = /^[\x21-\x7e]{1,100}$/;

interface Base {
  requestId: string;
}
export interface SessionRequest extends Base {
  launchToken: string;
}
export interface BalanceRequest extends Base {
  user: string;
  sessionToken: string;
}
export interface BetRequest extends BalanceRequest {
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: number;
}
export interface WinRequest extends BalanceRequest {
  transactionId: string;
  referenceTransactionId: string;
  roundId: string;
  amount: number;
  roundClosed: boolean;
}
export interface RollbackRequest extends BalanceRequest {
  transactionId: string;
  referenceTransactionId: string;
}
export type WalletRequest = SessionRequest | BalanceRequest | BetRequest | WinRequest | RollbackRequest;

type FieldKind = 'id' | 'stake' | 'amount' | 'boolean';
const FIELDS: Record<WalletAction, Record<string, FieldKind>> = {
  session: { requestId: 'id', launchToken: 'id' },
  balance: { requestId: 'id', user: 'id', sessionToken: 'id' },
  bet: { requestId: 'id', user: 'id', sessionToken: 'id', transactionId: 'id', roundId: 'id', gameCode: 'id', amount: 'stake' },
  win: { requestId: 'id', user: 'id', sessionToken: 'id', transactionId: 'id', referenceTransactionId: 'id', roundId: 'id', amount: 'amount', roundClosed: 'boolean' },
  rollback: { requestId: 'id', user: 'id', sessionToken: 'id', transactionId: 'id', referenceTransactionId: 'id' },
};

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'id':
      return typeof value === 'string' && ID.test(value);
    case 'stake':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_AMOUNT_KURUS;
    case 'amount':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT_KURUS;
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/** The request id of a body, if it has a readable one (to echo it even in a refusal). */
export function requestIdOf(body: unknown): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).requestId : undefined;
  return typeof value === 'string' && ID.test(value) ? value : null;
}

/**
 * What makes two requests the same request: the action and the contract's fields, in the
 * contract's order (extra fields and the JSON's spelling do not count). A request id sent again
 * with another fingerprint is another request under a used id.
 */
export function fingerprintOf(action: WalletAction, request: WalletRequest): string {
  const record = request as unknown as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify([action, ...Object.keys(FIELDS[action]).map((name) => record[name])]))
    .digest('hex');
}

/**
 * The body checked against the action's fields: every field present and of its type. Fields the
 * contract does not name are ignored (studios send extra ones, e.g. currency or game details).
 */
export function parseRequest(action: WalletAction, raw: string): WalletRequest | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  for (const [name, kind] of Object.entries(FIELDS[action])) if (!fits(kind, record[name])) return null;
  return record as unknown as WalletRequest;
}

/** Kuruş integer ↔ the server's lira strings. */
export const kurusToLira = (kurus: number): string => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
export const liraToKurus = (lira: string): number => {
  const [whole, fraction = ''] = lira.replace('-', '').split('.') as [string, string?];
  const kurus = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return lira.startsWith('-') ? -kurus : kurus;
};
