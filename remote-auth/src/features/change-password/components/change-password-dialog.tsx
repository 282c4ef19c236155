import { Button, Stack, Text } from '@arcadia/ui';
import { PasswordInput } from '@arcadia/ui/forms';
import { useTranslation } from 'react-i18next';
import { changePassword, changePasswordSchema, showToast, withErrorToast } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, FadeIn, PasswordStrength, goldButton, useSchemaForm } from '../../ui-kit';
import { signOutAfterPasswordChange } from '../lib/sign-out-after-password-change';

/** Change Password dialog: Change is blocked while invalid; success signs out and opens login. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const form = useSchemaForm(changePasswordSchema, { oldPassword: '', password: '', confirmPassword: '' });

  const submit = form.onSubmit(async (values) => {
    if (!(await withErrorToast(changePassword(values)))) return;
    showToast('success', t('changePassword.success'));
    signOutAfterPasswordChange();
  });

  return (
    <AuthModal title={t('changePassword.title')} onClose={onClose} size={420}>
      <FadeIn>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('changePassword.intro')}
            </Text>
            <PasswordInput label={t('changePassword.oldPassword')} autoComplete="current-password" data-autofocus {...form.getInputProps('oldPassword')} />
            <div>
              <PasswordInput label={t('changePassword.password')} autoComplete="new-password" {...form.getInputProps('password')} />
              <PasswordStrength password={form.getValues().password} />
            </div>
            <PasswordInput label={t('changePassword.confirmPassword')} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            <Button type="submit" {...goldButton} fullWidth loading={form.submitting} disabled={!form.isValid()}>
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </FadeIn>
    </AuthModal>
  );
}
