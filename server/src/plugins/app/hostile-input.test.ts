/**
 * Every route of the app, found as it is registered (a route added later is attacked too), gets
 * hostile input over real HTTP: anonymously, with a player's token and with the admin token.
 *
 * The rules proven here:
 *  - no request answers 5xx, and every 4xx is the envelope `{success:false, message, data}` with a text;
 *  - a NUL, another control character or a lone surrogate anywhere in a body, a query string or a
 *    path, a number that is not a safe integer, JSON nested deeper than 32 levels, a body over the
 *    limit, a malformed URL or header is refused with a 4xx;
 *  - an integer field or parameter outside the `integer` column range is refused;
 *  - a Fingerprint header that is not 1-128 visible ASCII characters is refused; the User-Agent is
 *    stored without control characters and at most 512 characters long;
 *  - afterwards the server is healthy, no registration answered 4xx created a player, and no text
 *    column anywhere holds a control character or the replacement character of a lone surrogate.
 */
import { after, before, describe, it } from 'node:test';
import { CONSENT_VERSIONS } from '@arcadia/shared/core';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, fullRegistration, registerPlayer, unique, uniquePhone, validTurkishId } from '../../modules/auth/accounts.test-kit.js';

type Schema = Record<string, unknown>;

interface RouteUnderAttack {
  method: string;
  url: string;
  body?: Schema;
  querystring?: Schema;
  params?: Schema;
}

type Auth = 'anonymous' | 'player' | 'admin';

interface Attack {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent over a raw socket: headers Node's fetch refuses to send (NUL, control characters). */
  raw?: boolean;
  /** `refused`: must answer 4xx; `any`: anything but 5xx (the input may be legitimate). */
  expect: 'refused' | 'any';
  /** Who sends it (decides the source address); set when the attacks are collected. */
  auth?: Auth;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const ADMIN_TOKEN = 'hostile-input-admin-token-0123456789abcdef';
const INTEGER_MAX = 2_147_483_647;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Raw JSON numbers: none of them is a safe integer (1e400 parses to Infinity). */
const UNSAFE_NUMBERS = ['1e308', '9007199254740993', '-1e400'];
/** Raw JSON numbers just outside the `integer` column. */
const INTEGER_OVERFLOWS = [String(INTEGER_MAX + 1), String(-INTEGER_MAX - 2)];
/** Characters inserted into every string field: NUL, a C0 control, lone surrogates. */
const POISONS: Record<string, string> = {
  NUL: '\u0000',
  ESC: '\u001b',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udc00',
};
/** More of them, tried on the first string field of each body. */
const MORE_POISONS: Record<string, string> = {
  SOH: '\u0001',
  BS: '\u0008',
  'vertical tab': '\u000b',
  DEL: '\u007f',
  NEL: '\u0085',
  'reversed surrogate pair': '\ude00\ud83d',
};
const TEN_MB = 10 * 1024 * 1024;

/** Plausible values by field name, so a poisoned field is the only thing wrong with a body. */
const PLAUSIBLE: Record<string, () => unknown> = {
  name: () => 'Ayşe Yılmaz',
  surname: () => 'Yılmaz',
  username: () => `player${unique()}`.slice(0, 20),
  email: () => `player.${unique()}@example.com`,
  phone: () => uniquePhone(),
  PersonalNo: () => validTurkishId(),
  country: () => 1,
  currencyId: () => 1,
  birthDate: () => '1990-05-17',
  birthDateDay: () => '17',
  birthDateMonth: () => '05',
  birthDateYear: () => '1990',
  password: () => 'Kule-Masa-42',
  password2: () => 'Kule-Masa-42',
  confirmPassword: () => 'Kule-Masa-42',
  oldPassword: () => 'Kule-Masa-42',
  termsVersion: () => CONSENT_VERSIONS.terms,
  privacyNoticeVersion: () => CONSENT_VERSIONS.privacyNotice,
  code: () => '123456',
  message: () => 'Please call me back after six.',
  search: () => 'ayse',
  amount: () => 100,
};

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.enum)) return [...new Set((schema.enum as unknown[]).map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)))];
  return [];
};
const acceptsNumbers = (schema: Schema) => typesOf(schema).some((x) => x === 'integer' || x === 'number');
const acceptsOnlyNumbers = (schema: Schema) => acceptsNumbers(schema) && !typesOf(schema).includes('string');

