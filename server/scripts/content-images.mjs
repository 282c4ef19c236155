// Draws the site's content images (SVG) into server/static/content/: slider banners, popup,
// promotions, casino categories, game-provider wordmarks, logo and licence badge.
// Run: npx tsx server/scripts/content-images.mjs (the output is committed; run again after editing
// it or the bonus definitions, whose percentages and caps the welcome banner and the popup show).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLira, formatPercent, weeklyCashback, welcomeBonus } from '../src/modules/bonus/bonus-definitions.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'content');
const FONT = "'Montserrat','Segoe UI','Helvetica Neue',Arial,'Liberation Sans',sans-serif";
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function write(path, svg) {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim().replace(/\n\s*\n/g, '\n')}\n`);
}

/** Rough width of bold sans text, to squeeze a line into `max` only when it would overflow. */
function textWidth(text, size) {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.28;
    else if (/[.,:;'!|iIl1]/.test(ch)) w += 0.3;
    else if (/[A-ZÇĞİÖŞÜ%₺MW0-9]/.test(ch)) w += ch === 'M' || ch === 'W' || ch === '%' ? 0.9 : 0.7;
    else w += 0.58;
  }
  return w * size;
}
const fit = (text, size, max) => (textWidth(text, size) > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '');

const goldStops = `<stop offset="0" stop-color="#fff4c2"/><stop offset=".45" stop-color="#f7c948"/><stop offset="1" stop-color="#b7791f"/>`;

/* ---------- motifs (drawn around 0,0 in a 300-unit box) ---------- */
const motifs = {
  coins: () => `
    <g filter="url(#soft)">
      ${[[-70, 70, 58], [60, 95, 52], [0, -10, 78]].map(([x, y, r]) => `
      <g transform="translate(${x} ${y})">
        <ellipse cx="0" cy="${r * 0.18}" rx="${r}" ry="${r * 0.98}" fill="#8a5a12"/>
        <circle r="${r}" fill="url(#gold)"/>
        <circle r="${r * 0.78}" fill="none" stroke="#fff5cc" stroke-opacity=".7" stroke-width="${r * 0.06}"/>
        <text y="${r * 0.32}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${r * 0.95}" fill="#8a5a12">₺</text>
      </g>`).join('')}
    </g>`,
  gift: () => `
    <g filter="url(#soft)">
      <rect x="-110" y="-10" width="220" height="150" rx="14" fill="#7c3aed"/>
      <rect x="-110" y="-10" width="220" height="150" rx="14" fill="url(#sheen)"/>
      <rect x="-128" y="-62" width="256" height="62" rx="12" fill="#8b5cf6"/>
      <rect x="-22" y="-62" width="44" height="202" fill="url(#gold)"/>
      <rect x="-128" y="-30" width="256" height="18" fill="url(#gold)" opacity=".0"/>
      <path d="M0 -62 C -40 -140 -120 -120 -96 -78 C -84 -58 -40 -60 0 -62 Z" fill="url(#gold)"/>
      <path d="M0 -62 C 40 -140 120 -120 96 -78 C 84 -58 40 -60 0 -62 Z" fill="url(#gold)"/>
      <circle cx="0" cy="-64" r="16" fill="#f7c948"/>
    </g>
    <g transform="translate(130 120) scale(.55)">${'COINS'}</g>`,
  roulette: () => {
    const n = 18;
    const segs = Array.from({ length: n }, (_, i) => {
      const a0 = (i / n) * Math.PI * 2;
      const a1 = ((i + 1) / n) * Math.PI * 2;
      const p = (a, r) => `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
      const fill = i === 0 ? '#15803d' : i % 2 ? '#111827' : '#b91c1c';
      return `<path d="M ${p(a0, 92)} L ${p(a0, 140)} A 140 140 0 0 1 ${p(a1, 140)} L ${p(a1, 92)} A 92 92 0 0 0 ${p(a0, 92)} Z" fill="${fill}"/>`;
    }).join('');
    return `
    <g filter="url(#soft)">
      <circle r="165" fill="url(#gold)"/>
      <circle r="150" fill="#3b1d0a"/>
      ${segs}
      <circle r="92" fill="#5b2d0c"/>
      <circle r="70" fill="url(#gold)"/>
      <circle r="24" fill="#fff4c2"/>
      ${Array.from({ length: 4 }, (_, i) => `<rect x="-6" y="-68" width="12" height="60" rx="6" fill="#fff4c2" transform="rotate(${i * 90 + 45})"/>`).join('')}
      <circle cx="104" cy="-62" r="12" fill="#ffffff"/>
    </g>`;
  },
  football: () => `
    <g filter="url(#soft)">
      <circle r="130" fill="#f8fafc"/>
      <circle r="130" fill="url(#ballShade)"/>
      <path d="M0 -42 L40 -13 L25 34 L-25 34 L-40 -13 Z" fill="#0f172a"/>
      ${[0, 72, 144, 216, 288].map((a) => `<g transform="rotate(${a})"><path d="M-22 -118 L22 -118 L34 -92 L0 -74 L-34 -92 Z" fill="#0f172a"/><line x1="0" y1="-42" x2="0" y2="-74" stroke="#0f172a" stroke-width="6"/></g>`).join('')}
    </g>
    <g font-family="${FONT}" font-weight="800" font-size="34">
      <g transform="translate(-120 -150)"><rect x="-58" y="-34" width="116" height="56" rx="28" fill="#22d3ee"/><text y="6" text-anchor="middle" fill="#0b1026">2.45</text></g>
      <g transform="translate(165 -110)"><rect x="-58" y="-34" width="116" height="56" rx="28" fill="#a3e635"/><text y="6" text-anchor="middle" fill="#0b1026">3.10</text></g>
      <g transform="translate(150 150)"><rect x="-58" y="-34" width="116" height="56" rx="28" fill="url(#gold)"/><text y="6" text-anchor="middle" fill="#3b1d0a">1.85</text></g>
    </g>`,
  plane: () => `
    <path d="M-230 170 C -120 160 -20 110 60 -20" fill="none" stroke="#ff4d6d" stroke-width="10" stroke-linecap="round"/>
    <path d="M-230 170 C -120 160 -20 110 60 -20 L 60 190 L -230 190 Z" fill="#ff4d6d" opacity=".18"/>
    <g transform="translate(40 -50) rotate(-32) scale(.9)" filter="url(#soft)">
      <path d="M-90 0 C -60 -22 60 -24 100 -6 C 112 0 112 8 100 12 C 60 26 -60 24 -90 0 Z" fill="#ef233c"/>
      <path d="M-20 -10 L 10 -90 L 38 -90 L 30 -8 Z" fill="#d90429"/>
      <path d="M-20 12 L 10 80 L 36 80 L 30 14 Z" fill="#b5001f"/>
      <path d="M-88 -2 L -110 -46 L -86 -46 L -66 -6 Z" fill="#d90429"/>
      <circle cx="70" cy="0" r="9" fill="#ffe5ea"/>
      <rect x="106" y="-34" width="6" height="68" rx="3" fill="#fff" opacity=".8"/>
    </g>
    <text x="-150" y="-150" font-family="${FONT}" font-weight="900" font-size="64" fill="url(#gold)">x12.40</text>`,
  telegram: () => `
    <g filter="url(#soft)">
      <circle r="150" fill="#229ed9"/>
      <circle r="150" fill="url(#sheen)"/>
      <path d="M-86 -4 L 88 -74 C 98 -78 106 -70 103 -60 L 72 86 C 70 96 58 100 50 94 L 6 60 L -18 84 C -24 90 -32 86 -32 78 L -30 44 L 58 -36 L -44 30 L -86 16 C -98 12 -98 0 -86 -4 Z" fill="#ffffff"/>
    </g>`,
  crown: () => `
    <g filter="url(#soft)">
      <path d="M-150 60 L -170 -90 L -80 -10 L 0 -130 L 80 -10 L 170 -90 L 150 60 Z" fill="url(#gold)"/>
      <rect x="-156" y="60" width="312" height="46" rx="10" fill="url(#gold)"/>
      <rect x="-156" y="60" width="312" height="46" rx="10" fill="#8a5a12" opacity=".25"/>
      ${[[-170, -90], [0, -130], [170, -90]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="#fff4c2"/>`).join('')}
      ${[[-90, 83, '#ef4444'], [0, 83, '#22d3ee'], [90, 83, '#a855f7']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="13" fill="${c}"/>`).join('')}
      <text y="40" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="92" fill="#7c2d12" opacity=".85">777</text>
    </g>`,
  spinningReels: () => `
    <g filter="url(#soft)">
      <rect x="-170" y="-110" width="340" height="220" rx="26" fill="url(#gold)"/>
      <rect x="-150" y="-90" width="300" height="180" rx="16" fill="#1e0b3a"/>
      ${[-100, 0, 100].map((x) => `<rect x="${x - 44}" y="-76" width="88" height="152" rx="10" fill="#fdf4ff"/><text x="${x}" y="30" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="96" fill="#dc2626">7</text>`).join('')}
      <rect x="-150" y="-6" width="300" height="10" fill="#f7c948" opacity=".55"/>
      <rect x="180" y="-70" width="16" height="110" rx="8" fill="#c0c0c0"/><circle cx="188" cy="-80" r="20" fill="#ef4444"/>
    </g>`,
  cashback: () => `
    <g filter="url(#soft)">
      <path d="M -120 0 A 120 120 0 1 1 -84 85" fill="none" stroke="url(#gold)" stroke-width="26" stroke-linecap="round"/>
      <path d="M -150 70 L -84 85 L -100 20 Z" fill="#f7c948"/>
      <circle r="76" fill="url(#gold)"/>
      <circle r="60" fill="none" stroke="#fff5cc" stroke-opacity=".7" stroke-width="5"/>
      <text y="26" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="76" fill="#8a5a12">₺</text>
    </g>`,
  ticket: () => `
    <g filter="url(#soft)">
      <g transform="rotate(-8)">
        <rect x="-120" y="-150" width="220" height="290" rx="18" fill="#f8fafc"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="-96" y="${-120 + i * 58}" width="120" height="14" rx="7" fill="#cbd5e1"/><rect x="40" y="${-124 + i * 58}" width="40" height="22" rx="11" fill="#22c55e"/>`).join('')}
      </g>
      <path d="M 60 110 L 170 -20 L 150 -30 L 200 -70 L 196 -10 L 178 -20 L 74 124 Z" fill="url(#gold)"/>
    </g>`,
  phone: () => `
    <g filter="url(#soft)">
      <rect x="-80" y="-150" width="160" height="300" rx="26" fill="#0f172a" stroke="url(#gold)" stroke-width="8"/>
      <rect x="-64" y="-124" width="128" height="240" rx="10" fill="#1e1b4b"/>
      <circle cy="-6" r="46" fill="#22c55e"/>
      <path d="M -22 -6 L -6 12 L 26 -24" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="-40" y="62" width="80" height="12" rx="6" fill="#6366f1"/>
      <g transform="translate(120 110)"><circle r="54" fill="url(#gold)"/><text y="20" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="56" fill="#8a5a12">₺</text></g>
    </g>`,
};
motifs.gift = ((base) => () => base().replace(`<g transform="translate(130 120) scale(.55)">COINS</g>`, `<g transform="translate(150 110) scale(.5)">${motifs.coins()}</g>`))(motifs.gift);

const commonDefs = (theme) => `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.bg[0]}"/><stop offset=".55" stop-color="${theme.bg[1]}"/><stop offset="1" stop-color="${theme.bg[2]}"/></linearGradient>
  <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${theme.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">${goldStops}</linearGradient>
  <linearGradient id="goldText" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8dc"/><stop offset=".5" stop-color="#f7c948"/><stop offset="1" stop-color="#e09b1a"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <radialGradient id="ballShade" cx=".35" cy=".3" r=".8"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
  <pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.6" fill="#fff" opacity=".07"/></pattern>
  <filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity=".45"/></filter>
  <filter id="textShadow" x="-10%" y="-10%" width="120%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".5"/></filter>`;

const rays = (cx, cy, color) =>
  Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const b = a + 0.12;
    const r = 900;
    return `<path d="M ${cx} ${cy} L ${(cx + Math.cos(a) * r).toFixed(0)} ${(cy + Math.sin(a) * r).toFixed(0)} L ${(cx + Math.cos(b) * r).toFixed(0)} ${(cy + Math.sin(b) * r).toFixed(0)} Z" fill="${color}" opacity=".05"/>`;
  }).join('');

