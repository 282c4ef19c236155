export { HomeSections } from './home-sections';
export { selectJackpots, SHOWN_JACKPOTS } from './jackpot-selection';
export { casinoCategoryPath } from './casino-category-path';
