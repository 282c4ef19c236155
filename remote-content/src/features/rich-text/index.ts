export { RichText, type RichTextProps } from './rich-text';
export { sanitizeHtml, isSafeUrl } from './sanitize-html';
