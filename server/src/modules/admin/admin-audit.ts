/**
 * The operator API's audit trail (`admin_audit`, append-only): who (token id), what (method, route,
 * parameters with secrets masked), the outcome, when and from where.
 */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/connect.js';
import type { AdminAuditTable, AuditParams } from './admin.tables.js';
import { countAll, pageOffset, toPage, type Page } from '../../db/paging.js';
import './admin.tables.js';

export type AuditOutcome = AdminAuditTable['outcome'];

export interface AuditEntry {
  tokenId: string | null;
  method: string;
  route: string;
  params: AuditParams;
  status: number;
  ip: string;
  userAgent: string | null;
}

/** 2xx ok; 401 a refused token; 429 throttled; any other 4xx a rejected request; 5xx failed. */
export function outcomeOf(status: number): AuditOutcome {
  if (status === 401) return 'refused';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'failed';
  if (status >= 400) return 'rejected';
  return 'ok';
}

/** Parameter names whose values never enter the trail (tokens, passwords, codes). */
const SECRET_NAME = /token|passw|secret|code|otp|pin|authorization|cookie|key/i;
const MAX_STRING = 100;
const MAX_KEYS = 20;
const MAX_ITEMS = 10;
const MAX_DEPTH = 3;
const MAX_JSON = 2000;

/**
 * A string as it may be stored: cut to MAX_STRING characters without splitting a surrogate pair,
 * control characters and lone surrogates replaced by '?' (PostgreSQL refuses NUL in jsonb, and a
 * refused audit row would hide the very request it should record).
 */
function storableText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const control = (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
    out += control || (code >= 0xd800 && code <= 0xdfff) ? '?' : char;
    if (out.length >= MAX_STRING) return out.length < value.length ? `${out}…` : out;
  }
  return out;
}

function summarizeValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') return storableText(value);
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => summarizeValue(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value).slice(0, MAX_KEYS)) {
      out[storableText(key)] = SECRET_NAME.test(key) ? '[redacted]' : summarizeValue(v, depth + 1);
    }
    return out;
  }
  return `[${typeof value}]`;
}

/**
 * What a request asked for, small enough to keep for every request: strings cut to 100 characters,
 * at most 20 keys and 10 items a level, 3 levels, and values of secret-sounding names masked.
 * A summary that still exceeds 2,000 characters of JSON is replaced by a note saying so.
 */
export function summarizeParams(parts: { params?: unknown; query?: unknown; body?: unknown }): AuditParams {
  const summary: AuditParams = {};
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    summary[name] = summarizeValue(value, 0);
  }
  return JSON.stringify(summary).length > MAX_JSON ? { truncated: true } : summary;
}

/** The audit entry of a request to the admin API, answered with `status`. */
export function auditEntryOf(request: FastifyRequest, tokenId: string | null, status: number): AuditEntry {
  const userAgent = request.headers['user-agent'];
  return {
    tokenId,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
    params: summarizeParams({ params: request.params, query: request.query, body: request.body }),
    status,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 256) : null,
  };
}

/** Writes one audit row; pass the `trx` of the change it records so both commit or neither does. */
export async function recordAdminAction(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({
      token_id: entry.tokenId,
      method: entry.method,
      route: entry.route.slice(0, 200),
      params: JSON.stringify(entry.params),
      status: entry.status,
      outcome: outcomeOf(entry.status),
      ip: entry.ip.slice(0, 100),
      user_agent: entry.userAgent,
    })
    .execute();
}

export interface AuditRow {
  id: number;
  createdAt: string;
  tokenId: string | null;
  method: string;
  route: string;
  params: AuditParams;
  status: number;
  outcome: AuditOutcome;
  ip: string;
  userAgent: string | null;
}

/** The trail, newest first. */
export async function listAdminAudit(db: Executor, page: number, pageSize: number): Promise<Page<AuditRow>> {
  return toPage(
    page,
    pageSize,
    db
      .selectFrom('admin_audit')
      .selectAll()
      .orderBy('id', 'desc')
      .offset(pageOffset(page, pageSize))
      .limit(pageSize)
      .execute(),
    db.selectFrom('admin_audit').select(countAll).executeTakeFirstOrThrow(),
    (r) => ({
      id: Number(r.id),
      createdAt: new Date(r.created_at).toISOString(),
      tokenId: r.token_id,
      method: r.method,
      route: r.route,
      params: typeof r.params === 'string' ? (JSON.parse(r.params) as AuditParams) : r.params,
      status: r.status,
      outcome: r.outcome,
      ip: r.ip,
      userAgent: r.user_agent,
    }),
  );
}