const sparkles = (points) =>
  points.map(([x, y, s]) => `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -12 L3 -3 L12 0 L3 3 L0 12 L-3 3 L-12 0 L-3 -3 Z" fill="#fff4c2" opacity=".85"/>`).join('');

/* ---------- slider banners (1040 x 600) ---------- */
const themes = {
  welcome: { bg: ['#12072e', '#3b0f6e', '#7a1c7c'], glow: '#c026d3', motif: 'gift' },
  'live-casino': { bg: ['#0b0a24', '#2a0f52', '#0f3b2e'], glow: '#10b981', motif: 'roulette' },
  sports: { bg: ['#06122b', '#0d2a5c', '#1b0f4a'], glow: '#22d3ee', motif: 'football' },
  aviator: { bg: ['#14041c', '#3a0a2e', '#6d0f24'], glow: '#ff4d6d', motif: 'plane' },
  telegram: { bg: ['#07132b', '#0f2f5a', '#23115a'], glow: '#38bdf8', motif: 'telegram' },
  jackpot: { bg: ['#150822', '#40105a', '#6b3a05'], glow: '#f7c948', motif: 'crown' },
  'weekly-cashback': { bg: ['#0d0726', '#2b0d5c', '#5b1aa0'], glow: '#a855f7', motif: 'cashback' },
};

