import { useState, type FormEvent } from 'react';
import { Button, goldButton, Stack, Text, Title } from '@arcadia/ui';
import { TextInput } from '@arcadia/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE, saveBirthDate, toastApiError } from '@arcadia/shared';
import { PAYMENTS_NS } from '../../../i18n';
import { birthDateError, dateYearsAgo } from '../lib/deposit-protection';

interface BirthDateStepProps {
  /** The date is saved: on to the next step. */
  onSaved: () => void;
}

/**
 * The date of birth, asked once before the first deposit of a player who registered without it.
 * The form refuses anyone under 18 before anything is sent; the server checks the same rule.
 */
export function BirthDateStep({ onSaved }: BirthDateStepProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: saveBirthDate, onSuccess: onSaved, onError: toastApiError });

  const errorText = (date: string) => {
    const failure = birthDateError(date);
    if (!failure) return null;
    if (failure.key === 'validation.age') return t('protection.birthDate.tooYoung', { age: MINIMUM_AGE });
    return t(`common:${failure.key}`, failure.values ?? {});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = errorText(value);
    setError(failure);
    if (!failure && !save.isPending) save.mutate(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('protection.birthDate.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('protection.birthDate.intro', { age: MINIMUM_AGE })}
        </Text>
        <TextInput
          type="date"
          label={t('protection.birthDate.label')}
          name="birthDate"
          required
          autoFocus
          data-autofocus
          max={dateYearsAgo(MINIMUM_AGE)}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          onBlur={() => value && setError(errorText(value))}
          error={error}
        />
        <Button type="submit" {...goldButton} fullWidth loading={save.isPending}>
          {t('protection.birthDate.save')}
        </Button>
      </Stack>
    </form>
  );
}
