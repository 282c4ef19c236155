import type { RemoteHomeSectionProps } from '@arcadia/shared';
import { PromotionsTeaser } from '../promotions';

/** remote-content's sections of the home page, by the id its manifest gives them. */
export function HomeSections({ section }: RemoteHomeSectionProps) {
  if (section === 'promotions') return <PromotionsTeaser />;
  return null;
}
