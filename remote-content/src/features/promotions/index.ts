export { PromotionsTeaser } from './promotions-teaser';
export { PromotionCard } from './promotion-card';
export { PromotionsPage } from './promotions-page';
