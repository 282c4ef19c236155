import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../config.js';
import { bonusDefinitions, MAX_WAGERING_MULTIPLIER, wageringMultiplierOf } from './bonus-definitions.js';

describe('no bonus asks to be wagered more than 10 times its amount', () => {
  test('the ceiling is 10', () => {
    assert.equal(MAX_WAGERING_MULTIPLIER, 10);
  });

  for (const definition of bonusDefinitions) {
    test(`${definition.code} asks for at most 10× and is tied to one product`, () => {
      const multiplier = wageringMultiplierOf(definition);
      assert.ok(multiplier >= 0 && multiplier <= 10, `${definition.code} asks for ${multiplier}×`);
      assert.ok(['casino', 'sports'].includes(definition.product));
    });
  }

  test('the welcome deposit match asks for 10× within 30 days', () => {
    const welcome = bonusDefinitions.find((d) => d.code === 'WELCOME100');
    assert.equal(welcome?.kind === 'deposit_match' && welcome.wageringMultiplier, 10);
  });

  test('TRIAL_BONUS_WAGERING_MULTIPLIER accepts 0 to 10 and stops the server above', () => {
    assert.equal(loadConfig({}).trialBonusWageringMultiplier, 10);
    assert.equal(loadConfig({ TRIAL_BONUS_WAGERING_MULTIPLIER: '0' }).trialBonusWageringMultiplier, 0);
    assert.equal(loadConfig({ TRIAL_BONUS_WAGERING_MULTIPLIER: '10' }).trialBonusWageringMultiplier, 10);
    assert.throws(() => loadConfig({ TRIAL_BONUS_WAGERING_MULTIPLIER: '11' }), (error: unknown) => error instanceof ConfigError && /TRIAL_BONUS_WAGERING_MULTIPLIER.*between 0 and 10/.test(error.message));
    assert.throws(() => loadConfig({ TRIAL_BONUS_WAGERING_MULTIPLIER: '1000' }), ConfigError);
  });
});
