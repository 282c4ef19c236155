import { Button, Center, Stack, Text } from '@arcadia/ui';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../i18n/home-sections';

/** In place of a home section whose content did not arrive: says so, with a retry. */
export function SectionLoadError({ onRetry, minHeight }: { onRetry: () => void; minHeight: number }) {
  const { t } = useTranslation('casino');
  return (
    <Center mih={minHeight} role="alert" className="arc-home__section-error">
      <Stack align="center" gap="sm">
        <Text>{t('homeSections.loadFailed')}</Text>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('homeSections.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
