import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { startTestApp, type TestApp } from './testing/test-app.js';
import { registerPlayer } from './modules/auth/accounts.test-kit.js';
import { SERVER_TIMEOUTS } from './app.js';

/** Opens a raw TCP connection to the app; `ended()` resolves with what the server sent and when it closed. */
async function rawHttp(ctx: TestApp): Promise<{ socket: Socket; ended: Promise<{ received: string; afterMs: number }> }> {
  const { port } = new URL(ctx.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const opened = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<{ received: string; afterMs: number }>((resolve) => socket.once('close', () => resolve({ received, afterMs: Date.now() - opened })));
  return { socket, ended };
}

/** Resolves with the close, or fails when the server keeps the connection past `ms`. */
function closedWithin(ended: Promise<{ received: string; afterMs: number }>, ms: number) {
  return Promise.race([ended, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the server kept the connection open for ${ms} ms`)), ms))]);
}

describe('server timeouts', () => {
  it('are set by default: 10 s for headers, 30 s for a request, 10 s of silence, 72 s for an idle keep-alive connection', async () => {
    const ctx = await startTestApp();
    try {
      assert.equal(ctx.app.server.headersTimeout, 10_000);
      assert.equal(ctx.app.server.requestTimeout, 30_000);
      assert.equal(ctx.app.server.timeout, 10_000);
      assert.equal(ctx.app.server.keepAliveTimeout, 72_000);
      assert.deepEqual(
        { headers: SERVER_TIMEOUTS.headersTimeoutMs, request: SERVER_TIMEOUTS.requestTimeoutMs, silence: SERVER_TIMEOUTS.connectionTimeoutMs, keepAlive: SERVER_TIMEOUTS.keepAliveTimeoutMs },
        { headers: 10_000, request: 30_000, silence: 10_000, keepAlive: 72_000 },
      );
    } finally {
      await ctx.close();
    }
  });

  describe('a slow client is cut off', () => {
    let ctx: TestApp;
    before(async () => {
      ctx = await startTestApp({ timeouts: { headersTimeoutMs: 600, requestTimeoutMs: 1200, connectionTimeoutMs: 400, checkIntervalMs: 100 } });
    });
    after(async () => ctx.close());

    it('that sends the headers and then stalls', async () => {
      const { socket, ended } = await rawHttp(ctx);
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: arcadia\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":');
      const { afterMs } = await closedWithin(ended, 3000);
      assert.ok(afterMs >= 300, `closed after ${afterMs} ms`);
    });

    it('that trickles its headers a byte at a time', async () => {
      const { socket, ended } = await rawHttp(ctx);
      socket.write('GET /api/health HTTP/1.1\r\nHost: arcadia\r\n');
      const trickle = setInterval(() => socket.writable && socket.write('X'), 100);
      try {
        const { received, afterMs } = await closedWithin(ended, 3000);
        assert.ok(afterMs >= 500, `closed after ${afterMs} ms`);
        assert.match(received, /^(HTTP\/1\.1 408|$)/);
      } finally {
        clearInterval(trickle);
      }
    });

    it('that trickles its body a byte at a time', async () => {
      const { socket, ended } = await rawHttp(ctx);
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: arcadia\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
      const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
      try {
        const { received, afterMs } = await closedWithin(ended, 4000);
        assert.ok(afterMs >= 1100, `closed after ${afterMs} ms`);
        assert.match(received, /^(HTTP\/1\.1 408|$)/);
      } finally {
        clearInterval(trickle);
      }
    });

    it('while a prompt client is answered, and an open hub connection is not subject to them', async () => {
      assert.equal((await ctx.get('/api/health')).status, 200);
      const { default: WebSocket } = await import('ws');
      // The hub takes signed-in players only.
      const player = await registerPlayer(ctx);
      const socket = new WebSocket(`${ctx.baseUrl.replace('http', 'ws')}/hub/frnotify?access_token=${player.auth.token}&fingerprint=fp-1`);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send('{"protocol":"json","version":1}\x1e');
      // Longer than every HTTP timeout above, silent after the handshake (the hub pings every 15 s).
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(socket.readyState, WebSocket.OPEN);
      socket.close();
    });
  });
});
