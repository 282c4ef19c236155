import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signRequest, stringToSign, verifyRequest } from './signature.mjs';

const SECRET = 'a-secret-of-the-test-0123';
const OLD_SECRET = 'the-previous-secret-0123';
const BODY = '{"reference":"r1","amount":"10.00"}';
const NOW = 1_800_000_000;
const ORDER = { method: 'POST', path: '/v1/deposits', body: BODY };

/** @param {Record<string, string | string[] | undefined>} headers @param {Partial<typeof ORDER>} [changes] */
const received = (headers, changes = {}) => ({ ...ORDER, ...changes, headers });

describe('request signatures (v2)', () => {
  it('signs v2 over timestamp, METHOD, path and the body’s SHA-256, one per line (the worked example of the READMEs)', () => {
    const body = '{"requestId":"5f0c6a1e-2b7d-4c1a-9e8f-3a2b1c0d9e8f","user":"42","sessionToken":"st-abc","transactionId":"tx-1","roundId":"round-1","gameCode":"hub88-book-of-gold","amount":250}';
    const request = { method: 'post', path: '/api/games/wallet/hub88/bet', body };
    assert.equal(stringToSign(NOW, 'post', request.path, body), '1800000000\nPOST\n/api/games/wallet/hub88/bet\n1973b0e184c33f2516e1ee2e9551719eab2ee8f8a213d219a08299216fa6e9b4');
    const headers = signRequest('example-studio-key-0123456789', request, NOW);
    assert.deepEqual(headers, { [TIMESTAMP_HEADER]: '1800000000', [SIGNATURE_HEADER]: 'v2=4dcacad6fedf15bdd6c47a678aa6bc68ee6855814fc5fcc0d19b0ed2b96687bc' });
    const cancel = signRequest('example-operator-key-0123456789', { method: 'POST', path: '/v1/matches/m-123/cancel', body: '{}' }, NOW);
    assert.equal(cancel[SIGNATURE_HEADER], 'v2=29f77ffeeb41c41a34a36b784357f2898b011750b63e0129470cb5c702ac6269');
    // A request without a body signs the hash of the empty string.
    assert.equal(stringToSign(NOW, 'GET', '/v1/matches?status=live', ''), '1800000000\nGET\n/v1/matches?status=live\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('accepts the signature it makes; refuses another body, secret, timestamp, method, path or query', () => {
    const headers = signRequest(SECRET, ORDER, NOW);
    assert.equal(verifyRequest(SECRET, received(headers), NOW), true);
    assert.equal(verifyRequest(SECRET, received(headers, { body: BODY.replace('10.00', '99.00') }), NOW), false);
    assert.equal(verifyRequest('another-secret-0123456789', received(headers), NOW), false);
    assert.equal(verifyRequest(SECRET, received({ ...headers, [TIMESTAMP_HEADER]: '1800000001' }), NOW), false);
    assert.equal(verifyRequest(SECRET, received(headers, { method: 'PUT' }), NOW), false);
    assert.equal(verifyRequest(SECRET, received(headers, { path: '/v1/payouts' }), NOW), false);
    assert.equal(verifyRequest(SECRET, received(headers, { path: '/v1/deposits?x=1' }), NOW), false);
  });

  it('a captured cancel of one match does not cancel another; a signed GET is no POST cancel', () => {
    const cancel = signRequest(SECRET, { method: 'POST', path: '/v1/matches/m-1/cancel', body: '{}' }, NOW);
    assert.equal(verifyRequest(SECRET, { method: 'POST', path: '/v1/matches/m-1/cancel', body: '{}', headers: cancel }, NOW), true);
    assert.equal(verifyRequest(SECRET, { method: 'POST', path: '/v1/matches/m-2/cancel', body: '{}', headers: cancel }, NOW), false);
    const list = signRequest(SECRET, { method: 'GET', path: '/v1/matches', body: '' }, NOW);
    assert.equal(verifyRequest(SECRET, { method: 'POST', path: '/v1/matches/m-1/cancel', body: '', headers: list }, NOW), false);
  });

  it('refuses the old sha256= form (HMAC of "timestamp.body"), even made with the right key', () => {
    const old = `sha256=${createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex')}`;
    assert.equal(verifyRequest(SECRET, received({ [TIMESTAMP_HEADER]: String(NOW), [SIGNATURE_HEADER]: old }), NOW), false);
    const v2 = signRequest(SECRET, ORDER, NOW)[SIGNATURE_HEADER] ?? '';
    assert.equal(verifyRequest(SECRET, received({ [TIMESTAMP_HEADER]: String(NOW), [SIGNATURE_HEADER]: v2.replace('v2=', 'sha256=') }), NOW), false);
  });

  it('rotation: signs with the first key of "new,old", accepts either, refuses a key not listed', () => {
    const byNew = signRequest(`${SECRET},${OLD_SECRET}`, ORDER, NOW);
    assert.deepEqual(byNew, signRequest(SECRET, ORDER, NOW));
    const byOld = signRequest(OLD_SECRET, ORDER, NOW);
    for (const keys of [`${SECRET},${OLD_SECRET}`, ` ${SECRET} , ${OLD_SECRET} `, [SECRET, OLD_SECRET]]) {
      assert.equal(verifyRequest(keys, received(byNew), NOW), true);
      assert.equal(verifyRequest(keys, received(byOld), NOW), true);
    }
    assert.equal(verifyRequest(SECRET, received(byOld), NOW), false, 'the old key once dropped');
    assert.equal(verifyRequest(`${SECRET},${OLD_SECRET}`, received(signRequest('an-unknown-key-0123456789', ORDER, NOW)), NOW), false);
    assert.throws(() => signRequest(' , ', ORDER, NOW), /no key/);
  });

  it('several comma-separated v2= values: accepted when one verifies', () => {
    const good = signRequest(SECRET, ORDER, NOW)[SIGNATURE_HEADER];
    const other = signRequest('an-unknown-key-0123456789', ORDER, NOW)[SIGNATURE_HEADER];
    assert.equal(verifyRequest(SECRET, received({ [TIMESTAMP_HEADER]: String(NOW), [SIGNATURE_HEADER]: `${other},${good}` }), NOW), true);
    assert.equal(verifyRequest(SECRET, received({ [TIMESTAMP_HEADER]: String(NOW), [SIGNATURE_HEADER]: `${other}, ${good}` }), NOW), true);
    assert.equal(verifyRequest(SECRET, received({ [TIMESTAMP_HEADER]: String(NOW), [SIGNATURE_HEADER]: `${other},v2=zz` }), NOW), false);
  });

  it('refuses a signature more than 5 minutes old or ahead, and accepts one at exactly 5 minutes', () => {
    const headers = signRequest(SECRET, ORDER, NOW);
    assert.equal(verifyRequest(SECRET, received(headers), NOW + 300), true);
    assert.equal(verifyRequest(SECRET, received(headers), NOW - 300), true);
    assert.equal(verifyRequest(SECRET, received(headers), NOW + 301), false);
    assert.equal(verifyRequest(SECRET, received(headers), NOW - 301), false);
  });

  it('refuses missing, repeated or malformed headers without throwing', () => {
    const headers = signRequest(SECRET, ORDER);
    assert.equal(verifyRequest(SECRET, received({})), false);
    assert.equal(verifyRequest(SECRET, received({ [TIMESTAMP_HEADER]: headers[TIMESTAMP_HEADER] })), false);
    assert.equal(verifyRequest(SECRET, received({ ...headers, [SIGNATURE_HEADER]: [headers[SIGNATURE_HEADER] ?? ''] })), false);
    assert.equal(verifyRequest(SECRET, received({ ...headers, [TIMESTAMP_HEADER]: '1e9' })), false);
    assert.equal(verifyRequest(SECRET, received({ ...headers, [SIGNATURE_HEADER]: 'v2=00' })), false);
    assert.equal(verifyRequest('', received(headers)), false);
  });
});
