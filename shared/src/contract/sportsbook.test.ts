import { parseSportsbookMessage, SPORTSBOOK_MESSAGE_LIMITS } from './sportsbook';

describe('parseSportsbookMessage', () => {
  it.each([
    [{ type: 'size', height: 1840 }],
    [{ type: 'size', height: 0 }],
    [{ type: 'route', path: '/match/fb-20261126-3' }],
    [{ type: 'route', path: '/live?sport=football' }],
    [{ type: 'login' }],
    [{ type: 'register' }],
    [{ type: 'deposit' }],
    [{ type: 'notEnoughBalance' }],
    [{ type: 'betPlaced', slipId: 'S-1042', stake: 25.5 }],
  ])('reads the contract message %j as it is', (message) => {
    expect(parseSportsbookMessage(message)).toEqual(message);
  });

  it('keeps only the fields of the contract', () => {
    expect(parseSportsbookMessage({ type: 'login', redirect: 'https://evil.example', __proto__: { polluted: true } })).toEqual({ type: 'login' });
    expect(parseSportsbookMessage({ type: 'size', height: 300, width: 9e9 })).toEqual({ type: 'size', height: 300 });
  });

  it('takes a whole-number slip id as its string', () => {
    expect(parseSportsbookMessage({ type: 'betPlaced', slipId: 1042, stake: 10 })).toEqual({ type: 'betPlaced', slipId: '1042', stake: 10 });
  });

  it.each([
    ['a string', 'size'],
    ['JSON text', '{"type":"login"}'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an array', [{ type: 'login' }]],
    ['no type', { height: 100 }],
    ['a type that is no string', { type: 7 }],
    ['an unknown type', { type: 'exit' }],
    ['a type of the other direction', { type: 'balance', amount: 10 }],
    ['a type in another case', { type: 'LOGIN' }],
  ])('rejects %s', (_, data) => {
    expect(parseSportsbookMessage(data)).toBeNull();
  });

  it.each([
    ['a height as text', { type: 'size', height: '900' }],
    ['no height', { type: 'size' }],
    ['a negative height', { type: 'size', height: -1 }],
    ['an infinite height', { type: 'size', height: Infinity }],
    ['NaN', { type: 'size', height: NaN }],
    ['a huge height', { type: 'size', height: SPORTSBOOK_MESSAGE_LIMITS.maxHeightPx + 1 }],
    ['a height of 1e308', { type: 'size', height: 1e308 }],
  ])('rejects a size with %s', (_, data) => {
    expect(parseSportsbookMessage(data)).toBeNull();
  });

  it.each([
    ['no path', { type: 'route' }],
    ['a path that is no string', { type: 'route', path: ['/match'] }],
    ['an empty path', { type: 'route', path: '' }],
    ['a relative path', { type: 'route', path: 'match/1' }],
    ['an absolute URL', { type: 'route', path: 'https://evil.example/match' }],
    ['a protocol-relative path', { type: 'route', path: '//evil.example/match' }],
    ['a backslash path', { type: 'route', path: '/\\evil.example' }],
    ['a javascript: path', { type: 'route', path: 'javascript:alert(1)' }],
    ['a NUL byte', { type: 'route', path: '/match/1\u0000' }],
    ['a line break', { type: 'route', path: '/match/1\n/x' }],
    ['a huge path', { type: 'route', path: `/${'a'.repeat(SPORTSBOOK_MESSAGE_LIMITS.maxPathLength)}` }],
  ])('rejects a route with %s', (_, data) => {
    expect(parseSportsbookMessage(data)).toBeNull();
  });

  it.each([
    ['no slip id', { type: 'betPlaced', stake: 10 }],
    ['an empty slip id', { type: 'betPlaced', slipId: ' ', stake: 10 }],
    ['a slip id object', { type: 'betPlaced', slipId: { id: 1 }, stake: 10 }],
    ['a fractional slip id', { type: 'betPlaced', slipId: 1.5, stake: 10 }],
    ['a huge slip id', { type: 'betPlaced', slipId: 'x'.repeat(SPORTSBOOK_MESSAGE_LIMITS.maxSlipIdLength + 1), stake: 10 }],
    ['a stake as text', { type: 'betPlaced', slipId: 'S-1', stake: '10' }],
    ['a negative stake', { type: 'betPlaced', slipId: 'S-1', stake: -5 }],
    ['a huge stake', { type: 'betPlaced', slipId: 'S-1', stake: 1e18 }],
  ])('rejects a betPlaced with %s', (_, data) => {
    expect(parseSportsbookMessage(data)).toBeNull();
  });
});
