import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@arcadia/ui';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, openDialog, readAuthData, useClaimTrialBonus } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

interface TrialBonusCardProps {
  /** Lira the player receives. */
  amount: number;
}

/** The trial bonus the player can still claim, with its terms and its Claim button. */
export function TrialBonusCard({ amount }: TrialBonusCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { claim, claiming } = useClaimTrialBonus({ successText: t('bonuses.trial.success') });
  // The server credits the trial bonus only to a verified phone: verify first.
  const onClaim = () => (readAuthData()?.smsVerified ? claim() : openDialog('phoneVerification'));
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{
        border: '1px solid rgba(250, 176, 5, 0.45)',
        background:
          'radial-gradient(120% 160% at 0% 0%, rgba(250, 176, 5, 0.28) 0%, rgba(250, 176, 5, 0) 55%), linear-gradient(135deg, var(--mantine-color-dark-6), var(--mantine-color-dark-8))',
        boxShadow: '0 10px 30px -12px rgba(250, 176, 5, 0.35)',
      }}
    >
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <ThemeIcon size={56} radius="xl" variant="gradient" gradient={{ from: 'yellow.4', to: 'orange.6', deg: 135 }} style={{ flex: 'none' }}>
            <IconGift size={30} color="var(--mantine-color-dark-9)" />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title order={2} fz={20}>
                {t('bonuses.trial.title')}
              </Title>
              <Text fz={20} fw={800} c="yellow.4">
                {formatMoney(amount)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('bonuses.trial.description', { amount: formatMoney(amount) })}
            </Text>
            {/* The claim is one click, so its terms stand beside the button. */}
            <Text size="xs" c="gray.4" data-testid="trial-bonus-terms">
              {t('bonuses.trial.terms')}
            </Text>
          </Stack>
        </Group>
        <Button
          size="md"
          radius="xl"
          variant="gradient"
          gradient={{ from: 'yellow.5', to: 'orange.6', deg: 120 }}
          c="dark.9"
          loading={claiming}
          onClick={onClaim}
          w={{ base: '100%', sm: 'auto' }}
        >
          {t('bonuses.trial.claim')}
        </Button>
      </Group>
    </Paper>
  );
}
