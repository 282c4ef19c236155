/**
 * The hub with the client the site uses: the real `@microsoft/signalr` client built as the shell
 * builds it (negotiation skipped, WebSockets, the session token, automatic reconnect after 0, 2,
 * 10 and 30 s, 30 s server timeout, 15 s keep-alive), against a real server.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { HUB, NotificationType, type BalanceMessage, type HubMessage } from '@arcadia/shared/core';
import { buildApp } from '../app.js';
import { createTestDatabase, startTestApp, testConfig, type TestApp, type TestDatabase } from '../testing/test-app.js';
import { bearer, registerPlayer } from '../modules/auth/accounts.test-kit.js';
import { inTransaction } from '../db/transaction.js';
import { addNotification } from '../modules/notifications/notifications.service.js';
import { OWN_PROVIDER, findWalletId, post } from '../modules/wallet/wallet.service.js';
import { rawClient, waitUntil } from './hub.test-kit.js';

interface SiteClient {
  connection: HubConnection;
  received: HubMessage[];
  /** What the client reported: `reconnecting`, `reconnected`, `close`. */
  events: string[];
}

/** The shell's connection, in Node (which sends the token as `Authorization: Bearer`). */
function siteClient(baseUrl: string, token: string | null): SiteClient {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${HUB.path}?fingerprint=fp-node`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token ? { accessTokenFactory: () => token } : {}),
    })
    .withAutomaticReconnect([...HUB.retryDelaysMs])
    .withServerTimeout(HUB.serverTimeoutMs)
    .withKeepAliveInterval(HUB.keepAliveMs)
    .configureLogging(LogLevel.None)
    .build();
  const client: SiteClient = { connection, received: [], events: [] };
  connection.on('NotifyMessage', (message: HubMessage) => client.received.push(message));
  connection.onreconnecting(() => client.events.push('reconnecting'));
  connection.onreconnected(() => client.events.push('reconnected'));
  connection.onclose(() => client.events.push('close'));
  return client;
}

const playerIdOf = async (app: FastifyInstance, token: string) => (await app.accounts.sessions.authenticate(token))!.id;
const commands = (client: SiteClient, command: string) => client.received.filter((m) => m.command === command);

describe('the site hub client against the server', () => {
  let ctx: TestApp;
  before(async () => {
    ctx = await startTestApp({ events: { pollMs: 20, backoffMs: 50 } });
  });
  after(async () => ctx.close());

  it('hears a Notification committed through the outbox and the Balance after a ledger change, both for its player only', async () => {
    const player = await registerPlayer(ctx);
    const other = await registerPlayer(ctx);
    const mine = siteClient(ctx.baseUrl, player.auth.token);
    const theirs = siteClient(ctx.baseUrl, other.auth.token);
    await mine.connection.start();
    await theirs.connection.start();
    try {
      assert.equal(mine.connection.state, HubConnectionState.Connected);
      const playerId = await playerIdOf(ctx.app, player.auth.token);
      const otherId = await playerIdOf(ctx.app, other.auth.token);
      assert.deepEqual(
        ctx.app.hub.clients().map((c) => [c.playerId, c.fingerprint]).sort(),
        [[playerId, 'fp-node'], [otherId, 'fp-node']].sort(),
      );

      const id = await inTransaction(ctx.app.db, (trx) =>
        addNotification(trx, playerId, { type: NotificationType.Deposit, title: { tr: 'Yatırım onaylandı', en: 'Deposit confirmed' }, note: { tr: '100 TL', en: '100 TRY' } }),
      );
      await waitUntil(() => commands(mine, 'Notification').length > 0, () => `received ${JSON.stringify(mine.received)}`);
      assert.deepEqual(commands(mine, 'Notification'), [{ command: 'Notification', message: JSON.stringify({ id, type: NotificationType.Deposit }) }]);
      // the list the client then reloads has it
      const list = await ctx.post('/api/customer/notification', { skip: 0, take: 100 }, bearer(player.auth.token));
      assert.equal(list.body.data[0].id, id);

      // a committed ledger change of the player pushes the balance in its parts
      const walletId = (await findWalletId(ctx.app.db, playerId))!;
      await inTransaction(ctx.app.db, (trx) =>
        post(trx, { walletId, type: 'adjustment_credit', actor: { kind: 'system', id: 'hub-client-test' }, ref: { provider: OWN_PROVIDER, externalId: `hub-client:${playerId}` }, entries: [{ balance: 'cash', amount: 1350.25 }] }),
      );
      await waitUntil(() => commands(mine, 'Balance').length > 0, () => `received ${JSON.stringify(mine.received)}`);
      const balance: BalanceMessage = { balance: 1350.25, cash: 1350.25, bonus: 0, held: 0 };
      assert.deepEqual(JSON.parse(commands(mine, 'Balance')[0]!.message), balance);

      await new Promise((r) => setTimeout(r, 100));
      assert.deepEqual(theirs.received, []);
    } finally {
      await mine.connection.stop();
      await theirs.connection.stop();
    }
  });

  it('with a revoked token it gets no connection, and it does not try again', async () => {
    const player = await registerPlayer(ctx);
    assert.equal((await ctx.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
    // the server refuses the upgrade with 401 …
    await assert.rejects(rawClient(ctx.baseUrl, { headers: { Authorization: `Bearer ${player.auth.token}` } }), /upgrade refused: 401/);
    // … which the client sees as a failed start (a browser learns no status at all)
    const client = siteClient(ctx.baseUrl, player.auth.token);
    await assert.rejects(client.connection.start(), /WebSocket failed to connect/);
    assert.equal(client.connection.state, HubConnectionState.Disconnected);
    assert.equal(ctx.app.hub.clients().length, 0);
    await new Promise((r) => setTimeout(r, 2500)); // past the first two reconnect delays
    assert.deepEqual(client.events, []);
  });

  it('a session revoked while connected closes the connection for good: no reconnect loop', async () => {
    const player = await registerPlayer(ctx);
    const client = siteClient(ctx.baseUrl, player.auth.token);
    await client.connection.start();
    assert.equal((await ctx.get('/api/auth/logout', bearer(player.auth.token))).status, 200);
    await waitUntil(() => client.events.includes('close'), () => `events ${client.events.join(', ')}`);
    await new Promise((r) => setTimeout(r, 2500));
    assert.deepEqual(client.events, ['close']);
    assert.equal(client.connection.state, HubConnectionState.Disconnected);
    assert.equal(ctx.app.hub.clients().length, 0);
  });

  it('without a token it gets no connection: the start is refused (401 before the upgrade) and nobody is listed', async () => {
    const anonymous = siteClient(ctx.baseUrl, null);
    await assert.rejects(anonymous.connection.start());
    assert.equal(anonymous.connection.state, HubConnectionState.Disconnected);
    assert.deepEqual(ctx.app.hub.clients(), []);
  });
});

describe('the site hub client and a server restart', () => {
  let database: TestDatabase;
  const running: FastifyInstance[] = [];
  before(async () => {
    database = await createTestDatabase(testConfig());
  });
  after(async () => {
    for (const app of running) await app.close().catch(() => undefined);
    await database.dispose();
  });

  it('reconnects on its own to the server started again on the same port and database, and hears it', async () => {
    const first = await startTestApp({ database });
    running.push(first.app);
    const port = Number(new URL(first.baseUrl).port);
    const player = await registerPlayer(first);
    const client = siteClient(first.baseUrl, player.auth.token);
    await client.connection.start();
    try {
      await first.app.close();
      // the server said it is restarting: the client tries at once (refused), then after 2 s
      await waitUntil(() => client.events.includes('reconnecting'), () => `events ${client.events.join(', ')}`);
      assert.equal(client.connection.state, HubConnectionState.Reconnecting);

      const second = await buildApp(testConfig(), { database: database.handle, prettyLogs: false });
      running.push(second);
      await second.listen({ port, host: '127.0.0.1' });
      await waitUntil(() => client.events.includes('reconnected'), () => `events ${client.events.join(', ')}`, 15_000);
      assert.equal(client.connection.state, HubConnectionState.Connected);
      assert.deepEqual(client.events, ['reconnecting', 'reconnected']);

      const playerId = await playerIdOf(second, player.auth.token);
      await waitUntil(() => second.hub.clients().some((c) => c.playerId === playerId), () => 'not connected to the new server');
      assert.equal(second.hub.sendToPlayer(playerId, { command: 'Notification', message: 'after the restart' }), 1);
      await waitUntil(() => client.received.length > 0, () => 'nothing received after the restart');
      assert.deepEqual(client.received, [{ command: 'Notification', message: 'after the restart' }]);
    } finally {
      await client.connection.stop();
    }
  });
});
