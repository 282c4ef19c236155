import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { HUB } from '@arcadia/shared/core';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { bearer, registerPlayer } from '../modules/auth/accounts.test-kit.js';
import { SESSION_POLICY } from '../modules/auth/session-store.js';
import { hashToken } from '../modules/auth/token.js';
import { HUB_LIMITS } from './hub.js';
import { HANDSHAKE, RS, rawClient, signalrClient, waitUntil } from './hub.test-kit.js';
import { NotificationType } from '@arcadia/shared/core';
import { inTransaction } from '../db/transaction.js';
import { addNotification } from '../modules/notifications/notifications.service.js';

describe('hub /hub/frnotify', () => {
  let ctx: TestApp;
  /** A live session the hostile sockets below connect with (each connection needs one). */
  let token: string;
  before(async () => {
    ctx = await startTestApp({ hub: { limits: { perSession: 1000 } } });
    token = (await registerPlayer(ctx)).auth.token;
  });
  after(async () => ctx.close());

  it('accepts the real SignalR client (Authorization: Bearer), knows its player, and delivers NotifyMessage to that player only', async () => {
    const player = await registerPlayer(ctx);
    const { connection, received } = await signalrClient(ctx.baseUrl, player.auth.token);
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
      await waitUntil(() => received.length > 0, () => 'no NotifyMessage');
      assert.deepEqual(received, [{ command: 'Notification', message: 'Yeni bildiriminiz var' }]);
    } finally {
      await connection.stop();
    }
    assert.equal(connection.state, HubConnectionState.Disconnected);
    await waitUntil(() => ctx.app.hub.clients().length === 0, () => 'client still listed');
  });

  it('takes the token from access_token as the browser client sends it, and answers pings', async () => {
    const player = await registerPlayer(ctx);
    const client = await rawClient(ctx.baseUrl, { query: `access_token=${player.auth.token}&fingerprint=fp-1` });
    client.socket.send(HANDSHAKE);
    await client.waitFor(() => client.records.length >= 1);
    assert.equal(client.records[0], '{}');
    assert.equal(ctx.app.hub.clients()[0]?.tokenHash, hashToken(player.auth.token));
    assert.equal(ctx.app.hub.clients()[0]?.fingerprint, 'fp-1');

    client.socket.send(`{"type":6}${RS}`);
    await client.waitFor(() => client.records.includes('{"type":6}'));

    client.socket.send(`{"type":7}${RS}`);
    assert.equal((await client.closing()).code, 1000);
  });

  it('refuses a connection without a token, or with an unknown or malformed one, with 401 before the upgrade', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      await assert.rejects(rawClient(ctx.baseUrl, { query: `access_token=${token}` }), /upgrade refused: 401/);
      await assert.rejects(rawClient(ctx.baseUrl, { headers: { Authorization: `Bearer ${token}` } }), /upgrade refused: 401/);
    }
    const before = ctx.app.hub.clients().length;
    await assert.rejects(rawClient(ctx.baseUrl), /upgrade refused: 401/);
    await assert.rejects(rawClient(ctx.baseUrl, { query: 'access_token=' }), /upgrade refused: 401/);
    await assert.rejects(rawClient(ctx.baseUrl, { query: 'access_token=%20%20', headers: { Authorization: 'Bearer ' } }), /upgrade refused: 401/);
    assert.equal(ctx.app.hub.clients().length, before, 'nobody connected');
  });

  it('over real HTTP: the refusal is an HTTP 401 with the envelope, before any upgrade, for the WebSocket and for negotiate', async () => {
    // The upgrade itself on the wire: upgrade.test.ts. A plain GET without a token is refused the same way.
    const plain = await fetch(`${ctx.baseUrl}${HUB.path}`);
    assert.equal(plain.status, 401);
    assert.equal(((await plain.json()) as { success: boolean }).success, false);
    for (const query of ['', '?negotiateVersion=1', '?negotiateVersion=1&access_token=not-a-token']) {
      const negotiate = await fetch(`${ctx.baseUrl}${HUB.path}/negotiate${query}`, { method: 'POST' });
      assert.equal(negotiate.status, 401, query);
      assert.equal(((await negotiate.json()) as { success: boolean }).success, false);
    }
    const granted = await fetch(`${ctx.baseUrl}${HUB.path}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    assert.equal(granted.status, 200);
    const body = (await granted.json()) as { negotiateVersion: number; connectionToken: string; availableTransports: { transport: string }[] };
    assert.equal(body.negotiateVersion, 1);
    assert.ok(body.connectionToken);
    assert.deepEqual(body.availableTransports.map((t) => t.transport), ['WebSockets']);
  });

  it('the SignalR client that negotiates first connects with a token and cannot start without one', async () => {
    const player = await registerPlayer(ctx);
    const negotiating = new HubConnectionBuilder().withUrl(`${ctx.baseUrl}${HUB.path}`, { accessTokenFactory: () => player.auth.token }).configureLogging(LogLevel.None).build();
    await negotiating.start();
    try {
      assert.equal(negotiating.state, HubConnectionState.Connected);
    } finally {
      await negotiating.stop();
    }
    const nobody = new HubConnectionBuilder().withUrl(`${ctx.baseUrl}${HUB.path}`).configureLogging(LogLevel.None).build();
    await assert.rejects(nobody.start(), /401|Unauthorized/);
    const skipping = new HubConnectionBuilder().withUrl(`${ctx.baseUrl}${HUB.path}`, { skipNegotiation: true, transport: HttpTransportType.WebSockets }).configureLogging(LogLevel.None).build();
    await assert.rejects(skipping.start());
  });

  it('a record split across messages is put together', async () => {
    const client = await rawClient(ctx.baseUrl, { token });
    client.socket.send('{"protocol":"js');
    client.socket.send('on","version":1}');
    client.socket.send(`${RS}{"type":6}${RS}`);
    await client.waitFor(() => client.records.length >= 2);
    assert.deepEqual(client.records.slice(0, 2), ['{}', '{"type":6}']);
    client.socket.close();
  });

  describe('hostile messages end that one connection with a SignalR error', () => {
    const bigUnfinished = 'x'.repeat(HUB_LIMITS.maxPendingBytes / 2);
    const beforeHandshake: [string, string | Buffer | string[], RegExp][] = [
      ['null', `null${RS}`, /Handshake was invalid/],
      ['a number', `42${RS}`, /Handshake was invalid/],
      ['a string', `"json"${RS}`, /Handshake was invalid/],
      ['an array', `[{"protocol":"json","version":1}]${RS}`, /Handshake was invalid/],
      ['invalid JSON', `{"protocol":${RS}`, /Handshake was invalid/],
      ['an unknown protocol', `{"protocol":"messagepack","version":1}${RS}`, /Requested protocol 'messagepack' is not available/],
      ['an unknown version', `{"protocol":"json","version":2}${RS}`, /does not support version 2/],
      ['a protocol that is not a string', `{"protocol":{"a":1},"version":1}${RS}`, /Handshake was invalid/],
      ['an invocation before the handshake', `{"type":1,"target":"Send","arguments":[]}${RS}`, /Handshake was invalid/],
      ['a binary message', Buffer.from(HANDSHAKE), /Binary messages are not supported/],
      ['an unfinished record that outgrows the bound over several messages', [bigUnfinished, bigUnfinished, bigUnfinished], /Message too large/],
      ['thousands of records in one message', `{"type":6}${RS}`.repeat(1000), /Too many messages/],
    ];
    for (const [what, data, expected] of beforeHandshake) {
      it(`before the handshake: ${what} gets a handshake error`, async () => {
        const client = await rawClient(ctx.baseUrl, { token });
        for (const part of Array.isArray(data) ? data : [data]) client.socket.send(part, { binary: Buffer.isBuffer(part) });
        const { code, last } = await client.closing();
        assert.equal(code, 1000);
        assert.match(String(last?.error), expected);
        assert.equal(last?.type, undefined, 'a handshake error, not a close message');
      });
    }

    const afterHandshake: [string, string, RegExp][] = [
      ['null', `null${RS}`, /Invalid message/],
      ['a number', `1${RS}`, /Invalid message/],
      ['an array', `[6]${RS}`, /Invalid message/],
      ['invalid JSON', `{"type":6${RS}`, /Invalid message/],
      ['a type that is not a number', `{"type":"6"}${RS}`, /Invalid message/],
      ['an oversized invocation id', `{"type":1,"invocationId":"${'9'.repeat(1000)}","target":"x","arguments":[]}${RS}`, /Invalid message/],
      ['thousands of pings in one message', `{"type":6}${RS}`.repeat(1000), /Too many messages/],
    ];
    for (const [what, data, expected] of afterHandshake) {
      it(`after the handshake: ${what} gets a close message without reconnect`, async () => {
        const client = await rawClient(ctx.baseUrl, { token });
        client.socket.send(HANDSHAKE);
        await client.waitFor(() => client.records.length === 1);
        client.socket.send(data);
        const { code, last } = await client.closing();
        assert.equal(code, 1000);
        assert.equal(last?.type, 7);
        assert.match(String(last?.error), expected);
        assert.equal(last?.allowReconnect, undefined);
      });
    }

    it('a message above the size bound (1 MB) closes the socket with 1009 before it is read', async () => {
      const client = await rawClient(ctx.baseUrl, { token });
      client.socket.send(HANDSHAKE);
      await client.waitFor(() => client.records.length === 1);
      client.socket.send(`{"type":6,"x":"${'x'.repeat(1024 * 1024)}"}${RS}`);
      assert.equal((await client.closing()).code, 1009);
    });

    it('a blocking invocation of an unknown method gets an error completion, and the connection stays', async () => {
      const client = await rawClient(ctx.baseUrl, { token });
      client.socket.send(HANDSHAKE);
      client.socket.send(`{"type":1,"invocationId":"7","target":"${'Steal'.repeat(100)}","arguments":[]}${RS}`);
      await client.waitFor(() => client.records.length === 2);
      const completion = JSON.parse(client.records[1]!);
      assert.equal(completion.type, 3);
      assert.equal(completion.invocationId, '7');
      assert.ok(completion.error.length < 100, 'the target is not echoed whole');
      assert.equal(client.closed(), null);
      client.socket.close();
    });

    it('the server keeps serving everyone else', async () => {
      const player = await registerPlayer(ctx);
      const { connection, received } = await signalrClient(ctx.baseUrl, player.auth.token);
      try {
        const hostile = await rawClient(ctx.baseUrl, { token });
        hostile.socket.send(`null${RS}`);
        await hostile.closing();
        assert.equal((await ctx.get('/api/health')).status, 200);
        const { id } = (await ctx.app.accounts.sessions.authenticate(player.auth.token))!;
        assert.equal(ctx.app.hub.sendToPlayer(id, { command: 'Notification', message: 'hâlâ burada' }), 1);
        await waitUntil(() => received.length === 1, () => 'no NotifyMessage');
      } finally {
        await connection.stop();
      }
    });
  });
});

describe('hub connection bounds', () => {
  let ctx: TestApp;
  before(async () => {
    // Addresses come from X-Forwarded-For, as behind the production proxy.
    ctx = await startTestApp({ config: { trustProxy: true }, hub: { handshakeTimeoutMs: 300, limits: { perSession: 3, perNetwork: 8 } } });
  });
  after(async () => ctx.close());

  const from = (ip: string, token?: string) => rawClient(ctx.baseUrl, { headers: { 'X-Forwarded-For': ip }, ...(token ? { token } : {}) });
  const closeAll = async (clients: Awaited<ReturnType<typeof rawClient>>[]) => {
    for (const c of clients) c.socket.close();
    for (const c of clients) await c.closing();
  };
  /** `count` connections from `ip` that completed the handshake, 3 (a session's bound here) per newly registered player. */
  const fill = async (ip: string | ((i: number) => string), count: number) => {
    // Every login first: the sockets then open within the short handshake time of this app.
    const tokens = [];
    for (let i = 0; i < count; i += 3) tokens.push((await registerPlayer(ctx)).auth.token);
    const open = [];
    for (let i = 0; i < count; i += 1) {
      const client = await from(typeof ip === 'string' ? ip : ip(i), tokens[Math.floor(i / 3)]);
      client.socket.send(HANDSHAKE);
      await client.waitFor(() => client.records[0] === '{}');
      open.push(client);
    }
    return open;
  };

  it('without a token nothing is connected nor counted: 401 before the upgrade, whatever the network holds', async () => {
    for (let i = 0; i < 10; i += 1) await assert.rejects(from('203.0.113.9'), /upgrade refused: 401/);
    const open = await fill('203.0.113.9', 8);
    await assert.rejects(from('203.0.113.9'), /upgrade refused: 401/);
    await closeAll(open);
  });

  it('at most 8 connections (this app’s bound) per IPv4 address; a closed one frees its place', async () => {
    const newcomer = (await registerPlayer(ctx)).auth.token;
    const open = await fill('203.0.113.7', 8);
    const refused = await from('203.0.113.7', newcomer);
    const { last } = await refused.closing();
    assert.match(String(last?.error), /Too many connections from this network/);
    const elsewhere = await from('203.0.113.8', newcomer);
    elsewhere.socket.send(HANDSHAKE);
    await elsewhere.waitFor(() => elsewhere.records[0] === '{}');

    const leaving = open.shift()!;
    leaving.socket.close();
    await leaving.closing();
    // The server sees the close a moment after the client does.
    let again = await from('203.0.113.7', newcomer);
    for (let tries = 0; ; tries += 1) {
      again.socket.send(HANDSHAKE);
      await again.waitFor(() => again.records.length > 0);
      if (again.records[0] === '{}' || tries === 20) break;
      await new Promise((r) => setTimeout(r, 50));
      again = await from('203.0.113.7', newcomer);
    }
    assert.equal(again.records[0], '{}');
    await closeAll([...open, elsewhere, again]);
  });

  it('an IPv6 /64 counts as one network', async () => {
    const newcomer = (await registerPlayer(ctx)).auth.token;
    const open = await fill((i) => `2001:db8:1:2::${(i + 1).toString(16)}`, 8);
    const refused = await from('2001:db8:1:2:ffff:ffff:ffff:ffff', newcomer);
    assert.match(String((await refused.closing()).last?.error), /Too many connections from this network/);
    const otherSubnet = await from('2001:db8:1:3::1', newcomer);
    otherSubnet.socket.send(HANDSHAKE);
    await otherSubnet.waitFor(() => otherSubnet.records[0] === '{}');
    await closeAll([...open, otherSubnet]);
  });

  it('players with a session are bounded per session and, with everyone, per network', async () => {
    const first = await registerPlayer(ctx);
    const second = await registerPlayer(ctx);
    const tabs: Awaited<ReturnType<typeof rawClient>>[] = [];
    for (let i = 0; i < 3; i += 1) {
      const tab = await from('198.51.100.1', first.auth.token);
      tab.socket.send(HANDSHAKE);
      await tab.waitFor(() => tab.records[0] === '{}');
      tabs.push(tab);
    }
    const fourthTab = await from('198.51.100.1', first.auth.token);
    assert.match(String((await fourthTab.closing()).last?.error), /Too many connections for this session/);

    // 3 tabs + 5 of two other players = the 8 of the network; another player's session is refused then.
    const others = await fill('198.51.100.1', 5);
    const crowded = await from('198.51.100.1', second.auth.token);
    assert.match(String((await crowded.closing()).last?.error), /Too many connections from this network/);
    await closeAll([...others, ...tabs]);
  });

  it('a socket that does not complete the handshake in time is closed with a handshake error', async () => {
    const client = await from('192.0.2.50', (await registerPlayer(ctx)).auth.token);
    const { last } = await client.closing();
    assert.match(String(last?.error), /Handshake was not received in time/);
  });
});

describe('hub and sessions', () => {
  let ctx: TestApp;
  before(async () => {
    ctx = await startTestApp();
  });
  after(async () => ctx.close());

  const connect = async (token: string) => {
    const client = await rawClient(ctx.baseUrl, { query: `access_token=${token}` });
    client.socket.send(HANDSHAKE);
    await client.waitFor(() => client.records[0] === '{}');
    return client;
  };

  it('a logout closes the connections of that session at once, for good; other sessions stay', async () => {
    const player = await registerPlayer(ctx);
    const second = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    const loggingOut = await connect(player.auth.token);
    const otherTab = await connect(player.auth.token);
    const otherDevice = await connect(second.body.data.token);

    assert.equal((await ctx.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
    for (const client of [loggingOut, otherTab]) {
      const { last } = await client.closing(1000);
      assert.deepEqual(last, { type: 7, error: 'Session ended.' });
    }
    assert.equal(otherDevice.closed(), null);
    otherDevice.socket.close();
  });

  it('a password change closes every connection of the player, and a revoked token is refused with 401', async () => {
    const player = await registerPlayer(ctx);
    const second = await ctx.post('/api/auth/login', { username: player.username, password: player.password });
    const clients = [await connect(player.auth.token), await connect(second.body.data.token)];
    const res = await ctx.post('/api/customer/changepassword', { oldPassword: player.password, password: 'another55', confirmPassword: 'another55' }, bearer(player.auth.token));
    assert.equal(res.status, 200, res.text);
    for (const client of clients) assert.equal((await client.closing(1000)).last?.error, 'Session ended.');

    await assert.rejects(rawClient(ctx.baseUrl, { query: `access_token=${player.auth.token}` }), /upgrade refused: 401/);
    assert.equal(ctx.app.hub.clients().find((c) => c.tokenHash === hashToken(player.auth.token)), undefined);
  });
});

describe('hub on two instances (Redis pub/sub)', { skip: process.env.REDIS_URL && process.env.DATABASE_URL ? false : 'needs DATABASE_URL and REDIS_URL' }, () => {
  it('a logout on one instance closes the connections of that session on the other', async () => {
    const a = await startTestApp();
    const b = await startTestApp({ database: a.database, config: { redisPrefix: a.config.redisPrefix } });
    try {
      const player = await registerPlayer(a);
      const onB = await rawClient(b.baseUrl, { query: `access_token=${player.auth.token}` });
      onB.socket.send(HANDSHAKE);
      await onB.waitFor(() => onB.records[0] === '{}');
      assert.equal((await a.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
      assert.deepEqual((await onB.closing(1000)).last, { type: 7, error: 'Session ended.' });
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('hub pushes across instances (Redis pub/sub)', { skip: process.env.REDIS_URL ? false : 'needs REDIS_URL' }, () => {
  it('a notification committed through instance A reaches the player connected to instance B, once', async () => {
    const a = await startTestApp();
    const b = await startTestApp({ database: a.database, config: { redisPrefix: a.config.redisPrefix } });
    try {
      const player = await registerPlayer(a);
      const { id: playerId } = await a.app.db.selectFrom('players').select('id').where('username', '=', player.username).executeTakeFirstOrThrow();
      const onB = await rawClient(b.baseUrl, { query: `access_token=${player.auth.token}` });
      onB.socket.send(HANDSHAKE);
      await onB.waitFor(() => onB.records[0] === '{}');
      assert.equal(a.app.hub.sendToPlayer(playerId, { command: 'Notification', message: 'x' }), 0, 'the player has no connection on A');

      const id = await inTransaction(a.app.db, (trx) =>
        addNotification(trx, playerId, { type: NotificationType.System, title: { tr: 'Duyuru', en: 'Notice' }, note: { tr: 'Merhaba', en: 'Hello' } }),
      );
      const invocations = () => onB.records.map((r) => JSON.parse(r) as { type?: number; arguments?: { command: string; message: string }[] }).filter((r) => r.type === 1);
      await onB.waitFor(() => invocations().length > 0);
      assert.deepEqual(invocations()[0]!.arguments, [{ command: 'Notification', message: JSON.stringify({ id, type: NotificationType.System }) }]);
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(invocations().length, 1, 'delivered once');
      onB.socket.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('hub keep-alive, session lifetime and shutdown', () => {
  it('pings on the keep-alive interval, drops silent clients, ends expired sessions, and asks clients to reconnect on shutdown', async () => {
    const ctx = await startTestApp({ hub: { keepAliveMs: 100, clientTimeoutMs: 1000 } });
    try {
      // The session that expires below logs in a minute before its lifetime ends; the others' sessions are new then.
      const player = await registerPlayer(ctx);
      ctx.app.accounts.clock.advance(SESSION_POLICY.absoluteLifetimeMs - 60_000);
      const { token } = (await registerPlayer(ctx)).auth;
      const chatty = await rawClient(ctx.baseUrl, { token });
      chatty.socket.send(HANDSHAKE);
      await chatty.waitFor(() => chatty.records.filter((r) => r === '{"type":6}').length >= 3, 2000);

      const silent = await rawClient(ctx.baseUrl, { token });
      silent.socket.send(HANDSHAKE);
      // chatty keeps talking; silent says nothing after the handshake
      const keepTalking = setInterval(() => chatty.socket.send(`{"type":6}${RS}`), 100);
      try {
        await silent.waitFor(() => silent.closed() !== null, 3000);
        assert.equal(chatty.closed(), null);

        // A session past its absolute lifetime loses its live connection too.
        const expiring = await rawClient(ctx.baseUrl, { query: `access_token=${player.auth.token}` });
        expiring.socket.send(HANDSHAKE);
        await expiring.waitFor(() => expiring.records[0] === '{}');
        ctx.app.accounts.clock.advance(120_000);
        assert.deepEqual((await expiring.closing()).last, { type: 7, error: 'Session expired.' });
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
