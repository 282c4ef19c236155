/**
 * The studio's game list: every game of the site's catalogue (server/src/modules/casino/catalogue.ts,
 * copied here because the studio never imports the site's code) with the kind it plays as: crash
 * games play the crash game (Aviator), live tables European roulette, everything else the slot.
 * A code the list does not know plays as a slot. `games.test.mjs` fails when the catalogue changes
 * without this list.
 */

/** @typedef {'slot' | 'roulette' | 'crash'} GameKind */
/** @typedef {{ gameCode: string, name: string, kind: GameKind }} StudioGame */

/** [name, kind] per catalogue provider prefix, in the catalogue's order. */
const GAMES_BY_PREFIX = /** @type {Record<string, [string, GameKind][]>} */ ({
  sg: [
    ['Sweet Bonanza Deluxe', 'slot'],
    ['Gates of Olympia', 'slot'],
    ['Big Bass Harbour', 'slot'],
    ['Wolf Gold Rush', 'slot'],
    ['Starburst Nova', 'slot'],
    ['Gonzo Quest Gold', 'slot'],
    ['Dead or Alive Trail', 'slot'],
    ['Book of Sands', 'slot'],
    ['Reactoonz Lab', 'slot'],
    ['Rise of Athena', 'slot'],
    ['Elvis the Frog Live', 'slot'],
    ['Aloha King Elvis', 'slot'],
    ['Plinko Drop', 'crash'],
    ['Dice Rush', 'crash'],
    ['Vikings Go North', 'slot'],
    ['Valley of the Gods II', 'slot'],
    ['Lucky Bingo 75', 'slot'],
    ['Keno Express', 'slot'],
    ['Blackjack Classic', 'slot'],
    ['European Roulette Pro', 'slot'],
    ['Şanslı Yonca', 'slot'],
  ],
  h88: [
    ['Aviator', 'crash'],
    ['Mines', 'crash'],
    ['Goal', 'crash'],
    ['Hi Lo', 'slot'],
    ['Mini Roulette', 'slot'],
    ['Lightning Roulette', 'roulette'],
    ['Immersive Roulette', 'roulette'],
    ['Infinite Blackjack', 'roulette'],
    ['Blackjack VIP Lounge', 'roulette'],
    ['Crazy Time', 'roulette'],
    ['Monopoly Live', 'roulette'],
    ['Dream Catcher', 'roulette'],
    ['Speed Baccarat A', 'roulette'],
    ['Gonzo Megaways Quest', 'slot'],
    ['Dragon Luck Megaways', 'slot'],
    ['Piggy Riches Megaways', 'slot'],
    ['Mystery Reels', 'slot'],
    ['Wanted Dead or a Wild', 'slot'],
    ['Chaos Crew II', 'slot'],
    ['Stick Em', 'slot'],
    ['Kızıl Ejderha', 'slot'],
  ],
  egt: [
    ['40 Super Hot', 'slot'],
    ['20 Burning Hot', 'slot'],
    ['Shining Crown', 'slot'],
    ['Flaming Hot', 'slot'],
    ['Rise of Ra', 'slot'],
    ['Egypt Sky', 'slot'],
    ['Book of Magic', 'slot'],
    ['Burning Hot', 'slot'],
    ['Caramel Hot', 'slot'],
    ['Dice and Roll', 'slot'],
    ['Fruits Kingdom', 'slot'],
    ['Great Empire', 'slot'],
    ['Halloween', 'slot'],
    ['Inca Gold II', 'slot'],
    ['Ivanhoe', 'slot'],
    ['Majestic Forest', 'slot'],
    ['Olympus Glory', 'slot'],
    ['Rainbow Queen', 'slot'],
    ['Age of Troy', 'slot'],
    ['Zodiac Wheel', 'slot'],
    ['Altın Çağ', 'slot'],
  ],
  am: [
    ['100 Super Hot', 'slot'],
    ['5 Dazzling Hot', 'slot'],
    ['Supreme Hot', 'slot'],
    ['Ultimate Hot', 'slot'],
    ['Extra Stars', 'slot'],
    ['Lucky Hot', 'slot'],
    ['Blue Heart', 'slot'],
    ['Aztec Glory', 'slot'],
    ['Legendary Rome', 'slot'],
    ['Forest Tale', 'slot'],
    ['Game of Luck', 'slot'],
    ['Hot and Cash', 'slot'],
    ['More Dice', 'slot'],
    ['Fruit Cocktail 7', 'slot'],
    ['Amusnet Live Roulette', 'roulette'],
    ['Amusnet Live Blackjack', 'roulette'],
    ['Bonus Bingo 90', 'slot'],
    ['Super Keno', 'slot'],
    ['Coin Flip Crash', 'crash'],
    ['Gümüş Işık', 'slot'],
    ['İstanbul Geceleri', 'slot'],
  ],
  em: [
    ['Ezugi Auto Roulette', 'roulette'],
    ['Ezugi Turkish Roulette', 'roulette'],
    ['Ezugi Blackjack Salon', 'roulette'],
    ['Ezugi Andar Bahar', 'roulette'],
    ['Ezugi Bet on Numbers', 'roulette'],
    ['Age of the Gods', 'slot'],
    ['Buffalo Blitz', 'slot'],
    ['Great Blue Deep', 'slot'],
    ['Gladiator Arena', 'slot'],
    ['Quantum Roulette', 'roulette'],
    ['Jackpot Giant', 'slot'],
    ['Spin Bingo', 'slot'],
    ['Bingo Blast', 'slot'],
    ['Keno Lightning', 'slot'],
    ['Crash X', 'crash'],
    ['Penalty Shootout', 'crash'],
    ['Multihand Blackjack', 'slot'],
    ['French Roulette Gold', 'slot'],
    ['Video Poker Deluxe', 'slot'],
    ['Treasure Reels Megaways', 'slot'],
    ['Ağrı Dağı Hazinesi', 'slot'],
  ],
  dt: [
    ['Wheel of Fortune TV', 'slot'],
    ['Poker TV', 'slot'],
    ['Lucky 7 TV', 'slot'],
    ['Keno TV', 'slot'],
    ['5 Bet TV', 'slot'],
    ['War of Bets', 'slot'],
    ['Lucky 6', 'slot'],
    ['Dice Duel', 'slot'],
    ['Speedy 7', 'slot'],
    ['Bet on Poker', 'slot'],
    ['Baccarat Live', 'roulette'],
    ['Digitain Live Roulette', 'roulette'],
    ['Digitain Live Blackjack', 'roulette'],
    ['Rocket Crash', 'crash'],
    ['Jet Hunter', 'crash'],
    ['Virtual Horses', 'slot'],
    ['Virtual Football League', 'slot'],
    ['Bingo 37', 'slot'],
    ['Hot Fruits 100', 'slot'],
    ['Joker Stars', 'slot'],
    ['Şans Çarkı', 'slot'],
  ],
});

/**
 * Lower case with Turkish letters and accents folded to plain Latin, as the catalogue folds names.
 * @param {string} text
 */
const fold = (text) =>
  text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A game code from its name, as the catalogue makes them: "Şans Çarkı" → "sans-carki".
 * @param {string} name
 */
export const slug = (name) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** @type {Map<string, StudioGame>} */
export const GAMES = new Map(
  Object.entries(GAMES_BY_PREFIX).flatMap(([prefix, games]) =>
    games.map(([name, kind]) => {
      const gameCode = `${prefix}-${slug(name)}`;
      return /** @type {const} */ ([gameCode, { gameCode, name, kind }]);
    }),
  ),
);

/**
 * The game a code names; an unknown code plays as a slot under its own code.
 * @param {string} gameCode
 * @returns {StudioGame}
 */
export function gameOf(gameCode) {
  return GAMES.get(gameCode) ?? { gameCode, name: gameCode, kind: 'slot' };
}
