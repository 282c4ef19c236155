import { REALITY_CHECK_COMMAND, STORAGE_KEYS, authState, createQueryClient, eventBus, readAuthData, writeString, type AppEvents } from '@arcadia/shared';
import { fail, mockApi, ok, seedSession } from '@arcadia/shared/testing';
import { authDataFixture } from '../../app/testing/fixtures';
import { connectAuthSession } from '../auth-session';
import { connectLiveHub } from './index';
import { connections, server, type FakeHubConnection } from './fake-signalr';

jest.mock('@microsoft/signalr', () => jest.requireActual('./fake-signalr'));

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

let states: AppEvents['hub:state'][];
let messages: AppEvents['hub:message'][];
let stops: (() => void)[];

beforeEach(() => {
  localStorage.clear();
  seedSession(null);
  connections.length = 0;
  server.start = () => Promise.resolve();
  states = [];
  messages = [];
  const subs = [eventBus.on('hub:state').subscribe((s) => states.push(s)), eventBus.on('hub:message').subscribe((m) => messages.push(m))];
  stops = [() => subs.forEach((s) => s.unsubscribe())];
});
afterEach(async () => {
  stops.forEach((stop) => stop());
  await flush();
  jest.useRealTimers();
});

const connect = () => stops.unshift(connectLiveHub());
const signIn = (token = 'token-123') => seedSession(authDataFixture({ token, fingerprint: 'fp-1' }));
const live = (): FakeHubConnection => {
  const last = connections[connections.length - 1];
  if (!last) throw new Error('no connection was built');
  return last;
};

describe('one hub connection for the signed-in player', () => {
  it('opens none while signed out', async () => {
    connect();
    await flush();
    expect(connections).toHaveLength(0);
  });

  it('opens one at login on ./hub/frnotify with the fingerprint, the token, WebSockets without negotiation, reconnect 0/2/10/30 s, timeout 30 s, keep-alive 15 s', async () => {
    connect();
    signIn();
    await flush();
    expect(connections).toHaveLength(1);
    const { url, options, retryDelays, serverTimeoutMs, keepAliveMs } = live().builtWith;
    expect(url).toBe('./hub/frnotify?fingerprint=fp-1');
    expect(options.skipNegotiation).toBe(true);
    expect(options.transport).toBe(1); // HttpTransportType.WebSockets
    expect(await options.accessTokenFactory?.()).toBe('token-123');
    expect(retryDelays).toEqual([0, 2000, 10000, 30000]);
    expect(serverTimeoutMs).toBe(30000);
    expect(keepAliveMs).toBe(15000);
    expect(live().startCalls).toBe(1);
    expect(states.map((s) => s.state)).toEqual(['Connecting', 'Connected']);
  });

  it('opens one at start-up when a session is stored, and takes the stored fingerprint when the session has none', async () => {
    writeString(STORAGE_KEYS.fingerprint, 'stored-fp');
    seedSession(authDataFixture({ token: 'kept', fingerprint: undefined }));
    connect();
    await flush();
    expect(live().builtWith.url).toBe('./hub/frnotify?fingerprint=stored-fp');
    expect(live().state).toBe('Connected');
  });

  it('closes it at logout, for good', async () => {
    connect();
    signIn();
    await flush();
    states.length = 0;
    seedSession(null);
    await flush();
    expect(live().stopCalls).toBe(1);
    expect(live().state).toBe('Disconnected');
    expect(states.map((s) => s.state)).toEqual(['Disconnecting', 'Disconnected']);
    expect(connections).toHaveLength(1);
  });

  it('a balance update keeps the connection; a new token (another login) replaces it', async () => {
    connect();
    signIn('first');
    await flush();
    seedSession({ ...readAuthData()!, balance: 5 });
    await flush();
    expect(connections).toHaveLength(1);

    signIn('second');
    await flush();
    expect(connections).toHaveLength(2);
    expect(connections[0]!.stopCalls).toBe(1);
    expect(await connections[1]!.builtWith.options.accessTokenFactory?.()).toBe('second');
    expect(connections[1]!.state).toBe('Connected');
  });

  it('a logout right after the login closes what the login opened', async () => {
    connect();
    signIn();
    seedSession(null);
    await flush();
    expect(connections).toHaveLength(1);
    expect(live().stopCalls).toBe(1);
    expect(live().state).toBe('Disconnected');
  });

  it('passes a drop, the reconnection and a final close on as states, and reconnected as its own event', async () => {
    const reconnected = jest.fn();
    const sub = eventBus.on('hub:reconnected').subscribe(reconnected);
    connect();
    signIn();
    await flush();
    states.length = 0;
    live().drop();
    live().restore();
    expect(reconnected).toHaveBeenCalledTimes(1);
    live().close(new Error('Server returned an error on close: Session ended.'));
    expect(states).toEqual([
      { state: 'Reconnecting', error: 'WebSocket closed with status code: 1006.' },
      { state: 'Connected' },
      { state: 'Disconnected', error: 'Server returned an error on close: Session ended.' },
    ]);
    await flush();
    expect(connections).toHaveLength(1); // a closed connection is not started again
    sub.unsubscribe();
  });
});

