import { Alert } from '@arcadia/ui/display';
import { Button, Stack, Text } from '@arcadia/ui';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** What failed to load, in the player's words. */
  title: string;
  /** The server's (or the client's) message. */
  message: string;
  onRetry: () => void;
}

/** A list that failed to load: the reason and a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" radius="md" icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
