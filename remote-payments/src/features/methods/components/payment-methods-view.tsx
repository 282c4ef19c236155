import { Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { TransactionType, type PaymentMethod } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { MethodList } from './method-list';
import { WithdrawableCash } from './withdrawable-cash';

interface PaymentMethodsViewProps {
  type: TransactionType;
  onChoose: (method: PaymentMethod) => void;
}

/** The deposit modal (Deposit Money) or the withdraw modal (with the withdrawable cash): choose a method. */
export function PaymentMethodsView({ type, onChoose }: PaymentMethodsViewProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const withdrawal = type === TransactionType.Withdraw;
  return (
    <Stack gap="md">
      {withdrawal && <WithdrawableCash />}
      <Text size="sm" c="dimmed">
        {t(withdrawal ? 'withdraw.choose' : 'deposit.choose')}
      </Text>
      <MethodList type={type} onChoose={onChoose} />
    </Stack>
  );
}
