import { Title, VisuallyHidden } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { HomeCarousel } from '../carousel';
import { PromotionsTeaser } from '../promotions';
import { CasinoCategories } from './casino-categories';
import { JackpotCards } from './jackpot-cards';
import './texts';
import './home.css';

/** `/`: carousel, casino categories, jackpots and a promotions teaser (the top notice sits above, in the layout). */
export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <div className="arc-home">
      <VisuallyHidden>
        <Title order={1}>{t('home.welcome')}</Title>
      </VisuallyHidden>
      <HomeCarousel />
      <CasinoCategories />
      <JackpotCards />
      <PromotionsTeaser />
    </div>
  );
}