const slideTexts = {
  welcome: {
    tr: { kicker: 'HOŞ GELDİN BONUSU', title: [`${formatPercent(welcomeBonus.percent, 'tr')} BONUS`, `${formatLira(welcomeBonus.cap, 'tr')}'ye kadar`], sub: 'İlk yatırımına özel, hemen katıl!', cta: 'HEMEN KATIL' },
    en: { kicker: 'WELCOME BONUS', title: [`${formatPercent(welcomeBonus.percent, 'en')} BONUS`, `up to ${formatLira(welcomeBonus.cap, 'en')}`], sub: 'On your first deposit. Join today!', cta: 'JOIN NOW' },
  },
  'live-casino': {
    tr: { kicker: 'CANLI CASINO', title: ['Gerçek Krupiyeler', '7/24 Canlı Masalar'], sub: 'Rulet, blackjack ve bakara tek ekranda.', cta: 'MASAYA OTUR' },
    en: { kicker: 'LIVE CASINO', title: ['Real Dealers', 'Live Tables 24/7'], sub: 'Roulette, blackjack and baccarat in one place.', cta: 'TAKE A SEAT' },
  },
  sports: {
    tr: { kicker: 'CANLI BAHİS', title: ['Yüksek Oranlar', 'Her Maçta'], sub: 'Futbol, basketbol, tenis ve fazlası canlı.', cta: 'BAHİS YAP' },
    en: { kicker: 'LIVE BETTING', title: ['High Odds', 'On Every Match'], sub: 'Football, basketball, tennis and more, live.', cta: 'BET NOW' },
  },
  aviator: {
    tr: { kicker: 'CRASH OYUNU', title: ['AVIATOR', 'Uçmadan Kazan'], sub: 'Çarpan yükselirken zamanında çekil.', cta: 'ŞİMDİ OYNA' },
    en: { kicker: 'CRASH GAME', title: ['AVIATOR', 'Cash Out in Time'], sub: 'Watch the multiplier climb and cash out.', cta: 'PLAY NOW' },
  },
  telegram: {
    tr: { kicker: 'TELEGRAM', title: ['Kanalımıza Katıl', 'Özel Kodlar'], sub: 'Kampanyalar ve duyurular ilk sende.', cta: 'KATIL' },
    en: { kicker: 'TELEGRAM', title: ['Join Our Channel', 'Exclusive Codes'], sub: 'Be first to hear about every promotion.', cta: 'JOIN' },
  },
  jackpot: {
    tr: { kicker: 'HIGH CASH JACKPOT', title: ['1.284.310 ₺', 'Seni Bekliyor'], sub: 'Her dönüşte büyük ödül şansı.', cta: 'ŞANSINI DENE' },
    en: { kicker: 'HIGH CASH JACKPOT', title: ['₺1,284,310', 'Is Waiting'], sub: 'A shot at the big prize on every spin.', cta: 'TRY YOUR LUCK' },
  },
  'weekly-cashback': {
    tr: { kicker: 'HAFTALIK KAYIP BONUSU', title: [`${formatPercent(weeklyCashback.percent, 'tr')} İADE`, 'Her Pazartesi'], sub: `${formatLira(weeklyCashback.cap, 'tr')}'ye kadar, çevrim şartı yok.`, cta: 'DETAYLAR' },
    en: { kicker: 'WEEKLY CASHBACK', title: [`${formatPercent(weeklyCashback.percent, 'en')} BACK`, 'Every Monday'], sub: `Up to ${formatLira(weeklyCashback.cap, 'en')}, no wagering.`, cta: 'DETAILS' },
  },
};

