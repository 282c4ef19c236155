import { useState } from 'react';
import { Alert } from '@arcadia/ui/display';
import { Button, Group, Stack, Text } from '@arcadia/ui';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseNoDepositLimit } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useProtectionChange } from '../api/use-protection-change';

/**
 * Before the first deposit the player must set a deposit limit or say, explicitly, that they want
 * none. "No deposit limit" therefore asks a second time before it is sent.
 */
export function DepositDecisionNotice() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [confirming, setConfirming] = useState(false);
  const choose = useProtectionChange(() => chooseNoDepositLimit(), { successText: t('responsibleGaming.decision.done') });
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      mb="md"
      icon={<IconAlertCircle size={20} />}
      title={t('responsibleGaming.decision.title')}
      role="region"
      aria-label={t('responsibleGaming.decision.title')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('responsibleGaming.decision.text')}</Text>
        {confirming ? (
          <Stack gap="xs" role="group" aria-label={t('responsibleGaming.decision.noLimit')}>
            <Text size="sm" fw={700}>
              {t('responsibleGaming.decision.confirmText')}
            </Text>
            <Group gap="sm">
              <Button color="yellow" c="dark.9" radius="xl" loading={choose.isPending} onClick={() => choose.mutate(undefined, { onSuccess: () => setConfirming(false) })}>
                {t('responsibleGaming.decision.confirm')}
              </Button>
              <Button variant="default" radius="xl" onClick={() => setConfirming(false)} disabled={choose.isPending}>
                {t('responsibleGaming.decision.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="outline" color="yellow" radius="xl" onClick={() => setConfirming(true)}>
              {t('responsibleGaming.decision.noLimit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
