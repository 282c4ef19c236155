import { useMemo } from 'react';
import { useForm, useValidateOnLeave, type UseFormInput } from '@arcadia/ui/hooks';
import { useTranslation } from 'react-i18next';
import { toFormValidate, type PaymentFieldDefinition } from '@arcadia/shared';
// The form's rules are pure functions: bundled here rather than shared, so the home page never loads them.
import { paymentDetailSchema, type PaymentAmountLimits } from '@arcadia/shared/core';
import { PAYMENTS_NS } from '../../../i18n';
import { initialValuesOf } from '../lib/payment-form-values';

type Values = Record<string, unknown>;

/**
 * The dynamic payment form: one value per field, checked by the same rules the server runs
 * (`paymentDetailSchema`, with the method's amount limits), in controlled mode so Submit can be
 * disabled while any field is invalid. A field shows its error once the player has typed in it and
 * leaves it, or moves on to another field, not when the focused first field loses focus to a button.
 */
export function usePaymentForm(fields: readonly PaymentFieldDefinition[], limits: PaymentAmountLimits) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { min, max } = limits;
  const validate = useMemo(
    () => toFormValidate(paymentDetailSchema(fields, { min, max }), (key, values) => String(t(key, values ?? {}))),
    [fields, min, max, t],
  );
  const validateOnLeave = useValidateOnLeave<Values>();
  return useForm<Values>({
    mode: 'controlled',
    initialValues: initialValuesOf(fields),
    validate: validate as UseFormInput<Values>['validate'],
    enhanceGetInputProps: validateOnLeave,
  });
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