function cta(x, y, label, size) {
  const w = textWidth(label, size) + size * 2.2;
  const h = size * 2.3;
  return `
  <g transform="translate(${x} ${y})" filter="url(#soft)">
    <rect width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${(h / 2).toFixed(0)}" fill="url(#gold)"/>
    <rect x="3" y="3" width="${(w - 6).toFixed(0)}" height="${(h / 2 - 3).toFixed(0)}" rx="${(h / 2 - 3).toFixed(0)}" fill="#fff" opacity=".22"/>
    <text x="${(w / 2).toFixed(0)}" y="${(h / 2 + size * 0.36).toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${size}" letter-spacing="1.5" fill="#3b1d0a">${esc(label)}</text>
  </g>`;
}

/** A landscape banner: text on the left, the theme's motif on the right. `size` sm|md|lg changes the type scale. */
function banner({ name, locale, size, width = 1040, height = 600 }) {
  const theme = themes[name];
  const t = slideTexts[name][locale];
  const scale = { sm: { title: 80, sub: 0, kicker: 30, cta: 30 }, md: { title: 74, sub: 28, kicker: 26, cta: 26 }, lg: { title: 66, sub: 26, kicker: 24, cta: 24 } }[size];
  const textMax = width * 0.52;
  const x = width * 0.065;
  let y = height * (size === 'sm' ? 0.27 : 0.25);
  const parts = [];
  parts.push(`<text x="${x}" y="${y}" font-family="${FONT}" font-weight="800" font-size="${scale.kicker}" letter-spacing="4" fill="#f7c948"${fit(t.kicker, scale.kicker * 1.1, textMax)}>${esc(t.kicker)}</text>`);
  parts.push(`<rect x="${x}" y="${y + 16}" width="84" height="5" rx="2.5" fill="url(#gold)"/>`);
  y += scale.title * 1.35;
  parts.push(`<text x="${x}" y="${y}" font-family="${FONT}" font-weight="900" font-size="${scale.title}" fill="#ffffff" filter="url(#textShadow)"${fit(t.title[0], scale.title, textMax)}>${esc(t.title[0])}</text>`);
  y += scale.title * 1.08;
  const second = scale.title * 0.78;
  parts.push(`<text x="${x}" y="${y}" font-family="${FONT}" font-weight="800" font-size="${second.toFixed(0)}" fill="url(#goldText)" filter="url(#textShadow)"${fit(t.title[1], second, textMax)}>${esc(t.title[1])}</text>`);
  if (scale.sub) {
    y += scale.sub * 2;
    parts.push(`<text x="${x}" y="${y}" font-family="${FONT}" font-weight="500" font-size="${scale.sub}" fill="#e9defc"${fit(t.sub, scale.sub * 0.95, textMax)}>${esc(t.sub)}</text>`);
  }
  y += size === 'sm' ? 50 : 46;
  parts.push(cta(x, y, t.cta, scale.cta));
  if (size === 'lg') parts.push(`<text x="${x}" y="${height - 34}" font-family="${FONT}" font-size="16" fill="#ffffff" opacity=".55">${locale === 'tr' ? '18+ · Kurallar ve koşullar geçerlidir · Sorumlu oynayın' : '18+ · Terms and conditions apply · Play responsibly'}</text>`);

  const mx = width * 0.76;
  const my = height * 0.52;
  const ms = (height / 600) * (size === 'sm' ? 1.0 : 1.08);
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(`${t.kicker}: ${t.title.join(' ')}`)}">
  <defs>${commonDefs(theme)}</defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${rays(mx, my, '#ffffff')}
  <rect width="${width}" height="${height}" fill="url(#dots)"/>
  <circle cx="${mx}" cy="${my}" r="${height * 0.62}" fill="url(#glow)"/>
  <circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.5}" fill="url(#glow)" opacity=".35"/>
  <g transform="translate(${mx} ${my}) scale(${ms})">${motifs[theme.motif]()}</g>
  ${sparkles([[mx - 200, my - 190, 1.2], [mx + 190, my - 160, 0.8], [mx + 210, my + 170, 1], [width * 0.5, height * 0.12, 0.7]])}
  ${parts.join('\n  ')}
  <rect x="10" y="10" width="${width - 20}" height="${height - 20}" rx="22" fill="none" stroke="#f7c948" stroke-opacity=".35" stroke-width="2"/>
</svg>`;
}

for (const name of ['welcome', 'live-casino', 'sports', 'aviator', 'telegram', 'jackpot']) {
  for (const locale of ['tr', 'en']) {
    for (const size of ['sm', 'md', 'lg']) write(`slider/${name}-${locale}-${size}.svg`, banner({ name, locale, size }));
  }
}

/* ---------- popup: portrait on phones, landscape from 992 px ---------- */
function portraitPopup(locale) {
  const theme = themes['weekly-cashback'];
  const t = slideTexts['weekly-cashback'][locale];
  const W = 600;
  const H = 780;
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${t.kicker}: ${t.title.join(' ')}`)}">
  <defs>${commonDefs(theme)}</defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${rays(W / 2, 250, '#ffffff')}
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="${W / 2}" cy="250" r="300" fill="url(#glow)"/>
  <g transform="translate(${W / 2} 250) scale(1.05)">${motifs.cashback()}</g>
  ${sparkles([[110, 110, 1.1], [490, 150, 0.9], [470, 380, 1]])}
  <text x="${W / 2}" y="470" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="26" letter-spacing="4" fill="#f7c948"${fit(t.kicker, 29, 520)}>${esc(t.kicker)}</text>
  <text x="${W / 2}" y="560" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="84" fill="#fff" filter="url(#textShadow)"${fit(t.title[0], 84, 520)}>${esc(t.title[0])}</text>
  <text x="${W / 2}" y="618" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="44" fill="url(#goldText)"${fit(t.title[1], 44, 520)}>${esc(t.title[1])}</text>
  <text x="${W / 2}" y="662" text-anchor="middle" font-family="${FONT}" font-weight="500" font-size="22" fill="#e9defc"${fit(t.sub, 21, 520)}>${esc(t.sub)}</text>
  ${cta(W / 2 - (textWidth(t.cta, 26) + 26 * 2.2) / 2, 690, t.cta, 26)}
  <rect x="10" y="10" width="${W - 20}" height="${H - 20}" rx="24" fill="none" stroke="#f7c948" stroke-opacity=".4" stroke-width="2"/>
