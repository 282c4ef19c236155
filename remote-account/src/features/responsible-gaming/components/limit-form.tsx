import { Alert } from '@arcadia/ui/display';
import { NumberInput } from '@arcadia/ui/forms';
import { useForm } from '@arcadia/ui/hooks';
import { Button, Group, Modal, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import {
  amountSeparators,
  formatMoney,
  MAX_RESPONSIBLE_GAMING_LIMIT,
  setResponsibleGamingLimit,
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
}

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
  const change = useProtectionChange(({ amount }: LimitVariables) => setResponsibleGamingLimit(type, period, amount), {
    successText: t('responsibleGaming.limits.form.save'),
    showsRefusal: true,
  });
  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };
  const send = (amount: number | null) => change.mutate({ amount }, { onSuccess: close });
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
            allowNegative={false}
            hideControls
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          {change.error ? (
            <Alert color="red" variant="light" role="alert">
              {change.error.message}
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
