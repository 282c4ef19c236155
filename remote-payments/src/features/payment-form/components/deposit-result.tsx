import { useEffect, useRef } from 'react';
import { Button, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../../i18n';
import { goldButton } from '../../ui';

/** What a successful deposit answered: the provider's page to continue on, or the server's text. */
export type DepositOutcome = { kind: 'link'; url: string } | { kind: 'message'; message: string };

interface DepositResultProps {
  outcome: DepositOutcome;
  onClose: () => void;
}

/**
 * After a deposit: the provider's page (already opened in a new tab) with a button to open it again
 * when the browser blocked that tab; or a success icon with the server's message. Its button takes
 * the focus, so the keyboard goes on from there.
 */
export function DepositResult({ outcome, onClose }: DepositResultProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const action = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useEffect(() => action.current?.focus(), []);

  if (outcome.kind === 'link') {
    return (
      <Stack align="center" gap="md" py="md" ta="center">
        <ThemeIcon size={64} radius={32} variant="light" color="yellow">
          <IconExternalLink size={32} />
        </ThemeIcon>
        <Text>{t('deposit.continueText')}</Text>
        <Button ref={action} component="a" href={outcome.url} target="_blank" rel="noopener noreferrer" {...goldButton} rightSection={<IconExternalLink size={16} />}>
          {t('deposit.continue')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="md" py="md" ta="center" role="status">
      <ThemeIcon size={64} radius={32} variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Text>{outcome.message}</Text>
      <Button ref={action} variant="light" color="gray" onClick={onClose}>
        {t('close')}
      </Button>
    </Stack>
  );
}
