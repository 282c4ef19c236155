import { Button, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@arcadia/ui';
import { IconGiftOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '@arcadia/shared';
import { CONTENT_NS } from '../../i18n';
import { PromotionCard } from './promotion-card';
import './promotions.css';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** `/promotions`: every active promotion; each opens the detail dialog. */
export function PromotionsPage() {
  const { t } = useTranslation(CONTENT_NS);
  const { data, isPending, isError, isFetching, refetch } = usePromotions();
  // the placeholder until the first answer, and again while a retry after a failure runs
  const loading = isPending || (isError && isFetching);

  return (
    <div>
      <Title order={1} className="arc-page-title">
        {t('promotions.title')}
      </Title>
      <Text c="dimmed" mb="lg" maw={640}>
        {t('promotions.intro')}
      </Text>
      {loading ? (
        <SimpleGrid cols={GRID} spacing="lg">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={300} />
          ))}
        </SimpleGrid>
      ) : isError && !data ? (
        <Center mih={280}>
          <Stack align="center">
            <Text>{t('promotions.loadFailed')}</Text>
            <Button variant="light" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Center>
      ) : data?.length ? (
        <SimpleGrid cols={GRID} spacing="lg">
          {data.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </SimpleGrid>
      ) : (
        <Center mih={280}>
          <Stack align="center" c="dimmed">
            <IconGiftOff size={48} stroke={1.3} />
            <Text>{t('promotions.empty')}</Text>
          </Stack>
        </Center>
      )}
    </div>
  );
}