describe('a start that fails', () => {
  it('is tried again after 0, 2, 10 and 30 s, then given up', async () => {
    jest.useFakeTimers();
    server.start = () => Promise.reject(new Error('WebSocket failed to connect.'));
    connect();
    signIn();
    await flush();
    const attempts = () => live().startCalls;
    expect(attempts()).toBe(1);
    for (const [delay, expected] of [[0, 2], [2000, 3], [10000, 4], [30000, 5]] as const) {
      jest.advanceTimersByTime(delay);
      await flush();
      expect(attempts()).toBe(expected);
    }
    jest.advanceTimersByTime(120000);
    await flush();
    expect(attempts()).toBe(5);
    expect(connections).toHaveLength(1);
    expect(states[states.length - 1]).toEqual({ state: 'Disconnected', error: 'WebSocket failed to connect.' });
  });

  it('a retry that succeeds connects', async () => {
    jest.useFakeTimers();
    server.start = () => Promise.reject(new Error('WebSocket failed to connect.'));
    connect();
    signIn();
    await flush();
    server.start = () => Promise.resolve();
    jest.advanceTimersByTime(0);
    await flush();
    expect(live().state).toBe('Connected');
    expect(states[states.length - 1]).toEqual({ state: 'Connected' });
  });

  it('refused for a revoked token, it stops when the balance poll meets the 401 and signs the player out', async () => {
    jest.useFakeTimers();
    // what the browser client reports for an upgrade answered with 401
    server.start = () => Promise.reject(new Error('WebSocket failed to connect.'));
    const api = mockApi({ 'GET user/balance': () => fail('Oturumunuz sona erdi.', 401), 'GET auth/logout': () => fail('Oturumunuz sona erdi.', 401) });
    stops.unshift(connectAuthSession({ navigate: jest.fn(), reload: jest.fn(), queryClient: createQueryClient() }));
    eventBus.emit('auth:login', { authData: authDataFixture() });
    await flush();
    jest.advanceTimersByTime(3000);
    await flush();
    expect(api.callsTo('GET auth/logout')).toHaveLength(1);
    expect(authState.get().isLoggedIn).toBe(false);
    const attempts = live().startCalls;
    expect(attempts).toBeLessThanOrEqual(3);
    jest.advanceTimersByTime(120000);
    await flush();
    expect(live().startCalls).toBe(attempts);
    expect(connections).toHaveLength(1);
  });

  it('a logout stops the retries', async () => {
    jest.useFakeTimers();
    server.start = () => Promise.reject(new Error('WebSocket failed to connect.'));
    connect();
    signIn();
    await flush();
    seedSession(null);
    await flush();
    jest.advanceTimersByTime(120000);
    await flush();
    expect(live().startCalls).toBe(1);
  });
});

describe('what the hub pushes', () => {
  it('passes every NotifyMessage on the bus as hub:message', async () => {
    connect();
    signIn();
    await flush();
    live().invoke('NotifyMessage', { command: 'Notification', message: '{"id":4,"type":1}' });
    live().invoke('NotifyMessage', { command: 'Jackpot', message: 'x' });
    live().invoke('NotifyMessage', null);
    // the play page listens for the reality check: it passes unchanged
    live().invoke('NotifyMessage', { command: REALITY_CHECK_COMMAND, message: '{"stakes":10}' });
    expect(messages).toEqual([
      { command: 'Notification', message: '{"id":4,"type":1}' },
      { command: 'Jackpot', message: 'x' },
      { command: 'RealityCheck', message: '{"stakes":10}' },
    ]);
  });

  it('Balance updates the header balance and the stored session at once, without a call', async () => {
    const api = mockApi({ 'GET user/balance': () => ok({ balance: 1 }) });
    stops.unshift(connectAuthSession({ navigate: jest.fn(), reload: jest.fn(), queryClient: createQueryClient() }));
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 100 }) });
    await flush();
    const asked = api.callsTo('GET user/balance').length;
    live().invoke('NotifyMessage', { command: 'Balance', message: JSON.stringify({ balance: 1350.25, cash: 1300.25, bonus: 50, held: 100, bonusProduct: 'casino' }) });
    expect(authState.get().balance).toBe(1350.25);
    expect(readAuthData()?.balance).toBe(1350.25);
    // its parts too: the header's balance menu says the bonus is casino money
    expect(authState.get().wallet).toEqual({ cash: 1300.25, bonus: 50, held: 100, bonusProduct: 'casino' });
    live().invoke('NotifyMessage', { command: 'Balance', message: 'not json' });
    live().invoke('NotifyMessage', { command: 'Balance', message: '{"balance":"lots"}' });
    await flush();
    expect(authState.get().balance).toBe(1350.25);
    expect(api.callsTo('GET user/balance')).toHaveLength(asked);
  });

  it('no balance poll while connected; every 3 s while the hub is away; its return asks for the balance at once', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'GET user/balance': () => ok({ balance: 7, cash: 7, bonus: 0, held: 0 }) });
    stops.unshift(connectAuthSession({ navigate: jest.fn(), reload: jest.fn(), queryClient: createQueryClient() }));
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 100 }) });
    await flush();
    const asked = () => api.callsTo('GET user/balance').length;
    const connected = asked();
    expect(authState.get().balance).toBe(7);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(asked()).toBe(connected);

    live().drop();
    jest.advanceTimersByTime(3000);
    await flush();
    expect(asked()).toBe(connected + 1);
    live().restore();
    await flush();
    expect(asked()).toBe(connected + 2);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(asked()).toBe(connected + 2);

    live().close(new Error('gone'));
    jest.advanceTimersByTime(3000);
    await flush();
    expect(asked()).toBe(connected + 3);
  });
});
