import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@arcadia/ui';
import { PasswordInput, TextInput } from '@arcadia/ui/forms';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, eventBus, isApiError, login, loginSchema, openDialog, showToast, toastApiError } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, FadeIn, goldButton, useSchemaForm } from '../../ui-kit';
import { rememberUsernameForLogin, rememberedUsername } from '../lib/remembered-username';
import { LoginRefusal } from './login-refusal';

/** A wrong password (400 without field errors) or a lockout (429): said in the dialog, not in a toast. */
const isRefusal = (error: unknown) => isApiError(error) && (error.status === 429 || (error.status === 400 && Object.keys(error.fieldErrors).length === 0));

/**
 * Login dialog: on success the player is signed in and every dialog closes. After the player's
 * own password change it opens with their username filled in.
 */
export function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [initialUsername] = useState(rememberedUsername);
  const form = useSchemaForm(loginSchema, { username: initialUsername, password: '' });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    let answer;
    try {
      answer = await login({ username: values.username.trim(), password: values.password });
    } catch (error) {
      if (isRefusal(error)) setRefusal((error as Error).message);
      else toastApiError(error);
      return;
    }
    rememberUsernameForLogin(null);
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
              data-autofocus={initialUsername === '' || undefined}
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              data-autofocus={initialUsername !== '' || undefined}
              {...form.getInputProps('password')}
            />
            {refusal && <LoginRefusal message={refusal} />}
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
