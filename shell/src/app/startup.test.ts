import { STORAGE_KEYS, writeJson } from '@arcadia/shared';
import { mockApi, networkError, ok, fail } from '@arcadia/shared/testing';
import { authDataFixture, siteContentFixture } from './testing/fixtures';
import { checkTrialBonus, resetStartupForTests, runStartup } from './startup';
import { seedSiteContent } from '@arcadia/shared/testing';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStartupForTests();
  seedSiteContent(null);
  Object.defineProperty(globalThis, 'crypto', { value: { randomUUID: () => 'fp-uuid' }, configurable: true });
});

it('fingerprint first, then the site content (sent with the fingerprint), then the rest in parallel', async () => {
  writeJson(STORAGE_KEYS.authData, authDataFixture());
  const api = mockApi({
    'GET cms/grouped': () => ok(siteContentFixture()),
    'POST customer/notification': () => ok([]),
    'GET bonus/trialbonusamount': () => ok(0),
  });
  expect(await runStartup()).toEqual({ siteContent: true });
  expect(api.calls[0]).toMatchObject({ method: 'GET', path: 'cms/grouped' });
  expect(api.calls[0]?.headers.Fingerprint).toBe('fp-uuid');
  expect(api.calls.slice(1).map((c) => `${c.method} ${c.path}`).sort()).toEqual([
    'GET bonus/trialbonusamount',
    'POST customer/notification',
  ]);
});

it('failing site content does not stop start-up; anonymous visitors skip the player calls', async () => {
  const api = mockApi({ 'GET cms/grouped': () => networkError });
  expect(await runStartup()).toEqual({ siteContent: false });
  expect(api.calls.map((c) => c.path)).toEqual(['cms/grouped']);
});

it('runs once per page load', async () => {
  const api = mockApi({ 'GET cms/grouped': () => ok(siteContentFixture()) });
  await Promise.all([runStartup(), runStartup()]);
  expect(api.callsTo('GET cms/grouped')).toHaveLength(1);
});

describe('trial bonus check', () => {
  beforeEach(() => writeJson(STORAGE_KEYS.authData, authDataFixture()));

  it('reloads the page once when the answer is success false', async () => {
    mockApi({ 'GET bonus/trialbonusamount': () => fail('Hata', 400) });
    const reload = jest.fn();
    await checkTrialBonus(reload);
    await checkTrialBonus(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('continues on a network error or success', async () => {
    const reload = jest.fn();
    mockApi({ 'GET bonus/trialbonusamount': () => networkError });
    await checkTrialBonus(reload);
    mockApi({ 'GET bonus/trialbonusamount': () => ok(50) });
    await checkTrialBonus(reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
