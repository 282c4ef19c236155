import { Button, goldButton, Stack } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import type { PaymentDetail, PaymentFieldDefinition } from '@arcadia/shared';
import type { PaymentAmountLimits } from '@arcadia/shared/core';
import { PAYMENTS_NS } from '../../../i18n';
import { usePaymentForm, type PaymentForm as PaymentFormState } from '../hooks/use-payment-form';
import { toPaymentDetail } from '../lib/payment-form-values';
import { PaymentField } from './payment-field';

interface PaymentFormProps {
  fields: readonly PaymentFieldDefinition[];
  limits: PaymentAmountLimits;
  /** Sends the detail; the caller ignores a second call while the first is in flight. */
  onSubmit: (detail: PaymentDetail, form: PaymentFormState) => void;
  /** A call is in flight, or the payment is done: Submit stays disabled. */
  busy: boolean;
}

/**
 * The fields of the chosen method and a Submit button, disabled while any field is invalid. Focus
 * starts in the first field; Enter in a field submits when the form is valid (the browser's
 * implicit submission, which a disabled Submit blocks).
 */
export function PaymentForm({ fields, limits, onSubmit, busy }: PaymentFormProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const form = usePaymentForm(fields, limits);
  const valid = form.isValid();
  const submit = form.onSubmit((values) => {
    if (!busy) onSubmit(toPaymentDetail(fields, values), form);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field, index) => (
          <PaymentField key={field.key} field={field} form={form} limits={limits} autoFocus={index === 0} />
        ))}
        <Button type="submit" {...goldButton} fullWidth mt="xs" loading={busy} disabled={!valid}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
