import { renderHook } from '@testing-library/react';
import { MemoryRouter } from '@arcadia/ui/router';
import { STORAGE_KEYS } from '@arcadia/shared';
import { referralId, useReferralTracking } from './use-referral-tracking';

beforeEach(() => localStorage.clear());

it('stores the numeric ?ref= value under refId', () => {
  renderHook(() => useReferralTracking(), {
    wrapper: ({ children }) => <MemoryRouter initialEntries={['/?ref=0042']}>{children}</MemoryRouter>,
  });
  expect(localStorage.getItem(STORAGE_KEYS.refId)).toBe('42');
});

it('ignores values that are not positive numbers', () => {
  expect(referralId('?ref=abc')).toBeNull();
  expect(referralId('?ref=-3')).toBeNull();
  expect(referralId('?ref=0')).toBeNull();
  expect(referralId('')).toBeNull();
  expect(referralId('?x=1&ref=15')).toBe('15');
});
