/**
 * The docker-compose front ends (nginx, deploy/nginx/*.conf.template) must send the headers this
 * plugin sends, with the same values, on every path they serve: index.html, the remotes' files and
 * error pages. nginx's trap: a block with any add_header of its own inherits none of the outer
 * ones, so each location's effective list is computed here the way nginx does. The shell's template
 * must also let through the largest body the API takes (an identity document upload).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { findRepoRoot, loadConfig } from '../../config.js';
import { MAX_DOCUMENT_BYTES } from '../../modules/kyc/document-files.js';
import { MULTIPART_OVERHEAD } from '../../modules/kyc/kyc.routes.js';
import { gameFrameOrigins, gameScriptOrigins } from '../../providers/games/index.js';
import { sportsbookFrameOrigins } from '../../providers/sportsbooks/index.js';
import { remoteOrigins, type RemotesManifest } from '../../site/site.js';
import securityHeaders from './security-headers.js';

const ROOT = findRepoRoot();
const TEMPLATES = ['shell.conf.template', 'remote.conf.template'];

interface Directive {
  name: string;
  args: string[];
  block: Directive[] | null;
}

/** Parses nginx configuration text into directives (comments dropped, quotes removed). */
function parseNginx(text: string): Directive[] {
  const tokens: string[] = [];
  const pattern = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/y;
  for (let pos = 0; pos < text.length; pos = pattern.lastIndex) {
    pattern.lastIndex = pos;
    const m = pattern.exec(text);
    assert.ok(m, `cannot parse the configuration at: ${text.slice(pos, pos + 40)}`);
    if (m[1] !== undefined) tokens.push(`\u0000${m[1]}`);
    else if (m[2] !== undefined) tokens.push(`\u0000${m[2]}`);
    else if (m[3] !== undefined) tokens.push(m[3]);
    else if (m[4] !== undefined) tokens.push(m[4]);
  }
  let i = 0;
  const unquote = (t: string) => (t.startsWith('\u0000') ? t.slice(1) : t);
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (i < tokens.length && tokens[i] !== '}') {
      const words: string[] = [];
      while (i < tokens.length && !['{', ';', '}'].includes(tokens[i]!)) words.push(unquote(tokens[i++]!));
      const end = tokens[i++];
      if (end === '{') {
        const inner = block();
        assert.equal(tokens[i++], '}', 'unbalanced braces');
        out.push({ name: words[0]!, args: words.slice(1), block: inner });
      } else {
        assert.equal(end, ';', `directive ${words.join(' ')} does not end with ;`);
        out.push({ name: words[0]!, args: words.slice(1), block: null });
      }
    }
    return out;
  };
  const parsed = block();
  assert.equal(i, tokens.length, 'unexpected } at top level');
  return parsed;
}

/** Each location's effective values of an array directive (add_header, proxy_hide_header) under nginx's inheritance rule. */
function effective(server: Directive, name: string): { where: string; values: string[][] }[] {
  const result: { where: string; values: string[][] }[] = [];
  const walk = (block: Directive[], where: string, inherited: string[][]) => {
    const own = block.filter((d) => d.name === name).map((d) => d.args);
    const values = own.length ? own : inherited;
    result.push({ where, values });
    for (const d of block) if (d.name === 'location' && d.block) walk(d.block, `location ${d.args.join(' ')}`, values);
  };
  walk(server.block!, 'server', []);
  return result;
}

/** The headers this plugin adds, with their values, for a CSP allowing `origins` and compose's partners. */
async function nodeSecurityHeaders(origins: string[]): Promise<Map<string, string>> {
  const answer = async (withPlugin: boolean) => {
    const app = Fastify();
    const partners = { gameOrigins: composeFrameOrigins().split(' '), gameScriptOrigins: composeGameScriptOrigins().split(' ') };
    if (withPlugin) await app.register(securityHeaders, { inlineScriptHashes: [], remoteOrigins: origins, ...partners });
    app.get('/', async () => 'x');
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      return (await fetch(url)).headers;
    } finally {
      await app.close();
    }
  };
  const plain = await answer(false);
  const secured = await answer(true);
  const headers = new Map<string, string>();
  for (const [name, value] of secured) if (!plain.has(name)) headers.set(name, value);
  return headers;
}

