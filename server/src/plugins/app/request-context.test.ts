import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanUserAgent, parseBearer, parseFingerprint, parseLocale } from './request-context.js';

describe('request context', () => {
  it('reads the Locale header, defaulting to tr', () => {
    assert.equal(parseLocale('en'), 'en');
    assert.equal(parseLocale('EN-gb'), 'en');
    assert.equal(parseLocale('tr-TR'), 'tr');
    assert.equal(parseLocale('de'), 'tr');
    assert.equal(parseLocale(undefined), 'tr');
  });

  it('reads a Bearer token only', () => {
    assert.equal(parseBearer('Bearer abc.def'), 'abc.def');
    assert.equal(parseBearer('bearer   xyz'), 'xyz');
    assert.equal(parseBearer('Basic abc'), null);
    assert.equal(parseBearer('Bearer'), null);
    assert.equal(parseBearer(undefined), null);
  });

  it('takes a fingerprint of 1-128 visible ASCII characters, null when missing, and refuses the rest', () => {
    assert.equal(parseFingerprint(' 0f3a9c '), '0f3a9c');
    assert.equal(parseFingerprint(undefined), null);
    assert.equal(parseFingerprint('   '), null);
    for (const bad of ['a b', 'a\tb', 'a\u0085b', 'abcé', 'f'.repeat(129)]) assert.equal(parseFingerprint(bad), undefined, JSON.stringify(bad));
  });

  it('keeps a user agent without control characters and at most 512 characters long', () => {
    assert.equal(cleanUserAgent('Mozilla/5.0\t(X11;\u0085 Linux)'), 'Mozilla/5.0 (X11;  Linux)');
    assert.equal(cleanUserAgent('a'.repeat(20_000)).length, 512);
    assert.equal(cleanUserAgent(undefined), '');
  });
});
