import { STORAGE_KEYS, i18n, readSiteContent } from '@arcadia/shared';
import { mockApi, networkError, ok, fail } from '@arcadia/shared/testing';
import { siteContentFixture } from '../../app/testing/fixtures';
import { siteContentStatus$, loadSiteContent, siteOptionValue } from './site-content-store';
import { browserTraits, ensureFingerprint } from './fingerprint';
import { siteContent } from '@arcadia/shared';
import { seedSiteContent } from '@arcadia/shared/testing';

beforeEach(() => {
  localStorage.clear();
  seedSiteContent(null);
  siteContentStatus$.next('loading');
});

describe('fingerprint', () => {
  it('is a SHA-256 of the browser traits, stored under fingerprint and stable', async () => {
    const digest = jest.fn(async () => new Uint8Array(32).fill(0xab).buffer);
    Object.defineProperty(globalThis, 'crypto', { value: { subtle: { digest } }, configurable: true });
    const fingerprint = await ensureFingerprint();
    expect(fingerprint).toBe('ab'.repeat(16));
    expect(localStorage.getItem(STORAGE_KEYS.fingerprint)).toBe(fingerprint);
    expect(new TextDecoder().decode((digest.mock.calls[0] as unknown[])[1] as Uint8Array)).toBe(browserTraits());
    expect(await ensureFingerprint()).toBe(fingerprint);
    expect(digest).toHaveBeenCalledTimes(1);
  });

  it('reads the browser traits in a task after the caller’s, not in it', async () => {
    const digest = jest.fn(async () => new Uint8Array(32).fill(0xcd).buffer);
    Object.defineProperty(globalThis, 'crypto', { value: { subtle: { digest } }, configurable: true });
    const userAgent = jest.spyOn(navigator, 'userAgent', 'get');
    try {
      const pending = ensureFingerprint();
      expect(userAgent).not.toHaveBeenCalled();
      expect(await pending).toBe('cd'.repeat(16));
      expect(userAgent).toHaveBeenCalled();
    } finally {
      userAgent.mockRestore();
    }
  });

  it('falls back to a random id when hashing is unavailable', async () => {
    Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'uuid-1' }, configurable: true });
    expect(await ensureFingerprint()).toBe('uuid-1');
    expect(localStorage.getItem(STORAGE_KEYS.fingerprint)).toBe('uuid-1');
  });

  it('gives up hashing after 5 s', async () => {
    jest.useFakeTimers();
    try {
      Object.defineProperty(globalThis, 'crypto', {
        value: { subtle: { digest: () => new Promise(() => {}) }, randomUUID: () => 'late-uuid' },
        configurable: true,
      });
      const result = ensureFingerprint();
      await jest.advanceTimersByTimeAsync(5000);
      expect(await result).toBe('late-uuid');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('site content', () => {
  it('loads cms/grouped, stores it under the bootstrap storage key and merges the server translations', async () => {
    const data = siteContentFixture({ translationList: { tr: [{ key: 'loading', value: 'Bekleyin...' }], en: [] } });
    mockApi({ 'GET cms/grouped': () => ok(data) });
    expect(await loadSiteContent()).toBe(true);
    expect(readSiteContent()).toEqual(data);
    expect(siteContent.get()).toEqual(data);
    expect(siteContentStatus$.value).toBe('ready');
    expect(i18n.t('common:loading')).toBe('Bekleyin...');
    i18n.addResourceBundle('tr', 'common', { loading: 'Yükleniyor...' }, true, true);
  });

  it('a failure does not throw: the stored site content stays and the result is false', async () => {
    const stored = siteContentFixture();
    localStorage.setItem(STORAGE_KEYS.siteContent, JSON.stringify(stored));
    seedSiteContent(stored);
    mockApi({ 'GET cms/grouped': () => fail('Bakımdayız', 503) });
    expect(await loadSiteContent()).toBe(false);
    expect(siteContent.get()).toEqual(stored);
    expect(siteContentStatus$.value).toBe('failed');

    mockApi({ 'GET cms/grouped': () => networkError });
    expect(await loadSiteContent()).toBe(false);
  });

  it('reads a site option only when it is active and set', () => {
    const options = [
      { key: 'a', value: 'x', status: true },
      { key: 'b', value: 'y', status: false },
      { key: 'c', value: ' ', status: true },
    ];
    expect(siteOptionValue(options, 'a')).toBe('x');
    expect(siteOptionValue(options, 'b')).toBeNull();
    expect(siteOptionValue(options, 'c')).toBeNull();
    expect(siteOptionValue(options, 'missing')).toBeNull();
  });
});
