import { loadRemoteManifests, parseRemoteManifest, remoteManifests$, reloadRemoteManifests, resetRemoteManifests } from './remote-manifests';
import { resetRemoteRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const casino = {
  routes: [{ path: 'casino/*', module: 'CasinoRoutes' }],
  menu: [],
  crumbs: [],
  dialogs: null,
  homeSections: [],
};

/** A `fetch` answering `remotes.json` and each remote's `arcadia-manifest.json` by URL. */
function serve(files: Record<string, unknown>) {
  global.fetch = jest.fn(async (url: string | URL) => {
    const path = new URL(String(url), 'http://localhost/').pathname;
    if (!(path in files)) return { ok: false, status: 404, json: async () => ({}) };
    const body = files[path];
    return { ok: true, status: 200, json: async () => (body instanceof Error ? Promise.reject(body) : body) };
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  resetRemoteRegistry();
  resetRemoteManifests();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('parseRemoteManifest', () => {
  it('keeps a manifest of the contract shape', () => {
    expect(parseRemoteManifest(casino)).toEqual(casino);
    expect(parseRemoteManifest({ ...casino, dialogs: { module: 'AuthDialogs', names: ['login'] } })).not.toBeNull();
  });

  it.each([
    ['null', null],
    ['a string', 'routes'],
    ['an array', [casino]],
    ['no routes', { ...casino, routes: undefined }],
    ['routes not a list', { ...casino, routes: { path: 'x' } }],
    ['menu missing', { ...casino, menu: null }],
    ['dialogs of the wrong shape', { ...casino, dialogs: 'AuthDialogs' }],
    ['dialogs without names', { ...casino, dialogs: { module: 'AuthDialogs' } }],
  ])('refuses %s', (_, json) => {
    expect(parseRemoteManifest(json)).toBeNull();
  });
});

describe('loadRemoteManifests', () => {
  it("reads each registered remote's manifest beside its mf-manifest.json, once", async () => {
    serve({
      '/remotes.json': { remote_casino: '/remotes/remote-casino/mf-manifest.json' },
      '/remotes/remote-casino/arcadia-manifest.json': casino,
    });
    const [first, second] = await Promise.all([loadRemoteManifests(), loadRemoteManifests()]);
    expect(first).toBe(second);
    expect(first).toEqual({ status: 'ready', remotes: [{ name: 'remote_casino', manifest: casino }], failed: [] });
    expect(remoteManifests$.value).toBe(first);
  });

  it('leaves out a remote whose manifest is missing, broken or hostile, and names it as failed', async () => {
    serve({
      '/remotes.json': {
        remote_casino: '/remotes/remote-casino/mf-manifest.json',
        remote_sports: '/remotes/remote-sports/mf-manifest.json',
        remote_auth: '/remotes/remote-auth/mf-manifest.json',
        remote_account: '/remotes/remote-account/mf-manifest.json',
      },
      '/remotes/remote-casino/arcadia-manifest.json': casino,
      '/remotes/remote-sports/arcadia-manifest.json': { routes: '<script>alert(1)</script>' },
      '/remotes/remote-auth/arcadia-manifest.json': new SyntaxError('Unexpected token < in JSON'),
    });
    const loaded = await loadRemoteManifests();
    expect(loaded.remotes.map((r) => r.name)).toEqual(['remote_casino']);
    expect(loaded.failed.sort()).toEqual(['remote_account', 'remote_auth', 'remote_sports']);
  });

  it('reloads on demand: a remote back online is read again', async () => {
    serve({ '/remotes.json': { remote_casino: '/remotes/remote-casino/mf-manifest.json' } });
    expect((await loadRemoteManifests()).failed).toEqual(['remote_casino']);
    serve({
      '/remotes.json': { remote_casino: '/remotes/remote-casino/mf-manifest.json' },
      '/remotes/remote-casino/arcadia-manifest.json': casino,
    });
    const again = await reloadRemoteManifests();
    expect(again.remotes).toHaveLength(1);
    expect(again.failed).toEqual([]);
  });
});
