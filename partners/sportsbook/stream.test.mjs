import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, it } from 'node:test';
import { startSportsbook } from './testing.mjs';

describe('GET /api/stream', () => {
  it('pushes the live clock’s price moves, scores and clocks to every open stream, and closes them on shutdown', async () => {
    let clock = Date.now();
    const book = startSportsbook({ seed: 'stream-test', now: () => clock });
    try {
      book.app.sportsbook.start();
      await book.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = /** @type {import('node:net').AddressInfo} */ (book.app.server.address());
      /** @type {any[][]} */
      const received = [[], []];
      const ended = received.map(
        (events) =>
          new Promise((resolve) => {
            request(`http://127.0.0.1:${port}/api/stream`, (res) => {
              assert.match(String(res.headers['content-type']), /^text\/event-stream/);
              let buffer = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => {
                buffer += chunk;
                for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                  const frame = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  if (frame.startsWith('data: ')) events.push(...JSON.parse(frame.slice(6)));
                }
              });
              res.on('end', resolve);
            }).end();
          }),
      );
      const deadline = Date.now() + 5000;
      const open = async () => /** @type {{ liveStreams: number }} */ (await (await fetch(`http://127.0.0.1:${port}/health`)).json()).liveStreams;
      while ((await open()) < 2) {
        assert.ok(Date.now() < deadline, 'both streams open');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (let i = 0; i < 30; i++) {
        clock += 20_000;
        book.app.sportsbook.book.tick();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const events of received) {
        const odds = events.filter((e) => e.t === 'odds');
        assert.ok(odds.length > 0, 'price moves');
        assert.ok(odds.every((e) => typeof e.m === 'string' && e.c.every((/** @type {any[]} */ c) => typeof c[0] === 'string' && typeof c[1] === 'number')));
        assert.ok(events.some((e) => e.t === 'clock' || e.t === 'score'), 'the clock moves');
      }
      assert.deepEqual(received[0], received[1], 'every stream the same');
      await book.close();
      await Promise.all(ended);
    } finally {
      await book.close().catch(() => undefined);
    }
  });
});
