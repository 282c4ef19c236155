import type { AuthData } from '@arcadia/shared';
import { STORAGE_KEYS, eventBus, openDialog, readAuthData, writeJson, writeString } from '@arcadia/shared';
import { mockApi, ok, fail, type MockReply } from '@arcadia/shared/testing';
import { authDataFixture } from '../../app/testing/fixtures';
import {
  SIGNED_OUT,
  connectAuthSession,
  isBalancePolling,
  logout,
  restoreAuthSession,
  stopBalancePolling,
} from './auth-session';
import { authState, openDialogState, closeDialog } from '@arcadia/shared';
import { seedSession } from '@arcadia/shared/testing';
import { BALANCE_POLL_WHILE_LIVE_MS, balancePollInterval } from './auth-session';

// The live hub follows the session on its own (features/hub has its tests); here it is a no-op.
const connectLiveHub = jest.fn(() => () => undefined);
jest.mock('../hub', () => ({ connectLiveHub: () => connectLiveHub() }));

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  seedSession(null);
  closeDialog();
});
afterEach(() => {
  stopBalancePolling();
  jest.useRealTimers();
});

describe('restoring the session on load', () => {
  it('signs in from the stored authData', () => {
    writeJson(STORAGE_KEYS.authData, authDataFixture({ username: 'ayse', balance: 50 }));
    expect(restoreAuthSession()).toBe(true);
    expect(authState.get()).toEqual({ isLoggedIn: true, username: 'ayse', balance: 50, wallet: null });
  });

  it('is signed out without stored authData, also when another tab removed it', () => {
    seedSession({ token: 'test-token', username: 'x', balance: 1 } as AuthData);
    localStorage.removeItem(STORAGE_KEYS.authData);
    expect(restoreAuthSession()).toBe(false);
    expect(authState.get()).toEqual(SIGNED_OUT);
  });
});

describe('auth events', () => {
  it('auth:login stores authData with the fingerprint, signs in and closes the login dialog', () => {
    mockApi();
    writeString(STORAGE_KEYS.fingerprint, 'fp-1');
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    openDialog('login');
    eventBus.emit('auth:login', { authData: authDataFixture({ username: 'mehmet', balance: 10 }) });
    expect(readAuthData()).toMatchObject({ username: 'mehmet', token: 'token-123', fingerprint: 'fp-1' });
    expect(authState.get()).toEqual({ isLoggedIn: true, username: 'mehmet', balance: 10, wallet: null });
    expect(openDialogState.get()).toBeNull();
    expect(isBalancePolling()).toBe(true);
    stop();
  });

  it('auth:login keeps the registration dialog open for its phone step', () => {
    mockApi();
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    openDialog('register');
    eventBus.emit('auth:login', { authData: authDataFixture() });
    expect(openDialogState.get()?.dialog).toBe('register');
    stop();
  });

  it('auth:logout after a password change signs out at once, without the reload, and opens the login dialog', () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    const navigate = jest.fn();
    writeJson(STORAGE_KEYS.authData, authDataFixture({ username: 'ayse' }));
    const stop = connectAuthSession({ navigate, reload });
    expect(isBalancePolling()).toBe(true);
    openDialog('changePassword');
    eventBus.emit('auth:logout', { reason: 'passwordChanged' });
    expect(readAuthData()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
    expect(authState.get()).toEqual(SIGNED_OUT);
    expect(openDialogState.get()?.dialog).toBe('login');
    expect(isBalancePolling()).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    stop();
    jest.useRealTimers();
  });

  it('auth:balance and auth:update change the state and the stored authData', () => {
    writeJson(STORAGE_KEYS.authData, authDataFixture({ balance: 5 }));
    restoreAuthSession();
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:balance', { balance: 99.5 });
    expect(authState.get().balance).toBe(99.5);
    expect(readAuthData()?.balance).toBe(99.5);
    eventBus.emit('auth:update', { patch: { smsVerified: true, phone: '905550000000' } });
    expect(readAuthData()).toMatchObject({ smsVerified: true, phone: '905550000000', balance: 99.5 });
    stop();
  });
});

describe('balance polling', () => {
  it('polls GET user/balance every 3000 ms while signed in, silently, and stops at logout', async () => {
    let balance = 100;
    const api = mockApi({
      'GET user/balance': () => ok({ balance: (balance += 1) }),
      'GET auth/logout': () => ok(null),
    });
    const navigate = jest.fn();
    const stop = connectAuthSession({ navigate, reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 100 }) });

    expect(api.callsTo('GET user/balance')).toHaveLength(0);
    jest.advanceTimersByTime(3000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(1);
    expect(authState.get().balance).toBe(101);
    jest.advanceTimersByTime(3000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(2);
    expect(authState.get().balance).toBe(102);

    eventBus.emit('auth:logout', { reason: 'user' });
    await flush();
    expect(isBalancePolling()).toBe(false);
    jest.advanceTimersByTime(9000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(2);
    stop();
  });

  it('keeps the last balance when a poll fails, without a toast', async () => {
    mockApi({ 'GET user/balance': () => fail('Sunucu hatası', 503) });
    const toasts: unknown[] = [];
    const sub = eventBus.on('toast').subscribe((t) => toasts.push(t));
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 42 }) });
    jest.advanceTimersByTime(3000);
    await flush();
    expect(authState.get().balance).toBe(42);
    expect(toasts).toHaveLength(0);
    sub.unsubscribe();
    stop();
  });

  it('starts polling on connect when the restored session is signed in', () => {
    writeJson(STORAGE_KEYS.authData, authDataFixture());
    restoreAuthSession();
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    expect(isBalancePolling()).toBe(true);
    stop();
    expect(isBalancePolling()).toBe(false);
  });
});

