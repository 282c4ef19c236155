import sanitizeHtml from 'sanitize-html';

/**
 * Content HTML (page bodies, promotion descriptions) is sanitised when served, whatever its source:
 * text formatting, lists, tables, headings, images from our own /static/ and links only. No scripts,
 * styles, event handlers or frames. Links leaving the site open in a new tab without opener access.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/static\//.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
