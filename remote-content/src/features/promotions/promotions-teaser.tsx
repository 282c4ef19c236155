import { Anchor, Button, Center, Group, SimpleGrid, Skeleton, Stack, Text } from '@arcadia/ui';
import { useEffect, useState } from 'react';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { PATHS, usePromotions } from '@arcadia/shared';
import { CONTENT_NS } from '../../i18n';
import { PromotionCard } from './promotion-card';

const TEASER_COUNT = 3;
/** A hung answer never fails by itself: after this long the row says it failed, as the other home sections do. */
export const TEASER_TIMEOUT_MS = 8000;

/** The home page's promotions row: the first three, and a link to all of them. */
export function PromotionsTeaser() {
  const { t } = useTranslation(CONTENT_NS);
  const { data, isPending, isError, isFetching, refetch } = usePromotions();
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (data) return undefined;
    const timer = setTimeout(() => setTimedOut(true), TEASER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [data, attempt]);
  const failed = !data && ((isError && !isFetching) || timedOut);
  if (!failed && !isPending && !isFetching && !data?.length) return null;

  return (
    <section aria-labelledby="home-promotions">
      <Group justify="space-between" align="baseline">
        <h2 id="home-promotions" className="arc-section-title">
          {t('promotions.title')}
        </h2>
        <Anchor component={Link} to={PATHS.promotions} size="sm" c="gold.4" fw={700}>
          <Group gap={2}>
            {t('promotions.all')} <IconChevronRight size={16} />
          </Group>
        </Anchor>
      </Group>
      {failed ? (
        <Center mih={160} role="alert">
          <Stack align="center" gap="sm">
            <Text>{t('promotions.loadFailed')}</Text>
            <Button
              variant="light"
              onClick={() => {
                setTimedOut(false);
                setAttempt((n) => n + 1);
                void refetch();
              }}
            >
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {!data
            ? Array.from({ length: TEASER_COUNT }, (_, i) => <Skeleton key={i} h={300} />)
            : data?.slice(0, TEASER_COUNT).map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} />)}
        </SimpleGrid>
      )}
    </section>
  );
}
