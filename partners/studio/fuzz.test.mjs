import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { launch, startOperator, startStudio } from './testing.mjs';

/**
 * Hostile input to every endpoint of the studio, over real HTTP: each is answered 4xx and the
 * process keeps answering.
 */
describe('the studio under hostile input', () => {
  /** @type {Awaited<ReturnType<typeof startOperator>>} */
  let operator;
  /** @type {ReturnType<typeof startStudio>} */
  let studio;
  let base = '';
  /** @type {string} */
  let sessionId;
  before(async () => {
    operator = await startOperator();
    studio = startStudio({ operatorUrl: operator.url });
    sessionId = /** @type {string} */ ((await launch(studio.app, 'egt-flaming-hot', { key: 'egt' })).sessionId);
    await studio.app.listen({ port: 0, host: '127.0.0.1' });
    const address = /** @type {import('node:net').AddressInfo} */ (studio.app.server.address());
    base = `http://127.0.0.1:${address.port}`;
  });
  after(async () => {
    await studio.close();
    await operator.close();
  });

  const stillAnswers = async () => assert.equal((await fetch(`${base}/health`)).status, 200);

  it('answers 4xx to bad JSON, wrong types, NUL bytes, huge numbers and huge bodies on the game endpoints', async () => {
    const json = { 'content-type': 'application/json' };
    const cases = [
      { path: `/api/sessions/${sessionId}/slot/spin`, body: '{"lineStake":', headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: '[]', headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: 'null', headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: '{"lineStake":"\u0000"}', headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: '{"lineStake":1e400}', headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: '{"__proto__":{"lineStake":10}}', headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: JSON.stringify({ lineStake: 10, pad: 'x'.repeat(2_000_000) }), headers: json },
      { path: `/api/sessions/${sessionId}/slot/spin`, body: 'lineStake=10', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { path: `/api/sessions/${sessionId}/roulette/spin`, body: '{"bets":[{"type":"straight","value":"\u0000","amount":100}]}', headers: json },
      { path: `/api/sessions/${sessionId}/roulette/spin`, body: JSON.stringify({ bets: Array.from({ length: 5000 }, () => ({ type: 'red', amount: 100 })) }), headers: json },
      { path: '/api/sessions/unknown-session/slot/spin', body: '{"lineStake":10}', headers: json },
      { path: '/api/sessions/%00/slot/spin', body: '{"lineStake":10}', headers: json },
      { path: `/api/sessions/${'a'.repeat(5000)}/roulette/spin`, body: '{"bets":[]}', headers: json },
    ];
    for (const { path, body, headers } of cases) {
      const response = await fetch(`${base}${path}`, { method: 'POST', body, headers });
      assert.ok(response.status >= 400 && response.status < 500, `${path} ${body.slice(0, 60)} → ${response.status}`);
      await response.arrayBuffer();
    }
    await stillAnswers();
  });

  it('answers 4xx to hostile launch links and unknown sessions', async () => {
    const paths = [
      '/hub88/launch',
      '/hub88/launch?token=%00',
      `/hub88/launch?token=${'x'.repeat(20_000)}`,
      '/hub88/launch?token=good-1.x&token=good-2.y',
      '/hub88/launch?token=good-a.b&game=%00&lobby=javascript:alert(1)',
      '/%00/launch?token=good-a.b',
      '/hub88/play/..%2F..%2Fetc%2Fpasswd',
      '/hub88/play/%00',
      '/api/sessions/nobody/balance',
      '/static/..%2Fapp.mjs',
    ];
    for (const path of paths) {
      const response = await fetch(`${base}${path}`);
      assert.ok(response.status >= 400 && response.status < 500, `${path.slice(0, 80)} → ${response.status}`);
      await response.arrayBuffer();
    }
    await stillAnswers();
  });

  it('survives garbage on the socket', async () => {
    const { port } = new URL(base);
    await new Promise((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('\u0000\u0001GARBAGE / HTTP/9.9\r\n\r\n\u0000'));
      socket.on('data', () => undefined);
      socket.on('close', resolve);
      socket.on('error', resolve);
    });
    await stillAnswers();
  });
});
