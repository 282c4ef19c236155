import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@arcadia/shared';
import { clearCooldowns, retryAfterSecondsOf } from './resend-cooldown';
import { useResendTimer } from './use-resend-timer';

beforeEach(() => {
  jest.useFakeTimers();
  clearCooldowns();
});
afterEach(() => jest.useRealTimers());

describe('useResendTimer', () => {
  it('is idle until started, then counts 60 s down to 0', () => {
    const { result } = renderHook(() => useResendTimer(['sms:to:1']));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    for (let i = 0; i < 59; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('starting again resets to 60; the server can set its own wait', () => {
    const { result } = renderHook(() => useResendTimer(['sms:to:1']));
    act(() => result.current.start());
    for (let i = 0; i < 10; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(50);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
    act(() => result.current.start(57));
    expect(result.current.remaining).toBe(57);
  });

  it('outlives the screen that started it and follows the account to another number', () => {
    const first = renderHook(() => useResendTimer(['sms:account:7', 'sms:to:905321234567']));
    act(() => first.result.current.start());
    act(() => jest.advanceTimersByTime(3000));
    first.unmount();
    // another screen, another number of the same account: the account's wait goes on
    const second = renderHook(() => useResendTimer(['sms:account:7', 'sms:to:905551112233']));
    expect(second.result.current.remaining).toBe(57);
    // another account with another number may send
    const other = renderHook(() => useResendTimer(['sms:account:8', 'sms:to:905551112233']));
    expect(other.result.current.running).toBe(false);
  });
});

describe('retryAfterSecondsOf', () => {
  it("takes the server's wait, falls back to a full countdown for a 429 without one, and ignores other failures", () => {
    expect(retryAfterSecondsOf(Object.assign(new ApiError('http', 'wait', 429), { data: { retryAfterSeconds: 42 } }))).toBe(42);
    expect(retryAfterSecondsOf(new ApiError('http', 'wait', 429))).toBe(60);
    expect(retryAfterSecondsOf(new ApiError('http', 'bad', 400))).toBeNull();
    expect(retryAfterSecondsOf(new ApiError('network', 'offline'))).toBeNull();
  });
});
