import { Anchor, Group, SimpleGrid, Skeleton } from '@arcadia/ui';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '@arcadia/shared';
import { PromotionCard } from './promotion-card';
import './texts';

const TEASER_COUNT = 3;

/** The home page's promotions row: the first three, and a link to all of them. */
export function PromotionsTeaser() {
  const { t } = useTranslation('shell');
  const { data, isPending } = usePromotions();
  if (!isPending && !data?.length) return null;

  return (
    <section aria-labelledby="home-promotions">
      <Group justify="space-between" align="baseline">
        <h2 id="home-promotions" className="arc-section-title">
          {t('promotions.title')}
        </h2>
        <Anchor component={Link} to="/promotions" size="sm" c="gold.4" fw={700}>
          <Group gap={2}>
            {t('promotions.all')} <IconChevronRight size={16} />
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {isPending
          ? Array.from({ length: TEASER_COUNT }, (_, i) => <Skeleton key={i} h={300} />)
          : data?.slice(0, TEASER_COUNT).map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} />)}
      </SimpleGrid>
    </section>
  );
}
