export { ContentDialogs } from './content-dialogs';
export { PromotionDialog } from './promotion-dialog';
