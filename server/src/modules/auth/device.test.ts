import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deviceLabel, USER_AGENT_PARSE_LIMIT } from './device.js';

describe('deviceLabel', () => {
  test('names the browser and the system of common user agents', () => {
    const cases: [string, string][] = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Chrome on Windows'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
      ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari on iPad'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari on macOS'],
      ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox on macOS'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0', 'Edge on Windows'],
      ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 YaBrowser/24.1 Safari/537.36', 'Yandex on Windows'],
      ['curl/8.5.0', 'curl'],
      ['node', 'node'],
      ['', 'Unknown device'],
      ['   ', 'Unknown device'],
    ];
    for (const [ua, label] of cases) assert.equal(deviceLabel(ua), label, ua);
    assert.equal(deviceLabel(undefined), 'Unknown device');
  });

  test(`only the first ${USER_AGENT_PARSE_LIMIT} characters are parsed`, () => {
    const padding = 'x'.repeat(USER_AGENT_PARSE_LIMIT);
    const chrome = ' (Windows NT 10.0) Chrome/130.0.0.0 Safari/537.36';
    assert.equal(deviceLabel(padding + chrome), deviceLabel(padding), 'what follows the limit is never read');
    assert.equal(deviceLabel(`Mozilla/5.0${chrome}`.padEnd(USER_AGENT_PARSE_LIMIT, ' ') + 'Edg/130.0'), 'Chrome on Windows');
  });

  test('hostile 16 KB user agents are labelled quickly', () => {
    const hostile = [
      `Version/1${'.'.repeat(16_000)}`,
      `Version/${'1.'.repeat(8_000)}`,
      `Mozilla/5.0 (${'('.repeat(16_000)}`,
      `${'Safari/'.repeat(2_300)}`,
      `Version/1 ${'a'.repeat(16_000)} Safari`,
    ];
    for (const ua of hostile) {
      const started = performance.now();
      const label = deviceLabel(ua);
      const ms = performance.now() - started;
      assert.equal(typeof label, 'string');
      // Generous for a shared machine: the old pattern took about 280 ms on the first of these.
      assert.ok(ms < 50, `${ms.toFixed(1)} ms for a ${ua.length}-character user agent`);
    }
  });
});
