import { STORAGE_KEYS, authState, createQueryClient, eventBus, paymentKeys, readAuthData, writeJson, type QueryClient, type WalletBalance } from '@arcadia/shared';
import { fail, mockApi, ok, seedSession, type MockReply } from '@arcadia/shared/testing';
import { authDataFixture } from '../../app/testing/fixtures';
import { connectBalanceChannel } from './balance-channel';

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

let queryClient: QueryClient;
let stops: (() => void)[];

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  seedSession(null);
  queryClient = createQueryClient();
  stops = [];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  queryClient.clear();
  jest.useRealTimers();
});

const connect = () => stops.push(connectBalanceChannel(queryClient));
const signIn = (balance = 0, token = 'token-123') => seedSession(authDataFixture({ balance, token }));
const cached = () => queryClient.getQueryData<WalletBalance>(paymentKeys.balance);
const parts = (balance: number, cash = balance, bonus = 0, held = 0): WalletBalance => ({ balance, cash, bonus, held });

describe('the balance poll', () => {
  it('asks at sign-in, then every 3000 ms, silently, and stops at sign-out', async () => {
    let balance = 100;
    const api = mockApi({ 'GET user/balance': () => ok(parts((balance += 1))) });
    connect();
    expect(api.callsTo('GET user/balance')).toHaveLength(0);

    signIn(100);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(1);
    expect(authState.get().balance).toBe(101);
    jest.advanceTimersByTime(3000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(2);
    expect(authState.get().balance).toBe(102);

    seedSession(null);
    await flush();
    expect(cached()).toBeUndefined();
    jest.advanceTimersByTime(9000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(2);
  });

  it('asks at once for a session restored from storage', async () => {
    writeJson(STORAGE_KEYS.authData, authDataFixture({ balance: 1 }));
    const api = mockApi({ 'GET user/balance': () => ok(parts(25)) });
    connect();
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(1);
    expect(readAuthData()?.balance).toBe(25);
  });

  it('keeps the last balance when a poll fails, without a toast', async () => {
    mockApi({ 'GET user/balance': () => fail('Sunucu hatası', 503) });
    const toasts: unknown[] = [];
    const sub = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
    signIn(42);
    connect();
    await flush();
    jest.advanceTimersByTime(3000);
    await flush();
    expect(authState.get().balance).toBe(42);
    expect(toasts).toHaveLength(0);
    sub.unsubscribe();
  });

  it('brings the parts into the session: cash, bonus with its product, held', async () => {
    mockApi({ 'GET user/balance': () => ok({ balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' }) });
    signIn(0);
    connect();
    await flush();
    expect(authState.get()).toMatchObject({ balance: 50, wallet: { cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' } });
    expect(readAuthData()?.wallet).toEqual({ cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' });
  });

  it('another player signing in gets their own balance, not the last one\'s', async () => {
    const api = mockApi({ 'GET user/balance': () => ok(parts(api.calls.length === 1 ? 500 : 9)) });
    signIn(0, 'token-a');
    connect();
    await flush();
    expect(cached()?.balance).toBe(500);
    signIn(0, 'token-b');
    await flush();
    expect(api.callsTo('GET user/balance').map((call) => call.headers.Authorization)).toEqual(['Bearer token-a', 'Bearer token-b']);
    expect(cached()?.balance).toBe(9);
    expect(authState.get().balance).toBe(9);
  });
});

describe('the poll and the live hub', () => {
  it('stops while the hub is connected (it pushes every change) and runs again when it drops', async () => {
    const api = mockApi({ 'GET user/balance': () => ok(parts(1)) });
    signIn();
    connect();
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(1);

    eventBus.emit('hub:state', { state: 'Connected' });
    await flush();
    // what changed before the connection was not pushed: one question at connection, then none
    expect(api.callsTo('GET user/balance')).toHaveLength(2);
    jest.advanceTimersByTime(60_000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(2);

    eventBus.emit('hub:state', { state: 'Reconnecting', error: 'lost' });
    jest.advanceTimersByTime(3000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(3);
  });

  it('asks at once when the hub comes back after a drop, since pushes meanwhile were lost', async () => {
    const api = mockApi({ 'GET user/balance': () => ok(parts(77)) });
    signIn();
    connect();
    eventBus.emit('hub:state', { state: 'Connected' });
    await flush();
    const before = api.callsTo('GET user/balance').length;
    eventBus.emit('hub:state', { state: 'Reconnecting' });
    eventBus.emit('hub:state', { state: 'Connected' });
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(before + 1);
    expect(authState.get().balance).toBe(77);
  });

  it('a pushed balance is written into the one entry and the session, without a call', async () => {
    const api = mockApi({ 'GET user/balance': () => ok(parts(1)) });
    signIn();
    connect();
    eventBus.emit('hub:state', { state: 'Connected' });
    await flush();
    const before = api.callsTo('GET user/balance').length;
    eventBus.emit('auth:balance', { balance: 80, cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    await flush();
    expect(cached()).toEqual({ balance: 80, cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    expect(authState.get()).toMatchObject({ balance: 80, wallet: { cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' } });
    expect(api.callsTo('GET user/balance')).toHaveLength(before);
  });

  it('a poll answer under way when a newer balance was pushed is dropped', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    mockApi({ 'GET user/balance': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    signIn(100);
    connect();
    await flush();
    eventBus.emit('auth:balance', parts(150));
    answer(ok(parts(100)));
    await flush();
    expect(authState.get().balance).toBe(150);
    expect(cached()?.balance).toBe(150);
  });

  it('a total without its parts (a claimed bonus) shows at once and is asked for with its parts', async () => {
    const api = mockApi({ 'GET user/balance': () => ok({ balance: 130, cash: 80, bonus: 50, held: 0, bonusProduct: 'casino' }) });
    signIn();
    connect();
    eventBus.emit('hub:state', { state: 'Connected' });
    await flush();
    eventBus.emit('auth:balance', parts(80, 80));
    await flush();
    const before = api.callsTo('GET user/balance').length;

    eventBus.emit('auth:balance', { balance: 130 });
    // the parts known no longer make up the total: not listed until the answer brings them
    expect(authState.get()).toMatchObject({ balance: 130, wallet: null });
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(before + 1);
    expect(authState.get()).toMatchObject({ balance: 130, wallet: { cash: 80, bonus: 50, held: 0, bonusProduct: 'casino' } });
  });

  it('a total that the known parts still make up keeps them; parts that do not make up their total are not listed', async () => {
    mockApi({ 'GET user/balance': () => new Promise<MockReply>(() => undefined) });
    signIn();
    connect();
    eventBus.emit('auth:balance', { balance: 80, cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    eventBus.emit('auth:balance', { balance: 80 });
    expect(authState.get().wallet).toEqual({ cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    eventBus.emit('auth:balance', { balance: 70, cash: 10, bonus: 10, held: 0 });
    await flush();
    expect(authState.get()).toMatchObject({ balance: 70, wallet: null });
    expect(readAuthData()).not.toHaveProperty('wallet');
  });

  it('signed out, a push changes nothing', async () => {
    mockApi();
    connect();
    eventBus.emit('auth:balance', parts(999));
    await flush();
    expect(cached()).toBeUndefined();
    expect(authState.get().isLoggedIn).toBe(false);
  });
});
