import { frameAddress, httpOriginOf, normalBaseUrl } from './frame-address';
import { framePathOf, samePage, siteAddressOf } from './integrations';

describe('the frame`s page and the site`s address', () => {
  it.each([
    ['/spor/fcg', '', '/'],
    ['/spor/fcg/', '', '/'],
    ['/spor/fcg/match/fb-20261126-3', '', '/match/fb-20261126-3'],
    ['/spor/fcg/live', '?sport=tennis', '/live?sport=tennis'],
    ['/spor/fcg/match/fb%201', '', '/match/fb 1'],
    ['/spor/fcg//evil.test', '', '/evil.test'],
  ])('%s%s is the frame`s page %s', (pathname, search, path) => {
    expect(framePathOf(pathname, search, 'spor', 'fcg')).toBe(path);
  });

  it('puts the frame`s page under its area and integration', () => {
    expect(siteAddressOf('livespor', 'betco', '/match/1')).toBe('/livespor/betco/match/1');
    expect(siteAddressOf('spor', 'fcg', '/')).toBe('/spor/fcg');
  });

  it('compares addresses whether encoded or not', () => {
    expect(samePage('/spor/fcg/match/fb%201', '/spor/fcg/match/fb 1')).toBe(true);
    expect(samePage('/spor/fcg/match/1', '/spor/fcg/match/2')).toBe(false);
  });
});

describe('the frame`s address', () => {
  it('carries mode, language, token, path and parent, URL-encoded', () => {
    const url = new URL(
      frameAddress({ baseUrl: 'https://book.test/fcg/', mode: 'live', lang: 'en', token: 'a+b&c', path: '/match/1?x=1', parent: 'https://site.test' }),
    );
    expect(url.origin + url.pathname).toBe('https://book.test/fcg/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ mode: 'live', lang: 'en', token: 'a+b&c', path: '/match/1?x=1', parent: 'https://site.test' });
  });

  it('takes the origin only of http(s) URLs', () => {
    expect(httpOriginOf('http://localhost:8083/fcg')).toBe('http://localhost:8083');
    expect(httpOriginOf('javascript:alert(1)')).toBeNull();
    expect(httpOriginOf('data:text/html,hi')).toBeNull();
    expect(httpOriginOf('/fcg')).toBeNull();
    expect(httpOriginOf('')).toBeNull();
    expect(normalBaseUrl('https://book.test/fcg/?x=1#y')).toBe('https://book.test/fcg');
  });
});