function fits(schema: Schema, value: unknown): boolean {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).includes(value);
  const types = typesOf(schema);
  if (typeof value === 'string') {
    return types.includes('string') && value.length >= Number(schema.minLength ?? 0) && value.length <= Number(schema.maxLength ?? Infinity);
  }
  if (typeof value === 'number') return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  return false;
}

/** A value the schema accepts, plausible where the field name is known. */
function sample(schema: Schema, name = ''): unknown {
  const plausible = PLAUSIBLE[name]?.();
  if (plausible !== undefined && fits(schema, plausible)) return plausible;
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[])[0];
  if (schema.default !== undefined) return schema.default;
  const types = typesOf(schema);
  if (types.includes('string')) {
    const min = Number(schema.minLength ?? 0);
    const max = Number(schema.maxLength ?? 20);
    return 'Abcdefgh'.padEnd(Math.max(min, 8), 'x').slice(0, Math.max(min, Math.min(max, 8)));
  }
  if (types.includes('integer') || types.includes('number')) return Math.min(Math.max(1, Number(schema.minimum ?? 1)), Number(schema.maximum ?? 1));
  if (types.includes('boolean')) return false;
  if (types.includes('array')) return [];
  if (types.includes('object')) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, sample(child, key)]));
  }
  return null;
}

/** Every value a body schema declares, by path, with its schema. */
function fieldsOf(schema: Schema, path: string[] = []): { path: string[]; schema: Schema }[] {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties) return path.length ? [{ path, schema }] : [];
  return Object.entries(properties).flatMap(([key, child]) => fieldsOf(child, [...path, key]));
}

/** JSON text of `base` with the value at `path` replaced by raw JSON text. */
function withRaw(base: unknown, path: string[], rawJson: string): string {
  const marker = `__hostile_${unique()}__`;
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), rawJson);
}

const poisoned = (value: unknown, poison: string) => {
  const text = typeof value === 'string' && value.length > 0 ? value : 'Abcdef';
  return text.slice(0, 1) + poison + text.slice(1);
};

/** Wrong JSON values for a schema: types it does not accept. */
function wrongTypes(schema: Schema): string[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const candidates: [string, string][] = [
    ['object', '{"a":1}'],
    ['array', '["a"]'],
    ['boolean', 'true'],
    ['null', 'null'],
    ['number', '12.5'],
    ['string', '"hostile"'],
  ];
  return candidates.filter(([type]) => !types.includes(type)).map(([, json]) => json);
}

function nested(levels: number, open: string, close: string, inner = '1') {
  return open.repeat(levels) + inner + close.repeat(levels);
}

function pathFor(route: RouteUnderAttack, params: Record<string, string> = {}): string {
  return route.url
    .split('/')
    .map((segment) => {
      if (segment === '*') return params['*'] ?? 'hostile-input-probe';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (params[name] !== undefined) return params[name];
      const schema = ((route.params?.properties ?? {}) as Record<string, Schema>)[name] ?? {};
      return acceptsNumbers(schema) ? '1' : 'abc';
    })
    .join('/');
}

