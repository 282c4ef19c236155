import { createHash } from 'node:crypto';
import { escapeHtml } from '../common/pages.mjs';

/**
 * DemoPay's hosted payment page (`/pay/{providerReference}`): the player sees the amount and the
 * masked card, and confirms or declines; afterwards the same address shows the outcome and a link
 * back to the operator's site. Plain HTML forms and buttons, no script: it works with the keyboard
 * alone and under a strict content security policy. Texts in the order's language (tr or en).
 */

const TEXTS = {
  tr: {
    title: 'DemoPay · Güvenli ödeme',
    heading: 'Ödemeyi onaylayın',
    merchant: 'Alıcı',
    amount: 'Tutar',
    card: 'Kart',
    holder: 'Kart sahibi',
    expiry: 'Son kullanma',
    confirm: 'Ödemeyi onayla',
    decline: 'Reddet',
    demo: 'Bu bir demo ödeme sayfasıdır: gerçek para hareket etmez. 4000 0000 0000 0002 test kartı her zaman reddedilir.',
    secured: 'Güvenli ödeme',
    back: 'Siteye dön',
    confirmed: 'Ödeme onaylandı',
    confirmedText: '{amount} tutarındaki ödemeniz onaylandı. Bakiyeniz birazdan güncellenecek.',
    declined: 'Ödeme reddedildi',
    declinedByIssuer: 'Kartınızı veren banka ödemeyi reddetti. Kartınızdan para çekilmedi.',
    declinedByHolder: 'Ödemeyi reddettiniz. Kartınızdan para çekilmedi.',
    cancelled: 'Ödeme süresi doldu',
    cancelledText: 'Bu ödeme sayfası zaman aşımına uğradı. Kartınızdan para çekilmedi.',
  },
  en: {
    title: 'DemoPay · Secure payment',
    heading: 'Confirm your payment',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    holder: 'Cardholder',
    expiry: 'Expires',
    confirm: 'Confirm payment',
    decline: 'Decline',
    demo: 'This is a demo payment page: no real money moves. Test card 4000 0000 0000 0002 is always declined.',
    secured: 'Secure payment',
    back: 'Back to the site',
    confirmed: 'Payment confirmed',
    confirmedText: 'Your payment of {amount} is confirmed. Your balance will be updated in a moment.',
    declined: 'Payment declined',
    declinedByIssuer: "Your card's bank declined the payment. Nothing was charged.",
    declinedByHolder: 'You declined the payment. Nothing was charged.',
    cancelled: 'Payment expired',
    cancelledText: 'This payment page timed out. Nothing was charged.',
  },
};

/** Reasons DemoPay gives in its callbacks (for the operator's log and the player). */
export const REASONS = {
  declinedByIssuer: 'declined by the card issuer',
  declinedByHolder: 'declined by the cardholder',
  expired: 'payment page expired',
  accountClosed: 'the destination account is closed',
};

const STYLE = `
:root { color-scheme: dark; --bg: #0b1020; --panel: #141b2f; --line: #26304d; --text: #e8ecf6; --muted: #9aa5c0; --brand: #5b8cff; --ok: #3ecf8e; --bad: #ff6b6b; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px; background: radial-gradient(circle at top, #18224a, var(--bg) 60%); color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 420px; background: var(--panel); border: 1px solid var(--line); border-radius: 16px; padding: 28px; box-shadow: 0 20px 60px rgba(0, 0, 0, .45); }
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 20px; letter-spacing: .2px; margin-bottom: 20px; }
.brand svg { flex: none; }
.brand small { margin-left: auto; font-weight: 500; font-size: 12px; color: var(--muted); }
h1 { font-size: 20px; margin: 0 0 16px; }
dl { margin: 0 0 24px; display: grid; grid-template-columns: auto 1fr; align-items: baseline; gap: 10px 16px; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
dd.amount { font-size: 22px; font-weight: 700; }
.actions { display: grid; gap: 12px; }
button, .back { display: block; width: 100%; padding: 14px 16px; border-radius: 10px; font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
button.confirm { background: var(--brand); color: #fff; border: 0; }
button.decline { background: transparent; color: var(--text); border: 1px solid var(--line); }
.back { background: var(--brand); color: #fff; }
button:hover, .back:hover { filter: brightness(1.1); }
button:focus-visible, .back:focus-visible { outline: 3px solid #ffd166; outline-offset: 3px; }
.result { text-align: center; }
.result .mark { font-size: 44px; line-height: 1; margin-bottom: 12px; }
.result.ok .mark { color: var(--ok); }
.result.bad .mark { color: var(--bad); }
.result p { color: var(--muted); margin: 0 0 24px; }
.note { margin: 20px 0 0; font-size: 13px; color: var(--muted); }
`;

