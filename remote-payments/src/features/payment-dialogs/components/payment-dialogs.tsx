import { lazy, Suspense, useEffect } from 'react';
import { Center, Loader, Stack } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { closeDialog, dialogProps, openDialog, TransactionType, useOpenDialog, type PaymentMethod } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { PaymentMethodsView } from '../../methods';
import { usePaymentMethods } from '../../payment-api';
import { DepositChecks } from '../../responsible-gaming';
import { PaymentModal } from '../../ui';
import { VerificationNotice } from '../../verification';

type PaymentDialogName = 'deposit' | 'withdraw';

const TYPE_OF: Record<PaymentDialogName, TransactionType> = { deposit: TransactionType.Deposit, withdraw: TransactionType.Withdraw };

/** The form is its own chunk: the list shows without it, and starts loading it at once. */
const loadPaymentForm = () => import('../../payment-form');
const PaymentFormView = lazy(() => loadPaymentForm().then((module) => ({ default: module.PaymentFormView })));

const methodIdOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * Mounted once at the root of the shell (`remote_payments/PaymentDialogs`): answers
 * `openDialog('deposit' | 'withdraw')`. Without a `methodId` it lists the methods (Deposit Money,
 * Withdraw Money); choosing one opens the same dialog with the method's id and name, which shows
 * that method's form. Only the open dialog is rendered, so closing resets it. A deposit first passes
 * the player-protection steps (date of birth, deposit limit) the player has not taken yet.
 */
export function PaymentDialogs() {
  const open = useOpenDialog();
  const dialog = open?.dialog === 'deposit' || open?.dialog === 'withdraw' ? open.dialog : null;
  if (!dialog) return null;
  const props = dialogProps(open, dialog);
  return <PaymentDialog key={dialog} dialog={dialog} methodId={methodIdOf(props?.methodId)} title={typeof props?.title === 'string' ? props.title : ''} />;
}

interface PaymentDialogProps {
  dialog: PaymentDialogName;
  methodId: number | null;
  title: string;
}

function PaymentDialog({ dialog, methodId, title }: PaymentDialogProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const type = TYPE_OF[dialog];
  // The same cached list the methods view shows: names the dialog when the caller gave no title.
  const methods = usePaymentMethods(type);
  useEffect(() => void loadPaymentForm().catch(() => undefined), []);

  const choose = (method: PaymentMethod) => openDialog(dialog, { methodId: method.id, title: method.name });
  const heading = methodId === null ? t(`${dialog}.title`) : title || methods.data?.find((method) => method.id === methodId)?.name || t(`${dialog}.title`);

  const content =
    methodId === null ? (
      <PaymentMethodsView type={type} onChoose={choose} />
    ) : (
      <Suspense
        fallback={
          <Center mih={220} role="status" aria-busy="true" aria-label={t('form.loading')}>
            <Loader color="yellow" type="dots" />
          </Center>
        }
      >
        <PaymentFormView key={methodId} type={type} methodId={methodId} onBack={() => openDialog(dialog)} />
      </Suspense>
    );

  return (
    <PaymentModal title={heading} onClose={() => closeDialog(dialog)}>
      <Stack gap="md">
        {/* The identity gates: a withdrawal waits for verification, so does a deposit past what an unverified player may deposit. */}
        <VerificationNotice dialog={dialog} />
        {dialog === 'deposit' ? <DepositChecks>{content}</DepositChecks> : content}
      </Stack>
    </PaymentModal>
  );
}
