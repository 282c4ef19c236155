/**
 * The demo catalogue: the games seeded into `casino_games` (casino.seed.ts) and drawn by
 * `scripts/game-art.ts`. Six providers, each with a fixed `mainProviderId` (the `providerId` of a
 * favourite) and sub-systems (studios) with a fixed `productId`.
 */

/** Casino category ids of the site content's casinoCategoryList (cms/seed/content.ts). */
export const CATEGORY = {
  popular: 1,
  new: 2,
  slot: 3,
  live: 4,
  table: 5,
  jackpot: 6,
  megaways: 7,
  crash: 8,
  bingo: 9,
  tv: 10,
} as const;

export const PROVIDERS = [
  { name: 'SoftGamings', mainProviderId: 1, prefix: 'sg' },
  { name: 'Hub88', mainProviderId: 2, prefix: 'h88' },
  { name: 'Egt Digital', mainProviderId: 3, prefix: 'egt' },
  { name: 'Amusnet', mainProviderId: 4, prefix: 'am' },
  { name: 'EveryMatrix', mainProviderId: 5, prefix: 'em' },
  { name: 'Digitain', mainProviderId: 6, prefix: 'dt' },
] as const;

export type ProviderName = (typeof PROVIDERS)[number]['name'];
export const PROVIDER_NAMES = PROVIDERS.map((p) => p.name) as ProviderName[];

/** The `productId` of each sub-system: what EveryMatrix launches by, the same number for every provider. */
export const PRODUCT_IDS: Record<string, number> = {
  egt: 101,
  amusnet: 102,
  pragmatic: 201,
  spribe: 202,
  evolution: 203,
  ezugi: 204,
  netent: 205,
  playngo: 206,
  redtiger: 207,
  bgaming: 208,
  yggdrasil: 209,
  hacksaw: 210,
  playtech: 211,
  everymatrix: 212,
  digitain: 301,
  betgames: 302,
  tvbet: 303,
};

export interface CatalogueGame {
  gameCode: string;
  name: string;
  providerName: ProviderName;
  mainProviderId: number;
  productId: number;
  system: string;
  categories: number[];
  live: boolean;
  /** Order within the catalogue (lobbies list by it). */
  sort: number;
  /** `/static/content/games/<gameCode>.svg`, drawn by scripts/game-art.ts. */
  imageUrl: string;
}

const { popular: POP, new: NEW, slot: SLOT, live: LIVE, table: TABLE, jackpot: JP, megaways: MEGA, crash: CRASH, bingo: BINGO, tv: TV } = CATEGORY;

/** [name, system, categories, live] per provider; live games are tables with a dealer. */
type Entry = [name: string, system: string, categories: number[], live?: boolean];