/** An origin list anchored in docker-compose.yml (`x-<name>: &<name> "…"`). */
function composeList(name: string): string {
  const compose = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
  const m = new RegExp(`^x-${name}: &${name} "([^"]*)"$`, 'm').exec(compose);
  assert.ok(m, `docker-compose.yml defines x-${name}`);
  return m[1]!;
}

const composeRemoteOrigins = () => composeList('remote-origins');
const composeFrameOrigins = () => composeList('frame-origins');
const composeGameScriptOrigins = () => composeList('game-script-origins');

/** A template with compose's values in place of its variables. */
function rendered(name: string, upstream: string): string {
  return readFileSync(join(ROOT, 'deploy', 'nginx', name), 'utf8')
    .replaceAll('${REMOTE_ORIGINS}', composeRemoteOrigins())
    .replaceAll('${FRAME_ORIGINS}', composeFrameOrigins())
    .replaceAll('${GAME_SCRIPT_ORIGINS}', composeGameScriptOrigins())
    .replaceAll('${SERVER_UPSTREAM}', upstream);
}

function template(name: string): { text: string; server: Directive; http: Directive[] } {
  const text = rendered(name, 'server:8080');
  const http = parseNginx(text);
  const servers = http.filter((d) => d.name === 'server');
  assert.equal(servers.length, 1, `${name} has one server block`);
  return { text, server: servers[0]!, http };
}

