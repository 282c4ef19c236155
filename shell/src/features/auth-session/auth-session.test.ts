import type { AuthData } from '@arcadia/shared';
import { STORAGE_KEYS, eventBus, openDialog, readAuthData, writeJson, writeString } from '@arcadia/shared';
import { mockApi, ok, fail } from '@arcadia/shared/testing';
import { authDataFixture } from '../../app/testing/fixtures';
import { SIGNED_OUT, connectAuthSession, logout, restoreAuthSession } from './auth-session';
import { authState, openDialogState, closeDialog, createQueryClient } from '@arcadia/shared';
import { seedSession } from '@arcadia/shared/testing';

// The live hub follows the session on its own (features/hub has its tests); here it is a no-op.
const connectLiveHub = jest.fn(() => () => undefined);
jest.mock('../hub', () => ({ connectLiveHub: () => connectLiveHub() }));

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  seedSession(null);
  closeDialog();
});
afterEach(() => {
  jest.useRealTimers();
});

const environment = (env: { navigate?: jest.Mock; reload?: jest.Mock } = {}) => ({ navigate: jest.fn(), reload: jest.fn(), queryClient: createQueryClient(), ...env });

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
    const stop = connectAuthSession(environment());
    openDialog('login');
    eventBus.emit('auth:login', { authData: authDataFixture({ username: 'mehmet', balance: 10 }) });
    expect(readAuthData()).toMatchObject({ username: 'mehmet', token: 'token-123', fingerprint: 'fp-1' });
    expect(authState.get()).toEqual({ isLoggedIn: true, username: 'mehmet', balance: 10, wallet: null });
    expect(openDialogState.get()).toBeNull();
    stop();
  });

  it('auth:login keeps the registration dialog open for its phone step', () => {
    mockApi();
    const stop = connectAuthSession(environment());
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
    const stop = connectAuthSession(environment({ navigate, reload }));
    openDialog('changePassword');
    eventBus.emit('auth:logout', { reason: 'passwordChanged' });
    expect(readAuthData()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
    expect(authState.get()).toEqual(SIGNED_OUT);
    expect(openDialogState.get()?.dialog).toBe('login');
    jest.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    stop();
    jest.useRealTimers();
  });

  it('auth:balance and auth:update change the state and the stored authData', () => {
    writeJson(STORAGE_KEYS.authData, authDataFixture({ balance: 5 }));
    restoreAuthSession();
    const stop = connectAuthSession(environment());
    eventBus.emit('auth:balance', { balance: 99.5 });
    expect(authState.get().balance).toBe(99.5);
    expect(readAuthData()?.balance).toBe(99.5);
    eventBus.emit('auth:update', { patch: { smsVerified: true, phone: '905550000000' } });
    expect(readAuthData()).toMatchObject({ smsVerified: true, phone: '905550000000', balance: 99.5 });
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
    const stop = connectAuthSession(environment({ navigate, reload }));

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
