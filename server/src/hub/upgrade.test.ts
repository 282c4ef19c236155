import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { HUB } from '@arcadia/shared/core';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { bearer, registerPlayer } from '../modules/auth/accounts.test-kit.js';
import { HANDSHAKE, rawClient } from './hub.test-kit.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Sends a WebSocket upgrade request by hand; resolves with what came back once the server ends the socket. */
function upgradeByHand(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(3000, () => reject(new Error(`the server did not end the socket; received ${received.slice(0, 200)}`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: arcadia\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nLocale: en\r\n\r\n`);
  });
}

describe('hub upgrades', () => {
  let ctx: TestApp;
  let port: number;
  before(async () => {
    ctx = await startTestApp();
    port = Number(new URL(ctx.baseUrl).port);
  });
  after(async () => ctx.close());

  it('an open connection keeps nothing of its upgrade request alive', async () => {
    const requests: WeakRef<IncomingMessage>[] = [];
    const watch = (request: IncomingMessage) => requests.push(new WeakRef(request));
    ctx.app.server.on('upgrade', watch);
    const player = await registerPlayer(ctx);
    const clients = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const client = await rawClient(ctx.baseUrl, { query: `access_token=${player.auth.token}&fingerprint=device-${i}` });
        client.socket.send(HANDSHAKE);
        await client.waitFor(() => client.records[0] === '{}');
        clients.push(client);
      }
    } finally {
      ctx.app.server.off('upgrade', watch);
    }
    await new Promise((r) => setTimeout(r, 50));
    gc();
    await new Promise((r) => setImmediate(r));
    gc();
    assert.equal(requests.length, 3);
    assert.deepEqual(
      requests.map((r) => r.deref() === undefined),
      [true, true, true],
      'an upgrade request (and so its Fastify request and reply) is still reachable from an open connection',
    );
    assert.equal(ctx.app.hub.clients().length, 3);
    for (const client of clients) client.socket.close();
    for (const client of clients) await client.closing();
  });

  it('a refused upgrade is answered like any request (envelope, security headers) and the socket ends', async () => {
    const answer = await upgradeByHand(port, `${HUB.path}?access_token=not-a-token`);
    const [head, body] = answer.split('\r\n\r\n');
    assert.match(head!, /^HTTP\/1\.1 401 /);
    assert.match(head!, /^content-security-policy: default-src 'self'/im);
    assert.match(head!, /^x-content-type-options: nosniff/im);
    assert.match(head!, /^connection: close/im);
    assert.deepEqual(JSON.parse(body!), { success: false, message: 'Your session has ended. Please log in again.', data: null });

    const invalid = await upgradeByHand(port, `${HUB.path}?fingerprint=${'f'.repeat(129)}`);
    assert.match(invalid, /^HTTP\/1\.1 400 /);
  });

  it('a plain GET of the hub path is refused without a token (401) and not found with one (404)', async () => {
    const refused = await ctx.get(HUB.path);
    assert.equal(refused.status, 401);
    assert.equal((refused.body as { success: boolean }).success, false);
    const player = await registerPlayer(ctx);
    const res = await ctx.get(HUB.path, bearer(player.auth.token));
    assert.equal(res.status, 404);
    assert.equal((res.body as { success: boolean }).success, false);
  });

  it('an upgrade without a token is answered HTTP 401 with the envelope before any upgrade, and the socket ends', async () => {
    for (const path of [HUB.path, `${HUB.path}?access_token=`, `${HUB.path}/?fingerprint=x`]) {
      const answer = await upgradeByHand(port, path);
      const [head, body] = answer.split('\r\n\r\n');
      assert.match(head!, /^HTTP\/1\.1 401 /, path);
      assert.doesNotMatch(head!, /101 Switching Protocols/i);
      assert.equal((JSON.parse(body!) as { success: boolean }).success, false);
    }
    assert.equal(ctx.app.hub.clients().length, 0);
  });
});
