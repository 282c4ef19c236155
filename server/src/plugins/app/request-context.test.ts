import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseBearer, parseLocale } from './request-context.js';

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
});
