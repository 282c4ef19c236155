import { Anchor, Group, Paper, Text } from '@arcadia/ui';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, formatMoney, PATHS, useGoTo, type ResponsibleGamingLimit } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { tightestDepositLimit } from '../lib/deposit-protection';

interface DepositLimitLeftProps {
  /** The limits of the player's status. */
  limits: readonly ResponsibleGamingLimit[];
}

/**
 * What the player may still deposit under the tightest deposit limit in force, and the way to the
 * limits page (which closes the dialog, so the page is not hidden under it); without a deposit limit,
 * no box, only a link to set one.
 */
export function DepositLimitLeft({ limits }: DepositLimitLeftProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const goTo = useGoTo();
  const tightest = tightestDepositLimit(limits);
  const openLimits = () => {
    closeDialog('deposit');
    goTo(PATHS.responsibleGaming);
  };
  const limitsLink = (label: string) => (
    <Anchor
      href={PATHS.responsibleGaming}
      size="sm"
      c="gold.4"
      fw={700}
      style={{ flex: '0 0 auto' }}
      onClick={(event) => {
        // A plain click stays in the site (and closes the dialog); a modified click opens a new tab as links do.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openLimits();
      }}
    >
      {label}
    </Anchor>
  );
  // No deposit limit in force: no box (an empty one reads as a broken widget), only the way to set one.
  if (!tightest) {
    return (
      <Group justify="flex-end" data-testid="deposit-set-limit">
        {limitsLink(t('protection.left.setLimit'))}
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" px="sm" py={8} bg="dark.7" data-testid="deposit-limits">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconShieldCheck size={18} aria-hidden style={{ flex: '0 0 auto', marginTop: 1 }} color="var(--mantine-color-gold-4)" />
          <Text size="sm" data-testid="deposit-limit-left">
            {t('protection.left.text', {
              period: t(`protection.left.periods.${tightest.period}`),
              left: formatMoney(tightest.left, i18n.language),
              amount: formatMoney(tightest.amount, i18n.language),
            })}
          </Text>
        </Group>
        {limitsLink(t('protection.left.link'))}
      </Group>
    </Paper>
  );
}
