import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inputProblem, MAX_INPUT_DEPTH, withNumberBounds } from './validation.js';

describe('input check', () => {
  it('refuses control characters other than tab and line breaks, and lone surrogates, in values and keys', () => {
    assert.equal(inputProblem({ name: 'Ayşe', message: 'line\r\nline\tend', emoji: '😀' }), null);
    assert.deepEqual(inputProblem({ name: 'Ay\u0000şe' }), { keyword: 'forbiddenCharacter', instancePath: '/name', params: {} });
    assert.equal(inputProblem({ list: [{ deep: 'a\ud800' }] })?.instancePath, '/list/0/deep');
    assert.equal(inputProblem({ 'bad\u001bkey': 1 })?.keyword, 'forbiddenCharacter');
    assert.equal(inputProblem('a\udc00')?.keyword, 'forbiddenCharacter');
  });

  it('refuses numbers that are not finite or not safe integers in size', () => {
    assert.equal(inputProblem({ n: 2 ** 53 - 1, x: 0.5 }), null);
    assert.equal(inputProblem({ n: 2 ** 53 + 2 })?.keyword, 'maximum');
    assert.equal(inputProblem({ n: -Infinity })?.keyword, 'minimum');
    assert.equal(inputProblem({ n: NaN })?.keyword, 'maximum');
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels without recursing`, () => {
    const nest = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels));
    assert.equal(inputProblem(nest(MAX_INPUT_DEPTH)), null);
    assert.equal(inputProblem(nest(MAX_INPUT_DEPTH + 1))?.keyword, 'maxDepth');
    assert.equal(inputProblem(nest(100_000))?.keyword, 'maxDepth');
  });
});

describe('number bounds', () => {
  it('gives unbounded integers the integer column range and numbers the safe range, keeping declared bounds', () => {
    const bounded = withNumberBounds({
      type: 'object',
      properties: { id: { type: 'integer' }, amount: { type: ['number', 'string'] }, page: { type: 'integer', minimum: 1, maximum: 10 }, step: { enum: [1, 2] } },
    }) as { properties: Record<string, Record<string, unknown>> };
    assert.deepEqual(bounded.properties.id, { type: 'integer', minimum: -2_147_483_648, maximum: 2_147_483_647 });
    assert.deepEqual(bounded.properties.amount, { type: ['number', 'string'], minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
    assert.deepEqual(bounded.properties.page, { type: 'integer', minimum: 1, maximum: 10 });
    assert.deepEqual(bounded.properties.step, { enum: [1, 2] });
  });
});
