import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signBody, verifySignature } from './signature.mjs';

const SECRET = 'a-secret-of-the-test';
const BODY = '{"reference":"r1","amount":"10.00"}';

describe('request signatures', () => {
  it('accepts the signature it makes, and the same headers the site makes (sha256= hex HMAC of "ts.body")', () => {
    const headers = signBody(SECRET, BODY, 1_800_000_000);
    assert.match(headers[SIGNATURE_HEADER] ?? '', /^sha256=[0-9a-f]{64}$/);
    assert.equal(headers[TIMESTAMP_HEADER], '1800000000');
    assert.equal(verifySignature(SECRET, BODY, headers, 1_800_000_000), true);
  });

  it('refuses another body, another secret, or a changed timestamp', () => {
    const headers = signBody(SECRET, BODY, 1_800_000_000);
    assert.equal(verifySignature(SECRET, BODY.replace('10.00', '99.00'), headers, 1_800_000_000), false);
    assert.equal(verifySignature('another-secret', BODY, headers, 1_800_000_000), false);
    assert.equal(verifySignature(SECRET, BODY, { ...headers, [TIMESTAMP_HEADER]: '1800000001' }, 1_800_000_000), false);
  });

  it('refuses a signature more than 5 minutes old or ahead, and accepts one at exactly 5 minutes', () => {
    const headers = signBody(SECRET, BODY, 1_800_000_000);
    assert.equal(verifySignature(SECRET, BODY, headers, 1_800_000_300), true);
    assert.equal(verifySignature(SECRET, BODY, headers, 1_800_000_301), false);
    assert.equal(verifySignature(SECRET, BODY, headers, 1_799_999_699), false);
  });

  it('refuses missing, repeated or malformed headers without throwing', () => {
    const headers = signBody(SECRET, BODY);
    assert.equal(verifySignature(SECRET, BODY, {}), false);
    assert.equal(verifySignature(SECRET, BODY, { [TIMESTAMP_HEADER]: headers[TIMESTAMP_HEADER] }), false);
    assert.equal(verifySignature(SECRET, BODY, { ...headers, [SIGNATURE_HEADER]: [headers[SIGNATURE_HEADER] ?? ''] }), false);
    assert.equal(verifySignature(SECRET, BODY, { ...headers, [TIMESTAMP_HEADER]: '1e9' }), false);
    assert.equal(verifySignature(SECRET, BODY, { ...headers, [SIGNATURE_HEADER]: 'sha256=00' }), false);
  });
});
