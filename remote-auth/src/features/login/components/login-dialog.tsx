import { Anchor, Button, Stack, Text } from '@arcadia/ui';
import { PasswordInput, TextInput } from '@arcadia/ui/forms';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, eventBus, login, loginSchema, openDialog, showToast, withErrorToast } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, FadeIn, goldButton, useSchemaForm } from '../../ui-kit';

/** Login dialog: on success the player is signed in and every dialog closes. */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const form = useSchemaForm(loginSchema, { username: '', password: '' });

  const submit = form.onSubmit(async (values) => {
    const answer = await withErrorToast(login({ username: values.username.trim(), password: values.password }));
    if (!answer) return;
    eventBus.emit('auth:login', { authData: answer.data });
    showToast('success', answer.message || t('login.success'));
    closeDialog();
  });

  return (
    <AuthModal title={t('login.title')} onClose={onClose} size={420}>
      <FadeIn>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('login.subtitle')}
            </Text>
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              leftSection={<IconUser size={16} />}
              data-autofocus
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              {...form.getInputProps('password')}
            />
            <Anchor component="button" type="button" size="sm" ta="right" c="yellow.4" onClick={() => openDialog('recovery')}>
              {t('login.recovery')}
            </Anchor>
            <Button type="submit" fullWidth {...goldButton} loading={form.submitting}>
              {t('login.submit')}
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" c="gray.3" onClick={() => openDialog('register')}>
              {t('login.signUp')}
            </Anchor>
          </Stack>
        </form>
      </FadeIn>
    </AuthModal>
  );
}
