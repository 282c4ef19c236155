import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { eventBus } from '../../bus/event-bus';
import { kycRefusalOf, type KycStatus } from '../../model/kyc';
import { mockApi, ok } from '../../testing/mock-api';
import { createQueryClient, QueryClientProvider } from '../query-client';
import { useKycStatus } from './kyc';

const status = (level: KycStatus['level']): KycStatus => ({ level, documents: [], depositsBeforeVerification: { used: 0, limit: 2000 } });

function renderWithClient<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(hook, { wrapper });
}

describe('useKycStatus', () => {
  it('reads the status again when a notification arrives over the hub (the operator decided), not on a balance push', async () => {
    let level: KycStatus['level'] = 'pending';
    const api = mockApi({ 'GET kyc/status': () => ok(status(level)) });
    const { result } = renderWithClient(() => useKycStatus());
    await waitFor(() => expect(result.current.data?.level).toBe('pending'));

    level = 'verified';
    act(() => eventBus.emit('hub:message', { command: 'Balance', message: '{}' }));
    expect(api.count('GET kyc/status')).toBe(1);
    act(() => eventBus.emit('hub:message', { command: 'Notification', message: JSON.stringify({ id: 7, type: 5 }) }));
    await waitFor(() => expect(result.current.data?.level).toBe('verified'));
    expect(api.count('GET kyc/status')).toBe(2);
  });

  it('reads nothing for a visitor', () => {
    const api = mockApi({ 'GET kyc/status': ok(status('none')) });
    renderWithClient(() => useKycStatus({ enabled: false }));
    act(() => eventBus.emit('hub:message', { command: 'Notification', message: '{}' }));
    expect(api.count('GET kyc/status')).toBe(0);
  });
});

describe('kycRefusalOf', () => {
  it('reads the identity gates\' data.kyc, and nothing else', () => {
    expect(kycRefusalOf({ kyc: { level: 'none' } })).toEqual({ level: 'none' });
    expect(kycRefusalOf({ kyc: { level: 'pending', used: 1500, limit: 2000 } })).toEqual({ level: 'pending', used: 1500, limit: 2000 });
    for (const other of [null, undefined, {}, { kyc: null }, { kyc: { level: 'gold' } }, { exclusion: { type: 'timeout' } }, 'kyc']) expect(kycRefusalOf(other)).toBeNull();
  });
});
