/**
 * The username the login dialog opens with after the player's own password change or reset:
 * they are signed out and asked to log in again, so the name they just used is filled in.
 * Kept for the page's life in this remote (both dialogs live here), never stored.
 */
let remembered = '';

export function rememberUsernameForLogin(username: string | null | undefined): void {
  remembered = (username ?? '').trim();
}

export function rememberedUsername(): string {
  return remembered;
}
