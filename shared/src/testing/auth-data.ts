import type { AuthData } from '../model/types';

/** An `authData` as the server returns it after login or registration; `patch` changes what a test needs. */
export const authDataFixture = (patch: Partial<AuthData> = {}): AuthData => ({
  token: 'token-123',
  balance: 0,
  username: 'player1',
  usercode: 'U-1',
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  phone: '905321234567',
  smsVerified: false,
  ...patch,
});