</svg>`;
}
for (const locale of ['tr', 'en']) {
  write(`popup/weekly-cashback-${locale}-sm.svg`, portraitPopup(locale));
  write(`popup/weekly-cashback-${locale}-md.svg`, banner({ name: 'weekly-cashback', locale, size: 'md', width: 900, height: 560 }));
  write(`popup/weekly-cashback-${locale}-lg.svg`, banner({ name: 'weekly-cashback', locale, size: 'lg', width: 1040, height: 600 }));
}

/* ---------- promotions: word-free art (titles come from the API), card 640x360 and detail 1040x600 ---------- */
const promotionArt = {
  'welcome-bonus': { bg: ['#12072e', '#3b0f6e', '#7a1c7c'], glow: '#c026d3', motif: 'gift' },
  cashback: { bg: ['#0d0726', '#2b0d5c', '#5b1aa0'], glow: '#a855f7', motif: 'cashback' },
  'free-spins': { bg: ['#1a0630', '#4a0f5e', '#8a1452'], glow: '#f472b6', motif: 'spinningReels' },
  'combo-boost': { bg: ['#06122b', '#0d2a5c', '#10451f'], glow: '#22c55e', motif: 'ticket' },
  'trial-bonus': { bg: ['#0b0a24', '#1e1b6b', '#3b0f6e'], glow: '#6366f1', motif: 'phone' },
};
function promoArt(name, W, H) {
  const theme = promotionArt[name];
  const s = H / 420;
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">
  <defs>${commonDefs(theme)}</defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${rays(W / 2, H / 2, '#ffffff')}
  <rect width="${W}" height="${H}" fill="url(#dots)"/>
  <circle cx="${W / 2}" cy="${H / 2}" r="${H * 0.6}" fill="url(#glow)"/>
  <g transform="translate(${W / 2} ${H / 2 + 6 * s}) scale(${s})">${motifs[theme.motif]()}</g>
  ${sparkles([[W * 0.18, H * 0.22, s], [W * 0.82, H * 0.25, 0.8 * s], [W * 0.78, H * 0.8, s], [W * 0.24, H * 0.78, 0.7 * s]])}
  <rect x="8" y="8" width="${W - 16}" height="${H - 16}" rx="18" fill="none" stroke="#f7c948" stroke-opacity=".35" stroke-width="2"/>
</svg>`;
}
for (const name of Object.keys(promotionArt)) {
  write(`promotions/${name}-card.svg`, promoArt(name, 640, 360));
  write(`promotions/${name}-detail.svg`, promoArt(name, 1040, 600));
}

