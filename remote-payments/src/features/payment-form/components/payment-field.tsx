import { NumberInput, Select, TextInput } from '@arcadia/ui/forms';
import { useTranslation } from 'react-i18next';
import { amountSeparators, formatMoney, PAYMENT_AMOUNT_KEY, useIsMobile, type PaymentFieldDefinition } from '@arcadia/shared';
import { PAYMENT_TEXT_MAX, type PaymentAmountLimits } from '@arcadia/shared/core';
import { PAYMENTS_NS } from '../../../i18n';
import type { PaymentForm } from '../hooks/use-payment-form';
import { humaniseKey, isMasked, PASTE_KEYS } from '../lib/payment-form-values';
import { MaskedField } from './masked-field';

interface PaymentFieldProps {
  field: PaymentFieldDefinition;
  form: PaymentForm;
  limits: PaymentAmountLimits;
  /** The first field takes the focus when the form appears. */
  autoFocus?: boolean;
}

/** Browser autofill hints of the card keys. */
const AUTOCOMPLETE: Record<string, string> = { CardNo: 'cc-number', ExpiryDate: 'cc-exp', CardHolder: 'cc-name' };

/**
 * One field of a payment method, by its `objectType`: Decimal is an amount in lira (₺ prefix,
 * Turkish number format, clamped to the method's limits when it is the amount), Int and Long whole
 * numbers, Dropdown a choice among `option`, String free or masked text.
 */
export function PaymentField({ field, form, limits, autoFocus }: PaymentFieldProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const fullScreen = useIsMobile();
  const label = t(`fields.${field.key}`, { defaultValue: humaniseKey(field.key) });
  const inputProps = { label, name: field.key, required: true, autoFocus, 'data-autofocus': autoFocus || undefined, ...form.getInputProps(field.key) };

  if (field.readOnly) {
    // The account's own value (the account holder's name): shown, never typed; the server takes only this.
    return <TextInput {...inputProps} required={false} readOnly variant="filled" description={t('form.ownValue')} />;
  }

  if (field.objectType === 'Dropdown') {
    const data = (field.option ?? []).map((option) => ({ value: String(option.id), label: option.name }));
    // Full screen on phones: the list opens inside the dialog. Portalled to <body>, it was placed
    // partly beyond the right edge, which widened the page and pushed the dialog off-screen.
    return <Select {...inputProps} data={data} placeholder={t('form.choose')} allowDeselect={false} comboboxProps={fullScreen ? { withinPortal: false } : undefined} />;
  }

  if (field.objectType === 'Decimal') {
    const amount = field.key === PAYMENT_AMOUNT_KEY;
    return (
      <NumberInput
        {...inputProps}
        prefix="₺"
        {...amountSeparators(i18n.language)}
        decimalScale={2}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        min={amount ? limits.min : undefined}
        max={amount ? limits.max : undefined}
        description={amount ? t('form.amountHint', { min: formatMoney(limits.min, i18n.language), max: formatMoney(limits.max, i18n.language) }) : undefined}
      />
    );
  }

  if (isMasked(field)) {
    return <MaskedField {...inputProps} mask={field.mask as string} withPaste={PASTE_KEYS.has(field.key)} autoComplete={AUTOCOMPLETE[field.key]} />;
  }

  if (field.objectType === 'Int' || field.objectType === 'Long') {
    return <NumberInput {...inputProps} allowDecimal={false} allowNegative={false} hideControls inputMode="numeric" />;
  }

  return <TextInput {...inputProps} maxLength={PAYMENT_TEXT_MAX} autoComplete={AUTOCOMPLETE[field.key] ?? 'off'} />;
}
