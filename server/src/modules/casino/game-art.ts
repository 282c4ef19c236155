/**
 * A game's tile artwork (SVG, GAME_ART_WIDTH × GAME_ART_HEIGHT): a background in the game's own
 * colours (from a hash of its code), a motif for its kind, its name and its provider. Pure, so
 * `scripts/game-art.ts` writes the files and a test checks the committed ones match the catalogue.
 */
import { createHash } from 'node:crypto';
import { CATEGORY, type CatalogueGame } from './catalogue.js';

export const GAME_ART_WIDTH = 240;
export const GAME_ART_HEIGHT = 180;

const FONT = "'Montserrat','Segoe UI',Arial,sans-serif";
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const motifs = {
  // A flying plane over a rising curve.
  crash: `<path d="M20 120 Q120 115 200 40" fill="none" stroke="#fff" stroke-width="4" opacity=".85"/><path d="M196 30l18 8-16 8-4-6z" fill="#ff4d5a"/>`,
  // A roulette wheel.
  roulette: `<circle cx="120" cy="70" r="44" fill="#1b1b1b" stroke="#f7c948" stroke-width="4"/><circle cx="120" cy="70" r="30" fill="none" stroke="#c0262d" stroke-width="10" stroke-dasharray="8 8"/><circle cx="120" cy="70" r="10" fill="#f7c948"/>`,
  // Two playing cards.
  cards: `<rect x="84" y="26" width="46" height="66" rx="6" fill="#fff" transform="rotate(-12 107 59)"/><rect x="112" y="28" width="46" height="66" rx="6" fill="#fff" transform="rotate(10 135 61)"/><text x="136" y="72" font-size="28" fill="#c0262d" font-family="${FONT}" text-anchor="middle">A</text>`,
  // Bingo balls.
  bingo: `<circle cx="90" cy="64" r="24" fill="#f7c948"/><circle cx="150" cy="64" r="24" fill="#4ade80"/><text x="90" y="73" font-size="22" font-weight="700" fill="#222" text-anchor="middle" font-family="${FONT}">7</text><text x="150" y="73" font-size="22" font-weight="700" fill="#222" text-anchor="middle" font-family="${FONT}">75</text>`,
  // A screen.
  tv: `<rect x="72" y="28" width="96" height="64" rx="8" fill="#111" stroke="#fff" stroke-width="4"/><path d="M108 44v32l26-16z" fill="#ff4d5a"/>`,
  // Three reels.
  slot: `${[72, 120, 168].map((x) => `<rect x="${x - 20}" y="30" width="40" height="60" rx="6" fill="#fff" opacity=".92"/><text x="${x}" y="72" font-size="30" font-weight="800" fill="#c0262d" text-anchor="middle" font-family="${FONT}">7</text>`).join('')}`,
};

function motifOf(game: CatalogueGame): string {
  const has = (id: number) => game.categories.includes(id);
  if (has(CATEGORY.crash)) return motifs.crash;
  if (has(CATEGORY.bingo)) return motifs.bingo;
  if (has(CATEGORY.tv)) return motifs.tv;
  if (has(CATEGORY.table)) return /roulette/i.test(game.name) ? motifs.roulette : motifs.cards;
  return motifs.slot;
}

/** The name on one or two lines of at most ~18 characters. */
function nameLines(name: string): string[] {
  if (name.length <= 18) return [name];
  const words = name.split(' ');
  let first = '';
  while (words.length > 1 && `${first} ${words[0]}`.trim().length <= 18) first = `${first} ${words.shift()}`.trim();
  return [first || words.shift()!, words.join(' ')].filter(Boolean);
}

export function renderGameArt(game: CatalogueGame): string {
  const hash = createHash('sha256').update(game.gameCode).digest();
  const hue = (hash[0]! * 360) / 256;
  const hue2 = (hue + 40 + (hash[1]! % 80)) % 360;
  const lines = nameLines(game.name);
  const top = lines.length === 1 ? 132 : 122;
  const label = lines
    .map((line, i) => `<text x="120" y="${top + i * 20}" font-size="${line.length > 16 ? 15 : 17}" font-weight="800" fill="#fff" text-anchor="middle" font-family="${FONT}">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" viewBox="0 0 ${GAME_ART_WIDTH} ${GAME_ART_HEIGHT}" role="img" aria-label="${esc(game.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 16%)"/></linearGradient></defs>
<rect width="240" height="180" fill="url(#bg)"/>
${motifOf(game)}
${label}
<rect y="156" width="240" height="24" fill="#000" opacity=".45"/>
<text x="120" y="173" font-size="12" fill="#fff" opacity=".9" text-anchor="middle" font-family="${FONT}" letter-spacing="1">${esc(game.providerName.toUpperCase())}${game.live ? ' · LIVE' : ''}</text>
</svg>
`;
}
