import type { Popup } from '@arcadia/shared';

/** FNV-1a over the popup's JSON: a new image or link is new content and shows again. */
export function popupHash(popup: Popup): string {
  const text = JSON.stringify(popup);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The popup's target: its internal url, or the root when it has none. */
export function popupTarget(url: string | null | undefined): string {
  const value = url?.trim();
  if (!value) return '/';
  return value.startsWith('/') ? value : `/${value}`;
}
