/**
 * The operator's switch on the sportsbook over real HTTP: the admin routes forward signed calls to a
 * fake sportsbook (a local Fastify that checks every signature) and pass its answers and refusals on.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { verifyRequest } from '../../providers/signature.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { adminTokenId } from './admin-token.js';

const ADMIN_TOKEN = 'sports-admin-test-token-0123456789-abcdef';
/** SPORTSBOOK_OPERATOR_SECRET: the site's key to the sportsbook. */
const SECRET = 'sports-admin-test-sportsbook-secret-0123';

interface Received {
  method: string;
  url: string;
  body: string;
  signed: boolean;
}

type Headers = Record<string, string | string[] | undefined>;

/** A sportsbook with two matches: `fb-1` live, `fb-2` already ended. Only signed calls are answered. */
async function startFakeSportsbook(): Promise<{ app: FastifyInstance; url: string; received: Received[]; headers: Headers[] }> {
  const received: Received[] = [];
  /** The headers of each call received, in the same order. */
  const headers: Headers[] = [];
  const matches = [
    { id: 'fb-1', status: 'live', home: 'Galatasaray', away: 'Fenerbahçe', score: { home: 1, away: 0 } },
    { id: 'fb-2', status: 'ended', home: 'Beşiktaş', away: 'Trabzonspor', score: { home: 2, away: 2 } },
  ];
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('preHandler', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const signed = verifyRequest(SECRET, { method: request.method, path: request.url, body, headers: request.headers as Headers });
    received.push({ method: request.method, url: request.url, body, signed });
    headers.push(request.headers as Headers);
    if (!signed) return reply.code(401).send({ error: 'bad signature' });
  });
  app.get<{ Querystring: { status?: string } }>('/v1/matches', async (request) => ({ matches: matches.filter((m) => !request.query.status || m.status === request.query.status) }));
  app.post<{ Params: { id: string } }>('/v1/matches/:id/settle', async (request, reply) => {
    const match = matches.find((m) => m.id === request.params.id);
    if (!match) return reply.code(404).send({ error: 'no such match' });
    if (match.status === 'ended') return reply.code(409).send({ error: 'match already ended' });
    const { home, away } = JSON.parse(request.body as string) as { home: number; away: number };
    return { match: { ...match, status: 'ended', score: { home, away } }, slipsSettled: 3 };
  });
  app.post<{ Params: { id: string } }>('/v1/matches/:id/cancel', async (request, reply) => {
    if (request.params.id === 'bad-request') return reply.code(400).send({ error: 'nothing to cancel' });
    const match = matches.find((m) => m.id === request.params.id);
    if (!match) return reply.code(404).send({ error: 'no such match' });
    return { match: { ...match, status: 'cancelled' } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, received, headers };
}

let ctx: TestApp;
let book: Awaited<ReturnType<typeof startFakeSportsbook>>;
before(async () => {
  book = await startFakeSportsbook();
  ctx = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, sportsbookUrl: book.url, sportsbookOperatorSecret: SECRET } });
});
after(async () => {
  await ctx?.close();
  await book?.app.close();
});

/** Each test its own address, so the admin API's limits of one do not touch another. */
let address = 0;
const nextIp = () => `10.77.0.${++address}`;
const as = (ip: string, token: string | null = ADMIN_TOKEN) => ({ headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), Locale: 'en', 'X-Forwarded-For': ip } });
const auditFrom = (ip: string) => ctx.app.db.selectFrom('admin_audit').selectAll().where('ip', '=', ip).orderBy('id').execute();

describe('GET /api/admin/sports/matches', () => {
  test('requires the admin token', async () => {
    const ip = nextIp();
    const before = book.received.length;
    assert.equal((await ctx.get('/api/admin/sports/matches', as(ip, null))).status, 401);
    assert.equal((await ctx.get('/api/admin/sports/matches', as(ip, 'not-the-admin-token-0123456789-abcdef'))).status, 401);
    assert.equal(book.received.length, before, 'nothing reached the sportsbook');
  });

  test('lists the sportsbook\'s fixtures (status filter passed on), signed, and audits the read', async () => {
    const ip = nextIp();
    const all = await ctx.get('/api/admin/sports/matches', as(ip));
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(all.body.data.items.map((m: { id: string }) => m.id), ['fb-1', 'fb-2']);
    assert.equal(all.body.data.total, 2);
    const live = await ctx.get('/api/admin/sports/matches?status=live', as(ip));
    assert.deepEqual(live.body.data.items.map((m: { id: string }) => m.id), ['fb-1']);
    const calls = book.received.slice(-2);
    assert.deepEqual(calls.map((c) => `${c.method} ${c.url} ${c.signed}`), ['GET /v1/matches true', 'GET /v1/matches?status=live true']);
    const audit = await auditFrom(ip);
    assert.deepEqual(audit.map((a) => `${a.method} ${a.route} ${a.status} ${a.outcome}`), ['GET /api/admin/sports/matches 200 ok', 'GET /api/admin/sports/matches 200 ok']);
    assert.equal(audit[0]!.token_id, adminTokenId(ADMIN_TOKEN));
  });

  test('an unknown status is a 400 and reaches no sportsbook', async () => {
    const before = book.received.length;
    for (const query of ['status=finished', 'status=live%00', 'page=2']) {
      const res = await ctx.get(`/api/admin/sports/matches?${query}`, as(nextIp()));
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.equal(res.body.success, false);
    }
    assert.equal(book.received.length, before);
  });
});

