import { isSafeUrl, sanitizeHtml } from './sanitize-html';

it('keeps ordinary content markup', () => {
  const html = '<h2>Kurallar</h2><p>Metin <strong>kalın</strong> <a href="/pages/5">bağlantı</a></p><ul><li>bir</li></ul>';
  expect(sanitizeHtml(html)).toBe(html);
});

it('drops scripts, styles, frames and forms with their content', () => {
  const out = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><form><input></form><p>b</p>');
  expect(out).toBe('<p>a</p><p>b</p>');
});

it('drops event handlers, inline styles and dangerous addresses', () => {
  const out = sanitizeHtml(
    '<p onclick="steal()" style="color:red">x</p><a href="javascript:alert(1)">y</a><a href=" jav&#x09;ascript:alert(1)">z</a><img src="data:image/svg+xml,<svg onload=alert(1)>" onerror="x()">',
  );
  expect(out).not.toMatch(/onclick|onerror|style=|javascript|data:/i);
  expect(out).toContain('<p>x</p>');
});

it('unwraps unknown wrappers but keeps their text', () => {
  expect(sanitizeHtml('<section><custom-tag>metin</custom-tag></section>')).toBe('metin');
});

it('adds noopener to links opening a new tab', () => {
  expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
    '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
  );
});

it('accepts only web, mail, phone and relative addresses', () => {
  expect(isSafeUrl('https://a.example')).toBe(true);
  expect(isSafeUrl('/pages/3')).toBe(true);
  expect(isSafeUrl('mailto:destek@arcadia.example')).toBe(true);
  expect(isSafeUrl('JavaScript:alert(1)')).toBe(false);
  expect(isSafeUrl('vbscript:x')).toBe(false);
  expect(isSafeUrl('data:text/html,x')).toBe(false);
});

it('leaves markup that a browser would re-parse into live script inert (mutation XSS)', () => {
  const out = sanitizeHtml(
    '<p>a</p><svg><p><style><img src=x onerror=alert(1)></style></p></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(2)></mglyph></table></mtext></math><p>b</p>',
  );
  expect(out).not.toMatch(/onerror|<img|<svg|<math|<style/i);
  expect(out).toContain('<p>a</p>');
});

it('keeps the attributes each tag may have, and no other tag\'s', () => {
  expect(sanitizeHtml('<p href="/x" src="/y" title="t">x</p><td colspan="2" scope="row">y</td>')).toBe('<p title="t">x</p>y');
  expect(sanitizeHtml('<table><tbody><tr><th scope="row" colspan="2">h</th></tr></tbody></table>')).toBe(
    '<table><tbody><tr><th scope="row" colspan="2">h</th></tr></tbody></table>',
  );
});
