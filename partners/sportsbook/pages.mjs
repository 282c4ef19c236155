import { readFileSync } from 'node:fs';
import { TEXTS } from './texts.mjs';
import { dataBlock as jsonBlock, escapeHtml } from '../common/pages.mjs';

/**
 * The sportsbook's HTML: one frame page per skin (the script draws every page inside it: match
 * list, match, bet slip, my bets) and an error page. Scripts and styles come from the sportsbook
 * itself and nothing else (see `pageHeaders`); what the script needs (session, skin, texts, the
 * site's origin, the first screen's fixtures) travels in a JSON data block, which the policy does
 * not run.
 */

/**
 * The sportsbook's static files (served at /static/<name>), read once at start. The frame's script is
 * a module importing the engine's own payout rule (`payout.mjs`), so the slip computes a potential
 * return exactly as the engine does, the rule of which money pays a stake (`funds.mjs`), and the
 * site's way of writing a date (`dates.mjs`).
 */
export const STATIC_FILES = Object.fromEntries(
  /** @type {[string, string, string][]} */ ([
    ['sportsbook.css', './public/sportsbook.css', 'text/css; charset=utf-8'],
    ['sportsbook.js', './public/sportsbook.js', 'text/javascript; charset=utf-8'],
    ['payout.mjs', './engine/payout.mjs', 'text/javascript; charset=utf-8'],
    ['funds.mjs', './funds.mjs', 'text/javascript; charset=utf-8'],
    ['dates.mjs', './dates.mjs', 'text/javascript; charset=utf-8'],
  ]).map(([name, file, type]) => [name, { type, body: readFileSync(new URL(file, import.meta.url), 'utf8') }]),
);

export { framedPageHeaders as pageHeaders } from '../common/pages.mjs';

/** @param {unknown} value */
const dataBlock = (value) => jsonBlock('sportsbook-data', value);

/** What each skin is called and how it sets itself apart. */
const SKIN_NAMES = {
  fcg: { brand: 'FCG', tag: 'highRate' },
  betco: { brand: 'betco', tag: 'classic' },
};

/**
 * The frame of a skin. The first screen (header, tabs, the list's matches) is drawn by the script
 * from the data block at once, without a request of its own.
 * @param {{ skin: import('./config.mjs').Skin, lang: import('./texts.mjs').Lang, data: Record<string, unknown> }} page
 */
export function framePage({ skin, lang, data }) {
  const names = SKIN_NAMES[skin];
  return `<!doctype html>
<html lang="${lang}" class="skin-${skin}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(`${names.brand} · ${TEXTS[lang].title}`)}</title>
<link rel="stylesheet" href="/static/sportsbook.css">
<script type="module" src="/static/sportsbook.js"></script>
</head>
<body>
<div id="app" class="app" aria-live="off"><p class="loading">…</p></div>
${dataBlock({ ...data, skin, lang, brand: names.brand, tag: names.tag, books: Object.fromEntries(Object.entries(SKIN_NAMES).map(([key, n]) => [key, n.brand])), texts: TEXTS })}
</body>
</html>
`;
}

/**
 * A page saying why the frame cannot open (no script: nothing it could do).
 * @param {{ skin: string, lang: import('./texts.mjs').Lang, reason: 'badParent' | 'badLink' }} page
 */
export function errorPage({ skin, lang, reason }) {
  const texts = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}" class="skin-${skin === 'betco' ? 'betco' : 'fcg'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.errorTitle)}</title>
<link rel="stylesheet" href="/static/sportsbook.css">
</head>
<body>
<main class="app"><section class="notice" role="alert"><h1>${escapeHtml(texts.errorTitle)}</h1><p>${escapeHtml(texts[reason])}</p></section></main>
</body>
</html>
`;
}
