import { readFileSync } from 'node:fs';
import { LINES, LINE_STAKES, PAYTABLE, STATED_RTP, SYMBOLS } from './slot.mjs';
import { CHIPS, RED } from './roulette.mjs';
import { dataBlock as jsonBlock, escapeHtml } from '../common/pages.mjs';

/**
 * The studio's HTML pages: the slot and the roulette table of a launched game, and the error page of
 * a launch that cannot play. Texts in Turkish or English (the launch's `lang`). The pages load their
 * script and style from the studio itself and nothing else (see `pageHeaders`); what a script needs
 * to know (session id, texts, the site's origin) travels in a JSON data block, which the policy
 * does not run.
 */

export const TEXTS = {
  tr: {
    close: 'Kapat',
    reload: 'Yeniden yükle',
    balance: 'Bakiye',
    spin: 'Çevir',
    stakePerLine: 'Hat başına bahis',
    totalBet: 'Toplam bahis',
    lines: '{lines} hat',
    goodLuck: 'Bol şans!',
    spinning: 'Çevriliyor…',
    noWin: 'Kazanç yok',
    win: 'Kazanç: {amount}',
    bigWin: 'Tebrikler! {amount} kazandınız',
    notEnoughMoney: 'Bakiyeniz bu bahis için yetersiz.',
    notPlaced: 'Bahis alınamadı: bakiyenizden para düşülmedi. Lütfen tekrar deneyin.',
    sessionEnded: 'Oyun oturumu sona erdi. Oyunu kapatıp yeniden açın.',
    limitReached: 'Bahis operatörünüz tarafından reddedildi: bir limitinize ulaştınız ya da bir hatırlatma onayınızı bekliyor. Hesabınızdaki Sorumlu Oyun sayfasına bakın.',
    playClosed: 'Hesabınız oyuna kapalı.',
    winPending: 'Kazancınız birazdan bakiyenize eklenecek.',
    tooFast: 'Lütfen bir önceki tur bitene kadar bekleyin.',
    failed: 'Bir sorun oluştu. Lütfen tekrar deneyin.',
    paytable: 'Ödeme tablosu',
    rtp: 'Oyuncuya dönüş oranı (RTP): %{rtp}. {lines} sabit hat; joker tüm sembollerin yerine geçer; kazançlar en soldaki makaradan başlar.',
    reels: 'Makaralar',
    chip: 'Fiş',
    clear: 'Temizle',
    placeBets: 'Bahislerinizi yerleştirin',
    result: 'Sonuç: {number}',
    rouletteRules: 'Avrupa ruleti, tek sıfır. Tek sayı 35:1, düzine 2:1, kırmızı/siyah, tek/çift, 1–18/19–36 1:1. RTP: %97,30.',
    red: 'Kırmızı',
    black: 'Siyah',
    odd: 'Tek',
    even: 'Çift',
    dozen: '{n}. düzine',
    history: 'Son sonuçlar',
    errorTitle: 'Oyun açılamadı',
    tokenInvalid: 'Bu oyun bağlantısı geçersiz ya da daha önce kullanılmış. Oyunu kapatıp casinodan yeniden açın.',
    linkInvalid: 'Bu oyun bağlantısı eksik ya da hatalı. Oyunu kapatıp casinodan yeniden açın.',
    operatorDown: 'Casinoya şu anda ulaşılamıyor. Lütfen biraz sonra yeniden deneyin.',
    sessionGone: 'Bu oyun oturumu sona erdi. Oyunu kapatıp casinodan yeniden açın.',
  },
  en: {
    close: 'Close',
    reload: 'Reload',
    balance: 'Balance',
    spin: 'Spin',
    stakePerLine: 'Stake per line',
    totalBet: 'Total bet',
    lines: '{lines} lines',
    goodLuck: 'Good luck!',
    spinning: 'Spinning…',
    noWin: 'No win',
    win: 'Win: {amount}',
    bigWin: 'Congratulations! You won {amount}',
    notEnoughMoney: 'Your balance is too low for this bet.',
    notPlaced: 'The bet was not placed: nothing was taken from your balance. Please try again.',
    sessionEnded: 'The game session has ended. Close the game and open it again.',
    limitReached: 'Your operator refused the bet: one of your limits is reached, or a reminder is waiting for you on the site. See Responsible Gaming in your account.',
    playClosed: 'Your account is closed to play.',
    winPending: 'Your win will be added to your balance shortly.',
    tooFast: 'Please wait until the previous round has finished.',
    failed: 'Something went wrong. Please try again.',
    paytable: 'Paytable',
    rtp: 'Return to player (RTP): {rtp} %. {lines} fixed lines; the wild stands in for every symbol; wins count from the leftmost reel.',
    reels: 'Reels',
    chip: 'Chip',
    clear: 'Clear',
    placeBets: 'Place your bets',
    result: 'Result: {number}',
    rouletteRules: 'European roulette, single zero. Straight up 35:1, dozens 2:1, red/black, odd/even, 1–18/19–36 1:1. RTP: 97.30 %.',
    red: 'Red',
    black: 'Black',
    odd: 'Odd',
    even: 'Even',
    dozen: '{n} dozen',
    history: 'Last results',
    errorTitle: 'The game cannot open',
    tokenInvalid: 'This game link is invalid or has already been used. Close the game and open it again from the casino.',
    linkInvalid: 'This game link is incomplete or malformed. Close the game and open it again from the casino.',
    operatorDown: 'The casino cannot be reached right now. Please try again in a moment.',
    sessionGone: 'This game session has ended. Close the game and open it again from the casino.',
  },
};