describe('nginx front ends (docker-compose) send the security headers of the Node server', () => {
  test('REMOTE_ORIGINS in docker-compose.yml are the origins of deploy/remotes.compose.json', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'deploy', 'remotes.compose.json'), 'utf8')) as RemotesManifest;
    assert.deepEqual(composeRemoteOrigins().split(' '), remoteOrigins(manifest));
  });

  test('FRAME_ORIGINS and GAME_SCRIPT_ORIGINS in docker-compose.yml are the partners the server (PORT 8080) opens', () => {
    const config = loadConfig({ PORT: '8080' });
    const frames = [...new Set([...gameFrameOrigins(config), ...sportsbookFrameOrigins(config)])];
    assert.deepEqual(composeFrameOrigins().split(' '), frames);
    assert.deepEqual(composeGameScriptOrigins().split(' '), gameScriptOrigins(config));
  });

  test("the shell's index.html has no inline script (the front ends' CSP carries no script hash)", () => {
    const html = readFileSync(join(ROOT, 'shell', 'public', 'index.html'), 'utf8');
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>\s*\S/i);
  });

  for (const name of TEMPLATES) {
    test(`${name}: every location sends every header, same value, also on errors (always)`, async () => {
      const expected = await nodeSecurityHeaders(composeRemoteOrigins().split(' '));
      assert.ok(expected.has('content-security-policy') && expected.has('x-content-type-options') && expected.has('referrer-policy'));
      assert.match(expected.get('content-security-policy')!, /frame-ancestors 'self'/);
      const { server } = template(name);
      for (const { where, values } of effective(server, 'add_header')) {
        const sent = new Map(values.map(([header, value, flag]) => [header!.toLowerCase(), { value: value!, always: flag === 'always' }]));
        for (const [header, value] of expected) {
          assert.ok(sent.has(header), `${name} ${where}: no ${header}`);
          assert.equal(sent.get(header)!.value, value, `${name} ${where}: ${header}`);
          assert.ok(sent.get(header)!.always, `${name} ${where}: ${header} without "always" is missing from error pages`);
        }
      }
    });

    test(`${name}: HSTS only when TLS ended in front (X-Forwarded-Proto: https)`, () => {
      const { server, http } = template(name);
      const hsts = server.block!.find((d) => d.name === 'add_header' && d.args[0] === 'Strict-Transport-Security');
      assert.ok(hsts, 'Strict-Transport-Security is sent');
      const variable = hsts.args[1]!;
      const map = http.find((d) => d.name === 'map' && d.args[1] === variable);
      assert.ok(map && map.args[0] === '$http_x_forwarded_proto', `${variable} is mapped from X-Forwarded-Proto`);
      const entries = new Map(map.block!.map((d) => [d.name, d.args[0] ?? '']));
      assert.equal(entries.get('default'), '');
      assert.match(entries.get('https') ?? '', /^max-age=\d{8,}/);
    });
  }

  test('shell.conf.template: answers proxied from the server carry one copy of each header', async () => {
    const expected = await nodeSecurityHeaders([]);
    const { server } = template('shell.conf.template');
    for (const { where, values } of effective(server, 'proxy_hide_header')) {
      const hidden = new Set(values.map(([header]) => header!.toLowerCase()));
      for (const header of expected.keys()) assert.ok(hidden.has(header), `shell ${where}: ${header} from the server is not hidden`);
    }
  });

  const nginx = spawnSync('nginx', ['-v']).status === 0;
  test('nginx -t accepts both templates once rendered', { skip: nginx ? false : 'nginx is not installed' }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-nginx-'));
    try {
      for (const name of TEMPLATES) {
        const body = rendered(name, '127.0.0.1:9').replace('listen 80;', 'listen 127.0.0.1:1;');
        writeFileSync(join(dir, 'site.conf'), body);
        writeFileSync(
          join(dir, 'nginx.conf'),
          `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; client_body_temp_path ${dir}/cb; proxy_temp_path ${dir}/pt; fastcgi_temp_path ${dir}/ft; uwsgi_temp_path ${dir}/ut; scgi_temp_path ${dir}/st; include ${dir}/site.conf; }`,
        );
        const result = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
        assert.equal(result.status, 0, `${name}: ${result.stderr}`);
      }
    } finally {
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The location nginx picks for `uri`: an exact (`=`) match, else the longest prefix (regex locations are not used here). */
function locationFor(server: Directive, uri: string): Directive | null {
  const locations = server.block!.filter((d) => d.name === 'location' && d.block);
  const exact = locations.find((d) => d.args[0] === '=' && d.args[1] === uri);
  if (exact) return exact;
  const prefixes = locations.filter((d) => d.args.length === 1 && uri.startsWith(d.args[0]!));
  return prefixes.sort((a, b) => b.args[0]!.length - a.args[0]!.length)[0] ?? null;
}

/** A size as nginx reads it ("9m", "512k", "1048576"), in bytes. */
function nginxSize(value: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(value);
  assert.ok(m, `not an nginx size: ${value}`);
  return Number(m[1]) * ({ '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 } as Record<string, number>)[m[2]!.toLowerCase()]!;
}

describe('the nginx shell front end passes what the API takes', () => {
  test('shell.conf.template: a request body as large as an identity document upload reaches the server (client_max_body_size)', () => {
    const { server, http } = template('shell.conf.template');
    const location = locationFor(server, '/api/kyc/documents');
    assert.ok(location, 'a location serves /api/kyc/documents');
    assert.ok(location.block!.some((d) => d.name === 'proxy_pass'), 'it is proxied to the server');
    // The innermost directive wins; without one anywhere nginx takes 1 MB and refuses a phone photo with its own 413.
    const own = [location.block!, server.block!, http].map((block) => block.find((d) => d.name === 'client_max_body_size')?.args[0]).find((v) => v !== undefined);
    const allowed = nginxSize(own ?? '1m');
    assert.ok(allowed >= MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD, `nginx takes ${allowed} bytes; an upload may be ${MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD}`);
  });
});
