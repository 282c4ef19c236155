import { Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../../i18n';
import type { ResendTimer } from './use-resend-timer';

/** Under a disabled Send button: how long until the server takes a new request. */
export function WaitToSend({ timer }: { timer: ResendTimer }) {
  const { t } = useTranslation(AUTH_NS);
  if (!timer.running) return null;
  return (
    <Text size="sm" c="dimmed" ta="center" aria-live="polite">
      {t('phone.waitToSend', { seconds: timer.remaining })}
    </Text>
  );
}
