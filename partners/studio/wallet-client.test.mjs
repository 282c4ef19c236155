import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Journal } from '../common/journal.mjs';
import { verifyRequest } from '../common/signature.mjs';
import { SECRET, startOperator, tempDir } from './testing.mjs';
import { BET_NOT_PLACED, NO_ANSWER, createWalletClient, retryDelay } from '../common/wallet-client.mjs';

/** @type {import('../common/wallet-client.mjs').Session} */
const SESSION = { id: 's1', key: 'hub88', user: 'player-1', sessionToken: 'st-1', gameCode: 'h88-mystery-reels', lang: 'en', platform: 'desktop', lobby: 'http://casino.test' };

/**
 * @param {string} operatorUrl
 * @param {string} dir
 * @param {Partial<Parameters<typeof createWalletClient>[0]>} [overrides]
 */
function client(operatorUrl, dir, overrides = {}) {
  /** @type {{ level: string, message: string }[]} */
  const logs = [];
  const journal = new Journal(join(dir, 'game-studio.jsonl'));
  const wallet = createWalletClient({
    operatorUrl,
    secretFor: () => SECRET,
    journal,
    log: (level, message) => logs.push({ level, message }),
    timeoutMs: 1000,
    retryBaseMs: 30,
    retryMaxMs: 120,
    ...overrides,
  });
  return { wallet, journal, logs };
}

const uuid = () => crypto.randomUUID();

