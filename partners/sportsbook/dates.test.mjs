import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { kickOffText, siteDateTime, siteDay, siteTime } from './dates.mjs';
import { TEXTS } from './texts.mjs';
import { startSportsbook } from './testing.mjs';

// 16:33 UTC on Sunday 29 November 2026: 19:33 in Istanbul (UTC+3 all year).
const PLACED = Date.UTC(2026, 10, 29, 16, 33);
const HOUR = 3600_000;
const words = (/** @type {'tr' | 'en'} */ lang) => ({ today: TEXTS[lang].today, tomorrow: TEXTS[lang].tomorrow });

describe('dates in the frame: the site\'s format, in Istanbul time', () => {
  // A device far from Istanbul: what it shows must not follow its own zone.
  const zone = process.env.TZ;
  before(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  after(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('writes a day and its time as the site does: tr `29 Kas 2026 19:33`, en `29 Nov 2026, 19:33`', () => {
    assert.notEqual(new Date(PLACED).getHours(), 19, 'the process runs in another zone than Istanbul');
    assert.equal(siteDateTime(PLACED, 'tr'), '29 Kas 2026 19:33');
    assert.equal(siteDateTime(PLACED, 'en'), '29 Nov 2026, 19:33');
    // Not the locale's short forms the frame wrote before.
    assert.notEqual(siteDateTime(PLACED, 'en'), '29/11/2026, 19:33');
    assert.notEqual(siteDateTime(PLACED, 'tr'), '29.11.2026 19:33');
  });

  it('takes the day, month and year of Istanbul, not of UTC or the device: 21:30 UTC on 31 December is 1 January there', () => {
    const newYear = Date.UTC(2026, 11, 31, 21, 30);
    assert.equal(siteDateTime(newYear, 'tr'), '1 Oca 2027 00:30');
    assert.equal(siteDateTime(newYear, 'en'), '1 Jan 2027, 00:30');
    assert.equal(siteDay(newYear), '2027-01-01');
    assert.equal(siteTime(Date.UTC(2026, 5, 5, 6, 5)), '09:05', 'a 24-hour clock with two digits');
  });

  it('names every month as the site does, in both languages, without a trailing dot', () => {
    const tr = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
    const en = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (let month = 0; month < 12; month++) {
      const noon = Date.UTC(2026, month, 15, 9, 0);
      assert.equal(siteDateTime(noon, 'tr'), `15 ${tr[month]} 2026 12:00`);
      assert.equal(siteDateTime(noon, 'en'), `15 ${en[month]} 2026, 12:00`);
    }
  });

  it('writes nothing for a slip without the date (a settled date of an open slip)', () => {
    assert.equal(siteDateTime(null, 'en'), '');
    assert.equal(siteDateTime(undefined, 'tr'), '');
    assert.equal(siteDateTime(Number.NaN, 'tr'), '');
  });

  it('a kick-off reads "Today" or "Tomorrow" and the time by Istanbul days, later ones as the site writes a date', () => {
    // 23:00 in Istanbul on the 29th (20:00 UTC, still the 29th in UTC and Los Angeles).
    const now = Date.UTC(2026, 10, 29, 20, 0);
    assert.equal(kickOffText(now + 30 * 60_000, now, 'en', words('en')), 'Today 23:30');
    // 00:30 on the 30th in Istanbul, though the 29th in UTC: tomorrow there.
    assert.equal(kickOffText(now + 90 * 60_000, now, 'tr', words('tr')), 'Yarın 00:30');
    assert.equal(kickOffText(now + 90 * 60_000, now, 'en', words('en')), 'Tomorrow 00:30');
    // 1 December, 19:33 in Istanbul.
    assert.equal(kickOffText(PLACED + 48 * HOUR, now, 'tr', words('tr')), '1 Ara 2026 19:33');
    assert.equal(kickOffText(PLACED + 48 * HOUR, now, 'en', words('en')), '1 Dec 2026, 19:33');
  });

  it('the frame writes every date with this file: its script imports /static/dates.mjs, served as it is, and formats no date of its own', async () => {
    const book = startSportsbook();
    try {
      const served = await book.app.inject('/static/dates.mjs');
      assert.equal(served.statusCode, 200);
      assert.match(String(served.headers['content-type']), /^text\/javascript/);
      assert.equal(served.body, readFileSync(new URL('./dates.mjs', import.meta.url), 'utf8'));
      const script = (await book.app.inject('/static/sportsbook.js')).body;
      assert.match(script, /^import \{ kickOffText, siteDateTime \} from '\/static\/dates\.mjs';$/m);
      assert.doesNotMatch(script, /DateTimeFormat|toLocale(Date|Time)?String/, 'no date written by the locale\'s own rules');
      assert.match(script, /siteDateTime\(slip\.placedAt, state\.lang\)/, 'My bets: when a slip was placed');
      assert.match(script, /kickOffText\(ms, Date\.now\(\), state\.lang/, 'the list: when a match kicks off');
    } finally {
      await book.close();
    }
  });
});
