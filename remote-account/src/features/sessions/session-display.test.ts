import { isMobileDevice, isSessionActive, shortenFingerprint } from './session-display';
import type { PlayerSession } from '@arcadia/shared';

const session = (patch: Partial<PlayerSession>): PlayerSession => ({
  id: 1,
  createdAt: '2026-11-12T10:00:00Z',
  lastSeenAt: null,
  ip: '127.0.0.1',
  userAgent: '',
  device: '',
  fingerprint: '',
  current: false,
  revokedAt: null,
  ...patch,
});

it('shortens a long fingerprint to its ends and keeps a short one whole', () => {
  expect(shortenFingerprint('a1b2c3d4e5f6a7b8c9d0')).toBe('a1b2c3…c9d0');
  expect(shortenFingerprint('abc')).toBe('abc');
});

it('tells active from ended sessions and phones from computers', () => {
  expect(isSessionActive(session({}))).toBe(true);
  expect(isSessionActive(session({ revokedAt: '2026-11-12T11:00:00Z' }))).toBe(false);
  expect(isMobileDevice(session({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' }))).toBe(true);
  expect(isMobileDevice(session({ device: 'Chrome on Linux' }))).toBe(false);
});