/** The page's only style, allowed by its hash: the policy forbids every other style and all scripts. */
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Headers of every hosted page: no framing (no clickjacking of Confirm), no scripts, no caching. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const LOGO = '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="8" fill="#5b8cff"/><path d="M8 7h6.5a7 7 0 0 1 0 14H8z" fill="none" stroke="#fff" stroke-width="2.6"/><circle cx="14" cy="14" r="2.2" fill="#fff"/></svg>';

/**
 * `150.00` as the player reads it: `₺150,00` in Turkish, `₺150.00` in English.
 * @param {string} amount @param {'tr' | 'en'} locale
 */
export const formatAmount = (amount, locale) =>
  new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(Number(amount));

/**
 * @param {'tr' | 'en'} locale
 * @param {string} title
 * @param {string} content
 */
function layout(locale, title, content) {
  const t = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">${LOGO}<span>DemoPay</span><small>${escapeHtml(t.secured)}</small></div>
${content}
</main>
</body>
</html>
`;
}

/**
 * The page of a card deposit: the form while it is pending, its outcome afterwards.
 * @param {{ providerReference: string, amount: string, locale: 'tr' | 'en', returnUrl: string, status: string, reason?: string | null,
 *   card: import('./orders.mjs').CardOnFile | null }} deposit
 */
export function paymentPage(deposit) {
  const t = TEXTS[deposit.locale];
  const amount = formatAmount(deposit.amount, deposit.locale);
  if (deposit.status === 'pending') {
    const card = deposit.card;
    const rows = [
      [t.merchant, escapeHtml(new URL(deposit.returnUrl).host), ''],
      [t.amount, escapeHtml(amount), 'amount'],
      ...(card
        ? [
            [t.card, `${escapeHtml(card.brand)} •••• ${escapeHtml(card.last4)}`, ''],
            [t.holder, escapeHtml(card.holder), ''],
            [t.expiry, escapeHtml(card.expiry), ''],
          ]
        : []),
    ];
    return layout(
      deposit.locale,
      t.title,
      `<h1>${escapeHtml(t.heading)}</h1>
<dl>${rows.map(([term, value, cls]) => `<dt>${escapeHtml(term ?? '')}</dt><dd${cls ? ` class="${cls}"` : ''}>${value}</dd>`).join('')}</dl>
<form method="post" action="/pay/${encodeURIComponent(deposit.providerReference)}" class="actions">
<button type="submit" name="decision" value="confirm" class="confirm">${escapeHtml(t.confirm)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t.decline)}</button>
</form>
<p class="note">${escapeHtml(t.demo)}</p>`,
    );
  }
  const ok = deposit.status === 'confirmed';
  const heading = ok ? t.confirmed : deposit.status === 'cancelled' ? t.cancelled : t.declined;
  const text = ok
    ? t.confirmedText.replace('{amount}', amount)
    : deposit.status === 'cancelled'
      ? t.cancelledText
      : deposit.reason === REASONS.declinedByHolder
        ? t.declinedByHolder
        : t.declinedByIssuer;
  return layout(
    deposit.locale,
    `${heading} · DemoPay`,
    `<div class="result ${ok ? 'ok' : 'bad'}" role="status">
<div class="mark" aria-hidden="true">${ok ? '✓' : '✕'}</div>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<a class="back" href="${escapeHtml(deposit.returnUrl)}">${escapeHtml(t.back)}</a>
</div>`,
  );
}

/** For an address that names no card payment; the order's language is unknown, so both. */
export function notFoundPage() {
  return layout(
    'en',
    'DemoPay',
    `<div class="result bad" role="alert"><div class="mark" aria-hidden="true">?</div>
<h1 lang="tr">Ödeme bulunamadı</h1><p lang="tr">Bu ödeme bağlantısı geçerli değil.</p>
<h1>Payment not found</h1><p>This payment link is not valid.</p></div>`,
  );
}