/* ---------- casino categories (400 x 300) ---------- */
const icon = {
  popular: `<path d="M0 -120 C 50 -60 90 -30 80 30 C 72 84 30 110 0 110 C -30 110 -80 84 -84 30 C -88 -20 -50 -40 -40 -90 C -20 -60 -10 -40 0 -120 Z" fill="#f97316"/><path d="M0 -40 C 30 -10 44 10 40 44 C 36 78 16 92 0 92 C -16 92 -40 78 -40 46 C -40 20 -20 6 0 -40 Z" fill="#fde047"/>`,
  new: `<path d="M0 -120 L 28 -40 L 112 -38 L 46 12 L 70 96 L 0 46 L -70 96 L -46 12 L -112 -38 L -28 -40 Z" fill="url(#gold)"/><circle r="26" fill="#fff4c2"/>`,
  slots: motifs.spinningReels(),
  'live-casino': motifs.roulette(),
  'table-games': `<g transform="rotate(-12)"><rect x="-110" y="-130" width="150" height="210" rx="16" fill="#f8fafc"/><text x="-35" y="-10" text-anchor="middle" font-family="${FONT}" font-size="110" fill="#111827">♠</text><text x="-90" y="-90" font-family="${FONT}" font-weight="800" font-size="36" fill="#111827">A</text></g><g transform="rotate(14)"><rect x="-20" y="-110" width="150" height="210" rx="16" fill="#f8fafc"/><text x="55" y="10" text-anchor="middle" font-family="${FONT}" font-size="110" fill="#dc2626">♥</text><text x="0" y="-70" font-family="${FONT}" font-weight="800" font-size="36" fill="#dc2626">K</text></g>`,
  jackpots: motifs.crown(),
  megaways: `${[40, 90, 60, 120, 75, 100].map((h, i) => `<rect x="${-150 + i * 52}" y="${80 - h * 1.4}" width="40" height="${h * 1.4}" rx="8" fill="${['#22d3ee', '#a855f7', '#f472b6', '#f7c948', '#34d399', '#60a5fa'][i]}"/>`).join('')}<rect x="-160" y="86" width="320" height="12" rx="6" fill="url(#gold)"/>`,
  crash: motifs.plane(),
  bingo: `<circle r="110" fill="#ef4444"/><circle r="110" fill="url(#sheen)"/><circle r="62" fill="#fff"/><text y="24" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="68" fill="#111827">75</text><circle cx="130" cy="80" r="44" fill="#3b82f6"/><circle cx="130" cy="80" r="24" fill="#fff"/><text x="130" y="90" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="28" fill="#111827">8</text>`,
  'tv-games': `<rect x="-140" y="-100" width="280" height="180" rx="20" fill="#111827" stroke="url(#gold)" stroke-width="8"/><rect x="-120" y="-80" width="240" height="140" rx="10" fill="#4c1d95"/><path d="M -26 -40 L 40 -10 L -26 20 Z" fill="#fff"/><rect x="-60" y="92" width="120" height="12" rx="6" fill="url(#gold)"/><path d="M -40 -100 L -80 -150 M 40 -100 L 80 -150" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/>`,
};
const categoryTheme = {
  popular: ['#1a0630', '#5b0f4e', '#f97316'],
  new: ['#0f0a2e', '#3b0f6e', '#a855f7'],
  slots: ['#1a0630', '#4a0f5e', '#f472b6'],
  'live-casino': ['#0b0a24', '#0f3b2e', '#10b981'],
  'table-games': ['#0b0a24', '#1f2a60', '#60a5fa'],
  jackpots: ['#150822', '#40105a', '#f7c948'],
  megaways: ['#07132b', '#1e1b6b', '#22d3ee'],
  crash: ['#14041c', '#3a0a2e', '#ff4d6d'],
  bingo: ['#0d0726', '#2b0d5c', '#ef4444'],
  'tv-games': ['#0b0a24', '#2a0f52', '#8b5cf6'],
};
for (const [name, [a, b, glow]] of Object.entries(categoryTheme)) {
  write(
    `casino/${name}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img">
  <defs>${commonDefs({ bg: [a, b, a], glow })}</defs>
  <rect width="400" height="300" rx="24" fill="url(#bg)"/>
  <rect width="400" height="300" rx="24" fill="url(#dots)"/>
  <circle cx="200" cy="150" r="170" fill="url(#glow)"/>
  <g transform="translate(200 158) scale(.62)" filter="url(#soft)">${icon[name]}</g>
  <rect x="6" y="6" width="388" height="288" rx="20" fill="none" stroke="#f7c948" stroke-opacity=".3" stroke-width="2"/>
</svg>`,
  );
}