const GAMES: Record<ProviderName, Entry[]> = {
  SoftGamings: [
    ['Sweet Bonanza Deluxe', 'pragmatic', [POP, SLOT]],
    ['Gates of Olympia', 'pragmatic', [POP, SLOT]],
    ['Big Bass Harbour', 'pragmatic', [SLOT]],
    ['Wolf Gold Rush', 'pragmatic', [SLOT, JP]],
    ['Starburst Nova', 'netent', [SLOT]],
    ['Gonzo Quest Gold', 'netent', [SLOT, MEGA]],
    ['Dead or Alive Trail', 'netent', [SLOT]],
    ['Book of Sands', 'playngo', [SLOT]],
    ['Reactoonz Lab', 'playngo', [SLOT, NEW]],
    ['Rise of Athena', 'playngo', [SLOT]],
    ['Elvis the Frog Live', 'bgaming', [SLOT]],
    ['Aloha King Elvis', 'bgaming', [SLOT, NEW]],
    ['Plinko Drop', 'bgaming', [CRASH, NEW]],
    ['Dice Rush', 'bgaming', [CRASH]],
    ['Vikings Go North', 'yggdrasil', [SLOT]],
    ['Valley of the Gods II', 'yggdrasil', [SLOT, MEGA]],
    ['Lucky Bingo 75', 'bgaming', [BINGO]],
    ['Keno Express', 'bgaming', [BINGO]],
    ['Blackjack Classic', 'netent', [TABLE]],
    ['European Roulette Pro', 'netent', [TABLE]],
    ['Şanslı Yonca', 'pragmatic', [SLOT, POP]],
  ],
  Hub88: [
    ['Aviator', 'spribe', [POP, CRASH]],
    ['Mines', 'spribe', [CRASH]],
    ['Goal', 'spribe', [CRASH]],
    ['Hi Lo', 'spribe', [TABLE]],
    ['Mini Roulette', 'spribe', [TABLE]],
    ['Lightning Roulette', 'evolution', [LIVE, TABLE, POP], true],
    ['Immersive Roulette', 'evolution', [LIVE, TABLE], true],
    ['Infinite Blackjack', 'evolution', [LIVE, TABLE], true],
    ['Blackjack VIP Lounge', 'evolution', [LIVE, TABLE], true],
    ['Crazy Time', 'evolution', [LIVE, TV, POP], true],
    ['Monopoly Live', 'evolution', [LIVE, TV], true],
    ['Dream Catcher', 'evolution', [LIVE, TV], true],
    ['Speed Baccarat A', 'evolution', [LIVE, TABLE], true],
    ['Gonzo Megaways Quest', 'redtiger', [SLOT, MEGA]],
    ['Dragon Luck Megaways', 'redtiger', [SLOT, MEGA, JP]],
    ['Piggy Riches Megaways', 'redtiger', [SLOT, MEGA]],
    ['Mystery Reels', 'redtiger', [SLOT]],
    ['Wanted Dead or a Wild', 'hacksaw', [SLOT, NEW]],
    ['Chaos Crew II', 'hacksaw', [SLOT, NEW]],
    ['Stick Em', 'hacksaw', [SLOT]],
    ['Kızıl Ejderha', 'redtiger', [SLOT, JP]],
  ],
  'Egt Digital': [
    ['40 Super Hot', 'egt', [POP, SLOT]],
    ['20 Burning Hot', 'egt', [SLOT]],
    ['Shining Crown', 'egt', [POP, SLOT, JP]],
    ['Flaming Hot', 'egt', [SLOT]],
    ['Rise of Ra', 'egt', [SLOT, JP]],
    ['Egypt Sky', 'egt', [SLOT, JP]],
    ['Book of Magic', 'egt', [SLOT]],
    ['Burning Hot', 'egt', [SLOT]],
    ['Caramel Hot', 'egt', [SLOT, NEW]],
    ['Dice and Roll', 'egt', [SLOT]],
    ['Fruits Kingdom', 'egt', [SLOT]],
    ['Great Empire', 'egt', [SLOT]],
    ['Halloween', 'egt', [SLOT]],
    ['Inca Gold II', 'egt', [SLOT, JP]],
    ['Ivanhoe', 'egt', [SLOT]],
    ['Majestic Forest', 'egt', [SLOT]],
    ['Olympus Glory', 'egt', [SLOT, NEW]],
    ['Rainbow Queen', 'egt', [SLOT]],
    ['Age of Troy', 'egt', [SLOT]],
    ['Zodiac Wheel', 'egt', [SLOT, JP]],
    ['Altın Çağ', 'egt', [SLOT, JP]],
  ],
  Amusnet: [
    ['100 Super Hot', 'amusnet', [POP, SLOT]],
    ['5 Dazzling Hot', 'amusnet', [SLOT]],
    ['Supreme Hot', 'amusnet', [SLOT]],
    ['Ultimate Hot', 'amusnet', [SLOT]],
    ['Extra Stars', 'amusnet', [SLOT]],
    ['Lucky Hot', 'amusnet', [SLOT]],
    ['Blue Heart', 'amusnet', [SLOT]],
    ['Aztec Glory', 'amusnet', [SLOT, JP]],
    ['Legendary Rome', 'amusnet', [SLOT]],
    ['Forest Tale', 'amusnet', [SLOT]],
    ['Game of Luck', 'amusnet', [SLOT]],
    ['Hot and Cash', 'amusnet', [SLOT, JP, NEW]],
    ['More Dice', 'amusnet', [SLOT]],
    ['Fruit Cocktail 7', 'amusnet', [SLOT]],
    ['Amusnet Live Roulette', 'amusnet', [LIVE, TABLE], true],
    ['Amusnet Live Blackjack', 'amusnet', [LIVE, TABLE], true],
    ['Bonus Bingo 90', 'amusnet', [BINGO]],
    ['Super Keno', 'amusnet', [BINGO]],
    ['Coin Flip Crash', 'amusnet', [CRASH, NEW]],
    ['Gümüş Işık', 'amusnet', [SLOT]],
    ['İstanbul Geceleri', 'amusnet', [SLOT, NEW]],
  ],
  EveryMatrix: [
    ['Ezugi Auto Roulette', 'ezugi', [LIVE, TABLE], true],
    ['Ezugi Turkish Roulette', 'ezugi', [LIVE, TABLE], true],
    ['Ezugi Blackjack Salon', 'ezugi', [LIVE, TABLE], true],
    ['Ezugi Andar Bahar', 'ezugi', [LIVE, TABLE], true],
    ['Ezugi Bet on Numbers', 'ezugi', [LIVE, TV], true],
    ['Age of the Gods', 'playtech', [SLOT, JP]],
    ['Buffalo Blitz', 'playtech', [SLOT, MEGA]],
    ['Great Blue Deep', 'playtech', [SLOT]],
    ['Gladiator Arena', 'playtech', [SLOT, JP]],
    ['Quantum Roulette', 'playtech', [LIVE, TABLE], true],
    ['Jackpot Giant', 'playtech', [SLOT, JP]],
    ['Spin Bingo', 'everymatrix', [BINGO]],
    ['Bingo Blast', 'everymatrix', [BINGO, NEW]],
    ['Keno Lightning', 'everymatrix', [BINGO]],
    ['Crash X', 'everymatrix', [CRASH]],
    ['Penalty Shootout', 'everymatrix', [CRASH, NEW]],
    ['Multihand Blackjack', 'everymatrix', [TABLE]],
    ['French Roulette Gold', 'everymatrix', [TABLE]],
    ['Video Poker Deluxe', 'everymatrix', [TABLE]],
    ['Treasure Reels Megaways', 'everymatrix', [SLOT, MEGA, NEW]],
    ['Ağrı Dağı Hazinesi', 'everymatrix', [SLOT, NEW]],
  ],
  Digitain: [
    ['Wheel of Fortune TV', 'tvbet', [TV, POP]],
    ['Poker TV', 'tvbet', [TV]],
    ['Lucky 7 TV', 'tvbet', [TV]],
    ['Keno TV', 'tvbet', [TV, BINGO]],
    ['5 Bet TV', 'tvbet', [TV]],
    ['War of Bets', 'betgames', [TV]],
    ['Lucky 6', 'betgames', [TV]],
    ['Dice Duel', 'betgames', [TV]],
    ['Speedy 7', 'betgames', [TV]],
    ['Bet on Poker', 'betgames', [TV]],
    ['Baccarat Live', 'betgames', [LIVE, TABLE, TV], true],
    ['Digitain Live Roulette', 'digitain', [LIVE, TABLE], true],
    ['Digitain Live Blackjack', 'digitain', [LIVE, TABLE], true],
    ['Rocket Crash', 'digitain', [CRASH]],
    ['Jet Hunter', 'digitain', [CRASH, NEW]],
    ['Virtual Horses', 'digitain', [TV]],
    ['Virtual Football League', 'digitain', [TV, NEW]],
    ['Bingo 37', 'digitain', [BINGO, TV]],
    ['Hot Fruits 100', 'digitain', [SLOT]],
    ['Joker Stars', 'digitain', [SLOT]],
    ['Şans Çarkı', 'digitain', [TV, NEW]],
  ],
};

/**
 * Lower case with Turkish letters and accents folded to plain Latin (İ/I/ı → i, ş → s, ğ → g, …),
 * so "AVİATOR", "avıator" and "Aviator" are one search and "sans carki" finds "Şans Çarkı".
 */
export function foldForSearch(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A game code from its name: "Şans Çarkı" → "sans-carki". */
const slug = (name: string) =>
  foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const gameArtPath = (gameCode: string) => `/static/content/games/${gameCode}.svg`;

export const CATALOGUE: CatalogueGame[] = PROVIDERS.flatMap((provider, p) =>
  GAMES[provider.name].map(([name, system, categories, live = false], i): CatalogueGame => {
    const gameCode = `${provider.prefix}-${slug(name)}`;
    return {
      gameCode,
      name,
      providerName: provider.name,
      mainProviderId: provider.mainProviderId,
      productId: PRODUCT_IDS[system]!,
      system,
      categories,
      live,
      sort: p * 100 + i + 1,
      imageUrl: gameArtPath(gameCode),
    };
  }),
);
