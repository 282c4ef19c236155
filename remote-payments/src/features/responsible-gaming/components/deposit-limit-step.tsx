import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, Title } from '@arcadia/ui';
import { NumberInput, Radio, RadioGroup } from '@arcadia/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  amountSeparators,
  chooseNoDepositLimit,
  formatMoney,
  LIMIT_PERIODS,
  MAX_RESPONSIBLE_GAMING_LIMIT,
  setResponsibleGamingLimit,
  toastApiError,
  type LimitPeriod,
} from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { goldButton } from '../../ui';
import { limitAmountError } from '../lib/deposit-protection';

interface DepositLimitStepProps {
  /** A limit was set, or no limit confirmed: on to the deposit. */
  onDecided: () => void;
}

/** A month: the period a first limit is most often set for. */
const DEFAULT_PERIOD: LimitPeriod = 'month';

/**
 * Before the first deposit the player sets a deposit limit (an amount per day, week or month) or
 * explicitly chooses none. No limit asks a second time, with Back as the safe way out, so a single
 * stray click never waives the limit.
 */
export function DepositLimitStep({ onDecided }: DepositLimitStepProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const titleId = useId();
  const [amount, setAmount] = useState<number | string>('');
  const [period, setPeriod] = useState<LimitPeriod>(DEFAULT_PERIOD);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  const noLimitButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  const setLimit = useMutation({
    mutationFn: (value: number) => setResponsibleGamingLimit('deposit', period, value),
    onSuccess: onDecided,
    onError: toastApiError,
  });
  const noLimit = useMutation({ mutationFn: chooseNoDepositLimit, onSuccess: onDecided, onError: toastApiError });

  // The keyboard follows the question: onto Back when it is asked, back onto No limit when it is withdrawn.
  useEffect(() => {
    if (confirming) back.current?.focus();
    else if (wasConfirming.current) noLimitButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const errorText = (value: unknown) => {
    const failure = limitAmountError(value);
    if (!failure) return null;
    if (failure.key === 'tooHigh') return t('protection.limit.tooHigh', { max: formatMoney(MAX_RESPONSIBLE_GAMING_LIMIT, i18n.language) });
    return t(`common:${failure.key}`, failure.values ?? {});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = errorText(amount);
    setError(failure);
    if (!failure && !setLimit.isPending) setLimit.mutate(Number(amount));
  };

  if (confirming) {
    return (
      <Stack gap="md" role="group" aria-labelledby={titleId}>
        <Title order={3} size="h4" id={titleId}>
          {t('protection.limit.noLimit')}
        </Title>
        <Text>{t('protection.limit.confirmText')}</Text>
        <Group grow>
          <Button ref={back} variant="default" onClick={() => setConfirming(false)} disabled={noLimit.isPending}>
            {t('protection.limit.back')}
          </Button>
          <Button color="red" variant="light" loading={noLimit.isPending} onClick={() => !noLimit.isPending && noLimit.mutate()}>
            {t('protection.limit.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('protection.limit.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('protection.limit.intro')}
        </Text>
        <NumberInput
          label={t('protection.limit.amount')}
          name="limitAmount"
          required
          autoFocus
          data-autofocus
          prefix="₺"
          {...amountSeparators(i18n.language)}
          decimalScale={2}
          allowNegative={false}
          hideControls
          inputMode="decimal"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            if (error) setError(null);
          }}
          onBlur={() => amount !== '' && setError(errorText(amount))}
          error={error}
        />
        <RadioGroup label={t('protection.limit.period')} value={period} onChange={(value) => setPeriod(value as LimitPeriod)}>
          <Group gap="lg" mt={6}>
            {LIMIT_PERIODS.map((option) => (
              <Radio key={option} value={option} label={t(`protection.limit.periods.${option}`)} color="yellow" />
            ))}
          </Group>
        </RadioGroup>
        <Button type="submit" {...goldButton} fullWidth loading={setLimit.isPending}>
          {t('protection.limit.set')}
        </Button>
        <Button ref={noLimitButton} variant="subtle" color="gray" onClick={() => setConfirming(true)} disabled={setLimit.isPending}>
          {t('protection.limit.noLimit')}
        </Button>
      </Stack>
    </form>
  );
}
