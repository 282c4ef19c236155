import { Alert } from '@arcadia/ui/display';
import { NumberInput } from '@arcadia/ui/forms';
import { useForm } from '@arcadia/ui/hooks';
import { Button, Group, Modal, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import {
  amountSeparators,
  formatMoney,
  isApiError,
  MAX_RESPONSIBLE_GAMING_LIMIT,
  setResponsibleGamingLimit,
  type BelowMinimumDeposit,
  type LimitPeriod,
  type LimitType,
  type ResponsibleGamingLimit,
} from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { useProtectionChange } from '../api/use-protection-change';
import { validateLimitAmount } from '../limit-amount';
import { limitName } from '../limit-names';

interface LimitFormProps {
  type: LimitType;
  period: LimitPeriod;
  /** The limit in force, or null when there is none. */
  limit: ResponsibleGamingLimit | null;
  opened: boolean;
  onClose: () => void;
}

interface LimitVariables {
  amount: number | null;
  /** The player confirmed a deposit limit below the smallest deposit (after the server asked). */
  confirmBelowMinimum?: boolean;
}

/** The server refused a deposit limit as below the smallest deposit (`BelowMinimumDeposit`): it asks for a confirmation. */
const asksToConfirm = (error: unknown) => isApiError(error) && error.status === 422 && typeof (error.data as Partial<BelowMinimumDeposit> | null)?.minimumDeposit === 'number';

/**
 * Sets, lowers, raises or removes one limit. The server decides what applies at once (a new or a
 * lower limit) and what waits 24 hours (a rise or a removal); its message says which.
 */
export function LimitForm({ type, period, limit, opened, onClose }: LimitFormProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const max = formatMoney(MAX_RESPONSIBLE_GAMING_LIMIT, i18n.language);
  const form = useForm<{ amount: number | string }>({
    initialValues: { amount: '' },
    validate: {
      amount: (value) => {
        const error = validateLimitAmount(value);
        return error ? t(`responsibleGaming.limits.form.errors.${error}`, { max }) : null;
      },
    },
  });
  const change = useProtectionChange(({ amount, confirmBelowMinimum }: LimitVariables) => setResponsibleGamingLimit(type, period, amount, { confirmBelowMinimum }), {
    successText: t('responsibleGaming.limits.form.save'),
    showsRefusal: true,
  });
  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };
  const send = (amount: number | null, confirmBelowMinimum = false) => change.mutate({ amount, confirmBelowMinimum }, { onSuccess: close });
  const name = limitName(t, type, period);

  return (
    <Modal opened={opened} onClose={close} title={name} centered radius="lg">
      <form noValidate onSubmit={form.onSubmit(({ amount }) => send(Number(amount)))}>
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {limit ? t('responsibleGaming.limits.form.current', { amount: formatMoney(limit.amount, i18n.language) }) : t('responsibleGaming.limits.noLimit')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('responsibleGaming.limits.intro')}
          </Text>
          <NumberInput
            label={t('responsibleGaming.limits.form.amount')}
            description={t('responsibleGaming.limits.form.amountHint', { max })}
            prefix="₺"
            {...amountSeparators(i18n.language)}
            // A minus sign stays visible and is refused by the rule, never dropped (-5 is not a limit of 5).
            allowNegative
            hideControls
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          {change.error ? (
            <Alert color="red" variant="light" role="alert">
              {change.error.message}
              {asksToConfirm(change.error) && change.variables ? (
                <Button display="block" mt="sm" size="xs" color="red" variant="light" onClick={() => send(change.variables.amount, true)}>
                  {t('responsibleGaming.limits.form.belowMinimumConfirm')}
                </Button>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm">
            {limit ? (
              <Button variant="subtle" color="red" onClick={() => send(null)} disabled={change.isPending}>
                {t('responsibleGaming.limits.form.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('responsibleGaming.limits.form.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending}>
                {t('responsibleGaming.limits.form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
