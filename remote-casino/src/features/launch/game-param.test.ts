import type { Game } from '@arcadia/shared';
import { decodeGame, encodeGame, lobbyPathOf, playPathOf } from './game-param';

const game: Game = { gameCode: 'sans-carki', name: 'Şans Çarkı', providerName: 'Egt Digital', mainProviderId: 3, productId: 7, system: 'egt' };

/** Standard base64 (with `+`, `/` and padding) of a UTF-8 JSON, as another site or a hand would make it. */
const standardBase64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('the game in the page address', () => {
  it("a game's page address is its code: no base64, no provider's internal system name", () => {
    expect(playPathOf(game)).toBe('/casino/play/sans-carki');
    expect(playPathOf({ ...game, gameCode: 'h88-aviator', system: 'spribe' })).toBe('/casino/play/h88-aviator');
    expect(playPathOf(game)).not.toContain(game.system);
  });

  it('an older address (base64url of the JSON) still reads: a Turkish name round-trips, nothing to escape in a path', () => {
    const encoded = encodeGame(game);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeGame(encoded)).toEqual(game);
  });

  it('carries what a launch needs and the live flag, not the artwork', () => {
    const live = { ...game, live: true, imageUrl: '/static/x.svg', systemCategory: [4] };
    expect(decodeGame(encodeGame(live))).toEqual({ ...game, live: true });
  });

  it('also reads standard base64, padded or not, and percent-escaped', () => {
    const encoded = standardBase64({ ...game, name: 'Büyük Şölen ?>?>' });
    expect(encoded).toMatch(/[+/=]/);
    expect(decodeGame(encoded)?.name).toBe('Büyük Şölen ?>?>');
    expect(decodeGame(encoded.replace(/=+$/, ''))?.name).toBe('Büyük Şölen ?>?>');
    expect(decodeGame(encodeURIComponent(encoded))?.name).toBe('Büyük Şölen ?>?>');
  });

  it.each([
    ['not base64', '!!!'],
    ['base64 of no JSON', btoa('hello')],
    ['JSON of no game', standardBase64({ code: 'aviator', providerId: 1 })],
    ['an unknown provider', standardBase64({ ...game, providerName: 'Elsewhere' })],
    ['ids that are not numbers', standardBase64({ ...game, productId: '7' })],
    ['an empty code', standardBase64({ ...game, gameCode: ' ' })],
    ['an array', standardBase64([game])],
    ['a broken escape', '%E0%A4%A'],
    ['nothing', ''],
  ])('is no game for %s', (_, param) => {
    expect(decodeGame(param)).toBeNull();
  });

  it('leads live tables back to the live casino, everything else to the slots', () => {
    expect(lobbyPathOf({ ...game, live: true })).toBe('/casino/live');
    expect(lobbyPathOf(game)).toBe('/casino/slot');
  });
});
