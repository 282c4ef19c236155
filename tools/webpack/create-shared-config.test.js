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
