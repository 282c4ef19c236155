import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@arcadia/ui';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PhoneVerificationPage, eventBus, formatPhone, phoneCodeSchema, readAuthData, sendPhoneCode, showToast, verifyPhoneCode, withErrorToast } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, FadeIn, MaskedInput, PHONE_DIGITS, PhoneInput, fromApiPhone, goldButton, toApiPhone, useSchemaForm } from '../../ui-kit';
import { ResendCode, WaitToSend, sendWithCooldown, useResendTimer } from '../../resend';
import { forgetSentCode, phoneAwaitingCode, rememberSentCode } from '../lib/sent-code';
import { smsCooldownKeys } from '../lib/sms-cooldown-keys';
import classes from './phone.module.css';

/** Code mask of the phone verification dialog: two groups of three digits. */
export const PHONE_VERIFICATION_CODE_MASK = '999-999';

/**
 * Phone Verification dialog of the dashboard, with its pages:
 * NotVerified → (code sent) VerificationCode → (code accepted) Verified; Update Number → Update
 * (the only page where the phone can be edited) → (code sent) VerificationCode. A code sent and
 * still alive (10 minutes) brings the dialog back to VerificationCode for its number, when it is
 * opened again or after a reload: the player holds that code.
 */
export function PhoneVerificationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [stored, setStored] = useState(() => {
    const auth = readAuthData();
    return { phone: fromApiPhone(auth?.phone), smsVerified: Boolean(auth?.smsVerified) };
  });
  const [awaiting] = useState(() => (stored.smsVerified ? null : phoneAwaitingCode()));
  const [page, setPage] = useState(stored.smsVerified ? PhoneVerificationPage.Verified : awaiting ? PhoneVerificationPage.VerificationCode : PhoneVerificationPage.NotVerified);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(
    phoneCodeSchema,
    { phone: awaiting ? fromApiPhone(awaiting) : stored.phone, code: '' },
    { phone: (value) => (String(value).length === PHONE_DIGITS ? null : t('common:validation.exactLength', { length: PHONE_DIGITS })) },
  );
  const phone = form.values.phone;
  const timer = useResendTimer(smsCooldownKeys(toApiPhone(phone)));
  const isVerifiedNumber = stored.smsVerified && phone === stored.phone;

  const sendCode = async () => {
    if (form.validateField('phone').hasError) return;
    setBusy(true);
    const answer = await sendWithCooldown(sendPhoneCode(toApiPhone(form.getValues().phone)), timer);
    setBusy(false);
    if (!answer) return;
    rememberSentCode(toApiPhone(form.getValues().phone));
    showToast('success', answer.message || t('phone.codeSentToast'));
    form.setFieldValue('code', '');
    setPage(PhoneVerificationPage.VerificationCode);
  };

  const verify = async (values: { phone: string; code: string }) => {
    setBusy(true);
    const apiPhone = toApiPhone(values.phone);
    const answer = await withErrorToast(verifyPhoneCode(apiPhone, values.code));
    setBusy(false);
    if (!answer) {
      form.setFieldValue('code', '');
      return;
    }
    const patch = { phone: answer.data?.phone || apiPhone, smsVerified: true };
    forgetSentCode();
    eventBus.emit('auth:update', { patch });
    showToast('success', answer.message || t('phone.success'));
    setStored({ phone: values.phone, smsVerified: true });
    form.setFieldValue('code', '');
    setPage(PhoneVerificationPage.Verified);
  };

  // Enter does what the page's main button does: send the code, or check it.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (page === PhoneVerificationPage.VerificationCode) {
      if (!form.validate().hasErrors) void verify(form.getValues());
    } else if (page !== PhoneVerificationPage.Verified && !timer.running) void sendCode();
  };

  const openUpdate = () => {
    forgetSentCode();
    form.setFieldValue('code', '');
    setPage(PhoneVerificationPage.Update);
  };
  const cancelUpdate = () => {
    form.setFieldValue('phone', stored.phone);
    form.clearFieldError('phone');
    setPage(stored.smsVerified ? PhoneVerificationPage.Verified : PhoneVerificationPage.NotVerified);
  };

  const tag = isVerifiedNumber ? (
    <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />}>
      {t('phone.verified')}
    </Badge>
  ) : (
    <Badge color="red" variant="light" leftSection={<IconAlertCircle size={12} />}>
      {t('phone.notVerified')}
    </Badge>
  );

  const phoneField = (
    <PhoneInput
      label={
        <Group gap="xs" component="span" display="inline-flex">
          {t('phone.phone')}
          {tag}
        </Group>
      }
      locked={page !== PhoneVerificationPage.Update}
      {...form.getInputProps('phone')}
    />
  );

  const texts: Record<PhoneVerificationPage, string> = {
    [PhoneVerificationPage.NotVerified]: t('phone.notVerifiedText'),
    [PhoneVerificationPage.Verified]: t('phone.verifiedText'),
    [PhoneVerificationPage.Update]: t('phone.updateText'),
    [PhoneVerificationPage.VerificationCode]: t('phone.codeSent', { phone: formatPhone(phone) }),
  };

  return (
    <AuthModal title={t('phone.title')} onClose={onClose}>
      <FadeIn key={page}>
        <form onSubmit={submit} noValidate data-page={PhoneVerificationPage[page]}>
          <Stack gap="md">
            <Text size="sm" c="gray.3">
              {texts[page]}
            </Text>
            {phoneField}

            {page === PhoneVerificationPage.NotVerified && (
              <>
                <Button type="submit" {...goldButton} fullWidth loading={busy} disabled={!form.isValid('phone') || timer.running}>
                  {t('phone.sendCode')}
                </Button>
                <WaitToSend timer={timer} />
                <Button variant="subtle" color="yellow" onClick={openUpdate}>
                  {t('phone.updateNumber')}
                </Button>
              </>
            )}

            {page === PhoneVerificationPage.Update && (
              <>
                <Button type="submit" {...goldButton} fullWidth loading={busy} disabled={!form.isValid('phone') || timer.running}>
                  {t('phone.sendCode')}
                </Button>
                <WaitToSend timer={timer} />
                <Button variant="subtle" color="gray" onClick={cancelUpdate}>
                  {t('phone.cancel')}
                </Button>
              </>
            )}

            {page === PhoneVerificationPage.VerificationCode && (
              <>
                <MaskedInput
                  label={t('phone.code')}
                  mask={PHONE_VERIFICATION_CODE_MASK}
                  placeholder="000-000"
                  autoComplete="one-time-code"
                  classNames={{ input: classes.code }}
                  data-autofocus
                  {...form.getInputProps('code')}
                />
                <Button type="submit" {...goldButton} fullWidth loading={busy} disabled={!form.isValid()}>
                  {t('phone.verify')}
                </Button>
                <ResendCode timer={timer} onResend={() => void sendCode()} disabled={busy} />
                <Anchor component="button" type="button" size="sm" ta="center" c="yellow.4" onClick={openUpdate}>
                  {t('phone.change')}
                </Anchor>
              </>
            )}

            {page === PhoneVerificationPage.Verified && (
              <Group grow>
                <Button variant="default" onClick={openUpdate}>
                  {t('phone.updateNumber')}
                </Button>
                <Button {...goldButton} onClick={onClose}>
                  {t('common.close')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </FadeIn>
    </AuthModal>
  );
}
