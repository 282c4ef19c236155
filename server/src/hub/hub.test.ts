import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { HUB, type HubMessage } from '@arcadia/shared/core';
import { registerPlayer } from '../modules/auth/accounts.test-kit.js';
import { hashToken } from '../modules/auth/token.js';

const RS = '\x1e';

/** Opens a raw WebSocket and collects the records the hub sends. */
async function rawClient(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const records: string[] = [];
  let closed: { code: number } | null = null;
  socket.on('message', (data) => records.push(...data.toString().split(RS).filter(Boolean)));
  socket.on('close', (code) => {
    closed = { code };
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (predicate: () => boolean, ms = 3000) => {
    const until = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > until) throw new Error(`timed out; received ${JSON.stringify(records)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { socket, records, closed: () => closed, waitFor };
}

describe('hub /hub/frnotify', () => {
  let ctx: TestApp;
  before(async () => {
    ctx = await startTestApp();
  });
  after(async () => ctx.close());

  it('accepts the real SignalR client (Authorization: Bearer) and delivers NotifyMessage', async () => {
    const player = await registerPlayer(ctx);
    const connection = new HubConnectionBuilder()
      .withUrl(`${ctx.baseUrl}${HUB.path}`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => player.auth.token })
      .configureLogging(LogLevel.None)
      .build();
    const received: HubMessage[] = [];
    connection.on('NotifyMessage', (message: HubMessage) => received.push(message));
    await connection.start();
    try {
      assert.equal(connection.state, HubConnectionState.Connected);
      const clients = ctx.app.hub.clients();
      assert.equal(clients.length, 1);
      const session = await ctx.app.accounts.sessions.authenticate(player.auth.token);
      assert.equal(clients[0]!.playerId, session!.id);
      assert.equal(clients[0]!.sessionId, session!.sessionId);
      assert.equal(clients[0]!.tokenHash, hashToken(player.auth.token));

      assert.equal(ctx.app.hub.sendToPlayer(session!.id, { command: 'Notification', message: 'Yeni bildiriminiz var' }), 1);
      assert.equal(ctx.app.hub.sendToPlayer(session!.id + 1000, { command: 'Notification', message: 'başkasına' }), 0);
      const until = Date.now() + 3000;
      while (received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(received, [{ command: 'Notification', message: 'Yeni bildiriminiz var' }]);
    } finally {
      await connection.stop();
    }
    assert.equal(connection.state, HubConnectionState.Disconnected);
    const until = Date.now() + 2000;
    while (ctx.app.hub.clients().length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    assert.equal(ctx.app.hub.clients().length, 0);
  });

  it('takes the token from access_token as the browser client sends it, and answers pings', async () => {
    const player = await registerPlayer(ctx);
    const url = `${ctx.baseUrl.replace('http', 'ws')}${HUB.path}?access_token=${player.auth.token}&fingerprint=fp-1`;
    const client = await rawClient(url);
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    await client.waitFor(() => client.records.length >= 1);
    assert.equal(client.records[0], '{}');
    assert.equal(ctx.app.hub.clients()[0]?.tokenHash, hashToken(player.auth.token));
    assert.equal(ctx.app.hub.clients()[0]?.fingerprint, 'fp-1');

    client.socket.send(`{"type":6}${RS}`);
    await client.waitFor(() => client.records.includes('{"type":6}'));

    client.socket.send(`{"type":7}${RS}`);
    await client.waitFor(() => client.closed() !== null);
    assert.equal(client.closed()!.code, 1000);
  });

  it('refuses a protocol it does not speak with a handshake error', async () => {
    const client = await rawClient(`${ctx.baseUrl.replace('http', 'ws')}${HUB.path}`);
    client.socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await client.waitFor(() => client.closed() !== null);
    assert.match(JSON.parse(client.records[0]!).error, /messagepack/);
  });
});

describe('hub keep-alive and shutdown', () => {
  it('pings on the keep-alive interval, drops silent clients, and asks clients to reconnect on shutdown', async () => {
    const ctx = await startTestApp({ hub: { keepAliveMs: 100, clientTimeoutMs: 1000 } });
    const wsUrl = `${ctx.baseUrl.replace('http', 'ws')}${HUB.path}?access_token=t`;
    try {
      const chatty = await rawClient(wsUrl);
      chatty.socket.send(`{"protocol":"json","version":1}${RS}`);
      await chatty.waitFor(() => chatty.records.filter((r) => r === '{"type":6}').length >= 3, 2000);

      const silent = await rawClient(wsUrl);
      silent.socket.send(`{"protocol":"json","version":1}${RS}`);
      // chatty keeps talking; silent says nothing after the handshake
      const keepTalking = setInterval(() => chatty.socket.send(`{"type":6}${RS}`), 100);
      try {
        await silent.waitFor(() => silent.closed() !== null, 3000);
        assert.equal(chatty.closed(), null);
      } finally {
        clearInterval(keepTalking);
      }

      await ctx.app.close();
      await chatty.waitFor(() => chatty.closed() !== null);
      const last = JSON.parse(chatty.records[chatty.records.length - 1]!);
      assert.equal(last.type, 7);
      assert.equal(last.allowReconnect, true);
    } finally {
      await ctx.close().catch(() => undefined);
    }
  });
});
