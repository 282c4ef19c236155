// Draws every catalogue game's tile (SVG) into server/static/content/games/<gameCode>.svg.
// Run: npx tsx server/scripts/game-art.ts (the output is committed; run again after editing the
// catalogue or the drawing: a test fails while a file is missing or differs from the drawing).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE } from '../src/modules/casino/catalogue.js';
import { renderGameArt } from '../src/modules/casino/game-art.js';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'content', 'games');
mkdirSync(out, { recursive: true });
const wanted = new Set(CATALOGUE.map((game) => `${game.gameCode}.svg`));
for (const file of readdirSync(out)) if (!wanted.has(file)) rmSync(join(out, file));
for (const game of CATALOGUE) writeFileSync(join(out, `${game.gameCode}.svg`), renderGameArt(game));
console.log(`${CATALOGUE.length} game tiles in ${out}`);