/* ---------- game-provider wordmarks (240 x 80, for dark backgrounds) ---------- */
const providers = [
  ['softgamings', 'SoftGamings', '#22d3ee', 'hex', 'sans'],
  ['hub88', 'Hub88', '#f97316', 'circle', 'sans'],
  ['egt-digital', 'EGT Digital', '#ef4444', 'diamond', 'sans'],
  ['amusnet', 'Amusnet', '#a3e635', 'circle', 'sans'],
  ['everymatrix', 'EveryMatrix', '#60a5fa', 'grid', 'sans'],
  ['digitain', 'Digitain', '#f472b6', 'hex', 'sans'],
  ['pragmatic-play', 'Pragmatic Play', '#f59e0b', 'circle', 'sans'],
  ['evolution', 'Evolution', '#f7c948', 'ring', 'serif'],
  ['netent', 'NetEnt', '#34d399', 'diamond', 'sans'],
  ['playn-go', "Play'n GO", '#4ade80', 'play', 'sans'],
  ['spribe', 'Spribe', '#fb7185', 'spark', 'sans'],
  ['ezugi', 'Ezugi', '#c084fc', 'ring', 'serif'],
  ['playtech', 'Playtech', '#38bdf8', 'play', 'sans'],
  ['red-tiger', 'Red Tiger', '#ef4444', 'spark', 'sans'],
  ['yggdrasil', 'Yggdrasil', '#fbbf24', 'tree', 'serif'],
  ['bgaming', 'BGaming', '#a78bfa', 'grid', 'sans'],
];
const emblem = (kind, color, letter) => {
  const label = `<text y="11" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="30" fill="#0b0a1f">${esc(letter)}</text>`;
  switch (kind) {
    case 'hex':
      return `<path d="M0 -28 L24 -14 L24 14 L0 28 L-24 14 L-24 -14 Z" fill="${color}"/>${label}`;
    case 'diamond':
      return `<rect x="-20" y="-20" width="40" height="40" rx="6" transform="rotate(45)" fill="${color}"/>${label}`;
    case 'ring':
      return `<circle r="26" fill="none" stroke="${color}" stroke-width="5"/><text y="11" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-weight="700" font-size="30" fill="${color}">${esc(letter)}</text>`;
    case 'grid':
      return [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => `<rect x="${-24 + c * 17}" y="${-24 + r * 17}" width="13" height="13" rx="3" fill="${color}" opacity="${(r + c) % 2 ? 0.5 : 1}"/>`)).join('');
    case 'play':
      return `<circle r="27" fill="${color}"/><path d="M-8 -13 L14 0 L-8 13 Z" fill="#0b0a1f"/>`;
    case 'spark':
      return `<path d="M0 -30 L8 -8 L30 0 L8 8 L0 30 L-8 8 L-30 0 L-8 -8 Z" fill="${color}"/>`;
    case 'tree':
      return `<path d="M0 -30 L22 4 L10 4 L26 24 L-26 24 L-10 4 L-22 4 Z" fill="${color}"/><rect x="-4" y="24" width="8" height="8" fill="${color}"/>`;
    default:
      return `<circle r="27" fill="${color}"/>${label}`;
  }
};
for (const [file, name, color, kind, face] of providers) {
  const family = face === 'serif' ? "Georgia,'DejaVu Serif','Liberation Serif',serif" : FONT;
  const size = 26;
  write(
    `providers/${file}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${esc(name)}">
  <g transform="translate(36 40)">${emblem(kind, color, name[0])}</g>
  <text x="74" y="49" font-family="${family}" font-weight="${face === 'serif' ? 700 : 800}" font-size="${size}" fill="#f1f5f9"${fit(name, size, 158)}>${esc(name)}</text>
</svg>`,
  );
}

