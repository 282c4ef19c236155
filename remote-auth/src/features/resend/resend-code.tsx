import { Anchor, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../../i18n';
import type { ResendTimer } from './use-resend-timer';

interface ResendCodeProps {
  timer: ResendTimer;
  /** Sends the code again; the caller restarts the timer when the send succeeds. */
  onResend: () => void;
  disabled?: boolean;
}

/** 'Resend code in N' while the timer runs, then a link that sends a new code. */
export function ResendCode({ timer, onResend, disabled }: ResendCodeProps) {
  const { t } = useTranslation(AUTH_NS);
  if (timer.running) {
    return (
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        {t('phone.resendIn', { seconds: timer.remaining })}
      </Text>
    );
  }
  return (
    <Anchor component="button" type="button" size="sm" ta="center" c="yellow.4" onClick={onResend} disabled={disabled}>
      {t('phone.resend')}
    </Anchor>
  );
}
