import { eventBus, readAuthData } from '@arcadia/shared';
import { rememberUsernameForLogin } from '../../login';

/**
 * After a password change the server has revoked every token of the player, so the player must
 * end up signed out with the login dialog open. The shell owns the session: it signs out without
 * the reload of a normal logout (which would take the login dialog away) and opens the login dialog,
 * which the username fills (read before the session goes).
 */
export function signOutAfterPasswordChange(): void {
  rememberUsernameForLogin(readAuthData()?.username);
  eventBus.emit('auth:logout', { reason: 'passwordChanged' });
}