describe('POST /api/admin/sports/matches/:id/settle', () => {
  test('requires the admin token', async () => {
    const res = await ctx.post('/api/admin/sports/matches/fb-1/settle', { home: 2, away: 1 }, as(nextIp(), null));
    assert.equal(res.status, 401);
  });

  test('forwards the final score signed and answers what the sportsbook did; the change is audited with its score', async () => {
    const ip = nextIp();
    const res = await ctx.post('/api/admin/sports/matches/fb-1/settle', { home: 2, away: 1 }, as(ip));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Match settled.');
    assert.deepEqual(res.body.data.match.score, { home: 2, away: 1 });
    assert.equal(res.body.data.slipsSettled, 3);
    const call = book.received.at(-1)!;
    assert.deepEqual(call, { method: 'POST', url: '/v1/matches/fb-1/settle', body: '{"home":2,"away":1}', signed: true });
    const [row] = await auditFrom(ip);
    assert.equal(row!.route, '/api/admin/sports/matches/:id/settle');
    assert.equal(row!.outcome, 'ok');
    assert.deepEqual(typeof row!.params === 'string' ? JSON.parse(row!.params) : row!.params, { params: { id: 'fb-1' }, body: { home: 2, away: 1 } });
  });

  test('the sportsbook\'s 404 and 409 are passed on with its words, and audited as rejected', async () => {
    const ip = nextIp();
    const missing = await ctx.post('/api/admin/sports/matches/fb-404/settle', { home: 0, away: 0 }, as(ip));
    assert.equal(missing.status, 404, missing.text);
    assert.match(missing.body.message, /Match not found.*no such match/);
    const ended = await ctx.post('/api/admin/sports/matches/fb-2/settle', { home: 1, away: 0 }, as(ip));
    assert.equal(ended.status, 409, ended.text);
    assert.match(ended.body.message, /match already ended/);
    assert.deepEqual((await auditFrom(ip)).map((a) => `${a.status} ${a.outcome}`), ['404 rejected', '409 rejected']);
  });

  test('bad bodies and ids are 400 and reach no sportsbook', async () => {
    const ip = nextIp();
    const before = book.received.length;
    const bodies: unknown[] = [{}, { home: 1 }, { home: -1, away: 0 }, { home: 201, away: 0 }, { home: 1.5, away: 0 }, { home: '2', away: 1 }, { home: 1, away: 0, extra: true }, [1, 0], 'null'];
    for (const body of bodies) {
      const res = await ctx.post('/api/admin/sports/matches/fb-1/settle', body, as(ip));
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
    }
    for (const id of ['a%20b', 'a%00b', 'x'.repeat(65), '%3Cscript%3E']) {
      const res = await ctx.post(`/api/admin/sports/matches/${id}/settle`, { home: 1, away: 0 }, as(ip));
      assert.equal(res.status, 400, `${id}: ${res.text}`);
    }
    assert.equal(book.received.length, before);
  });
});

describe('POST /api/admin/sports/matches/:id/cancel', () => {
  test('requires the admin token', async () => {
    assert.equal((await ctx.post('/api/admin/sports/matches/fb-1/cancel', {}, as(nextIp(), null))).status, 401);
  });

  test('forwards the cancellation signed; 404 and 400 of the sportsbook are passed on', async () => {
    const ip = nextIp();
    const res = await ctx.post('/api/admin/sports/matches/fb-1/cancel', {}, as(ip));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Match cancelled.');
    assert.equal(res.body.data.match.status, 'cancelled');
    assert.deepEqual(book.received.at(-1), { method: 'POST', url: '/v1/matches/fb-1/cancel', body: '{}', signed: true });
    assert.equal((await ctx.post('/api/admin/sports/matches/fb-9/cancel', {}, as(ip))).status, 404);
    const refused = await ctx.post('/api/admin/sports/matches/bad-request/cancel', {}, as(ip));
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /nothing to cancel/);
    assert.deepEqual((await auditFrom(ip)).map((a) => `${a.route} ${a.status}`), [
      '/api/admin/sports/matches/:id/cancel 200',
      '/api/admin/sports/matches/:id/cancel 404',
      '/api/admin/sports/matches/:id/cancel 400',
    ]);
  });
});