describe('balance polling and the live hub', () => {
  it('connects the live hub with the session', () => {
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    expect(connectLiveHub).toHaveBeenCalled();
    stop();
  });

  it('polls every 30 s while the hub is connected, and every 3 s again when it is not', async () => {
    const api = mockApi({ 'GET user/balance': () => ok({ balance: 1 }) });
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture() });
    expect(balancePollInterval()).toBe(3000);

    eventBus.emit('hub:state', { state: 'Connected' });
    expect(balancePollInterval()).toBe(BALANCE_POLL_WHILE_LIVE_MS);
    jest.advanceTimersByTime(29_999);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(1);

    for (const state of ['Reconnecting', 'Disconnected'] as const) {
      eventBus.emit('hub:state', { state: 'Connected' });
      eventBus.emit('hub:state', { state, error: 'lost' });
      expect(balancePollInterval()).toBe(3000);
    }
    jest.advanceTimersByTime(3000);
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(2);
    stop();
    expect(balancePollInterval()).toBeNull();
  });

  it('asks for the balance at once when the hub reconnects', async () => {
    const api = mockApi({ 'GET user/balance': () => ok({ balance: 77 }) });
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture() });
    eventBus.emit('hub:reconnected', {});
    await flush();
    expect(api.callsTo('GET user/balance')).toHaveLength(1);
    expect(authState.get().balance).toBe(77);
    stop();
  });

  it('the poll brings the balance\'s parts into the session: cash, bonus with its product, held', async () => {
    mockApi({ 'GET user/balance': () => ok({ balance: 50, cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' }) });
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 0 }) });
    jest.advanceTimersByTime(3000);
    await flush();
    expect(authState.get()).toMatchObject({ balance: 50, wallet: { cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' } });
    expect(readAuthData()?.wallet).toEqual({ cash: 0, bonus: 50, held: 0, bonusProduct: 'casino' });
    stop();
  });

  it('a total without parts keeps the parts while they still make it up and drops them when they do not', () => {
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 0 }) });
    eventBus.emit('auth:balance', { balance: 80, cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    expect(authState.get().wallet).toEqual({ cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    // the same total from a source that knows only the total (a sports bet's answer, a claim)
    eventBus.emit('auth:balance', { balance: 80 });
    expect(authState.get().wallet).toEqual({ cash: 30, bonus: 50, held: 5, bonusProduct: 'casino' });
    // a sports stake of ₺10 came from the cash: which part moved is not known until the next poll or push
    eventBus.emit('auth:balance', { balance: 70 });
    expect(authState.get()).toMatchObject({ balance: 70, wallet: null });
    expect(readAuthData()).not.toHaveProperty('wallet');
    // parts that do not make up their own total are not listed either
    eventBus.emit('auth:balance', { balance: 70, cash: 10, bonus: 10, held: 0 });
    expect(authState.get()).toMatchObject({ balance: 70, wallet: null });
    stop();
  });

  it('a poll answer that was under way when a newer balance was pushed is dropped', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    mockApi({ 'GET user/balance': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const stop = connectAuthSession({ navigate: jest.fn(), reload: jest.fn() });
    eventBus.emit('auth:login', { authData: authDataFixture({ balance: 100 }) });
    jest.advanceTimersByTime(3000);
    await flush();
    eventBus.emit('auth:balance', { balance: 150 });
    answer(ok({ balance: 100 }));
    await flush();
    expect(authState.get().balance).toBe(150);
    stop();
  });
});

describe('logout', () => {
  it('calls GET auth/logout, clears storage, goes to /, resets the state and reloads after 300 ms', async () => {
    const api = mockApi({ 'GET auth/logout': () => ok(null) });
    writeJson(STORAGE_KEYS.authData, authDataFixture());
    writeString(STORAGE_KEYS.refId, '7');
    sessionStorage.setItem('something', '1');
    restoreAuthSession();
    const navigate = jest.fn();
    const reload = jest.fn();

    await logout({ navigate, reload });

    const call = api.callsTo('GET auth/logout')[0];
    expect(call?.headers.Authorization).toBe('Bearer token-123');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(authState.get()).toEqual(SIGNED_OUT);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('runs the same flow for an expired session (401) and ignores repeats while it runs', async () => {
    const api = mockApi({ 'GET auth/logout': () => fail('Oturum süresi doldu', 401) });
    writeJson(STORAGE_KEYS.authData, authDataFixture());
    restoreAuthSession();
    const navigate = jest.fn();
    const reload = jest.fn();
    const stop = connectAuthSession({ navigate, reload });

    eventBus.emit('auth:logout', { reason: 'expired' });
    eventBus.emit('auth:logout', { reason: 'expired' });
    await flush();

    expect(api.callsTo('GET auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(authState.get().isLoggedIn).toBe(false);
    jest.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
