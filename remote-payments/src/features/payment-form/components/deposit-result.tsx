import { useEffect, useRef, type ReactNode } from 'react';
import { Button, goldButton, Group, Loader, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconBan, IconCircleCheck, IconCircleX, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cancelDeposit, formatMoney, paymentKeys, responsibleGamingKeys, toastApiError, TransactionStatus, type PaymentTransaction } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { isWaiting, useFollowedPayment } from '../../payment-api';

/**
 * What a successful deposit answered: the provider's page to continue on (with the payment to
 * follow, when the server named it), or the server's text.
 */
export type DepositOutcome = { kind: 'link'; url: string; paymentId: number | null } | { kind: 'message'; message: string };

interface DepositResultProps {
  outcome: DepositOutcome;
  onClose: () => void;
  /** Back to the methods, to try again after a decline. */
  onRetry: () => void;
}

/**
 * After a deposit: the provider's page (already opened in a new tab) with a button to open it again
 * when the browser blocked that tab, followed until the provider decides, and then its outcome:
 * confirmed, declined with the reason, or cancelled. While it waits, the player may cancel it (they
 * left the provider's page). A bank transfer shows a success icon with the server's message. The
 * focus goes to the button of what is shown, so the keyboard (and a screen reader) follows.
 */
export function DepositResult({ outcome, onClose, onRetry }: DepositResultProps) {
  if (outcome.kind === 'link') return <FollowedDeposit url={outcome.url} paymentId={outcome.paymentId} onClose={onClose} onRetry={onRetry} />;
  return <Settled tone="success" title={null} text={outcome.message} onClose={onClose} />;
}

function FollowedDeposit({ url, paymentId, onClose, onRetry }: { url: string; paymentId: number | null; onClose: () => void; onRetry: () => void }) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const focused = useFocusOnShow<HTMLAnchorElement>();
  const followed = useFollowedPayment(paymentId);
  const payment = followed.data;
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelDeposit(paymentId as number),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(paymentKeys.transaction(data.id), data);
      // No longer waiting: it frees a place among the waiting deposits and no longer counts against a limit.
      void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all });
    },
    // Refused once the provider has decided: its message says so, and the outcome is read at once.
    onError: (error) => {
      toastApiError(error);
      void followed.refetch();
    },
  });

  if (payment && !isWaiting(payment)) return <Decided payment={payment} language={i18n.language} onClose={onClose} onRetry={onRetry} />;
  return (
    <Stack align="center" gap="md" py="md" ta="center">
      <ThemeIcon size={64} radius={32} variant="light" color="yellow" aria-hidden>
        <IconExternalLink size={32} />
      </ThemeIcon>
      <Text>{t('deposit.continueText')}</Text>
      <Button ref={focused} component="a" href={url} target="_blank" rel="noopener noreferrer" {...goldButton} rightSection={<IconExternalLink size={16} />}>
        {t('deposit.continue')}
      </Button>
      {paymentId !== null ? (
        <>
          <Group gap="xs" justify="center" role="status" data-testid="deposit-waiting">
            <Loader size="xs" color="yellow" type="dots" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('deposit.waiting')}
            </Text>
          </Group>
          {payment?.cancellable ? (
            <Button variant="subtle" color="gray" size="compact-sm" loading={cancel.isPending} onClick={() => !cancel.isPending && cancel.mutate()}>
              {t('deposit.cancel')}
            </Button>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

function Decided({ payment, language, onClose, onRetry }: { payment: PaymentTransaction; language: string; onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const amount = formatMoney(payment.amount, language);
  if (payment.status === TransactionStatus.Confirmed) return <Settled tone="success" title={t('deposit.confirmedTitle')} text={t('deposit.confirmedText', { amount })} onClose={onClose} />;
  if (payment.status === TransactionStatus.Rejected) {
    return (
      <Settled tone="declined" title={t('deposit.declinedTitle')} text={payment.reason ?? t('deposit.declinedText', { amount })} onClose={onClose}>
        <Button variant="light" color="gray" onClick={onRetry}>
          {t('deposit.tryAgain')}
        </Button>
      </Settled>
    );
  }
  return <Settled tone="cancelled" title={t('deposit.cancelledTitle')} text={payment.reason ?? t('deposit.cancelledText', { amount })} onClose={onClose} />;
}

const TONES = {
  success: { color: 'teal', Icon: IconCircleCheck, role: 'status' },
  declined: { color: 'red', Icon: IconCircleX, role: 'alert' },
  cancelled: { color: 'gray', Icon: IconBan, role: 'status' },
} as const;

/** An outcome: its icon (green, red or grey), its title and text, and Close (focused) with any other action. */
function Settled({ tone, title, text, onClose, children }: { tone: keyof typeof TONES; title: string | null; text: string; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { color, Icon, role } = TONES[tone];
  const focused = useFocusOnShow<HTMLButtonElement>();
  return (
    <Stack align="center" gap="md" py="md" ta="center" role={role} data-outcome={tone}>
      <ThemeIcon size={64} radius={32} variant="light" color={color} aria-hidden data-color={color}>
        <Icon size={36} />
      </ThemeIcon>
      {title ? (
        <Text fw={700} size="lg">
          {title}
        </Text>
      ) : null}
      <Text>{text}</Text>
      <Group justify="center" gap="sm">
        {children}
        <Button ref={focused} variant="light" color="gray" onClick={onClose}>
          {t('close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A ref whose element takes the focus when it first appears. */
function useFocusOnShow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
