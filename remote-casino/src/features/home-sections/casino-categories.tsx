import { SimpleGrid, Skeleton, Text } from '@arcadia/ui';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { casinoCategoryPath } from './casino-category-path';
import { SectionLoadError } from './section-load-error';
import { useSectionContent } from './use-section-content';
import '../../i18n/home-sections';
import './home-sections.css';

const GRID = { base: 2, xs: 3, md: 4, lg: 5 } as const;

/** Casino category tiles from the site content's `casinoCategoryList`, each leading to its lobby. */
export function CasinoCategories() {
  const { t } = useTranslation('casino');
  const { content: siteContent, failed, retry } = useSectionContent();
  const categories = siteContent?.casinoCategoryList ?? [];
  if (siteContent && categories.length === 0) return null;

  return (
    <section aria-labelledby="home-categories" className="arc-home__section">
      <h2 id="home-categories" className="arc-section-title">
        {t('homeSections.categories')}
      </h2>
      {failed ? (
        <SectionLoadError onRetry={retry} minHeight={120} />
      ) : (
        <SimpleGrid cols={GRID} spacing="md">
          {!siteContent
            ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="arc-tile__skeleton" />)
            : categories.map((category) => (
                <Link key={category.id} to={casinoCategoryPath(category)} className="arc-tile">
                  <img src={category.imageUrl} alt="" className="arc-tile__img" width={400} height={300} loading="lazy" />
                  <span className="arc-tile__shade" aria-hidden />
                  <Text span className="arc-tile__name">
                    {category.name}
                  </Text>
                </Link>
              ))}
        </SimpleGrid>
      )}
    </section>
  );
}
