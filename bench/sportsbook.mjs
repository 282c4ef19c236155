#!/usr/bin/env node
/**
 * The demo sportsbook's figures (partners/sportsbook), against the fake operator of its tests
 * (a seamless wallet in memory, signatures checked), all in this one process on 127.0.0.1:
 *   1. slips placed per second over HTTP (frame session → POST slip → signed wallet bet → answer),
 *      `--slips` slips (default 2000) from `--players` players (default 50), `--concurrency`
 *      requests in flight (default 32); p50 and p99 latency;
 *   2. odds updates per second pushed to `--streams` open Server-Sent Event streams (default 1000):
 *      the live clock runs at 250 ms for `--seconds` seconds (default 8); counted as they arrive;
 *   3. the frame's first screen: the page (token exchanged), then its script and style in parallel,
 *      `--loads` times (default 50); median and p99, and the bytes.
 * Client and server share the process (and the machine's two cores), so the figures are a floor.
 */
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSportsbook } from '@arcadia/partners/sportsbook/app.mjs';
import { SECRET, SITE, startOperator, tempDir } from '@arcadia/partners/sportsbook/testing.mjs';

const { values } = parseArgs({
  options: {
    slips: { type: 'string', default: '2000' },
    players: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '32' },
    streams: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '8' },
    loads: { type: 'string', default: '50' },
  },
});
const SLIPS = Number(values.slips);
const PLAYERS = Number(values.players);
const CONCURRENCY = Number(values.concurrency);
const STREAMS = Number(values.streams);
const SECONDS = Number(values.seconds);
const LOADS = Number(values.loads);

/** @param {number[]} list @param {number} q */
const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const operator = await startOperator({ balance: 1_000_000_000 });
const dataDir = tempDir();
const port = 18_303;
const origin = `http://127.0.0.1:${port}`;
const app = buildSportsbook({
  secret: SECRET,
  operatorUrl: operator.url,
  publicUrl: SITE,
  sportsbookUrl: origin,
  dataDir,
  dataFile: join(dataDir, 'sportsbook.jsonl'),
  stateFile: join(dataDir, 'sportsbook-fixtures.json'),
  log: (level, message) => level === 'error' && console.error(message),
  tickMs: 0,
  seed: 'bench',
});
app.sportsbook.start();
await app.listen({ port, host: '127.0.0.1' });

try {
  // 1. Slips per second.
  /** @param {string} player */
  const sessionOf = async (player) => {
    const html = await (await fetch(`${origin}/fcg/?mode=prematch&lang=en&token=tok-${player}&parent=${encodeURIComponent(SITE)}`)).text();
    return /** @type {string} */ (/"session":"([^"]+)"/.exec(html)?.[1]);
  };
  const sessions = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => sessionOf(`bench${i}`)));
  const selections = Object.values(app.sportsbook.book.state.matches)
    .filter((m) => m.status === 'scheduled')
    .flatMap((m) => m.markets.filter((k) => k.status === 'open').flatMap((k) => k.selections))
    .slice(0, 200);
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SLIPS) {
        const i = next++;
        const selection = /** @type {import('@arcadia/partners/sportsbook/engine/index.mjs').Selection} */ (selections[i % selections.length]);
        const t0 = performance.now();
        const response = await fetch(`${origin}/api/sessions/${sessions[i % PLAYERS]}/slips`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind: 'single', stake: 1000, oddsChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 201) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`slips: ${SLIPS} in ${seconds.toFixed(2)} s = ${(SLIPS / seconds).toFixed(0)} slips/s (${CONCURRENCY} in flight, ${PLAYERS} players, ${refused} refused); latency p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms; wallet bets answered: ${operator.calls('bet').length}`);

  // 2. Odds pushed to open streams.
  let changes = 0;
  let messages = 0;
  /** @type {import('node:http').ClientRequest[]} */
  const open = [];
  await Promise.all(
    Array.from(
      { length: STREAMS },
      () =>
        new Promise((resolve, reject) => {
          const req = request(`${origin}/api/stream`, { agent: false }, (res) => {
            res.setEncoding('utf8');
            let buffer = '';
            res.on('data', (chunk) => {
              buffer += chunk;
              let end;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const frame = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (!frame.startsWith('data: ')) continue;
                messages += 1;
                for (const event of JSON.parse(frame.slice(6))) if (event.t === 'odds') changes += event.c.length;
              }
            });
            resolve(undefined);
          });
          req.on('error', reject);
          req.end();
          open.push(req);
        }),
    ),
  );
  let ticks = 0;
  let tickMs = 0;
  const clock = setInterval(() => {
    const t0 = performance.now();
    app.sportsbook.book.tick();
    tickMs += performance.now() - t0;
    ticks += 1;
  }, 250);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  clearInterval(clock);
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(
    `odds: ${STREAMS} open streams, ${ticks} ticks in ${SECONDS} s: ${(changes / SECONDS).toFixed(0)} price updates/s delivered in all (${(changes / STREAMS / SECONDS).toFixed(1)} per stream per second, ${messages} messages); a tick with its fan-out takes ${(tickMs / Math.max(ticks, 1)).toFixed(1)} ms`,
  );
  for (const req of open) req.destroy();

  // 3. The frame's first screen.
  /** @type {number[]} */
  const loads = [];
  let bytes = 0;
  for (let i = 0; i < LOADS; i++) {
    const t0 = performance.now();
    const page = await (await fetch(`${origin}/betco/?mode=live&lang=tr&token=tok-load${i % 5}&parent=${encodeURIComponent(SITE)}`)).text();
    const [script, style] = await Promise.all([fetch(`${origin}/static/sportsbook.js`).then((r) => r.text()), fetch(`${origin}/static/sportsbook.css`).then((r) => r.text())]);
    loads.push(performance.now() - t0);
    bytes = page.length + script.length + style.length;
  }
  console.log(`first screen: page + script + style (${(bytes / 1024).toFixed(0)} KB uncompressed) median ${quantile(loads, 0.5).toFixed(1)} ms, p99 ${quantile(loads, 0.99).toFixed(1)} ms over ${LOADS} loads`);
} finally {
  await app.close();
  await operator.close();
  rmSync(dataDir, { recursive: true, force: true });
}
