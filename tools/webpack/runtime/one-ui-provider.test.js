const { describe, expect, it } = require('@jest/globals');
const oneUiProvider = require('./one-ui-provider');

/** A share scope as the Module Federation runtime keeps it: key → version → provider. */
function scopeOf(entries) {
  const scope = {};
  for (const [key, version, from, state = {}] of entries) {
    scope[key] ??= {};
    scope[key][version] = { from, version, ...state };
  }
  return { default: scope };
}

function resolve(shareScopeMap, pkgName) {
  const defaultShared = { from: 'default-choice' };
  const args = { shareScopeMap, scope: 'default', pkgName, resolver: () => ({ shared: defaultShared }) };
  return oneUiProvider().resolveShare(args).resolver().shared;
}

describe('one @arcadia/ui provider', () => {
  it('takes a sub-entry from the container whose @arcadia/ui is loaded, even when a remote offers a higher version', () => {
    const map = scopeOf([
      ['@arcadia/ui', '1.0.0', 'shell', { loaded: true }],
      ['@arcadia/ui', '1.2.0', 'remote_auth'],
      ['@arcadia/ui/forms', '1.0.0', 'shell'],
      ['@arcadia/ui/forms', '1.2.0', 'remote_auth'],
    ]);
    expect(resolve(map, '@arcadia/ui/forms')).toMatchObject({ from: 'shell', version: '1.0.0' });
  });

  it('follows a remote that provides @arcadia/ui itself (its standalone page)', () => {
    const map = scopeOf([
      ['@arcadia/ui', '1.2.0', 'remote_auth', { loading: Promise.resolve() }],
      ['@arcadia/ui/forms', '1.2.0', 'remote_auth'],
    ]);
    expect(resolve(map, '@arcadia/ui/forms')).toMatchObject({ from: 'remote_auth' });
  });

  it('leaves other keys, and sub-entries before @arcadia/ui is loaded, to the default choice', () => {
    const map = scopeOf([
      ['@arcadia/ui', '1.0.0', 'shell'],
      ['@arcadia/ui/forms', '1.0.0', 'shell'],
      ['react', '19.3.1', 'shell', { loaded: true }],
    ]);
    expect(resolve(map, '@arcadia/ui/forms')).toEqual({ from: 'default-choice' });
    expect(resolve(map, 'react')).toEqual({ from: 'default-choice' });
  });
});
