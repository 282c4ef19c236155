/**
 * `@arcadia/shared/shell`: what only the shell may call. The session and the site content are the
 * shell's to change; remotes read them and emit `auth:login`, `auth:update` and `auth:logout`.
 */
export { writeSession } from './session/session-writer';
export { writeSiteContent } from './site-content/site-content-store';