function bodyAttacks(route: RouteUnderAttack, path: string, headers: Record<string, string>, auth: Auth): Attack[] {
  const json = { ...headers, 'Content-Type': 'application/json' };
  const attack = (what: string, body: string, expect: Attack['expect'], extra: Record<string, string> = {}): Attack => ({
    what,
    method: route.method,
    path,
    headers: { ...json, ...extra },
    body,
    expect,
  });
  const attacks: Attack[] = [];
  const schema = route.body;
  const declared = schema !== undefined && typesOf(schema).includes('object');
  const base = schema ? sample(schema) : { name: 'Ayşe Yılmaz' };

  const fields = schema ? fieldsOf(schema) : [{ path: ['name'], schema: { type: 'string' } as Schema }];
  const firstText = fields.find((field) => typesOf(field.schema).includes('string'));
  for (const field of fields) {
    const name = field.path.join('.');
    const current = field.path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], base);
    for (const [label, poison] of Object.entries(field === firstText ? { ...POISONS, ...MORE_POISONS } : POISONS)) {
      attacks.push(attack(`${label} in "${name}"`, withRaw(base, field.path, JSON.stringify(poisoned(current, poison))), 'refused'));
    }
    attacks.push(attack(`NUL inside an array in "${name}"`, withRaw(base, field.path, '["a\\u0000b"]'), 'refused'));
    attacks.push(attack(`NUL in a key inside "${name}"`, withRaw(base, field.path, '{"a\\u0000":"b"}'), 'refused'));
    for (const n of UNSAFE_NUMBERS) attacks.push(attack(`${n} in "${name}"`, withRaw(base, field.path, n), 'refused'));
    for (const n of INTEGER_OVERFLOWS) {
      // A field that takes only whole numbers must refuse them; one that also takes text may find them fine.
      const onlyIntegers = acceptsOnlyNumbers(field.schema) && !typesOf(field.schema).includes('number');
      attacks.push(attack(`${n} in "${name}"`, withRaw(base, field.path, n), onlyIntegers ? 'refused' : 'any'));
    }
    for (const wrong of wrongTypes(field.schema)) attacks.push(attack(`${wrong} in "${name}"`, withRaw(base, field.path, wrong), 'refused'));
    attacks.push(attack(`10,000 nested arrays in "${name}"`, withRaw(base, field.path, nested(10_000, '[', ']')), 'refused'));
  }

  const baseJson = JSON.stringify(base);
  const shape = declared ? 'refused' : 'any';
  attacks.push(
    attack('an array for the object', '[]', shape),
    attack('an array holding the body', `[${baseJson}]`, shape),
    attack('a string for the object', '"hostile"', shape),
    attack('null for the object', 'null', shape),
    attack('a number for the object', '2147483648', shape),
    attack('an unknown key with NUL', JSON.stringify({ ...(base as object), 'x\u0000': 'y' }), 'refused'),
    attack('a 10 KB unknown key', JSON.stringify({ ...(base as object), ['k'.repeat(10_000)]: 'y' }), shape),
    attack('10,000 nested objects', nested(10_000, '{"a":', '}'), 'refused'),
    attack('10,000 nested arrays', nested(10_000, '[', ']'), 'refused'),
    attack('100,000 nested arrays (within the body limit)', nested(100_000, '[', ']'), 'refused'),
    attack('33 nested objects', nested(33, '{"a":', '}'), 'refused'),
    attack('a NUL between tokens', baseJson.replace('{', '{\u0000'), 'refused'),
    attack('a NUL after the JSON', `${baseJson}\u0000`, 'refused'),
    attack('truncated JSON', baseJson.slice(0, -1), 'refused'),
    attack('an empty JSON body', '', 'refused'),
    attack('__proto__', JSON.stringify(base).replace('{', '{"__proto__":{"admin":true},'), 'refused'),
    attack('constructor.prototype', JSON.stringify(base).replace('{', '{"constructor":{"prototype":{"admin":true}},'), 'refused'),
    attack('text/plain with a NUL', `${baseJson}\u0000`, 'refused', { 'Content-Type': 'text/plain' }),
    attack('a form body', 'name=a%00b', 'refused', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    attack('an unknown content type', baseJson, 'refused', { 'Content-Type': 'application/xml' }),
  );
  // Once per route is enough to prove the limit; with a token, so a route behind a login gets that far.
  if (auth === 'player') attacks.push(attack('a 10 MB body', `{"name":"${'a'.repeat(TEN_MB)}"}`, 'refused'));
  return attacks;
}