/* ---------- logo and licence badge ---------- */
write(
  'logo.svg',
  `
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" role="img" aria-label="Arcadia">
  <defs><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">${goldStops}</linearGradient><linearGradient id="violet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#6d28d9"/></linearGradient></defs>
  <g transform="translate(40 40)">
    <path d="M0 -32 L28 -4 L0 32 L-28 -4 Z" fill="url(#violet)"/>
    <path d="M0 -32 L28 -4 L0 2 L-28 -4 Z" fill="#fff" opacity=".2"/>
    <path d="M-22 -16 L-26 -34 L-12 -24 L0 -38 L12 -24 L26 -34 L22 -16 Z" fill="url(#gold)"/>
  </g>
  <text x="82" y="53" font-family="${FONT}" font-weight="900" font-size="40" letter-spacing="4" fill="url(#gold)">ARCADIA</text>
</svg>`,
);
write(
  'licence-22-0025.svg',
  `
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="72" viewBox="0 0 200 72" role="img" aria-label="Licence 22-0025">
  <defs><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">${goldStops}</linearGradient></defs>
  <rect x="1" y="1" width="198" height="70" rx="14" fill="#120a2e" stroke="url(#gold)" stroke-width="2"/>
  <path d="M36 12 L58 20 L58 36 C58 50 48 58 36 62 C24 58 14 50 14 36 L14 20 Z" fill="url(#gold)"/>
  <path d="M26 37 L33 44 L47 29" fill="none" stroke="#120a2e" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="70" y="31" font-family="${FONT}" font-weight="700" font-size="13" letter-spacing="2" fill="#c4b5fd">LICENCE</text>
  <text x="70" y="54" font-family="${FONT}" font-weight="900" font-size="22" fill="url(#gold)">22-0025</text>
</svg>`,
);
console.log(`content images written to ${out}`);
