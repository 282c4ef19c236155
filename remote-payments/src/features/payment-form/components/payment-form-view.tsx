import { useEffect, useRef, useState } from 'react';
import { Button, Center, Loader, Stack } from '@arcadia/ui';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  closeDialog,
  DELAYS,
  isApiError,
  kycKeys,
  kycRefusalOf,
  paymentIdOf,
  responsibleGamingKeys,
  showToast,
  toastApiError,
  TransactionType,
  type KycRefusal,
  type PaymentDetail,
} from '@arcadia/shared';
import { PAYMENT_AMOUNT_CEILING, type PaymentAmountLimits } from '@arcadia/shared/core';
import { PAYMENTS_NS } from '../../../i18n';
import { usePaymentFields, usePaymentMethods, useSubmitPayment, type PaymentAnswer } from '../../payment-api';
import { WithdrawableCash } from '../../methods';
import { depositRefusalOf, DepositRefusalAlert, useReopenStep, type DepositRefusal } from '../../responsible-gaming';
import type { PaymentForm as PaymentFormState } from '../hooks/use-payment-form';
import { isProviderLink } from '../lib/payment-form-values';
import { DepositResult, type DepositOutcome } from './deposit-result';
import { PaymentForm } from './payment-form';
import { VerificationNotice } from '../../verification';

export interface PaymentFormViewProps {
  type: TransactionType;
  methodId: number;
  /** Back to the list of methods. */
  onBack: () => void;
}

/** When the method is missing from the list the server's own rules still bound the amount. */
const NO_LIMITS: PaymentAmountLimits = { min: 0, max: PAYMENT_AMOUNT_CEILING };

/**
 * The dynamic deposit or withdraw dialog's content: loading while the method's fields load, then
 * the form. A failed load shows the error and closes the dialog after 100 ms, as does a method with
 * no fields (No data found). A deposit answers the provider's page (opened in a new tab) or a
 * message; a withdrawal is toasted and the dialog closes 500 ms later. A deposit refused by a limit
 * or an exclusion says why above the form (for a limit, what is left and when it frees up); one
 * refused for a missing date of birth or deposit-limit decision goes back to that step.
 */
export function PaymentFormView({ type, methodId, onBack }: PaymentFormViewProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const dialog = type === TransactionType.Deposit ? 'deposit' : 'withdraw';
  const fields = usePaymentFields(methodId, type);
  const methods = usePaymentMethods(type);
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<Extract<DepositRefusal, { kind: 'limit' | 'exclusion' }> | null>(null);
  const [kycRefusal, setKycRefusal] = useState<{ message: string; kyc: KycRefusal['kyc'] } | null>(null);
  const queryClient = useQueryClient();
  const reopenStep = useReopenStep();
  const form = useRef<PaymentFormState | null>(null);

  const failed = fields.isError && !fields.data;
  const empty = fields.data?.length === 0;
  useEffect(() => {
    if (!failed && !empty) return;
    if (failed) toastApiError(fields.error);
    else showToast('error', t('form.noData'));
    const timer = setTimeout(() => closeDialog(dialog), DELAYS.paymentErrorCloseMs);
    return () => clearTimeout(timer);
    // Once per failure: the error object and the texts do not change it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, empty, dialog]);

  // The withdrawal is filed: the dialog closes on its own.
  useEffect(() => {
    if (!done || type !== TransactionType.Withdraw) return;
    const timer = setTimeout(() => closeDialog(dialog), DELAYS.withdrawCloseMs);
    return () => clearTimeout(timer);
  }, [done, type, dialog]);

  const onSuccess = ({ data, message, location }: PaymentAnswer) => {
    setDone(true);
    if (type === TransactionType.Withdraw) {
      showToast('success', message || t('withdraw.success'));
      return;
    }
    if (isProviderLink(data)) {
      const url = data.trim();
      window.open(url, '_blank', 'noopener,noreferrer');
      setOutcome({ kind: 'link', url, paymentId: paymentIdOf(location) });
    } else {
      setOutcome({ kind: 'message', message: message || t('deposit.success') });
    }
  };
  const onError = (error: unknown) => {
    // Refused by the identity gates: said above the form with the way to the verification page.
    const kyc = isApiError(error) ? kycRefusalOf(error.data) : null;
    if (kyc && isApiError(error)) {
      setKycRefusal({ message: error.message, kyc });
      void queryClient.invalidateQueries({ queryKey: kycKeys.all });
      return;
    }
    const refused = type === TransactionType.Deposit ? depositRefusalOf(error) : null;
    if (refused?.kind === 'step') {
      showToast('warning', refused.message);
      reopenStep(refused.step);
      return;
    }
    if (refused) {
      // Shown where the player looks, and kept until the next try; the amount left above the form is read again.
      setRefusal(refused);
      void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all });
      return;
    }
    toastApiError(error);
    // The server names the fields it refused (as `Amount` or `detail.Amount`): show them under those fields.
    if (isApiError(error) && form.current) {
      const keys = new Set(fields.data?.map((field) => field.key));
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors)
          .map(([key, text]) => [key.replace(/^detail\./, ''), text] as const)
          .filter(([key]) => keys.has(key)),
      );
      if (Object.keys(errors).length) form.current.setErrors(errors);
    }
  };
  const { submit, sending } = useSubmitPayment({ methodId, type, onSuccess, onError });

  if (outcome) return <DepositResult outcome={outcome} onClose={() => closeDialog(dialog)} onRetry={onBack} />;
  if (!fields.data || empty || methods.isPending) {
    return (
      <Center mih={220} role="status" aria-busy="true" aria-label={t('form.loading')}>
        <Loader color="yellow" type="dots" />
      </Center>
    );
  }

  const method = methods.data?.find((candidate) => candidate.id === methodId);
  const limits = method ? { min: method.min, max: method.max } : NO_LIMITS;
  const send = (detail: PaymentDetail, state: PaymentFormState) => {
    if (done) return;
    form.current = state;
    setRefusal(null);
    setKycRefusal(null);
    submit(detail);
  };

  return (
    <Stack gap="md">
      <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconArrowLeft size={16} />} onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        {t('form.back')}
      </Button>
      {type === TransactionType.Withdraw && <WithdrawableCash />}
      {refusal && <DepositRefusalAlert refusal={refusal} />}
      {/* A withdrawal's refusal shows in the dialog's own notice, read again from the status. */}
      {kycRefusal && type === TransactionType.Deposit && <VerificationNotice dialog={dialog} refusal={kycRefusal} />}
      <PaymentForm fields={fields.data} limits={limits} onSubmit={send} busy={sending || done} />
    </Stack>
  );
}
