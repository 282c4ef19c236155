/**
 * A process full of idle hub clients for `bench/hub.mjs` (forked with an IPC channel): raw `ws`
 * sockets speaking the SignalR JSON protocol as the site's client does (handshake, a ping every
 * 15 s so the hub does not time them out), each from its own loopback address when told to. It
 * reports every `NotifyMessage` it receives, with the time of receipt, to the parent.
 *
 * Messages from the parent: `open` {url, items: [{index, token, address}], concurrency},
 * `clock` (answers this process's time, to align the two clocks), `trim` {keep} (closes the
 * connections whose index is `keep` or more), `status`, `close`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WebSocket = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'package.json'))('ws');

const RS = '\x1e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const PING = `{"type":6}${RS}`;
const PING_EVERY_MS = 15_000;
const PING_TICK_MS = 250;

const now = () => performance.timeOrigin + performance.now();
/** Open sockets by connection index. */
const sockets = new Map();
const closeCodes = {};
let closedByServer = 0;
let closing = false;

/** Opens one connection and completes the handshake; resolves true, or the reason it failed. */
function connect(url, { index, token, address }) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url}?access_token=${encodeURIComponent(token)}&fingerprint=bench-${index}`, {
      perMessageDeflate: false,
      handshakeTimeout: 30_000,
      ...(address ? { localAddress: address } : {}),
    });
    let ready = false;
    const fail = (reason) => {
      if (ready) return;
      ready = true;
      socket.terminate();
      resolve(reason);
    };
    const timer = setTimeout(() => fail('no handshake answer within 30 s'), 30_000);
    socket.on('open', () => socket.send(HANDSHAKE));
    socket.on('unexpected-response', (_req, res) => fail(`upgrade refused: ${res.statusCode}`));
    socket.on('error', (error) => fail(error.message));
    socket.on('message', (data) => {
      const text = data.toString();
      for (const record of text.split(RS)) {
        if (!record) continue;
        if (!ready) {
          clearTimeout(timer);
          if (record !== '{}') return fail(`handshake refused: ${record}`);
          ready = true;
          sockets.set(index, socket);
          resolve(true);
          continue;
        }
        if (!record.includes('"NotifyMessage"')) continue;
        const at = now();
        try {
          const command = JSON.parse(record).arguments?.[0]?.command;
          process.send({ type: 'received', index, command, at });
        } catch {
          // a malformed record is the hub's bug; the missing receipt shows in the figures
        }
      }
    });
    socket.on('close', (code) => {
      clearTimeout(timer);
      if (!sockets.delete(index) || closing) return;
      closedByServer += 1;
      closeCodes[code] = (closeCodes[code] ?? 0) + 1;
    });
  });
}

async function openAll({ url, items, concurrency }) {
  const started = performance.now();
  let next = 0;
  let opened = 0;
  let failed = 0;
  let firstError = null;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        const outcome = await connect(url, item);
        if (outcome === true) opened += 1;
        else {
          failed += 1;
          firstError ??= outcome;
        }
      }
    }),
  );
  return { opened, failed, firstError, seconds: (performance.now() - started) / 1000 };
}

// Every connection pings once per 15 s, the connections spread over the interval.
let tick = 0;
const TICKS = PING_EVERY_MS / PING_TICK_MS;
setInterval(() => {
  tick = (tick + 1) % TICKS;
  for (const [index, socket] of sockets) {
    if (index % TICKS === tick && socket.readyState === WebSocket.OPEN) socket.send(PING);
  }
}, PING_TICK_MS);

process.on('message', async (message) => {
  switch (message?.type) {
    case 'open':
      process.send({ type: 'opened', ...(await openAll(message)) });
      break;
    case 'clock':
      process.send({ type: 'clock', id: message.id, at: now() });
      break;
    case 'trim':
      for (const [index, socket] of sockets) {
        if (index < message.keep) continue;
        sockets.delete(index);
        socket.close(1000);
      }
      process.send({ type: 'trimmed', open: sockets.size });
      break;
    case 'status':
      process.send({ type: 'status', open: sockets.size, closedByServer, closeCodes, rss: process.memoryUsage().rss });
      break;
    case 'close':
      closing = true;
      for (const socket of sockets.values()) socket.terminate();
      sockets.clear();
      process.send({ type: 'closed' }, () => process.exit(0));
      break;
    default:
      break;
  }
});
process.on('disconnect', () => process.exit(0));
