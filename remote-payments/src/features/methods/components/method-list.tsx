import { Image, Skeleton, Stack, Text, UnstyledButton } from '@arcadia/ui';
import { LoadError } from '@arcadia/ui/display';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PaymentMethod, type TransactionType } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { usePaymentMethods } from '../../payment-api';
import classes from './method-list.module.css';

interface MethodListProps {
  type: TransactionType;
  /** Opens the chosen method's form. */
  onChoose: (method: PaymentMethod) => void;
}

/** The methods of one direction (deposit or withdrawal): logo, name and limits in lira, each a button. */
export function MethodList({ type, onChoose }: MethodListProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const methods = usePaymentMethods(type);

  if (methods.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('methods.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={66} radius="md" />
        ))}
      </Stack>
    );
  }
  if (methods.isError) return (
      <LoadError title={t('methods.loadFailed')} message={methods.error.message} retryLabel={t('common:actions.retry')} onRetry={() => void methods.refetch()} />
    );
  if (methods.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('methods.none')}
      </Text>
    );
  }

  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {methods.data.map((method, index) => (
        <li key={method.id}>
          <UnstyledButton className={classes.method} onClick={() => onChoose(method)} data-autofocus={index === 0 || undefined}>
            <span className={classes.logo}>
              <Image src={method.logo} alt="" h={32} w="auto" fit="contain" />
            </span>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700}>{method.name}</Text>
              <Text size="sm" c="dimmed">
                {t('methods.limits', { min: formatMoney(method.min), max: formatMoney(method.max) })}
              </Text>
            </Stack>
            <IconChevronRight size={18} aria-hidden />
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
