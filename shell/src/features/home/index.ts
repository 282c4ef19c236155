export { HomePage } from './home-page';
export { selectJackpots, SHOWN_JACKPOTS } from './jackpot-selection';
export { casinoCategoryPath } from './casino-category-path';
