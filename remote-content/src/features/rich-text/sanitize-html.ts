/**
 * Defence in depth for CMS HTML (the server already sanitises it): an allow-list of tags and
 * attributes, applied with the browser's own parser. Anything else is dropped; unknown but harmless
 * wrappers are unwrapped so their text survives.
 */
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 's', 'small', 'span',
  'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);

/** Removed with everything inside them. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button',
  'select', 'textarea', 'option', 'link', 'meta', 'base', 'noscript', 'template', 'svg', 'math', 'video', 'audio',
  'source', 'track', 'canvas', 'title', 'head',
]);

const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  '*': new Set(['title', 'lang', 'dir']),
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'type']),
};

const URL_ATTRIBUTES = new Set(['href', 'src']);

/** http(s), mail, phone and relative addresses only; `javascript:`, `data:` and the like are refused. */
export function isSafeUrl(value: string): boolean {
  // control characters and whitespace inside the scheme are a classic way around naive checks
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1] ?? '');
}

function cleanElement(element: Element): void {
  for (const child of Array.from(element.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      child.remove();
      continue;
    }
    cleanElement(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag];
    for (const attribute of Array.from(child.attributes)) {
      const name = attribute.name.toLowerCase();
      const permitted = ALLOWED_ATTRIBUTES['*']?.has(name) || allowed?.has(name);
      if (!permitted || (URL_ATTRIBUTES.has(name) && !isSafeUrl(attribute.value))) child.removeAttribute(attribute.name);
    }
    if (tag === 'a' && child.getAttribute('target') === '_blank') child.setAttribute('rel', 'noopener noreferrer');
  }
  // comments can hide conditional markup for old browsers
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) node.remove();
  }
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanElement(doc.body);
  return doc.body.innerHTML;
}
