import { Button, Center, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGiftOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@arcadia/shared';
import { getPromotions } from './api/get-promotions';
import { PromotionCard } from './promotion-card';
import './texts';
import './promotions.css';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

/** `/promotions`: every active promotion; each opens the detail dialog. */
export function PromotionsPage() {
  const { t } = useTranslation('shell');
  const { data, loading, error, reload } = useApiQuery((signal) => getPromotions(signal));

  return (
    <div>
      <Title order={1} className="arc-page-title">
        {t('promotions.title')}
      </Title>
      <Text c="dimmed" mb="lg" maw={640}>
        {t('promotions.intro')}
      </Text>
      {loading && !data ? (
        <SimpleGrid cols={GRID} spacing="lg">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={300} />
          ))}
        </SimpleGrid>
      ) : error && !data ? (
        <Center mih={280}>
          <Stack align="center">
            <Text>{t('promotions.loadFailed')}</Text>
            <Button variant="light" onClick={reload}>
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
