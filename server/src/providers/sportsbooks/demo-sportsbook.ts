import { pathOf, signRequest } from '../signature.js';
import { SportsbookError, type FinalScore, type MatchStatus, type SportsbookAdmin, type SportsMatch } from './sportsbook-admin.js';

/**
 * The adapter to the demo sportsbook's admin API (`partners/sportsbook`, its own process and
 * origin): `GET {baseUrl}/v1/matches?status=…`, `POST {baseUrl}/v1/matches/{id}/settle {home, away}`
 * and `POST {baseUrl}/v1/matches/{id}/cancel {}`, each signed `v2` over its method, path (with the
 * query) and body (a GET's is empty) with the operator's own key, SPORTSBOOK_OPERATOR_SECRET, never
 * the sportsbook's wallet key. A sportsbook with the same protocol needs only another `baseUrl` and `secret`.
 */

export interface DemoSportsbookOptions {
  /** The sportsbook's origin (SPORTSBOOK_URL). */
  baseUrl: string;
  /** SPORTSBOOK_OPERATOR_SECRET (`new,old`: signs with the first). */
  secret: string;
  /** How long a call may wait for the answer. @default 10000 */
  timeoutMs?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sportsbook's words in an error answer (`{error}` or `{message}`), cut short. */
function detailOf(answer: unknown): string | null {
  if (!isObject(answer)) return null;
  const text = typeof answer.error === 'string' ? answer.error : typeof answer.message === 'string' ? answer.message : null;
  // Only visible text goes on to the operator's answer and the audit trail.
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = text?.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim().slice(0, 300);
  return clean ? clean : null;
}

const isMatch = (value: unknown): value is SportsMatch => isObject(value) && typeof value.id === 'string' && typeof value.status === 'string';

export class DemoSportsbook implements SportsbookAdmin {
  private readonly baseUrl: string;
  private readonly secret: string;
  private readonly timeoutMs: number;

  constructor({ baseUrl, secret, timeoutMs = 10_000 }: DemoSportsbookOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.secret = secret;
    this.timeoutMs = timeoutMs;
  }

  async listMatches(filter: { status?: MatchStatus } = {}): Promise<SportsMatch[]> {
    const query = filter.status ? `?status=${encodeURIComponent(filter.status)}` : '';
    const answer = await this.call('GET', `/v1/matches${query}`, null);
    const matches = Array.isArray(answer) ? answer : isObject(answer) ? answer.matches : undefined;
    if (!Array.isArray(matches) || !matches.every(isMatch)) throw this.unusable();
    return matches;
  }

  async settleMatch(id: string, score: FinalScore): Promise<Record<string, unknown>> {
    return this.change(`/v1/matches/${encodeURIComponent(id)}/settle`, { home: score.home, away: score.away });
  }

  async cancelMatch(id: string): Promise<Record<string, unknown>> {
    return this.change(`/v1/matches/${encodeURIComponent(id)}/cancel`, {});
  }

  private async change(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await this.call('POST', path, JSON.stringify(body));
    if (!isObject(answer)) throw this.unusable();
    return answer;
  }

  /** One signed call; its JSON answer on 2xx, a SportsbookError otherwise. */
  private async call(method: 'GET' | 'POST', path: string, body: string | null): Promise<unknown> {
    const url = `${this.baseUrl}${path}`;
    const headers = { ...signRequest(this.secret, { method, path: pathOf(url), body: body ?? '' }), ...(body === null ? {} : { 'content-type': 'application/json' }) };
    let response: Response;
    try {
      response = await fetch(url, { method, headers, ...(body === null ? {} : { body }), signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const cause = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : 'unreachable';
      throw new SportsbookError('unavailable', `sportsbook ${cause}`);
    }
    let answer: unknown = null;
    try {
      answer = await response.json();
    } catch {
      // not JSON: judged by the status alone
    }
    if (response.ok) return answer;
    const detail = detailOf(answer);
    const kind = response.status === 404 ? 'notFound' : response.status === 409 ? 'conflict' : response.status === 400 ? 'invalid' : 'unavailable';
    throw new SportsbookError(kind, `sportsbook answered ${response.status}`, detail);
  }

  private unusable(): SportsbookError {
    return new SportsbookError('unavailable', 'sportsbook answered something unusable');
  }
}