function queryAttacks(route: RouteUnderAttack, path: string, headers: Record<string, string>): Attack[] {
  const attack = (what: string, query: string, expect: Attack['expect']): Attack => ({ what, method: route.method, path: `${path}?${query}`, headers, expect });
  const attacks = [
    attack('NUL in an unknown query parameter', 'x=a%00b', 'refused'),
    attack('NUL in a query parameter name', 'a%00b=1', 'refused'),
    attack('a control character in the query', 'x=%1b%5b31m', 'refused'),
    attack('a lone surrogate in the query (UTF-8 of U+D800)', 'x=%ED%A0%80', 'any'),
    attack('a broken percent-escape in the query', 'x=%E0%A4%A', 'any'),
    attack('a repeated query parameter', 'x=1&x=2&x=%00', 'refused'),
    attack('an 8 KB query value', `x=${'a'.repeat(8_000)}`, 'any'),
    attack('a 20 KB query string (over the header limit)', `x=${'a'.repeat(20_000)}`, 'refused'),
  ];
  for (const [name, schema] of Object.entries((route.querystring?.properties ?? {}) as Record<string, Schema>)) {
    attacks.push(attack(`NUL in "${name}"`, `${name}=a%00b`, 'refused'), attack(`C0 in "${name}"`, `${name}=a%01b`, 'refused'));
    const numeric = acceptsOnlyNumbers(schema) ? 'refused' : 'any';
    for (const n of ['2147483648', '-2147483649', '99999999999999999999', '1e400', '-1e400', 'NaN', 'Infinity', '1e308']) {
      attacks.push(attack(`${n} in "${name}"`, `${name}=${encodeURIComponent(n)}`, numeric));
    }
  }
  return attacks;
}

function paramAttacks(route: RouteUnderAttack, headers: Record<string, string>): Attack[] {
  const names = route.url.split('/').filter((s) => s.startsWith(':') || s === '*').map((s) => (s === '*' ? '*' : s.slice(1)));
  const attacks: Attack[] = [];
  for (const name of names) {
    const schema = ((route.params?.properties ?? {}) as Record<string, Schema>)[name] ?? {};
    const attack = (what: string, value: string, expect: Attack['expect']): Attack => ({
      what,
      method: route.method,
      path: pathFor(route, { [name]: value }),
      headers,
      expect,
    });
    attacks.push(
      attack(`NUL in :${name}`, 'a%00b', 'refused'),
      attack(`ESC in :${name}`, 'a%1Bb', 'refused'),
      attack(`a broken percent-escape in :${name}`, '%E0%A4%A', 'refused'),
      attack(`a lone surrogate (UTF-8 of U+D800) in :${name}`, '%ED%A0%80', 'any'),
      attack(`a 300-character :${name}`, 'a'.repeat(300), 'any'),
    );
    const numeric = acceptsOnlyNumbers(schema) ? 'refused' : 'any';
    for (const n of ['2147483648', '-2147483649', '99999999999999999999', '1e400', 'Infinity', '-1', '0x10', '1.5']) attacks.push(attack(`${n} in :${name}`, n, numeric));
  }
  return attacks;
}

function headerAttacks(route: RouteUnderAttack, path: string, auth: Auth, headers: Record<string, string>): Attack[] {
  const body = BODY_METHODS.has(route.method) ? '{}' : undefined;
  const base = body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' };
  const attack = (what: string, extra: Record<string, string>, expect: Attack['expect'], raw = false): Attack => ({
    what,
    method: route.method,
    path,
    headers: { ...base, ...extra },
    ...(body === undefined ? {} : { body }),
    expect,
    raw,
  });
  // With a token, the headers that a handler goes on to read (and a session stores).
  const reachingHandlers = [
    attack('an 8 KB User-Agent with tab, C1 and Latin-1', { 'User-Agent': `Mozilla/5.0 (\t\u0085é) ${'Safari/605.1.15 '.repeat(500)}` }, 'any', true),
    attack('Locale junk', { Locale: 'xx-'.repeat(1_000) }, 'any'),
  ];
  if (auth !== 'anonymous') return reachingHandlers;
  return [
    ...reachingHandlers,
    // Node's HTTP parser refuses these before routing: the answer must still be the envelope.
    attack('a Fingerprint with NUL', { Fingerprint: 'abc\u0000def' }, 'refused', true),
    attack('a 16 KB User-Agent with NUL', { 'User-Agent': `Mozilla/5.0 ${'\u0000x'.repeat(8_000)}` }, 'refused', true),
    attack('a User-Agent with ESC', { 'User-Agent': 'Mozilla/5.0 \u001b[31m' }, 'refused', true),
    attack('a User-Agent with DEL', { 'User-Agent': 'Mozilla/5.0 \u007f' }, 'refused', true),
    attack('a Locale with a control character', { Locale: 'en\u0001' }, 'refused', true),
    attack('an Authorization with NUL', { Authorization: 'Bearer abc\u0000def' }, 'refused', true),
    // These reach the application.
    attack('a Fingerprint of 129 characters', { Fingerprint: 'f'.repeat(129) }, 'refused'),
    attack('a Fingerprint with a space', { Fingerprint: 'abc def' }, 'refused'),
    attack('a Fingerprint with a tab', { Fingerprint: 'abc\tdef' }, 'refused'),
    attack('a Fingerprint with a C1 control', { Fingerprint: 'abc\u0085def' }, 'refused'),
    attack('a Fingerprint with Latin-1 letters', { Fingerprint: 'abcédef' }, 'refused'),
    attack('a 12 KB bearer token', { Authorization: `Bearer ${'a'.repeat(12_000)}` }, 'any'),
    attack('a token-shaped unknown bearer', { Authorization: `Bearer ${'A'.repeat(43)}` }, 'any'),
    attack('Basic credentials', { Authorization: 'Basic YWRtaW46YWRtaW4=' }, 'any'),
    attack('Bearer without a token', { Authorization: 'Bearer' }, 'any'),
    attack('Bearer with two tokens', { Authorization: 'Bearer a b' }, 'any'),
    attack('an admin token one character short', { Authorization: `Bearer ${ADMIN_TOKEN.slice(0, -1)}` }, 'any'),
  ];
}

