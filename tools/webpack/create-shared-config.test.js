const { describe, expect, it } = require('@jest/globals');
const { createSharedConfig, sharedVersionsOf, versionOverrides } = require('./create-shared-config');

describe('createSharedConfig', () => {
  it('shares the installed semver and requires ^that version; strict for @arcadia/shared and the kit only', () => {
    const shared = createSharedConfig({ overrides: {} });
    expect(shared['@arcadia/shared']).toMatchObject({ singleton: true, version: expect.stringMatching(/^\d+\.\d+\.\d+$/), strictVersion: true });
    expect(shared['@arcadia/shared'].requiredVersion).toBe(`^${shared['@arcadia/shared'].version}`);
    expect(shared['@arcadia/ui/forms'].strictVersion).toBe(true);
    expect(shared.react.strictVersion).toBe(false);
  });

  it('is lazy in remotes; the shell provides its first paint’s libraries eagerly, not the kit’s other entry points', () => {
    const remote = createSharedConfig({ overrides: {} });
    expect(Object.values(remote).every((config) => config.eager === false)).toBe(true);
    const host = createSharedConfig({ host: true, overrides: {} });
    for (const key of ['react', 'react-dom', '@arcadia/shared', '@arcadia/ui', '@arcadia/ui/router', '@arcadia/ui/carousel']) expect(host[key].eager).toBe(true);
    for (const key of ['@arcadia/ui/forms', '@arcadia/ui/display', '@arcadia/ui/charts']) expect(host[key].eager).toBe(false);
    // the same versions and checks either way: a remote's guard works against either build
    for (const key of Object.keys(host)) expect({ ...host[key], eager: false }).toEqual(remote[key]);
  });

  it('builds as if a package had another version when ARCADIA_BUILT_AGAINST says so', () => {
    expect(versionOverrides('@arcadia/shared@2.0.0, react@20.1.0-rc.1')).toEqual({ '@arcadia/shared': '2.0.0', react: '20.1.0-rc.1' });
    const shared = createSharedConfig({ overrides: versionOverrides('@arcadia/shared@2.0.0') });
    expect(shared['@arcadia/shared']).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0', strictVersion: true });
  });
});

describe('sharedVersionsOf', () => {
  it("is the shell's shared-versions.json: each key's provided version and whether it is strict", () => {
    const shared = createSharedConfig({ overrides: { '@arcadia/shared': '1.4.0' } });
    const published = sharedVersionsOf(shared, '1.2.3');
    expect(published.shell).toBe('1.2.3');
    expect(Object.keys(published.shared)).toEqual(Object.keys(shared));
    expect(published.shared['@arcadia/shared']).toEqual({ version: '1.4.0', strict: true });
    expect(published.shared.react).toEqual({ version: shared.react.version, strict: false });
  });
});
