/**
 * Standalone page of remote-auth (`npm start -w remote-auth`, port 3001): the dialogs mounted the
 * way the shell mounts them, with buttons that open each one through the event bus.
 */
import { Button, Container, Group, Stack, Text, Title } from '@arcadia/ui';
import { mountStandalone, openDialog, type DialogName } from '@arcadia/shared';
import AuthDialogs from './exposes/auth-dialogs';

const DIALOGS: DialogName[] = ['login', 'register', 'fastRegister', 'recovery', 'changePassword', 'smsVerify', 'phoneVerification', 'callRequest'];

mountStandalone(
  <>
    <Container size="sm" py="xl">
      <Stack>
        <Title order={2}>remote-auth</Title>
        <Text c="dimmed">Standalone page: each button opens a dialog through the event bus.</Text>
        <Group>
          {DIALOGS.map((dialog) => (
            <Button key={dialog} variant="light" onClick={() => openDialog(dialog)}>
              {dialog}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
    <AuthDialogs />
  </>,
);
