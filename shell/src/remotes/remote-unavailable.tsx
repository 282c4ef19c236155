import { Button, Center, Paper, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RemoteUnavailableProps {
  /** Loads the remote again. */
  onRetry: () => void;
  /** Height kept so the page does not jump between loading, failure and content. @default 320 */
  minHeight?: number | string;
}

/** The polite notice shown where a remote could not be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry, minHeight = 320 }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight} p="md">
      <Paper role="alert" withBorder radius="lg" p="xl" maw={440} w="100%" bg="dark.7">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" color="yellow">
            <IconPlugConnectedX size={28} stroke={1.6} />
          </ThemeIcon>
          <Text c="gray.3">{t('errors.remoteUnavailable')}</Text>
          <Button variant="light" color="yellow" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
