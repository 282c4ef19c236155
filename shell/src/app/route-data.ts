import type { CrumbRoute } from '../features/breadcrumbs';
import { pageTitle } from '../features/pages';
import './texts';

/** Route data of the breadcrumbs: one entry per route of the site (labels are `shell` text keys). */
export const ROUTE_DATA: CrumbRoute[] = [
  { path: '/', label: 'routes.home' },
  { path: '/dashboard', label: 'routes.dashboard' },
  { path: '/dashboard/deposit', label: 'routes.deposit' },
  { path: '/dashboard/withdraw', label: 'routes.withdraw' },
  { path: '/dashboard/game-history', label: 'routes.gameHistory' },
  { path: '/dashboard/bonuses', label: 'routes.bonuses' },
  { path: '/dashboard/financial-activities', label: 'routes.financialActivities' },
  { path: '/dashboard/session-history', label: 'routes.sessionHistory' },
  { path: '/dashboard/account', label: 'routes.account' },
  { path: '/casino', label: 'routes.casino', url: '/casino/slot' },
  { path: '/casino/live', label: 'routes.liveCasino' },
  { path: '/casino/slot', label: 'routes.slots' },
  { path: '/casino/bingo', label: 'routes.bingo' },
  { path: '/casino/games', label: 'routes.games' },
  { path: '/casino/tvbets', label: 'routes.tvBets' },
  { path: '/casino/play', label: 'routes.slots', url: '/casino/slot' },
  { path: '/casino/play/:game', label: 'routes.play' },
  { path: '/livespor', label: 'routes.liveBetting' },
  { path: '/livespor/fcg', label: 'routes.highRate' },
  { path: '/livespor/betco', label: 'routes.classic' },
  { path: '/spor', label: 'routes.sports' },
  { path: '/spor/fcg', label: 'routes.highRate' },
  { path: '/spor/betco', label: 'routes.classic' },
  { path: '/promotions', label: 'routes.promotions' },
  { path: '/pages', label: 'routes.pages' },
  { path: '/pages/:id', label: ({ params, siteContent }) => pageTitle(siteContent, Number(params.id)) },
];
