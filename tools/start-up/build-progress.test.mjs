/** The first `npm start` builds for about a minute and a half: tools/build.mjs says what it is doing meanwhile. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROGRESS_EVERY_MS, progressLine } from '../build.mjs';

describe('build progress', () => {
  it('names what is building, how many are built and the time so far', () => {
    assert.equal(progressLine(['shell', 'remote-auth'], 2, 7, 45_400), 'still building shell, remote-auth: 2 of 7 built, 45 s so far');
  });

  it('speaks more often than webpack stays silent while it minifies (about 20 s)', () => {
    assert.ok(PROGRESS_EVERY_MS <= 20_000);
  });
});