/** A request over a plain socket, for headers `fetch` refuses to send. */
function rawRequest(port: number, attack: Attack, localAddress = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: *([^\r\n]*)/i.exec(head)?.[1] ?? '';
      resolve({ status, contentType, text: rest.join('\r\n\r\n') });
    });
    const body = Buffer.from(attack.body ?? '', 'utf8');
    const headers = { ...attack.headers, Host: `127.0.0.1:${port}`, Connection: 'close', ...(attack.body !== undefined ? { 'Content-Length': String(body.length) } : {}) };
    const head = `${attack.method} ${attack.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`;
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
  });
}

/**
 * Each kind of caller comes from its own loopback address, so the refusals of the anonymous flood
 * (which throttle a network) do not throttle the admin's or the player's requests.
 */
const SOURCE: Record<Auth, string> = { anonymous: '127.0.0.1', player: '127.0.0.2', admin: '127.0.0.3' };
const agents = Object.fromEntries(Object.entries(SOURCE).map(([auth, localAddress]) => [auth, new http.Agent({ keepAlive: true, localAddress })])) as Record<Auth, http.Agent>;

function send(port: number, attack: Attack, auth: Auth): Promise<Answer> {
  if (attack.raw) return rawRequest(port, attack, SOURCE[auth]);
  return new Promise((resolve, reject) => {
    const body = attack.body === undefined ? undefined : Buffer.from(attack.body, 'utf8');
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: attack.method,
        path: attack.path,
        agent: agents[auth],
        headers: { ...attack.headers, ...(body ? { 'Content-Length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    // A server that answers 413 may close while the rest of a 10 MB body is still being written; the answer counts.
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error('timed out')));
    request.end(body);
  });
}

/** What is wrong with an answer, or null. */
function judge(attack: Attack, answer: Answer): string | null {
  if (answer.status >= 500 || answer.status < 100) return `answered ${answer.status}`;
  if (attack.expect === 'refused' && (answer.status < 400 || answer.status >= 500)) return `answered ${answer.status}, expected a 4xx`;
  // An address of the site that no page serves is the shell's not-found page, HTML with a 404 (only
  // /api, /hub and the like answer the envelope).
  const sitePage = attack.method === 'GET' && !/^\/(api|hub|static)(\/|$)/.test(attack.path);
  if (answer.status === 404 && sitePage && answer.contentType.includes('text/html') && answer.text.startsWith('<!doctype html>')) return null;
  if (answer.status >= 400) {
    let body: { success?: unknown; message?: unknown; data?: unknown } = {};
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `answered ${answer.status} without a JSON envelope: ${answer.text.slice(0, 120)}`;
    }
    if (!answer.contentType.includes('application/json')) return `answered ${answer.status} as ${answer.contentType}`;
    if (body.success !== false || typeof body.message !== 'string' || body.message.trim() === '' || !('data' in body)) {
      return `answered ${answer.status} without the envelope: ${answer.text.slice(0, 120)}`;
    }
  }
  return null;
}

async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

