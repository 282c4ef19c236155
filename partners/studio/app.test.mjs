import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LINES } from './slot.mjs';
import { SITE, launch, startOperator, startStudio } from './testing.mjs';

/** @typedef {Awaited<ReturnType<typeof startOperator>>} Operator */

/**
 * The studio's data block of a page.
 * @param {string} html
 */
const pageData = (html) => JSON.parse(/<script type="application\/json" id="studio-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');

describe('the game studio', () => {
  /** @type {Operator} */
  let operator;
  /** @type {ReturnType<typeof startStudio>} */
  let studio;
  before(async () => {
    operator = await startOperator({ balance: 1_000_000 });
    studio = startStudio({ operatorUrl: operator.url });
  });
  after(async () => {
    await studio.close();
    await operator.close();
  });

  describe('GET /{key}/launch', () => {
    it('exchanges a valid token through the operator’s session action and answers the game’s page', async () => {
      const { response, sessionId } = await launch(studio.app, 'egt-40-super-hot', { key: 'egt', lang: 'en' });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.match(response.body, /<title>40 Super Hot<\/title>/);
      assert.match(response.body, /<html lang="en">/);
      const [session] = operator.calls('session');
      assert.ok(session?.signed);
      assert.equal(session.key, 'egt');
      assert.match(session.body.launchToken, /^good-\w+\.egt-40-super-hot$/);
      const stored = studio.app.studio.sessions.get(/** @type {string} */ (sessionId));
      assert.deepEqual(
        { ...stored, id: undefined, createdAt: undefined },
        { id: undefined, createdAt: undefined, key: 'egt', user: 'player-1', sessionToken: `st-${session.body.launchToken}`, gameCode: 'egt-40-super-hot', lang: 'en', platform: 'desktop', lobby: SITE },
      );
    });

    it('answers a clear error page (tr or en) with a Close button for a used or invalid token', async () => {
      const token = 'good-once.h88-mystery-reels';
      assert.equal((await launch(studio.app, 'h88-mystery-reels', { token })).response.statusCode, 200);
      const used = await launch(studio.app, 'h88-mystery-reels', { token });
      assert.equal(used.response.statusCode, 403);
      assert.match(used.response.body, /already been used/);
      assert.match(used.response.body, /<button type="button" class="primary" data-message="exit">Close<\/button>/);
      assert.equal(used.sessionId, null);
      const turkish = await studio.app.inject('/hub88/launch?token=forged&game=h88-mystery-reels&lang=tr');
      assert.equal(turkish.statusCode, 403);
      assert.match(turkish.body, /daha önce kullanılmış/);
      assert.match(turkish.body, />Kapat<\/button>/);
      assert.equal(pageData(turkish.body).siteOrigin, SITE);
    });

    it('has EGT’s games close with com.egt-bg.exit and offer a reload (com.egt-bg.reload)', async () => {
      const error = await studio.app.inject('/egt/launch?token=forged&lang=en');
      assert.match(error.body, /data-message="com\.egt-bg\.exit"/);
      assert.doesNotMatch(error.body, /data-message="exit"/);
      const { response } = await launch(studio.app, 'egt-shining-crown', { key: 'egt' });
      assert.match(response.body, /data-message="com\.egt-bg\.reload"/);
      const other = await launch(studio.app, 'am-lucky-hot', { key: 'amusnet' });
      assert.doesNotMatch(other.response.body, /com\.egt-bg/);
    });

    it('answers 400 for a link without a token, 404 for an unknown provider key, 502 when the operator cannot be reached', async () => {
      assert.equal((await studio.app.inject('/hub88/launch?game=x')).statusCode, 400);
      assert.equal((await studio.app.inject('/hub88/launch?token=a%20b')).statusCode, 400);
      assert.equal((await studio.app.inject('/pragmatic/launch?token=good-x')).statusCode, 404);
      const offline = startStudio({ operatorUrl: 'http://127.0.0.1:9' });
      try {
        const response = await offline.app.inject('/hub88/launch?token=good-x&lang=en');
        assert.equal(response.statusCode, 502);
        assert.match(response.body, /cannot be reached/);
      } finally {
        await offline.close();
      }
    });

    it('plays live tables as roulette and everything else (unknown codes too) as the slot', async () => {
      const live = await launch(studio.app, 'em-ezugi-auto-roulette', { key: 'everymatrix' });
      assert.match(live.response.body, /\/static\/roulette\.js/);
      assert.match(live.response.body, /data-bet="straight:0"/);
      const slot = await launch(studio.app, 'dt-joker-stars', { key: 'digitain' });
      assert.match(slot.response.body, /\/static\/slot\.js/);
      const unknown = await launch(studio.app, 'xx-not-in-the-list', { key: 'digitain' });
      assert.match(unknown.response.body, /\/static\/slot\.js/);
    });

    it('sends every page with a policy: scripts only from the studio, framed only by the site', async () => {
      const pages = [
        (await launch(studio.app, 'sg-book-of-sands', { key: 'softgamings' })).response,
        await studio.app.inject('/hub88/launch?token=forged'),
        await studio.app.inject('/hub88/play/unknown-session'),
      ];
      for (const page of pages) {
        const policy = String(page.headers['content-security-policy']);
        assert.match(policy, /script-src 'self'(;|$)/);
        assert.match(policy, /default-src 'none'/);
        assert.match(policy, new RegExp(`frame-ancestors ${SITE}(;|$)`));
        assert.doesNotMatch(page.body, /<script>/, 'no inline script');
        assert.equal(page.headers['x-content-type-options'], 'nosniff');
      }
    });

    it('serves an open session’s page again at /{key}/play/{id} (a refresh), and no other provider’s', async () => {
      const { sessionId } = await launch(studio.app, 'h88-stick-em');
      const again = await studio.app.inject(`/hub88/play/${sessionId}`);
      assert.equal(again.statusCode, 200);
      assert.equal(pageData(again.body).session, sessionId);
      assert.equal((await studio.app.inject(`/egt/play/${sessionId}`)).statusCode, 404);
    });
  });

  describe('GET /softgamings/embed.js', () => {
    it('is a script any page may load, which frames each [data-sg-launch] element', async () => {
      const response = await studio.app.inject({ url: '/softgamings/embed.js', headers: { origin: SITE } });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/javascript/);
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
      assert.match(response.body, /\[data-sg-launch\]/);
      assert.match(response.body, /allowFullscreen = true/);
      assert.match(response.body, /frame\.title/);
    });
  });

  describe('POST /api/sessions/{id}/slot/spin', () => {
    it('takes stake × lines as one bet, then pays the outcome as one win that closes the round', async () => {
      const { sessionId } = await launch(studio.app, 'am-blue-heart', { key: 'amusnet' });
      const before = operator.state.balance;
      const response = await studio.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slot/spin`, payload: { lineStake: 20 } });
      assert.equal(response.statusCode, 200);
      const result = response.json();
      assert.equal(result.status, 'ok');
      assert.equal(result.bet, 20 * LINES);
      const bet = operator.calls('bet').at(-1);
      const win = operator.calls('win').at(-1);
      assert.equal(bet?.body.amount, 200);
      assert.equal(bet?.body.gameCode, 'am-blue-heart');
      assert.equal(win?.body.referenceTransactionId, bet?.body.transactionId);
      assert.equal(win?.body.roundId, bet?.body.roundId);
      assert.equal(win?.body.amount, result.win);
      assert.equal(win?.body.roundClosed, true);
      assert.equal(result.balance, before - 200 + result.win);
      assert.equal(result.window.length, 5);
    });

    it('refuses a stake that is not on the list, and the calls of another game’s session', async () => {
      const { sessionId } = await launch(studio.app, 'am-blue-heart', { key: 'amusnet' });
      for (const payload of [{ lineStake: 15 }, { lineStake: -10 }, { lineStake: '20' }, {}]) {
        assert.equal((await studio.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slot/spin`, payload })).statusCode, 400, JSON.stringify(payload));
      }
      const roulette = await launch(studio.app, 'h88-lightning-roulette');
      assert.equal((await studio.app.inject({ method: 'POST', url: `/api/sessions/${roulette.sessionId}/slot/spin`, payload: { lineStake: 20 } })).statusCode, 400);
    });

    it('says so when the balance is too low, and shows a bet with no answer as not placed (and rolled back)', async () => {
      const poor = await startOperator({ balance: 100 });
      const dropping = await startOperator({ fault: (action) => (action === 'bet' ? 'close' : undefined) });
      const first = startStudio({ operatorUrl: poor.url });
      const second = startStudio({ operatorUrl: dropping.url });
      try {
        const a = await launch(first.app, 'em-great-blue-deep', { key: 'everymatrix' });
        const low = await first.app.inject({ method: 'POST', url: `/api/sessions/${a.sessionId}/slot/spin`, payload: { lineStake: 50 } });
        assert.deepEqual(low.json(), { status: 'not_enough_money', balance: 100 });
        const b = await launch(second.app, 'em-great-blue-deep', { key: 'everymatrix' });
        const lost = await second.app.inject({ method: 'POST', url: `/api/sessions/${b.sessionId}/slot/spin`, payload: { lineStake: 50 } });
        assert.equal(lost.json().status, 'not_placed');
        await dropping.until(() => dropping.calls('rollback').length === 1);
        assert.equal(dropping.calls('win').length, 0);
      } finally {
        await first.close();
        await second.close();
        await poor.close();
        await dropping.close();
      }
    });

    it('tells a bet refused by the player’s limits or exclusion as such, in tr and en, with no warning and nothing to retry', async () => {
      /** @type {string | undefined} */
      let refusing;
      const protective = await startOperator({ fault: (action) => (action === 'bet' && refusing ? { body: { status: refusing, request_uuid: null, user: 'player-1', currency: 'TRY', balance: 100_000 } } : undefined) });
      const guarded = startStudio({ operatorUrl: protective.url });
      try {
        const cases = [
          { status: 'RS_ERROR_LIMIT_REACHED', reason: 'limit_reached', tr: /^Bahis operatörünüz tarafından reddedildi: bir limitinize ulaştınız ya da bir hatırlatma onayınızı bekliyor\. Hesabınızdaki Sorumlu Oyun sayfasına bakın\.$/, en: /^Your operator refused the bet: one of your limits is reached, or a reminder is waiting for you on the site\. See Responsible Gaming in your account\.$/ },
          { status: 'RS_ERROR_USER_DISABLED', reason: 'play_closed', tr: /^Hesabınız oyuna kapalı\.$/, en: /^Your account is closed to play\.$/ },
        ];
        for (const { status, reason, tr, en } of cases) {
          refusing = status;
          for (const [lang, text] of /** @type {const} */ ([['tr', tr], ['en', en]])) {
            const slot = await launch(guarded.app, 'am-blue-heart', { key: 'amusnet', lang });
            const spun = await guarded.app.inject({ method: 'POST', url: `/api/sessions/${slot.sessionId}/slot/spin`, payload: { lineStake: 10 } });
            assert.equal(spun.statusCode, 200);
            assert.deepEqual(spun.json(), { status: reason, balance: 100_000 });
            const slotTexts = pageData(slot.response.body).refusals;
            assert.match(slotTexts[reason], text, `${status} on the ${lang} slot page`);
            assert.doesNotMatch(slotTexts[reason], /tekrar deneyin|try again/i);

            const roulette = await launch(guarded.app, 'h88-lightning-roulette', { lang });
            const played = await guarded.app.inject({ method: 'POST', url: `/api/sessions/${roulette.sessionId}/roulette/spin`, payload: { bets: [{ type: 'red', amount: 100 }] } });
            assert.equal(played.json().status, reason);
            assert.match(pageData(roulette.response.body).refusals[reason], text, `${status} on the ${lang} roulette table`);
          }
        }
        assert.equal(protective.calls('win').length, 0, 'a refused stake opens no round');
        assert.deepEqual(guarded.logs.filter((entry) => entry.level === 'warn'), []);

        refusing = 'RS_ERROR_DUPLICATE_TRANSACTION';
        const other = await launch(guarded.app, 'am-blue-heart', { key: 'amusnet' });
        const failed = await guarded.app.inject({ method: 'POST', url: `/api/sessions/${other.sessionId}/slot/spin`, payload: { lineStake: 10 } });
        assert.equal(failed.json().status, 'not_placed', 'any other refusal is still “not placed, try again”');
        assert.match(pageData(other.response.body).refusals.not_placed, /try again/);
        assert.equal(guarded.logs.filter((entry) => entry.level === 'warn').length, 1);
      } finally {
        await guarded.close();
        await protective.close();
      }
    });

    it('plays one round at a time, at least the round time apart (no turbo)', async () => {
      const slow = startStudio({ operatorUrl: operator.url, minRoundMs: 60_000 });
      try {
        const { sessionId } = await launch(slow.app, 'h88-chaos-crew-ii');
        const spin = () => slow.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slot/spin`, payload: { lineStake: 10 } });
        const [one, two] = await Promise.all([spin(), spin()]);
        assert.deepEqual([one.statusCode, two.statusCode].sort(), [200, 409]);
        assert.equal((await spin()).statusCode, 429);
      } finally {
        await slow.close();
      }
    });
  });

  describe('POST /api/sessions/{id}/roulette/spin', () => {
    it('takes all the round’s bets as one wallet bet and pays one win', async () => {
      const { sessionId } = await launch(studio.app, 'dt-digitain-live-roulette', { key: 'digitain' });
      const bets = [
        { type: 'straight', value: 17, amount: 100 },
        { type: 'red', amount: 500 },
        { type: 'dozen', value: 1, amount: 1000 },
      ];
      const betsBefore = operator.calls('bet').length;
      const response = await studio.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/roulette/spin`, payload: { bets } });
      const result = response.json();
      assert.equal(result.status, 'ok');
      assert.equal(operator.calls('bet').length, betsBefore + 1);
      assert.equal(operator.calls('bet').at(-1)?.body.amount, 1600);
      assert.equal(operator.calls('win').at(-1)?.body.amount, result.win);
      assert.ok(Number.isInteger(result.pocket) && result.pocket >= 0 && result.pocket <= 36);
      const { settle } = await import('./roulette.mjs');
      assert.equal(result.win, settle(/** @type {any} */ (bets), result.pocket));
      assert.equal((await studio.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/roulette/spin`, payload: { bets: [{ type: 'split', amount: 100 }] } })).statusCode, 400);
    });
  });

  describe('GET /api/sessions/{id}/balance', () => {
    it('answers the operator’s balance for an open session, 404 for an unknown one, 403 from another site', async () => {
      const { sessionId } = await launch(studio.app, 'h88-mystery-reels-2', { key: 'hub88' });
      const balance = await studio.app.inject(`/api/sessions/${sessionId}/balance`);
      assert.deepEqual(balance.json(), { balance: operator.state.balance });
      assert.equal((await studio.app.inject('/api/sessions/nobody/balance')).statusCode, 404);
      const foreign = await studio.app.inject({ url: `/api/sessions/${sessionId}/balance`, headers: { origin: 'https://evil.test' } });
      assert.equal(foreign.statusCode, 403);
    });
  });

  describe('a restart', () => {
    it('keeps open sessions', async () => {
      const { tempDir } = await import('./testing.mjs');
      const dataDir = tempDir();
      const first = startStudio({ operatorUrl: operator.url, dataDir });
      const { sessionId } = await launch(first.app, 'sg-reactoonz-lab', { key: 'softgamings' });
      await first.app.close();
      const second = startStudio({ operatorUrl: operator.url, dataDir });
      try {
        const spin = await second.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/slot/spin`, payload: { lineStake: 10 } });
        assert.equal(spin.json().status, 'ok');
      } finally {
        await second.close();
        const { rmSync } = await import('node:fs');
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('crash games', () => {
    it('launch into Aviator’s page, under the same policy', async () => {
      const withAviator = startStudio({ operatorUrl: operator.url, aviator: { chainLength: 200 } });
      try {
        const { response } = await launch(withAviator.app, 'h88-aviator');
        assert.equal(response.statusCode, 200);
        assert.match(response.body, /\/aviator\/aviator\.js/);
        assert.match(String(response.headers['content-security-policy']), new RegExp(`frame-ancestors ${SITE}`));
      } finally {
        await withAviator.close();
      }
    });
  });
});