/** @typedef {'tr' | 'en'} Lang */
/** @typedef {keyof typeof TEXTS.en} TextKey */

/**
 * Why a spin was refused (its answer's `status`): the balance is too low, the bet could not be placed
 * (nothing taken; try again), the game session ended, one of the player's limits or a reality check
 * waiting on the site stops it, or the player's account is closed to play (a time-out, an exclusion).
 * @typedef {'not_enough_money' | 'not_placed' | 'session_ended' | 'limit_reached' | 'play_closed'} Refusal
 */

/** @type {Record<Refusal, TextKey>} the text a game page shows for each refusal */
export const REFUSAL_TEXTS = {
  not_enough_money: 'notEnoughMoney',
  not_placed: 'notPlaced',
  session_ended: 'sessionEnded',
  limit_reached: 'limitReached',
  play_closed: 'playClosed',
};

/** The studio's static files (served at /static/<name>), read once at start. */
export const STATIC_FILES = Object.fromEntries(
  /** @type {[string, string][]} */ ([
    ['studio.css', 'text/css; charset=utf-8'],
    ['frame.js', 'text/javascript; charset=utf-8'],
    ['slot.js', 'text/javascript; charset=utf-8'],
    ['roulette.js', 'text/javascript; charset=utf-8'],
    ['embed.js', 'text/javascript; charset=utf-8'],
  ]).map(([name, type]) => [name, { type, body: readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8') }]),
);

export { framedPageHeaders as pageHeaders } from '../common/pages.mjs';

/**
 * @param {Lang} lang
 * @param {TextKey} key
 * @param {Record<string, string | number>} [values]
 */
export const t = (lang, key, values = {}) => TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));

/**
 * An amount in kuruş as the player reads it: `₺1.234,50` in Turkish, `₺1,234.50` in English.
 * @param {number} kurus
 * @param {Lang} lang
 */
export const formatMoney = (kurus, lang) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(kurus / 100);

/** @param {unknown} value */
const dataBlock = (value) => jsonBlock('studio-data', value);

/**
 * The frame messages a provider's games send: EGT's own names, `exit` for the others.
 * @param {string} key
 */
export const frameMessages = (key) => (key === 'egt' ? { exit: 'com.egt-bg.exit', reload: 'com.egt-bg.reload' } : { exit: 'exit', reload: null });

/**
 * @param {{ lang: Lang, title: string, bodyClass: string, key: string, siteOrigin: string, lobby: string,
 *   header: string, main: string, data?: Record<string, unknown>, script?: string }} page
 */
function layout({ lang, title, bodyClass, key, siteOrigin, lobby, header, main, data = {}, script }) {
  const messages = frameMessages(key);
  const reload = messages.reload ? `<button type="button" class="bar-button" data-message="${messages.reload}">${escapeHtml(t(lang, 'reload'))}</button>` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/static/studio.css">
<script src="/static/frame.js" defer></script>
${script ? `<script src="/static/${script}" defer></script>` : ''}
</head>
<body class="${bodyClass}">
<header class="bar">
<button type="button" class="bar-button exit" data-message="${messages.exit}" aria-label="${escapeHtml(t(lang, 'close'))}">✕ <span>${escapeHtml(t(lang, 'close'))}</span></button>
${reload}
<h1>${escapeHtml(title)}</h1>
${header}
</header>
<main>
${main}
</main>
${dataBlock({ ...data, siteOrigin, lobby })}
</body>
</html>
`;
}

/**
 * A page saying why the game cannot play, with a Close button (it asks the site to close the game).
 * @param {{ lang: Lang, key: string, siteOrigin: string, lobby: string, reason: 'tokenInvalid' | 'linkInvalid' | 'operatorDown' | 'sessionGone' }} options
 */
export function errorPage({ lang, key, siteOrigin, lobby, reason }) {
  const messages = frameMessages(key);
  return layout({
    lang,
    title: t(lang, 'errorTitle'),
    bodyClass: 'error-page',
    key,
    siteOrigin,
    lobby,
    header: '',
    main: `<section class="notice" role="alert">
<div class="notice-mark" aria-hidden="true">!</div>
<h2>${escapeHtml(t(lang, 'errorTitle'))}</h2>
<p>${escapeHtml(t(lang, reason))}</p>
<button type="button" class="primary" data-message="${messages.exit}">${escapeHtml(t(lang, 'close'))}</button>
</section>`,
  });
}

/** @param {Lang} lang */
const balanceBox = (lang) => `<div class="balance"><span>${escapeHtml(t(lang, 'balance'))}</span> <output id="balance">…</output></div>`;

/**
 * A small theme number from the game code, so the games look a little different from each other.
 * @param {string} gameCode
 */
const themeOf = (gameCode) => [...gameCode].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 6;

/** The symbols' drawings, referenced by `<use href="#sym-…">`. */
const SYMBOL_SPRITE = `<svg class="sprite" aria-hidden="true" focusable="false">
<symbol id="sym-wild" viewBox="0 0 100 100"><path d="M50 6l12.9 27.6 30.1 3.6-22.2 20.7 5.8 29.8L50 72.8 23.4 87.7l5.8-29.8L7 37.2l30.1-3.6z" fill="#ffcf3f" stroke="#fff3b0" stroke-width="3"/><text x="50" y="60" text-anchor="middle" font-size="22" font-weight="900" fill="#5a2a00" font-family="system-ui,sans-serif">WILD</text></symbol>
<symbol id="sym-seven" viewBox="0 0 100 100"><text x="50" y="80" text-anchor="middle" font-size="84" font-weight="900" fill="#ff4d5e" stroke="#ffd0d5" stroke-width="3" font-family="Georgia,serif">7</text></symbol>
<symbol id="sym-bell" viewBox="0 0 100 100"><path d="M50 12c-4 0-7 3-7 7v2C29 25 22 37 22 52v14l-8 10h72l-8-10V52c0-15-7-27-21-31v-2c0-4-3-7-7-7z" fill="#ffc23a" stroke="#fff0b8" stroke-width="3"/><circle cx="50" cy="84" r="8" fill="#e39a12"/></symbol>
<symbol id="sym-bar" viewBox="0 0 100 100"><rect x="10" y="30" width="80" height="40" rx="8" fill="#1e2a44" stroke="#8fb3ff" stroke-width="4"/><text x="50" y="61" text-anchor="middle" font-size="28" font-weight="900" fill="#8fb3ff" font-family="system-ui,sans-serif">BAR</text></symbol>
<symbol id="sym-grape" viewBox="0 0 100 100"><g fill="#9b5cff" stroke="#e0ccff" stroke-width="2"><circle cx="38" cy="38" r="11"/><circle cx="62" cy="38" r="11"/><circle cx="50" cy="52" r="11"/><circle cx="28" cy="56" r="11"/><circle cx="72" cy="56" r="11"/><circle cx="40" cy="70" r="11"/><circle cx="60" cy="70" r="11"/><circle cx="50" cy="84" r="10"/></g><path d="M50 28V12" stroke="#4caf50" stroke-width="5"/></symbol>
<symbol id="sym-plum" viewBox="0 0 100 100"><circle cx="50" cy="56" r="32" fill="#6a3fd1" stroke="#c8b6ff" stroke-width="3"/><path d="M50 24c4-8 12-12 22-12-2 10-10 16-22 12z" fill="#4caf50"/></symbol>
<symbol id="sym-lemon" viewBox="0 0 100 100"><ellipse cx="50" cy="54" rx="36" ry="26" fill="#ffe24a" stroke="#fff6b8" stroke-width="3"/><circle cx="14" cy="54" r="5" fill="#e8c51e"/><circle cx="86" cy="54" r="5" fill="#e8c51e"/></symbol>
<symbol id="sym-cherry" viewBox="0 0 100 100"><path d="M34 66C40 40 52 22 70 12M66 68C64 44 66 28 70 12" stroke="#3e9b43" stroke-width="5" fill="none"/><circle cx="32" cy="72" r="17" fill="#e5263b" stroke="#ffb3bd" stroke-width="3"/><circle cx="66" cy="74" r="17" fill="#e5263b" stroke="#ffb3bd" stroke-width="3"/></symbol>
</svg>`;

/** @param {number} symbol */
const symbolCell = (symbol) => `<div class="cell"><svg viewBox="0 0 100 100" aria-hidden="true"><use href="#sym-${SYMBOLS[symbol]}"/></svg></div>`;

/**
 * The slot of a launched game.
 * @param {{ session: import('../common/wallet-client.mjs').Session, name: string, siteOrigin: string }} options
 */
export function slotPage({ session, name, siteOrigin }) {
  const { lang } = session;
  const initial = [[7, 6, 5], [4, 0, 3], [2, 1, 2], [3, 0, 4], [5, 6, 7]];
  const reels = initial.map((column) => `<div class="reel">${column.map(symbolCell).join('')}</div>`).join('');
  const stakes = LINE_STAKES.map((stake, i) => `<option value="${stake}"${i === 0 ? ' selected' : ''}>${escapeHtml(formatMoney(stake, lang))}</option>`).join('');
  const paytable = PAYTABLE.map(
    (pays, symbol) =>
      `<tr><th scope="row"><svg viewBox="0 0 100 100" aria-label="${SYMBOLS[symbol]}"><use href="#sym-${SYMBOLS[symbol]}"/></svg></th>${[3, 4, 5].map((n) => `<td>${pays[n]}×</td>`).join('')}</tr>`,
  ).join('');
  const rtp = (STATED_RTP * 100).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB');
  return layout({
    lang,
    title: name,
    bodyClass: `game slot theme-${themeOf(session.gameCode)}`,
    key: session.key,
    siteOrigin,
    lobby: session.lobby,
    header: balanceBox(lang),
    script: 'slot.js',
    data: {
      session: session.id,
      play: `/${session.key}/play/${session.id}`,
      lang,
      lines: LINES,
      symbols: SYMBOLS,
      texts: pick(lang, ['spin', 'spinning', 'goodLuck', 'noWin', 'win', 'bigWin', 'winPending', 'tooFast', 'failed']),
      refusals: refusalTexts(lang),
    },
    main: `${SYMBOL_SPRITE}
<section class="machine" aria-label="${escapeHtml(t(lang, 'reels'))}">
<div class="reels" id="reels">${reels}</div>
</section>
<p class="message" id="message" role="status" aria-live="polite">${escapeHtml(t(lang, 'goodLuck'))}</p>
<section class="controls">
<label class="field"><span>${escapeHtml(t(lang, 'stakePerLine'))}</span><select id="stake">${stakes}</select></label>
<div class="field total"><span>${escapeHtml(t(lang, 'totalBet'))} · ${escapeHtml(t(lang, 'lines', { lines: LINES }))}</span><output id="total">${escapeHtml(formatMoney((LINE_STAKES[0] ?? 0) * LINES, lang))}</output></div>
<button type="button" class="primary spin" id="spin">${escapeHtml(t(lang, 'spin'))}</button>
</section>
<details class="info">
<summary>${escapeHtml(t(lang, 'paytable'))}</summary>
<table class="paytable"><thead><tr><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${paytable}</tbody></table>
<p>${escapeHtml(t(lang, 'rtp', { rtp, lines: LINES }))}</p>
</details>`,
  });
}

/**
 * @param {Lang} lang
 * @param {TextKey[]} keys
 */
const pick = (lang, keys) => Object.fromEntries(keys.map((key) => [key, TEXTS[lang][key]]));

/**
 * A game page's texts of the refusals, by the spin answer's `status`.
 * @param {Lang} lang
 */
const refusalTexts = (lang) => Object.fromEntries(Object.entries(REFUSAL_TEXTS).map(([refusal, key]) => [refusal, TEXTS[lang][key]]));

/**
 * The roulette table of a launched live game.
 * @param {{ session: import('../common/wallet-client.mjs').Session, name: string, siteOrigin: string }} options
 */
export function roulettePage({ session, name, siteOrigin }) {
  const { lang } = session;
  /** @param {string} bet @param {string} label @param {string} [extra] */
  const spot = (bet, label, extra = '') => `<button type="button" class="spot ${extra}" data-bet="${bet}" aria-label="${escapeHtml(label)}"><span>${escapeHtml(label)}</span><b class="stack"></b></button>`;
  const numbers = [];
  // The table's layout: three rows, the top one 3, 6 … 36.
  for (const row of [3, 2, 1]) {
    for (let column = 0; column < 12; column++) {
      const n = column * 3 + row;
      numbers.push(spot(`straight:${n}`, String(n), RED.has(n) ? 'red' : 'black'));
    }
  }
  const chips = CHIPS.map((chip, i) => `<button type="button" class="chip" data-chip="${chip}" aria-pressed="${i === 0}">${escapeHtml(formatMoney(chip, lang).replace(/[.,]00$/, ''))}</button>`).join('');
  return layout({
    lang,
    title: name,
    bodyClass: `game roulette theme-${themeOf(session.gameCode)}`,
    key: session.key,
    siteOrigin,
    lobby: session.lobby,
    header: balanceBox(lang),
    script: 'roulette.js',
    data: {
      session: session.id,
      play: `/${session.key}/play/${session.id}`,
      lang,
      red: [...RED],
      texts: pick(lang, ['spin', 'spinning', 'placeBets', 'noWin', 'win', 'bigWin', 'result', 'winPending', 'tooFast', 'failed']),
      refusals: refusalTexts(lang),
    },
    main: `<section class="wheel" aria-label="${escapeHtml(t(lang, 'result', { number: '' }))}">
<div class="pocket" id="pocket" aria-hidden="true">–</div>
<ol class="history" id="history" aria-label="${escapeHtml(t(lang, 'history'))}"></ol>
</section>
<p class="message" id="message" role="status" aria-live="polite">${escapeHtml(t(lang, 'placeBets'))}</p>
<section class="table" id="table">
${spot('straight:0', '0', 'zero')}
<div class="numbers">${numbers.join('')}</div>
<div class="dozens">${[1, 2, 3].map((n) => spot(`dozen:${n}`, lang === 'tr' ? t(lang, 'dozen', { n }) : `${['1st', '2nd', '3rd'][n - 1]} 12`)).join('')}</div>
<div class="outside">${spot('low', '1–18')}${spot('even', t(lang, 'even'))}${spot('red', t(lang, 'red'), 'red')}${spot('black', t(lang, 'black'), 'black')}${spot('odd', t(lang, 'odd'))}${spot('high', '19–36')}</div>
</section>
<section class="controls">
<div class="chips" role="group" aria-label="${escapeHtml(t(lang, 'chip'))}">${chips}</div>
<div class="field total"><span>${escapeHtml(t(lang, 'totalBet'))}</span><output id="total">${escapeHtml(formatMoney(0, lang))}</output></div>
<button type="button" class="secondary" id="clear">${escapeHtml(t(lang, 'clear'))}</button>
<button type="button" class="primary spin" id="spin">${escapeHtml(t(lang, 'spin'))}</button>
</section>
<details class="info"><summary>${escapeHtml(t(lang, 'paytable'))}</summary><p>${escapeHtml(t(lang, 'rouletteRules'))}</p></details>`,
  });
}
