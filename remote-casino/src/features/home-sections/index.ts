export { HomeSections } from './home-sections';
export { selectJackpots, SHOWN_JACKPOTS } from './jackpot-selection';
export { casinoCategoryPath } from './casino-category-path';
export { JackpotTile } from './jackpot-cards';
export { JACKPOT_POLLING } from './use-live-jackpots';
export { SECTION_TIMEOUT_MS, useSectionContent } from './use-section-content';