describe('wallet client', () => {
  /** @type {string} */
  let dir;
  before(() => {
    dir = tempDir();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('waits 1 s, 2 s, 4 s … and at most 60 s between attempts', () => {
    const delays = Array.from({ length: 9 }, (_, i) => retryDelay(i + 1, 1000, 60_000));
    assert.deepEqual(delays, [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('signs every call v2 with the provider key’s secret (method, path and body) and sends integer kuruş', async () => {
    const operator = await startOperator();
    const { wallet } = client(operator.url, tempDir());
    try {
      const bet = await wallet.bet(SESSION, { transactionId: uuid(), roundId: uuid(), amount: 250 });
      assert.equal(bet.status, 'RS_OK');
      assert.equal(bet.balance, 100_000 - 250);
      const [call] = operator.calls('bet');
      assert.ok(call?.signed);
      assert.equal(call.path, '/api/games/wallet/hub88/bet');
      assert.match(String(call.headers['x-signature']), /^v2=[0-9a-f]{64}$/);
      assert.ok(verifyRequest(SECRET, { method: 'POST', path: call.path, body: call.raw, headers: call.headers }));
      // Bound to what it signs: not valid for another provider's path, another action or another method.
      assert.equal(verifyRequest(SECRET, { method: 'POST', path: '/api/games/wallet/egt/bet', body: call.raw, headers: call.headers }), false);
      assert.equal(verifyRequest(SECRET, { method: 'POST', path: '/api/games/wallet/hub88/rollback', body: call.raw, headers: call.headers }), false);
      assert.equal(verifyRequest(SECRET, { method: 'GET', path: call.path, body: call.raw, headers: call.headers }), false);
      assert.equal(call.key, 'hub88');
      assert.deepEqual(Object.keys(call.body).sort(), ['amount', 'gameCode', 'requestId', 'roundId', 'sessionToken', 'transactionId', 'user']);
      assert.equal(call.body.amount, 250);
      assert.match(call.body.requestId, /^[0-9a-f-]{36}$/);
      const other = createWalletClient({ operatorUrl: operator.url, secretFor: () => 'another-secret-00000000', journal: new Journal(join(tempDir(), 'j.jsonl')), log: () => {} });
      assert.equal((await other.balance(SESSION)).status, 'RS_ERROR_INVALID_SIGNATURE');
      // While a key is rotated ("new,old") the client signs with the first one only.
      const rotating = createWalletClient({ operatorUrl: operator.url, secretFor: () => `${SECRET},another-secret-00000000`, journal: new Journal(join(tempDir(), 'j.jsonl')), log: () => {} });
      assert.equal((await rotating.balance(SESSION)).status, 'RS_OK');
      const stale = createWalletClient({ operatorUrl: operator.url, secretFor: () => `another-secret-00000000,${SECRET}`, journal: new Journal(join(tempDir(), 'j.jsonl')), log: () => {} });
      assert.equal((await stale.balance(SESSION)).status, 'RS_ERROR_INVALID_SIGNATURE');
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  it('sends a win until the operator answers, with the same request id and body each time, signed afresh', async () => {
    let wins = 0;
    // Dropped (no answer), then the socket closed, then a 503, then RS_ERROR_UNKNOWN: each is retried.
    const operator = await startOperator({
      fault: (action) => {
        if (action !== 'win') return undefined;
        wins += 1;
        if (wins === 1) return 'drop';
        if (wins === 2) return 'close';
        if (wins === 3) return { code: 503, body: { error: 'busy' } };
        if (wins === 4) return { body: { status: 'RS_ERROR_UNKNOWN', balance: null } };
        return undefined;
      },
    });
    const { wallet, journal, logs } = client(operator.url, tempDir());
    try {
      const betId = uuid();
      const roundId = uuid();
      await wallet.bet(SESSION, { transactionId: betId, roundId, amount: 100 });
      const answer = await wallet.win(SESSION, { transactionId: uuid(), referenceTransactionId: betId, roundId, amount: 500, roundClosed: true });
      assert.equal(answer.status, 'RS_OK');
      assert.equal(answer.balance, 100_000 - 100 + 500);
      const attempts = operator.calls('win');
      assert.equal(attempts.length, 5);
      assert.equal(new Set(attempts.map((a) => a.raw)).size, 1, 'the same body, so the same request id');
      for (const attempt of attempts) assert.ok(verifyRequest(SECRET, { method: 'POST', path: attempt.path, body: attempt.raw, headers: attempt.headers }));
      assert.equal(attempts[0]?.body.roundClosed, true);
      assert.equal(journal.tables.call.size, 0, 'answered: no longer journalled');
      assert.ok(logs.some((l) => /did not answer within/.test(l.message)));
      assert.ok(logs.some((l) => /answered 503/.test(l.message)));
      assert.ok(logs.some((l) => /RS_ERROR_UNKNOWN/.test(l.message)));
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  it('journals a win before its first attempt', async () => {
    const operator = await startOperator({ fault: (action) => (action === 'win' ? 'drop' : undefined) });
    const { wallet, journal } = client(operator.url, tempDir(), { timeoutMs: 5000 });
    try {
      void wallet.win(SESSION, { transactionId: uuid(), referenceTransactionId: uuid(), roundId: uuid(), amount: 0, roundClosed: true });
      const [pending] = journal.tables.call.values();
      assert.equal(pending?.action, 'win');
      assert.equal(JSON.parse(pending.body).amount, 0);
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  it('ends the retries on any operator status, a refusal included', async () => {
    const operator = await startOperator();
    const { wallet, journal } = client(operator.url, tempDir());
    try {
      const answer = await wallet.win(SESSION, { transactionId: uuid(), referenceTransactionId: uuid(), roundId: uuid(), amount: 100, roundClosed: true });
      assert.equal(answer.status, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      assert.equal(operator.calls('win').length, 1);
      assert.equal(journal.tables.call.size, 0);
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  for (const fault of /** @type {const} */ (['drop', 'close', '500'])) {
    it(`rolls back a bet whose answer never came (${fault === 'drop' ? 'timeout' : fault === 'close' ? 'connection closed' : '5xx'}) and says it was not placed`, async () => {
      const operator = await startOperator({
        // The bet is taken but its answer lost: only the rollback gives the stake back.
        fault: (action, body) => {
          if (action !== 'bet') return undefined;
          operator.state.balance -= body.amount;
          operator.state.bets.set(body.transactionId, body.amount);
          operator.state.transactions.add(body.transactionId);
          return fault === '500' ? { code: 500, body: { error: 'internal error' } } : fault;
        },
      });
      const { wallet, journal } = client(operator.url, tempDir());
      try {
        const betId = uuid();
        const answer = await wallet.bet(SESSION, { transactionId: betId, roundId: uuid(), amount: 700 });
        assert.equal(answer.status, BET_NOT_PLACED);
        await operator.until(() => operator.calls('rollback').length === 1);
        const [rollback] = operator.calls('rollback');
        assert.equal(rollback?.body.referenceTransactionId, betId);
        assert.ok(rollback?.signed);
        await operator.until(() => journal.tables.call.size === 0);
        assert.equal(operator.state.balance, 100_000, 'the stake came back');
      } finally {
        wallet.stop();
        await operator.close();
      }
    });
  }

  it('retries the rollback of an unanswered bet until the operator answers it', async () => {
    let rollbacks = 0;
    const operator = await startOperator({
      fault: (action) => {
        if (action === 'bet') return 'close';
        if (action === 'rollback' && ++rollbacks < 3) return 'close';
        return undefined;
      },
    });
    const { wallet, journal } = client(operator.url, tempDir());
    try {
      assert.equal((await wallet.bet(SESSION, { transactionId: uuid(), roundId: uuid(), amount: 100 })).status, BET_NOT_PLACED);
      await operator.until(() => journal.tables.call.size === 0);
      const attempts = operator.calls('rollback');
      assert.equal(attempts.length, 3);
      assert.equal(new Set(attempts.map((a) => a.raw)).size, 1);
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  it('passes the operator’s refusal of a bet through (not enough money), without a rollback', async () => {
    const operator = await startOperator({ balance: 50 });
    const { wallet } = client(operator.url, tempDir());
    try {
      const answer = await wallet.bet(SESSION, { transactionId: uuid(), roundId: uuid(), amount: 100 });
      assert.deepEqual([answer.status, answer.balance], ['RS_ERROR_NOT_ENOUGH_MONEY', 50]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(operator.calls('rollback').length, 0);
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  it('resumes the journal’s pending wins after a restart, with the same request id, and rolls back a bet cut short', async () => {
    const folder = tempDir();
    let up = false;
    const operator = await startOperator({ fault: (action) => (up ? undefined : action === 'bet' ? 'drop' : 'close') });
    const first = client(operator.url, folder, { timeoutMs: 5000 });
    const betId = uuid();
    const roundId = uuid();
    operator.state.bets.set(betId, 100);
    const win = first.wallet.win(SESSION, { transactionId: uuid(), referenceTransactionId: betId, roundId, amount: 300, roundClosed: true });
    const inFlightBet = first.wallet.bet(SESSION, { transactionId: uuid(), roundId: uuid(), amount: 100 });
    await operator.until(() => operator.calls('win').length >= 2 && operator.calls('bet').length === 1);
    // The process stops: nothing was answered.
    first.wallet.stop();
    assert.equal((await win).status, NO_ANSWER);
    assert.equal((await inFlightBet).status, BET_NOT_PLACED);
    const winRequestId = operator.calls('win')[0]?.body.requestId;
    const cutShortBet = operator.calls('bet')[0]?.body.transactionId;

    up = true;
    const second = client(operator.url, folder);
    try {
      assert.equal(second.wallet.pending, 2, 'the win and the bet in flight are in the journal');
      second.wallet.resume();
      await operator.until(() => second.journal.tables.call.size === 0);
      const wins = operator.calls('win');
      assert.equal(wins.at(-1)?.body.requestId, winRequestId);
      assert.equal(new Set(wins.map((w) => w.raw)).size, 1);
      assert.equal(operator.calls('rollback')[0]?.body.referenceTransactionId, cutShortBet);
    } finally {
      second.wallet.stop();
      await operator.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('asks for a launch’s session again under the same request id when the answer was lost, and gets the session', async () => {
    const operator = await startOperator({ fault: (action, _body, calls) => (action === 'session' && calls.filter((c) => c.action === 'session').length === 1 ? 'close' : undefined) });
    const { wallet } = client(operator.url, tempDir());
    try {
      const answer = await wallet.session('hub88', 'good-lost.h88-mystery-reels');
      assert.equal(answer.status, 'RS_OK');
      assert.equal(answer.sessionToken, 'st-good-lost.h88-mystery-reels');
      const calls = operator.calls('session');
      assert.equal(calls.length, 2);
      assert.equal(calls[0]?.body.requestId, calls[1]?.body.requestId);
    } finally {
      wallet.stop();
      await operator.close();
    }
  });

  it('says there is no answer when the operator cannot be reached for a balance or a session', async () => {
    const { wallet } = client('http://127.0.0.1:9', dir);
    assert.deepEqual(await wallet.balance(SESSION).then((a) => [a.status, a.balance]), [NO_ANSWER, null]);
    assert.equal((await wallet.session('hub88', 'good-token')).status, NO_ANSWER);
    wallet.stop();
  });
});
