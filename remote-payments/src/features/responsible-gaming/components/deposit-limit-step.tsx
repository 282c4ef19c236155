import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, goldButton, Group, Stack, Text, Title } from '@arcadia/ui';
import { Radio, RadioGroup, TextInput } from '@arcadia/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  chooseNoDepositLimit,
  formatMoney,
  LIMIT_PERIODS,
  MAX_RESPONSIBLE_GAMING_LIMIT,
  moneyInWords,
  parseAmountText,
  setResponsibleGamingLimit,
  toastApiError,
  TransactionType,
  type LimitPeriod,
} from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { usePaymentMethods } from '../../payment-api';
import { belowMinimumOf, limitAmountError, smallestDepositOf } from '../lib/deposit-protection';

interface DepositLimitStepProps {
  /** A limit was set, or no limit confirmed: on to the deposit. */
  onDecided: () => void;
}

/** A month: the period a first limit is most often set for. */
const DEFAULT_PERIOD: LimitPeriod = 'month';

/** A minus sign or a letter: what the field refuses as soon as it is typed, never drops in silence. */
const REFUSED_AT_ONCE = /[^\d.,\s₺]/;

/** The questions the step asks a second time, with Back as the safe way out. */
type Question = { kind: 'noLimit' } | { kind: 'belowMinimum'; amount: number; minimum: number };

/**
 * Before the first deposit the player sets a deposit limit (an amount per day, week or month) or
 * explicitly chooses none. The amount is read as typed: a minus sign or a letter is refused at once,
 * not dropped (`-5` never becomes a ₺5 limit), and a valid amount is read back in figures and in
 * words before it is saved. A limit below the smallest deposit any method takes would make every
 * deposit impossible for the 24 hours a rise waits: it asks a second time, as No limit does, so a
 * single stray click never sets it (the server refuses it unconfirmed as well).
 */
export function DepositLimitStep({ onDecided }: DepositLimitStepProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const language = i18n.language;
  const titleId = useId();
  const [text, setText] = useState('');
  const [period, setPeriod] = useState<LimitPeriod>(DEFAULT_PERIOD);
  const [error, setError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const back = useRef<HTMLButtonElement>(null);
  const setButton = useRef<HTMLButtonElement>(null);
  const noLimitButton = useRef<HTMLButtonElement>(null);
  const lastQuestion = useRef<Question['kind'] | null>(null);
  const smallestDeposit = smallestDepositOf(usePaymentMethods(TransactionType.Deposit).data);

  const setLimit = useMutation({
    mutationFn: ({ amount, confirmBelowMinimum }: { amount: number; confirmBelowMinimum: boolean }) => setResponsibleGamingLimit('deposit', period, amount, { confirmBelowMinimum }),
    onSuccess: onDecided,
    onError: (failure, { amount }) => {
      // The server knows the methods even when this page could not read them.
      const minimum = belowMinimumOf(failure);
      if (minimum !== null) setQuestion({ kind: 'belowMinimum', amount, minimum });
      else toastApiError(failure);
    },
  });
  const noLimit = useMutation({ mutationFn: chooseNoDepositLimit, onSuccess: onDecided, onError: toastApiError });

  // The keyboard follows the question: onto Back when it is asked, back onto what asked it when it is withdrawn.
  useEffect(() => {
    if (question) back.current?.focus();
    else if (lastQuestion.current) (lastQuestion.current === 'noLimit' ? noLimitButton : setButton).current?.focus();
    lastQuestion.current = question?.kind ?? null;
  }, [question]);

  const errorText = (value: string) => {
    const failure = limitAmountError(value, language);
    if (!failure) return null;
    if (failure.key === 'tooHigh') return t('protection.limit.tooHigh', { max: formatMoney(MAX_RESPONSIBLE_GAMING_LIMIT, language) });
    return t(`common:${failure.key}`, failure.values ?? {});
  };
  const amount = parseAmountText(text, language);
  const valid = text.trim() !== '' && errorText(text) === null;

  const save = (confirmBelowMinimum: boolean) => {
    if (!setLimit.isPending) setLimit.mutate({ amount, confirmBelowMinimum });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failure = errorText(text);
    setError(failure);
    if (failure) return;
    if (smallestDeposit !== null && amount < smallestDeposit) setQuestion({ kind: 'belowMinimum', amount, minimum: smallestDeposit });
    else save(false);
  };

  if (question) {
    const belowMinimum = question.kind === 'belowMinimum';
    const pending = belowMinimum ? setLimit.isPending : noLimit.isPending;
    return (
      <Stack gap="md" role="group" aria-labelledby={titleId}>
        <Title order={3} size="h4" id={titleId}>
          {belowMinimum ? t('protection.limit.belowMinimumTitle') : t('protection.limit.noLimit')}
        </Title>
        <Text>
          {belowMinimum
            ? t('protection.limit.belowMinimumText', { amount: formatMoney(question.amount, language), minimum: formatMoney(question.minimum, language) })
            : t('protection.limit.confirmText')}
        </Text>
        <Group grow>
          <Button ref={back} variant="default" onClick={() => setQuestion(null)} disabled={pending}>
            {t('protection.limit.back')}
          </Button>
          <Button color="red" variant="light" loading={pending} onClick={() => (belowMinimum ? save(true) : !noLimit.isPending && noLimit.mutate())}>
            {belowMinimum ? t('protection.limit.belowMinimumConfirm') : t('protection.limit.confirm')}
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
        <TextInput
          label={t('protection.limit.amount')}
          name="limitAmount"
          required
          autoFocus
          data-autofocus
          leftSection="₺"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            // A sign or a letter is refused as it is typed; anything else is judged on Set limit.
            setError(REFUSED_AT_ONCE.test(next) ? errorText(next) : null);
          }}
          error={error !== null}
          // The field's one line, below it: its error, or the limit read back in figures and words.
          // The line keeps its space while empty, so nothing under the player's finger moves when either appears.
          inputWrapperOrder={['label', 'input', 'description']}
          description={
            <span role={error ? 'alert' : undefined} data-testid="limit-in-words">
              {error ?? (valid ? t(`protection.limit.inWords.${period}`, { amount: formatMoney(amount, language), words: moneyInWords(amount, language) }) : null)}
            </span>
          }
          styles={{ description: { minHeight: '2.6em', marginTop: 6, fontSize: 'var(--mantine-font-size-sm)', color: error ? 'var(--mantine-color-red-5)' : 'var(--mantine-color-gold-3)' } }}
        />
        <RadioGroup label={t('protection.limit.period')} value={period} onChange={(value) => setPeriod(value as LimitPeriod)}>
          <Group gap="lg" mt={6}>
            {LIMIT_PERIODS.map((option) => (
              <Radio key={option} value={option} label={t(`protection.limit.periods.${option}`)} color="yellow" />
            ))}
          </Group>
        </RadioGroup>
        <Button ref={setButton} type="submit" {...goldButton} fullWidth loading={setLimit.isPending}>
          {t('protection.limit.set')}
        </Button>
        <Button ref={noLimitButton} variant="subtle" color="gray" onClick={() => setQuestion({ kind: 'noLimit' })} disabled={setLimit.isPending}>
          {t('protection.limit.noLimit')}
        </Button>
      </Stack>
    </form>
  );
}
