import { STORAGE_KEYS, getWalletBalance } from '@arcadia/shared';
import { fail, mockApi, networkError, ok } from '@arcadia/shared/testing';
import { connectForbiddenReload } from './forbidden-reload';

const attempts = () => localStorage.getItem(STORAGE_KEYS.reloadAttempts);

let disconnect: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  disconnect();
  jest.useRealTimers();
});

it('a 403 reloads the page after 1 s, counting the attempt', async () => {
  mockApi({ 'GET user/balance': fail('Bu işlem için yetkiniz yok.', 403) });
  const reload = jest.fn();
  disconnect = connectForbiddenReload(reload);
  await getWalletBalance().catch(() => undefined);
  expect(attempts()).toBe('1');
  jest.advanceTimersByTime(999);
  expect(reload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('after three reloads in a row the fourth 403 clears the counter and does not reload', async () => {
  localStorage.setItem(STORAGE_KEYS.reloadAttempts, '3');
  mockApi({ 'GET user/balance': fail('Bu işlem için yetkiniz yok.', 403) });
  const reload = jest.fn();
  disconnect = connectForbiddenReload(reload);
  await getWalletBalance().catch(() => undefined);
  jest.runAllTimers();
  expect(reload).not.toHaveBeenCalled();
  expect(attempts()).toBeNull();
});

it('any other answer clears the counter; a broken connection leaves it', async () => {
  localStorage.setItem(STORAGE_KEYS.reloadAttempts, '2');
  const api = mockApi({ 'GET user/balance': networkError });
  disconnect = connectForbiddenReload(jest.fn());
  await getWalletBalance().catch(() => undefined);
  expect(attempts()).toBe('2');
  api.set('GET user/balance', ok({ balance: 1 }));
  await getWalletBalance();
  expect(attempts()).toBeNull();
});
