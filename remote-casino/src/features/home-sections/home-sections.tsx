import type { RemoteHomeSectionProps } from '@arcadia/shared';
import { CasinoCategories } from './casino-categories';
import { JackpotCards } from './jackpot-cards';

/** The casino's sections of the home page, by the id its manifest gives them. */
export function HomeSections({ section }: RemoteHomeSectionProps) {
  if (section === 'categories') return <CasinoCategories />;
  if (section === 'jackpots') return <JackpotCards />;
  return null;
}
