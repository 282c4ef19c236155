import { GAME_PROVIDERS, PATHS, type Game } from '@arcadia/shared';

/** Where a game's page lives: `/casino/play/{base64url of the game's JSON}`. */
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

/** A game's page: `/casino/play/…`. */
export const playPathOf = (game: Game) => `${PLAY_PATH}/${encodeGame(game)}`;

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
