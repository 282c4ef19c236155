import { act, renderHook } from '@testing-library/react';
import { useResendTimer } from './use-resend-timer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useResendTimer', () => {
  it('is idle until started, then counts 60 s down to 0', () => {
    const { result } = renderHook(() => useResendTimer());
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

  it('starting again resets to 60', () => {
    const { result } = renderHook(() => useResendTimer());
    act(() => result.current.start());
    for (let i = 0; i < 10; i += 1) act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(50);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
  });
});
