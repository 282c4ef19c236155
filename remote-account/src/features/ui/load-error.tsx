import { Alert } from '@arcadia/ui/display';
import { Button, Group, Text } from '@arcadia/ui';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n';

interface LoadErrorProps {
  /** The server's (or the client's) message. */
  message: string;
  onRetry: () => void;
}

/** A page section that failed to load: the reason and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Alert color="red" variant="light" radius="lg" icon={<IconAlertTriangle size={20} />} title={t('loadFailed')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
