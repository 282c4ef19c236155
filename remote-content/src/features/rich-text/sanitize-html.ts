import DOMPurify, { type Config } from 'dompurify';

/**
 * Defence in depth for CMS HTML (the server already sanitises it): DOMPurify with an allow-list of
 * the tags and attributes content pages and promotions use. Anything else is dropped; unknown but
 * harmless wrappers are unwrapped so their text survives, and the elements below go with
 * everything inside them.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 's', 'small', 'span',
    'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
  ],
  // Per-tag rules (href only on links, scope only on headers) are the hook's: DOMPurify's list is global.
  ALLOWED_ATTR: ['title', 'lang', 'dir', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan', 'scope', 'start', 'type'],
  FORBID_CONTENTS: [
    'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button',
    'select', 'textarea', 'option', 'link', 'meta', 'base', 'noscript', 'template', 'svg', 'math', 'video', 'audio',
    'source', 'track', 'canvas', 'title', 'head',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The attributes each tag may keep beyond the global ones (`title`, `lang`, `dir`). */
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'type'],
};
const GLOBAL_ATTRIBUTES = new Set(['title', 'lang', 'dir']);

/** http(s), mail, phone and relative addresses only; `javascript:`, `data:` and the like are refused. */
export function isSafeUrl(value: string): boolean {
  // control characters and whitespace inside the scheme are a classic way around naive checks
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1] ?? '');
}

/**
 * An instance of its own, so these hooks apply to CMS HTML only. DOMPurify lets `data:` images
 * through whatever its URI rule says; the hook holds `src` and `href` to the schemes above.
 */
let purifier: ReturnType<typeof DOMPurify> | null = null;
function cmsPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = TAG_ATTRIBUTES[tag] ?? [];
    for (const { name } of Array.from(node.attributes)) {
      const keep = GLOBAL_ATTRIBUTES.has(name) || allowed.includes(name);
      if (!keep || ((name === 'href' || name === 'src') && !isSafeUrl(node.getAttribute(name) ?? ''))) node.removeAttribute(name);
    }
    if (tag === 'a' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return cmsPurifier().sanitize(html, CONFIG);
}
