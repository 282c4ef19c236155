import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fail, mockApi, ok } from '../../testing/mock-api';
import { recordBus } from '../../testing/record-bus';
import { createQueryClient, QueryClientProvider } from '../query-client';
import { bonusKeys, useClaimTrialBonus, useTrialBonusAmount } from './bonus';

function renderWithClient<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook(hook, { wrapper }), queryClient };
}

describe('useClaimTrialBonus', () => {
  it("credits the bonus: the new balance goes over the bus, the server's text is toasted and the amount is fetched again", async () => {
    let claimed = false;
    const api = mockApi({
      'GET bonus/trialbonusamount': () => ok(claimed ? 0 : 50),
      'GET bonus/definetrialbonus': () => {
        claimed = true;
        return ok({ balance: 150 }, 'Deneme bonusu hesabınıza yüklendi.');
      },
    });
    const onSuccess = jest.fn();
    const { result } = renderWithClient(() => ({
      amount: useTrialBonusAmount(),
      claim: useClaimTrialBonus({ successText: 'Yüklendi', onSuccess }),
    }));
    await waitFor(() => expect(result.current.amount.data).toBe(50));

    const bus = recordBus();
    act(() => result.current.claim.claim());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    bus.stop();
    expect(bus.events).toEqual([
      { type: 'auth:balance', payload: { balance: 150 } },
      { type: 'toast', payload: { kind: 'success', message: 'Deneme bonusu hesabınıza yüklendi.' } },
    ]);
    await waitFor(() => expect(result.current.amount.data).toBe(0));
    expect(api.count('GET bonus/trialbonusamount')).toBe(2);
  });

  it('uses its own text when the server sends none, and leaves out a balance it did not get', async () => {
    mockApi({ 'GET bonus/definetrialbonus': ok(null) });
    const { result } = renderWithClient(() => useClaimTrialBonus({ successText: 'Yüklendi' }));
    const bus = recordBus();
    act(() => result.current.claim());
    await waitFor(() => expect(bus.events).toHaveLength(1));
    bus.stop();
    expect(bus.events).toEqual([{ type: 'toast', payload: { kind: 'success', message: 'Yüklendi' } }]);
  });

  it('a double click claims once and shows one toast', async () => {
    let claims = 0;
    const api = mockApi({
      'GET bonus/definetrialbonus': () => {
        claims += 1;
        return claims === 1 ? ok({ balance: 50 }, 'Deneme bonusu hesabınıza yüklendi.') : fail('Deneme bonusu bir kez alınabilir.', 409);
      },
    });
    const { result } = renderWithClient(() => useClaimTrialBonus({ successText: 'Yüklendi' }));
    const bus = recordBus();
    act(() => {
      result.current.claim();
      result.current.claim();
    });
    await waitFor(() => expect(bus.events.filter((event) => event.type === 'toast')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    bus.stop();
    expect(api.count('GET bonus/definetrialbonus')).toBe(1);
    expect(bus.events.filter((event) => event.type === 'toast')).toEqual([{ type: 'toast', payload: { kind: 'success', message: 'Deneme bonusu hesabınıza yüklendi.' } }]);
  });

  it("toasts the server's refusal and calls nothing else", async () => {
    mockApi({ 'GET bonus/definetrialbonus': fail('Deneme bonusu bir kez alınabilir.', 409) });
    const onSuccess = jest.fn();
    const { result, queryClient } = renderWithClient(() => useClaimTrialBonus({ successText: 'Yüklendi', onSuccess }));
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const bus = recordBus();
    act(() => result.current.claim());
    await waitFor(() => expect(bus.events).toHaveLength(1));
    bus.stop();
    expect(bus.events).toEqual([{ type: 'toast', payload: { kind: 'error', message: 'Deneme bonusu bir kez alınabilir.' } }]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: bonusKeys.all });
    await waitFor(() => expect(result.current.claiming).toBe(false));
  });
});
