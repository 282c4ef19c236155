import type { MenuItem } from '@arcadia/shared';

/** A titled group of the side menu. Titles, item titles and badges are keys of the `shell` texts. */
export interface MenuGroup {
  id: string;
  title: string;
  items: MenuItem[];
}

/** App key of the item that opens the call request form. */
export const CALL_REQUEST_APP_KEY = 'callRequest';

/** The four groups, in order: Casino, Sports betting, Games, Other. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'casino',
    title: 'sideMenu.groups.casino',
    items: [
      { title: 'sideMenu.items.liveCasino', icon: 'live-casino', url: '/casino/live' },
      { title: 'sideMenu.items.slots', icon: 'slots', url: '/casino/slot' },
    ],
  },
  {
    id: 'sports',
    title: 'sideMenu.groups.sports',
    items: [
      {
        title: 'sideMenu.items.liveBetting',
        icon: 'live-betting',
        children: [
          { title: 'sideMenu.items.liveAll', url: '/livespor' },
          { title: 'sideMenu.items.livePlus', url: '/livespor/fcg', badge: 'sideMenu.badges.highRate' },
          { title: 'sideMenu.items.liveClassic', url: '/livespor/betco' },
        ],
      },
      {
        title: 'sideMenu.items.sports',
        icon: 'sports',
        children: [
          { title: 'sideMenu.items.sportsAll', url: '/spor' },
          { title: 'sideMenu.items.sportsPlus', url: '/spor/fcg', badge: 'sideMenu.badges.highRate' },
          { title: 'sideMenu.items.sportsClassic', url: '/spor/betco' },
        ],
      },
    ],
  },
  {
    id: 'games',
    title: 'sideMenu.groups.games',
    items: [
      { title: 'sideMenu.items.aviator', icon: 'aviator', gameData: { search: 'Aviator', live: false }, badge: 'sideMenu.badges.popular' },
      { title: 'sideMenu.items.bingo', icon: 'bingo', url: '/casino/bingo' },
      { title: 'sideMenu.items.games', icon: 'games', url: '/casino/games' },
      { title: 'sideMenu.items.tvBets', icon: 'tv-bets', url: '/casino/tvbets' },
    ],
  },
  {
    id: 'other',
    title: 'sideMenu.groups.other',
    items: [
      { title: 'sideMenu.items.callRequest', icon: 'call-request', appKey: CALL_REQUEST_APP_KEY },
      { title: 'sideMenu.items.promotions', icon: 'promotions', url: '/promotions' },
      { title: 'sideMenu.items.aboutUs', icon: 'about', url: '/pages/3' },
      { title: 'sideMenu.items.contents', icon: 'contents', url: '/pages' },
    ],
  },
];

/** Where a game shortcut leads: the slot lobby, where the game search opens (live games: the live lobby). */
export const gameShortcutRoute = (gameData: NonNullable<MenuItem['gameData']>) => (gameData.live ? '/casino/live' : '/casino/slot');

/** Social networks of the Follow Me row, by site-option key. */
export const SOCIAL_KEYS = ['discord', 'twitter', 'instagram', 'telegram', 'youtube'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