describe('the site’s signature (v2, SPORTSBOOK_OPERATOR_SECRET)', () => {
  /** Sends a call straight to the sportsbook with the headers of one the site made. */
  const replay = (method: string, path: string, body: string, headers: Headers) =>
    fetch(`${book.url}${path}`, {
      method,
      headers: { 'x-signature': String(headers['x-signature']), 'x-signature-timestamp': String(headers['x-signature-timestamp']), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    });

  test('a captured cancel does not cancel another match, and a signed GET is no POST cancel', async () => {
    const ip = nextIp();
    assert.equal((await ctx.post('/api/admin/sports/matches/fb-1/cancel', {}, as(ip))).status, 200);
    const cancel = book.received.at(-1)!;
    const cancelHeaders = book.headers.at(-1)!;
    assert.deepEqual([cancel.method, cancel.url, cancel.signed], ['POST', '/v1/matches/fb-1/cancel', true]);
    assert.match(String(cancelHeaders['x-signature']), /^v2=[0-9a-f]{64}$/);
    assert.equal((await replay('POST', '/v1/matches/fb-2/cancel', cancel.body, cancelHeaders)).status, 401);
    assert.equal((await replay('POST', '/v1/matches/fb-1/cancel', cancel.body, cancelHeaders)).status, 200, 'the genuine call, within its 5 minutes');
    assert.equal((await ctx.get('/api/admin/sports/matches', as(ip))).status, 200);
    const list = book.received.at(-1)!;
    const listHeaders = book.headers.at(-1)!;
    assert.deepEqual([list.method, list.url, list.signed], ['GET', '/v1/matches', true]);
    assert.equal((await replay('POST', '/v1/matches/fb-1/cancel', '', listHeaders)).status, 401);
    assert.equal((await replay('POST', '/v1/matches/fb-1/cancel', '{}', listHeaders)).status, 401);
  });

  test('rotation: with "new,old" the site signs with the first key', async () => {
    const rotated = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, sportsbookUrl: book.url, sportsbookOperatorSecret: `${SECRET},the-previous-operator-key-0123` }, database: ctx.database });
    const stale = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, sportsbookUrl: book.url, sportsbookOperatorSecret: `the-next-operator-key-0123456,${SECRET}` }, database: ctx.database });
    try {
      assert.equal((await rotated.get('/api/admin/sports/matches', as(nextIp()))).status, 200);
      assert.equal((await stale.get('/api/admin/sports/matches', as(nextIp()))).status, 503, 'the sportsbook does not know the new key yet');
    } finally {
      await rotated.close();
      await stale.close();
    }
  });
});

describe('a sportsbook that cannot be used', () => {
  test('down, refusing the signature, or not configured: 503 with a message, audited as failed', async () => {
    const down = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, sportsbookUrl: 'http://127.0.0.1:9', sportsbookOperatorSecret: SECRET }, database: ctx.database });
    const wrongKey = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, sportsbookUrl: book.url, sportsbookOperatorSecret: 'another-secret-0123456789abcdef' }, database: ctx.database });
    const unset = await startTestApp({ config: { adminToken: ADMIN_TOKEN, trustProxy: true, sportsbookOperatorSecret: null }, database: ctx.database });
    try {
      for (const [app, message] of [
        [down, /cannot be reached/],
        [wrongKey, /cannot be reached/],
        [unset, /not configured/],
      ] as const) {
        const ip = nextIp();
        for (const res of [
          await app.get('/api/admin/sports/matches', as(ip)),
          await app.post('/api/admin/sports/matches/fb-1/settle', { home: 1, away: 1 }, as(ip)),
          await app.post('/api/admin/sports/matches/fb-1/cancel', {}, as(ip)),
        ]) {
          assert.equal(res.status, 503, res.text);
          assert.equal(res.body.success, false);
          assert.match(res.body.message, message);
        }
        assert.deepEqual((await auditFrom(ip)).map((a) => a.outcome), ['failed', 'failed', 'failed']);
      }
    } finally {
      await Promise.all([down.close(), wrongKey.close(), unset.close()]);
    }
  });
});

describe('admin CLI', () => {
  const cli = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: { ...process.env, ADMIN_TOKEN, ADMIN_URL: ctx.baseUrl } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  test('sports-matches, settle-match and cancel-match drive the sportsbook', async () => {
    const listed = await cli('sports-matches', '--status', 'live', '--json');
    assert.equal(listed.code, 0, listed.stderr);
    assert.deepEqual(JSON.parse(listed.stdout).items.map((m: { id: string }) => m.id), ['fb-1']);
    const table = await cli('sports-matches');
    assert.equal(table.code, 0, table.stderr);
    assert.match(table.stdout, /fb-2.*ended.*2-2/);
    const settled = await cli('settle-match', 'fb-1', '3-1');
    assert.equal(settled.code, 0, settled.stderr);
    assert.match(settled.stdout, /fb-1: Match settled/);
    assert.equal(book.received.at(-1)!.body, '{"home":3,"away":1}');
    const cancelled = await cli('cancel-match', 'fb-1');
    assert.equal(cancelled.code, 0, cancelled.stderr);
    assert.match(cancelled.stdout, /fb-1: Match cancelled/);
    const conflict = await cli('settle-match', 'fb-2', '1-0');
    assert.equal(conflict.code, 1);
    assert.match(conflict.stderr, /match already ended/);
    const usage = await cli('settle-match', 'fb-1', '2:1');
    assert.equal(usage.code, 1);
    assert.match(usage.stderr, /HOME-AWAY|final score/);
  });
});