const countPlayers = async (ctx: TestApp) => Number((await sql<{ n: string }>`select count(*) as n from players`.execute(ctx.app.db)).rows[0]!.n);

/**
 * The operator's sports routes forward to the sportsbook: this one answers every call (an empty
 * fixture list, any match unknown), so an attack that reaches them is judged by the site's answer,
 * not by a sportsbook that is not running (a 503).
 */
function startSportsbookStandIn(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const list = request.method === 'GET' && (request.url ?? '').startsWith('/v1/matches') && !(request.url ?? '').slice('/v1/matches'.length).startsWith('/');
      response.writeHead(list ? 200 : 404, { 'content-type': 'application/json' });
      response.end(list ? '{"matches":[]}' : '{"error":"no such match"}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('hostile input on every route', () => {
  let ctx: TestApp;
  let port: number;
  let sportsbook: http.Server;
  const routes: RouteUnderAttack[] = [];

  before(async () => {
    sportsbook = await startSportsbookStandIn();
    const sportsbookAddress = sportsbook.address();
    ctx = await startTestApp({
      config: {
        adminToken: ADMIN_TOKEN,
        sportsbookUrl: `http://127.0.0.1:${typeof sportsbookAddress === 'object' && sportsbookAddress ? sportsbookAddress.port : 0}`,
        sportsbookOperatorSecret: 'hostile-input-sportsbook-secret-0123456789',
      },
      onRoute: (route: RouteOptions) => {
        const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
        for (const method of [route.method].flat()) {
          // HEAD answers carry no body to check; Fastify adds one beside every GET.
          if (method === 'HEAD') continue;
          routes.push({ method, url: route.url, body: schema.body, querystring: schema.querystring, params: schema.params });
        }
      },
    });
    const address = ctx.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  after(async () => {
    for (const agent of Object.values(agents)) agent.destroy();
    await ctx?.close();
    await new Promise((resolve) => sportsbook?.close(resolve));
  });

  it('finds the routes as they are registered', () => {
    const found = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const launches = ['dtlaunchurl', 'emlaunchurl', 'amusnetlaunchurl', 'egtlaunchurl', 'hub88launchurl', 'softgamingslaunchurl'].map((path) => `POST /api/casino/${path}`);
    const sports = ['GET /api/admin/sports/matches', 'POST /api/admin/sports/matches/:id/settle', 'POST /api/admin/sports/matches/:id/cancel'];
    for (const expected of ['GET /api/health', 'POST /api/auth/register', 'POST /api/auth/login', 'PUT /api/admin/settings/trial-bonus', 'GET /api/cms/page/:id', ...launches, ...sports]) {
      assert.ok(found.has(expected), `${expected} not among ${[...found].join(', ')}`);
    }
  });

  it('stores a cleaned User-Agent and refuses a malformed Fingerprint before anything is written', async () => {
    // Node's parser lets tab, C1 controls and Latin-1 through in a header (not NUL, other C0 or DEL); fetch would not send them.
    const userAgent = `Mozilla/5.0 (\t\u0085é) ${'AppleWebKit/605.1.15 '.repeat(400)}`;
    const payload = fullRegistration();
    const json = { 'Content-Type': 'application/json', 'User-Agent': userAgent, Fingerprint: 'a'.repeat(64) };
    const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
      rawRequest(port, { what: path, method: 'POST', path, headers, body: JSON.stringify(body), expect: 'any' });
    const registered = await post('/api/auth/register', payload);
    assert.equal(registered.status, 200, registered.text);
    const login = await post('/api/auth/login', { username: payload.username, password: payload.password });
    assert.equal(login.status, 200, login.text);
    const sessionsOf = () =>
      sql<{ user_agent: string; fingerprint: string }>`
        select s.user_agent, s.fingerprint from sessions s join players p on p.id = s.player_id where p.username = ${payload.username}`.execute(ctx.app.db);
    const stored = await sessionsOf();
    assert.equal(stored.rows.length, 2);
    for (const row of stored.rows) {
      assert.ok(row.user_agent.length <= 512, `a user agent of ${row.user_agent.length} characters was stored`);
      // eslint-disable-next-line no-control-regex -- control characters are what must not be stored
      assert.doesNotMatch(row.user_agent, /[\u0000-\u001f\u007f-\u009f]/);
      assert.ok(row.user_agent.startsWith('Mozilla/5.0 ('), row.user_agent);
      assert.equal(row.fingerprint, 'a'.repeat(64));
    }

    const credentials = { username: payload.username, password: payload.password };
    for (const fingerprint of ['abc\u0085def', 'abc\tdef', 'abcédef', 'f'.repeat(129), 'abc def', 'abc\u0000def']) {
      const refused = await post('/api/auth/login', credentials, { 'Content-Type': 'application/json', Fingerprint: fingerprint });
      assert.equal(refused.status, 400, `${JSON.stringify(fingerprint)}: ${refused.text}`);
      assert.equal(JSON.parse(refused.text).success, false);
    }
    assert.equal((await sessionsOf()).rows.length, 2, 'a refused login wrote a session');
  });

  it('refuses NUL, control characters, lone surrogates, unsafe numbers, deep JSON and huge bodies everywhere, never with a 5xx', async () => {
    assert.ok(routes.length > 20, `only ${routes.length} routes found`);
    // One player per route: an attack that logs out, claims a bonus or changes a password touches only its own.
    const players = new Map<string, string>();
    for (const route of routes) players.set(`${route.method} ${route.url}`, (await registerPlayer(ctx)).auth.token);
    const playersBefore = await countPlayers(ctx);

    const attacks: Attack[] = [];
    const seenPaths = new Set<string>();
    for (const route of routes) {
      for (const auth of ['anonymous', 'player', 'admin'] as const) {
        const token = auth === 'player' ? players.get(`${route.method} ${route.url}`)! : auth === 'admin' ? ADMIN_TOKEN : null;
        const headers: Record<string, string> = token ? bearer(token).headers : {};
        const path = pathFor(route);
        const label = (a: Attack): Attack => ({ ...a, auth, what: `${route.method} ${route.url} (${auth}): ${a.what}` });
        if (BODY_METHODS.has(route.method)) attacks.push(...bodyAttacks(route, path, headers, auth).map(label));
        attacks.push(...queryAttacks(route, path, headers).map(label));
        attacks.push(...paramAttacks(route, headers).map(label));
        attacks.push(...headerAttacks(route, path, auth, headers).map(label));
        // Methods the route does not have: the 404/405 answer is the envelope too.
        if (!seenPaths.has(`${auth} ${path}`)) {
          seenPaths.add(`${auth} ${path}`);
          for (const method of ['PATCH', 'OPTIONS']) attacks.push(label({ what: `${method} on the path`, method, path, headers, expect: 'any' }));
        }
      }
    }

    const failures: string[] = [];
    let registrationsAccepted = 0;
    await inParallel(attacks, 6, async (attack) => {
      let answer: Answer;
      try {
        answer = await send(port, attack, attack.auth ?? 'anonymous');
      } catch (error) {
        failures.push(`${attack.what}: no answer (${(error as Error).message})`);
        return;
      }
      const problem = judge(attack, answer);
      if (problem) failures.push(`${attack.what}: ${problem}`);
      if (attack.method === 'POST' && attack.path === '/api/auth/register' && answer.status === 200) registrationsAccepted += 1;
    });
    if (process.env.HOSTILE_INPUT_REPORT) (await import('node:fs')).writeFileSync(process.env.HOSTILE_INPUT_REPORT, failures.sort().join('\n'));
    assert.deepEqual(failures.slice(0, 40), [], `${failures.length} of ${attacks.length} attacks failed`);

    const health = await ctx.get('/api/health');
    assert.equal(health.status, 200, health.text);
    assert.equal(await countPlayers(ctx), playersBefore + registrationsAccepted, 'a refused registration created a player');
  });

  it('leaves no control character or mangled surrogate in any text column', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'character')`.execute(ctx.app.db);
    assert.ok(columns.rows.length > 10);
    const dirty: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const found = await sql<{ n: string }>`
        select count(*) as n from ${sql.table(table)}
        where ${sql.ref(column)} ~ ${'[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f\\ufffd]'}`.execute(ctx.app.db);
      if (Number(found.rows[0]!.n) > 0) dirty.push(`${table}.${column}`);
    }
    assert.deepEqual(dirty, []);
  });
});
