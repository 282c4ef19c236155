/**
 * What the partners' HTML pages share: escaping, a JSON data block, and the headers of a page the
 * site frames.
 */

/** @param {string} value */
export const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON inside a `<script type="application/json">` block: `<` escaped, so no value can end the block.
 * A content security policy does not run it; the page's own script reads it by its `id`.
 * @param {string} id
 * @param {unknown} value
 */
export const dataBlock = (id, value) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * Headers of every page of a partner the site frames: scripts, styles and requests only to the
 * partner itself, and framing only by the site (`frame-ancestors`), so no other site can put the
 * partner's page in front of a player.
 * @param {string} siteOrigin
 */
export function framedPageHeaders(siteOrigin) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      `frame-ancestors ${siteOrigin}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}
