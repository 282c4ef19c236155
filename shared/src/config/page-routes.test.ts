import { routeMatches, SHELL_ROUTES } from './page-routes';

it('matches paths as React Router does: params, a trailing splat, any case, a trailing slash', () => {
  expect(routeMatches('', '/')).toBe(true);
  expect(routeMatches('', '/casino')).toBe(false);
  expect(routeMatches('casino', '/casino')).toBe(true);
  expect(routeMatches('casino', '/Casino/')).toBe(true);
  expect(routeMatches('casino', '/casino/nope')).toBe(false);
  expect(routeMatches('pages/:id', '/pages/3')).toBe(true);
  expect(routeMatches('pages/:id', '/pages')).toBe(false);
  expect(routeMatches('pages/:id', '/pages/3/more')).toBe(false);
  expect(routeMatches('casino/play/*', '/casino/play')).toBe(true);
  expect(routeMatches('casino/play/*', '/casino/play/aviator')).toBe(true);
  expect(routeMatches('casino/play/*', '/casino/player')).toBe(false);
  expect(routeMatches('dashboard/*', '/dashboard/account/x')).toBe(true);
});

it('leaves every page but the home page to the remotes', () => {
  expect(SHELL_ROUTES.filter((route) => routeMatches(route, '/'))).toEqual(['']);
  for (const path of ['/pages', '/pages/3', '/promotions', '/responsible-gaming']) {
    expect(SHELL_ROUTES.some((route) => routeMatches(route, path))).toBe(false);
  }
});
