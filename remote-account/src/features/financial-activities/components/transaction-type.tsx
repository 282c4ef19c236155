import { Group, Text, ThemeIcon } from '@arcadia/ui';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TransactionType } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { typeKey } from '../transaction-display';

/** Deposit (an up arrow) or withdrawal (a down arrow), as the notifications draw them. */
export function TransactionTypeLabel({ type }: { type: TransactionType }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const deposit = type !== TransactionType.Withdraw;
  const Icon = deposit ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={26} radius="xl" variant="light" color={deposit ? 'teal' : 'orange'} aria-hidden>
        <Icon size={16} stroke={2} />
      </ThemeIcon>
      <Text size="sm" fw={600}>
        {t(`activities.types.${typeKey(type)}`)}
      </Text>
    </Group>
  );
}
