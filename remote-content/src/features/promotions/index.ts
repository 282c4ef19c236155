export { PromotionsTeaser } from './promotions-teaser';
export { PromotionDialog } from './promotion-dialog';
export { PromotionCard } from './promotion-card';
export { PromotionsPage } from './promotions-page';
