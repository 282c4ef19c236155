/**
 * The page of a launched Aviator game. No inline script (the studio's content security policy
 * allows scripts from its own origin only): the client script and style are files the plugin serves,
 * and what the script needs (session id, the site's origin, texts) travels in data attributes and a
 * JSON data block, which is never executed.
 */
import { dataBlock, escapeHtml } from '../../common/pages.mjs';

/** The page's texts; `refusals` by the `reason` of a refused bet (engine.mjs). */
export const TEXTS = {
  tr: {
    title: 'Aviator',
    balance: 'Bakiye',
    exit: 'Çıkış',
    stake: 'Bahis tutarı (₺)',
    bet: 'Bahis yap',
    cashOut: 'Nakde çevir',
    waiting: 'Bahis kabul edildi: kalkış bekleniyor',
    nextRound: 'Sonraki tur bekleniyor',
    placeBets: 'Bahisler açık',
    flying: 'Uçuyor',
    crashed: 'Uçtu gitti',
    youWon: 'Kazandınız',
    youLost: 'Kaybettiniz',
    lastHash: 'Son turun hash değeri',
    history: 'Geçmiş ve doğrulama',
    recent: 'Son turlar',
    connecting: 'Bağlanıyor…',
    error: 'Bir hata oluştu',
    badStake: 'Geçersiz tutar',
    refusals: {
      limit_reached: 'Bahis operatörünüz tarafından reddedildi: bir limitinize ulaştınız ya da bir hatırlatma onayınızı bekliyor. Hesabınızdaki Sorumlu Oyun sayfasına bakın.',
      play_closed: 'Hesabınız oyuna kapalı.',
    },
  },
  en: {
    title: 'Aviator',
    balance: 'Balance',
    exit: 'Exit',
    stake: 'Stake (₺)',
    bet: 'Bet',
    cashOut: 'Cash out',
    waiting: 'Bet accepted: waiting for take-off',
    nextRound: 'Waiting for the next round',
    placeBets: 'Place your bets',
    flying: 'Flying',
    crashed: 'Flew away',
    youWon: 'You won',
    youLost: 'You lost',
    lastHash: 'Last round’s hash',
    history: 'History and verification',
    recent: 'Recent rounds',
    connecting: 'Connecting…',
    error: 'Something went wrong',
    badStake: 'Invalid amount',
    refusals: {
      limit_reached: 'Your operator refused the bet: one of your limits is reached, or a reminder is waiting for you on the site. See Responsible Gaming in your account.',
      play_closed: 'Your account is closed to play.',
    },
  },
};

/**
 * @param {string | undefined} url
 * @returns {string} the URL's origin, or '' when it is not an http(s) URL
 */
function originOf(url) {
  try {
    const parsed = new URL(url ?? '');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

/**
 * The full HTML page for a launched crash game.
 * @param {{ session: import('./index.mjs').StudioSession, config: { publicUrl: string } }} options
 * @returns {string}
 */
export function renderAviatorPage({ session, config }) {
  const lang = session.lang === 'tr' ? 'tr' : 'en';
  const t = TEXTS[lang];
  const lobby = originOf(session.lobby) ? session.lobby : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/aviator/aviator.css">
<script src="/aviator/aviator.js" defer></script>
</head>
<body data-session="${escapeHtml(session.id)}" data-lang="${lang}" data-site-origin="${escapeHtml(originOf(config.publicUrl))}" data-lobby="${escapeHtml(lobby)}">
${dataBlock('aviator-texts', t)}
<header class="bar">
  <strong class="brand">✈ ${escapeHtml(t.title)}</strong>
  <span class="balance"><span class="label">${escapeHtml(t.balance)}</span> <output id="balance">…</output></span>
  <button type="button" id="exit" class="exit">${escapeHtml(t.exit)}</button>
</header>
<main>
  <section class="recent" aria-label="${escapeHtml(t.recent)}"><ol id="recent"></ol></section>
  <section class="stage">
    <canvas id="sky" aria-hidden="true"></canvas>
    <div class="readout">
      <output id="multiplier" class="multiplier" aria-live="off">1.00×</output>
      <p id="phase" class="phase" aria-live="polite">${escapeHtml(t.connecting)}</p>
    </div>
  </section>
  <form id="controls" class="controls" novalidate>
    <label for="stake">${escapeHtml(t.stake)}</label>
    <div class="stake-row">
      <button type="button" class="step" data-step="-1" aria-label="−">−</button>
      <input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="10">
      <button type="button" class="step" data-step="1" aria-label="+">+</button>
    </div>
    <div class="quick">
      <button type="button" data-amount="5">₺5</button><button type="button" data-amount="10">₺10</button><button type="button" data-amount="50">₺50</button><button type="button" data-amount="100">₺100</button>
    </div>
    <button type="submit" id="action" class="action">${escapeHtml(t.bet)}</button>
    <p id="message" class="message" role="status"></p>
  </form>
  <footer class="fair">
    <span>${escapeHtml(t.lastHash)}:</span> <code id="hash">—</code>
    <a href="/aviator/history" target="_blank" rel="noopener">${escapeHtml(t.history)}</a>
  </footer>
</main>
</body>
</html>
`;
}
