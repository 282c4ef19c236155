/** An `authData` as the server returns it after login or registration. */
export const sampleAuthData = {
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
};
