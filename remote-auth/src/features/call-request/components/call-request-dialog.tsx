import { Button, Stack, Text, ThemeIcon, Group } from '@arcadia/ui';
import { TextInput, Textarea } from '@arcadia/ui/forms';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CALL_REQUEST_DIALOG, callMe, callRequestSchema, closeDialog, showToast, withErrorToast } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, FadeIn, goldButton, useSchemaForm } from '../../ui-kit';
import classes from './call-request.module.css';

/** Call Request Form: full screen on mobile, otherwise 454 × 699 px. */
export function CallRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const form = useSchemaForm(callRequestSchema, { name: '', message: '' });

  const submit = form.onSubmit(async (values) => {
    const answer = await withErrorToast(callMe({ name: values.name.trim(), message: values.message.trim() }));
    if (!answer) return;
    showToast('success', answer.message || t('callRequest.success'));
    closeDialog('callRequest');
  });

  return (
    <AuthModal title={t('callRequest.title')} onClose={onClose} size={CALL_REQUEST_DIALOG.widthPx} height={CALL_REQUEST_DIALOG.heightPx}>
      <FadeIn grow>
        <form onSubmit={submit} noValidate className={classes.form}>
          <Stack gap="md" className={classes.form}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius={22} variant="light" color="yellow">
                <IconHeadset size={24} />
              </ThemeIcon>
              <Text size="sm" c="gray.3">
                {t('callRequest.intro')}
              </Text>
            </Group>
            <TextInput label={t('callRequest.name')} autoComplete="name" data-autofocus {...form.getInputProps('name')} />
            <Textarea label={t('callRequest.message')} minRows={6} classNames={{ root: classes.message, wrapper: classes.messageWrapper, input: classes.messageInput }} {...form.getInputProps('message')} />
            <Button type="submit" {...goldButton} fullWidth loading={form.submitting} disabled={!form.isValid()}>
              {t('callRequest.submit')}
            </Button>
          </Stack>
        </form>
      </FadeIn>
    </AuthModal>
  );
}
