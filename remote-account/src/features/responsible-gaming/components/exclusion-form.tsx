import { useState, type FormEvent } from 'react';
import { Alert, List } from '@arcadia/ui/display';
import { NativeSelect, PasswordInput } from '@arcadia/ui/forms';
import { Box, Button, Group, Modal, Stack, Text } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import type { ApiAnswer, Exclusion } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';
import { SectionCard } from '../../ui';
import { useProtectionChange } from '../api/use-protection-change';
import type { ExclusionKind } from '../exclusion-lengths';

/** What the player must know before a time-out or a self-exclusion, in this order. */
const CONSEQUENCES = ['startsAtOnce', 'cannotShorten', 'stillAllowed', 'refused', 'sessions', 'marketing'] as const;

interface ExclusionFormProps {
  kind: ExclusionKind;
  /** The lengths on offer (hours or months), shortest first. */
  lengths: readonly number[];
  /** Starts it: `startTimeout(hours, password)` or `selfExclude(months, password)`. */
  start: (length: number, password: string) => Promise<ApiAnswer<{ exclusion: Exclusion }>>;
}

interface StartVariables {
  length: number;
  password: string;
}

/**
 * A time-out or a self-exclusion: the length, the consequences in plain words, the password, then a
 * second, final confirmation. A refusal (a wrong password, a shorter length than the one running)
 * is shown in the card.
 */
export function ExclusionForm({ kind, lengths, start }: ExclusionFormProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const texts = `responsibleGaming.exclusion.${kind}`;
  const headingId = `rg-${kind}`;
  const [length, setLength] = useState(String(lengths[0]));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = useProtectionChange(({ length: chosen, password: secret }: StartVariables) => start(chosen, secret), {
    successText: t(`${texts}.done`),
    showsRefusal: true,
  });
  // The offer shrinks once an exclusion runs: keep the choice valid.
  const chosen = lengths.includes(Number(length)) ? Number(length) : lengths[0]!;
  const lengthText = t(`${texts}.options.${chosen}`);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('responsibleGaming.exclusion.passwordRequired'));
      return;
    }
    change.reset();
    setConfirming(true);
  };
  const confirm = () =>
    change.mutate(
      { length: chosen, password },
      {
        onSuccess: () => setPassword(''),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <Box role="group" aria-labelledby={headingId} h="100%">
      <SectionCard h="100%">
        <form noValidate onSubmit={review}>
          <Stack gap="sm">
            <Text id={headingId} component="h3" fw={800} m={0} size="md">
              {t(`${texts}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`${texts}.text`)}
            </Text>
            <NativeSelect
              label={t(`${texts}.label`)}
              value={String(chosen)}
              data={lengths.map((value) => ({ value: String(value), label: t(`${texts}.options.${value}`) }))}
              onChange={(event) => setLength(event.currentTarget.value)}
            />
            <div>
              <Text size="sm" fw={700} mb={4}>
                {t('responsibleGaming.exclusion.consequencesTitle')}
              </Text>
              <List size="sm" spacing={2}>
                {CONSEQUENCES.map((key) => (
                  <List.Item key={key}>{t(`responsibleGaming.exclusion.consequences.${key}`)}</List.Item>
                ))}
              </List>
            </div>
            <PasswordInput
              label={t('responsibleGaming.exclusion.password')}
              autoComplete="current-password"
              value={password}
              error={passwordError}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(null);
              }}
            />
            {change.error ? (
              <Alert color="red" variant="light" role="alert">
                {change.error.message}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" color="red" variant="light" radius="xl">
                {t(`${texts}.start`)}
              </Button>
            </Group>
          </Stack>
        </form>
        <Modal opened={confirming} onClose={() => !change.isPending && setConfirming(false)} title={t('responsibleGaming.exclusion.confirmTitle')} centered radius="lg">
          <Stack gap="md">
            <Text size="sm">{t('responsibleGaming.exclusion.confirmText', { what: t(`responsibleGaming.exclusion.types.${kind === 'timeout' ? 'timeout' : 'selfexclusion'}`), length: lengthText })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" radius="xl" onClick={() => setConfirming(false)} disabled={change.isPending}>
                {t('responsibleGaming.exclusion.cancel')}
              </Button>
              <Button color="red" radius="xl" loading={change.isPending} onClick={confirm}>
                {t('responsibleGaming.exclusion.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </SectionCard>
    </Box>
  );
}
