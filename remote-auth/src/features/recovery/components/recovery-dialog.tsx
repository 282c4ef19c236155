import { useEffect, useState } from 'react';
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@arcadia/ui';
import { PasswordInput, Stepper, TextInput } from '@arcadia/ui/forms';
import { IconCircleCheck, IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DELAYS,
  changePasswordWithCode,
  checkResetCode,
  openDialog,
  recoveryCodeSchema,
  recoveryPasswordSchema,
  recoveryUsernameSchema,
  sendResetPassword,
  showToast,
  validateValues,
  withErrorToast,
} from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { rememberUsernameForLogin } from '../../login';
import { ResendCode, WaitToSend, sendWithCooldown, useResendTimer } from '../../resend';
import { AuthModal, FadeIn, PasswordStrength, goldButton, useSchemaForm } from '../../ui-kit';

/** The four steps of password recovery, 0-based. */
export enum RecoveryStep {
  Username = 0,
  Code = 1,
  Password = 2,
  Done = 3,
}

const STEP_KEYS = ['username', 'code', 'password', 'done'] as const;

const schemaOf = {
  [RecoveryStep.Username]: recoveryUsernameSchema,
  [RecoveryStep.Code]: recoveryCodeSchema,
  [RecoveryStep.Password]: recoveryPasswordSchema,
  [RecoveryStep.Done]: {},
};

/**
 * Password recovery in four steps: username → code from the e-mail → new password → done.
 * Each step advances only on a success answer; 1 s after the last one the login dialog opens,
 * with the username filled in. The code step can send the code again (one a minute per username,
 * as the server allows) or go back to fix the username; the server answers alike whether or not
 * the username exists, so neither tells.
 */
export function RecoveryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [step, setStep] = useState(RecoveryStep.Username);
  const form = useSchemaForm(recoveryPasswordSchema, { username: '', code: '', password: '', password2: '' });
  // Only the fields of the current step count towards the button being enabled.
  const stepValid = Object.keys(validateValues(schemaOf[step], form.values)).length === 0;
  const timer = useResendTimer([`reset:${form.values.username.trim().toLowerCase()}`]);

  useEffect(() => {
    if (step !== RecoveryStep.Done) return undefined;
    const opening = setTimeout(() => openDialog('login'), DELAYS.loginAfterRecoveryMs);
    return () => clearTimeout(opening);
  }, [step]);

  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields = Object.keys(schemaOf[step]);
    const invalid = fields.map((field) => form.validateField(field).hasError).some(Boolean);
    if (invalid) return;
    const { username, code, password, password2 } = form.getValues();
    if (step === RecoveryStep.Username && timer.running) return;
    setBusy(true);
    const answer = await (step === RecoveryStep.Username ? sendWithCooldown(sendResetPassword(username.trim()), timer) : withErrorToast(
      step === RecoveryStep.Code
          ? checkResetCode(username.trim(), code.trim())
          : changePasswordWithCode({ password, password2, username: username.trim(), code: code.trim() }),
    ));
    setBusy(false);
    if (!answer) return; // a failure has been toasted
    if (step === RecoveryStep.Password) rememberUsernameForLogin(username);
    setStep((current) => current + 1);
  };

  const resend = async () => {
    setBusy(true);
    const answer = await sendWithCooldown(sendResetPassword(form.getValues().username.trim()), timer);
    setBusy(false);
    if (answer) showToast('success', answer.message || t('recovery.codeResent'));
  };

  const changeUsername = () => {
    form.setFieldValue('code', '');
    form.clearFieldError('code');
    setStep(RecoveryStep.Username);
  };

  return (
    <AuthModal title={t('recovery.title')} onClose={onClose} size={460}>
      {/* Icons only (four labels do not fit a narrow dialog) and hidden from assistive technology:
          the caption below names the current step in words. */}
      <Stepper active={step === RecoveryStep.Done ? 4 : step} size="xs" color="yellow" allowNextStepsSelect={false} iconSize={30} aria-hidden>
        <Stepper.Step icon={<IconUser size={16} />} />
        <Stepper.Step icon={<IconMail size={16} />} />
        <Stepper.Step icon={<IconLock size={16} />} />
        <Stepper.Step icon={<IconCircleCheck size={16} />} />
      </Stepper>
      <Text size="xs" c="dimmed" ta="center" mt={6} mb="md" tt="uppercase" fw={700} lts={0.6}>
        {t('recovery.stepOf', { step: step + 1, total: 4 })} · {t(`recovery.steps.${STEP_KEYS[step]}`)}
      </Text>
      <FadeIn key={step}>
        {step === RecoveryStep.Done ? (
          <Stack align="center" ta="center" gap="sm" py="md">
            <ThemeIcon size={72} radius={36} color="green" variant="light">
              <IconCircleCheck size={44} />
            </ThemeIcon>
            <Title order={3}>{t('recovery.doneTitle')}</Title>
            <Text c="gray.3">{t('recovery.doneText')}</Text>
          </Stack>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              {step === RecoveryStep.Username && (
                <>
                  <Text size="sm" c="gray.3">
                    {t('recovery.usernameText')}
                  </Text>
                  <TextInput label={t('recovery.username')} autoComplete="username" data-autofocus {...form.getInputProps('username')} />
                </>
              )}
              {step === RecoveryStep.Code && (
                <>
                  <Stack gap={6} align="center" ta="center">
                    <IconMail size={32} color="var(--mantine-color-yellow-4)" />
                    <Text size="sm" c="gray.3">
                      {t('recovery.codeSent')}
                    </Text>
                  </Stack>
                  <TextInput label={t('recovery.code')} autoComplete="one-time-code" data-autofocus {...form.getInputProps('code')} />
                </>
              )}
              {step === RecoveryStep.Password && (
                <>
                  <Text size="sm" c="gray.3">
                    {t('recovery.passwordText', { username: form.values.username.trim() })}
                  </Text>
                  <div>
                    <PasswordInput label={t('recovery.password')} autoComplete="new-password" data-autofocus {...form.getInputProps('password')} />
                    <PasswordStrength password={form.values.password} username={form.values.username.trim()} />
                  </div>
                  <PasswordInput label={t('recovery.password2')} autoComplete="new-password" {...form.getInputProps('password2')} />
                </>
              )}
              <Button type="submit" {...goldButton} fullWidth loading={busy} disabled={!stepValid || (step === RecoveryStep.Username && timer.running)}>
                {step === RecoveryStep.Username ? t('recovery.sendCode') : step === RecoveryStep.Code ? t('recovery.checkCode') : t('recovery.save')}
              </Button>
              {step === RecoveryStep.Username && <WaitToSend timer={timer} />}
              {step === RecoveryStep.Code && (
                <>
                  <ResendCode timer={timer} onResend={() => void resend()} disabled={busy} />
                  <Anchor component="button" type="button" size="sm" ta="center" c="yellow.4" onClick={changeUsername}>
                    {t('recovery.changeUsername')}
                  </Anchor>
                </>
              )}
              <Anchor component="button" type="button" size="sm" ta="center" c="gray.4" onClick={() => openDialog('login')}>
                {t('recovery.backToLogin')}
              </Anchor>
            </Stack>
          </form>
        )}
      </FadeIn>
    </AuthModal>
  );
}
