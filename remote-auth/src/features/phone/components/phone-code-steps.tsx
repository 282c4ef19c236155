import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@arcadia/ui';
import { IconMessage2Code } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  closeDialog,
  eventBus,
  formatPhone,
  phoneCodeSchema,
  sendPhoneCode,
  showToast,
  verifyPhoneCode,
  withErrorToast,
  type VerifiedPhone,
} from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { FadeIn, MaskedInput, PHONE_DIGITS, PhoneInput, fromApiPhone, goldButton, toApiPhone, useSchemaForm } from '../../ui-kit';
import { ResendCode, WaitToSend, sendWithCooldown, useResendTimer } from '../../resend';
import { forgetSentCode, phoneAwaitingCode, rememberSentCode } from '../lib/sent-code';
import { smsCooldownKeys } from '../lib/sms-cooldown-keys';
import classes from './phone.module.css';

export interface PhoneCodeStepsProps {
  /** Ten digits after +90 to start with. */
  initialPhone: string;
  /** Start with the phone read-only (prefilled from registration). @default false */
  initiallyLocked?: boolean;
  /** Send the code at once, without waiting for a click (registration with the trial bonus ticked). @default false */
  sendOnMount?: boolean;
  /** Mask of the SMS code input (three pairs of digits). */
  codeMask: string;
  /** Offer 'Skip Verification', which closes the dialogs. @default false */
  showSkip?: boolean;
  /** Line above the phone on step 1. */
  intro?: string;
  /** The code was accepted; `auth:update` has already been emitted. */
  onVerified: (verified: VerifiedPhone) => void;
}

/**
 * Phone verification in two steps: step 1 sends the phone, step 2 the SMS code.
 * 'Change Phone Number' goes back to step 1 and unlocks the phone; a wrong code clears the field.
 * A code sent and still alive (10 minutes) starts the steps at step 2 for its number, when the
 * dialog is opened again or the page reloaded: the player holds that code, and no new one is sent.
 */
export function PhoneCodeSteps({ initialPhone, initiallyLocked = false, sendOnMount = false, codeMask, showSkip = false, intro, onVerified }: PhoneCodeStepsProps) {
  const { t } = useTranslation(AUTH_NS);
  const [awaiting] = useState(() => phoneAwaitingCode());
  const [step, setStep] = useState<1 | 2>(awaiting ? 2 : 1);
  const [locked, setLocked] = useState(initiallyLocked || awaiting !== null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const form = useSchemaForm(
    phoneCodeSchema,
    { phone: awaiting ? fromApiPhone(awaiting) : initialPhone, code: '' },
    { phone: (value) => (String(value).length === PHONE_DIGITS ? null : t('common:validation.exactLength', { length: PHONE_DIGITS })) },
  );
  const timer = useResendTimer(smsCooldownKeys(toApiPhone(form.values.phone)));

  const sendCode = async () => {
    if (form.validateField('phone').hasError) return;
    setSending(true);
    const answer = await sendWithCooldown(sendPhoneCode(toApiPhone(form.getValues().phone)), timer);
    setSending(false);
    if (!answer) return;
    rememberSentCode(toApiPhone(form.getValues().phone));
    showToast('success', answer.message || t('phone.codeSentToast'));
    setLocked(true);
    setStep(2);
  };

  // Registration with the trial bonus ticked sends at once; the ref keeps a remount in
  // development's strict mode from sending twice.
  const sentOnMount = useRef(false);
  useEffect(() => {
    if (!sendOnMount || sentOnMount.current || awaiting) return;
    sentOnMount.current = true;
    void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnMount]);

  const verify = form.onSubmit(async ({ phone, code }) => {
    setVerifying(true);
    const apiPhone = toApiPhone(phone);
    const answer = await withErrorToast(verifyPhoneCode(apiPhone, code));
    setVerifying(false);
    if (!answer) {
      form.setFieldValue('code', ''); // a failed code clears the field
      return;
    }
    const verified = { phone: answer.data?.phone || apiPhone, smsVerified: true };
    forgetSentCode();
    eventBus.emit('auth:update', { patch: verified });
    // The trial bonus ticked at sign-up came with the verification: the header shows it at once.
    const trialBonus = answer.data?.trialBonus ?? null;
    if (trialBonus) eventBus.emit('auth:balance', { balance: trialBonus.balance });
    showToast('success', answer.message || t('phone.success'));
    onVerified({ ...verified, trialBonus } satisfies VerifiedPhone);
  });

  const changePhone = () => {
    forgetSentCode();
    form.setFieldValue('code', '');
    setLocked(false);
    setStep(1);
  };

  const links = (
    <Group justify="space-between" gap="xs">
      {(locked || step === 2) ? (
        <Anchor component="button" type="button" size="sm" c="yellow.4" onClick={changePhone}>
          {t('phone.change')}
        </Anchor>
      ) : (
        <span />
      )}
      {showSkip && (
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => closeDialog()}>
          {t('phone.skip')}
        </Anchor>
      )}
    </Group>
  );

  if (step === 1) {
    return (
      <FadeIn key="phone">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!timer.running) void sendCode();
          }}
        >
          <Stack gap="md">
            {intro && (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            )}
            <PhoneInput label={t('phone.phone')} locked={locked} {...form.getInputProps('phone')} />
            <Button type="submit" {...goldButton} fullWidth loading={sending} disabled={!form.isValid('phone') || timer.running}>
              {t('phone.sendCode')}
            </Button>
            <WaitToSend timer={timer} />
            {links}
          </Stack>
        </form>
      </FadeIn>
    );
  }

  return (
    <FadeIn key="code">
      <form onSubmit={verify} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMessage2Code size={28} color="var(--mantine-color-yellow-4)" style={{ flexShrink: 0 }} />
            <Text size="sm" c="gray.3">
              {t('phone.codeSent', { phone: formatPhone(form.values.phone) })}
            </Text>
          </Group>
          <PhoneInput label={t('phone.phone')} locked {...form.getInputProps('phone')} />
          <MaskedInput
            label={t('phone.code')}
            mask={codeMask}
            placeholder={codeMask.replace(/9/g, '0')}
            autoComplete="one-time-code"
            classNames={{ input: classes.code }}
            data-autofocus
            {...form.getInputProps('code')}
          />
          <Button type="submit" {...goldButton} fullWidth loading={verifying} disabled={!form.isValid()}>
            {t('phone.verify')}
          </Button>
          <ResendCode timer={timer} onResend={() => void sendCode()} disabled={sending} />
          {links}
        </Stack>
      </form>
    </FadeIn>
  );
}
