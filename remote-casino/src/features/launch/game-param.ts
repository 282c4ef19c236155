import { GAME_PROVIDERS, PATHS, type Game } from '@arcadia/shared';

/**
 * Where a game's page lives: `/casino/play/{game code}` (`/casino/play/h88-aviator`): the catalogue's
 * code, unique and readable, which the page looks up (`GET casino/game/{code}`). Older links carried
 * the whole game as base64 of its JSON (provider, internal system name and all): they still open,
 * and are redirected to the code's address.
 */
export const PLAY_PATH = '/casino/play';

export type GameProvider = (typeof GAME_PROVIDERS)[number];

const isProvider = (value: unknown): value is GameProvider => GAME_PROVIDERS.includes(value as GameProvider);

/**
 * The game as its page address carries it: what a launch needs and what the page shows, not the
 * artwork, so the address stays short.
 */
function launchFieldsOf({ gameCode, name, providerName, mainProviderId, productId, system, live }: Game): Game {
  return { gameCode, name, providerName, mainProviderId, productId, system, ...(live ? { live } : {}) };
}

/** base64url (no padding) of the game's JSON in UTF-8: Turkish names ("Şans Çarkı") survive, and the address needs no escaping. */
export function encodeGame(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(launchFieldsOf(game)));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A game code as the catalogue writes it, which is also the whole of its page's address segment. */
export const isGameCode = (param: string) => /^[a-z0-9][a-z0-9-]{1,63}$/.test(param);

/** A game's page: `/casino/play/{code}`. */
export const playPathOf = (game: Game) => `${PLAY_PATH}/${encodeURIComponent(game.gameCode)}`;

/** The history state a game's page is opened with: the game itself, so the page need not ask for it. */
export const playStateOf = (game: Game) => ({ game: launchFieldsOf(game) });

/** The game a page's history state carries, when it is the game of `code`. */
export function gameOfState(state: unknown, code: string): Game | null {
  const carried = state && typeof state === 'object' ? asGame((state as { game?: unknown }).game) : null;
  return carried && carried.gameCode === code ? carried : null;
}

/** The lobby a game belongs to: live tables to the live casino, everything else to the slots. */
export const lobbyPathOf = (game: Game) => (game.live ? PATHS.liveCasinoLobby : PATHS.casinoLobby);

/** Only what a launch can use: a known provider, a code and the ids, all of the right type. */
function asGame(value: unknown): Game | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown, max: number) => typeof x === 'string' && x.length <= max;
  if (!text(v.gameCode, 200) || !(v.gameCode as string).trim() || !text(v.name, 200) || !isProvider(v.providerName)) return null;
  if (!Number.isFinite(v.mainProviderId) || !Number.isFinite(v.productId) || !text(v.system, 200)) return null;
  return launchFieldsOf({ ...(v as unknown as Game), live: v.live === true });
}

/**
 * The game of a page address, or null for anything that is not one (a mistyped link, a hand-made
 * address). Accepts base64url and standard base64, with or without padding; text that is not UTF-8
 * is read as Latin-1, as a plain `btoa` of the JSON would have made it.
 */
export function decodeGame(param: string): Game | null {
  let encoded = param.trim();
  try {
    encoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  encoded = encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!encoded || encoded.length > 4000 || !/^[A-Za-z0-9+/]+$/.test(encoded) || encoded.length % 4 === 1) return null;
  try {
    const binary = atob(encoded + '='.repeat((4 - (encoded.length % 4)) % 4));
    let json: string;
    try {
      json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    } catch {
      json = binary;
    }
    return asGame(JSON.parse(json));
  } catch {
    return null;
  }
}
