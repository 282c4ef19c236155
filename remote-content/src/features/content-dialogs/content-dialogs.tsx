import { PromotionDialog } from './promotion-dialog';

/** The dialogs remote-content owns (its manifest's `dialogs`): the promotion detail. */
export function ContentDialogs() {
  return <PromotionDialog />;
}
