/**
 * Standalone page of remote-auth (`npm start -w remote-auth`, port 3001): the dialogs mounted the
 * way the shell mounts them, with buttons that open each one through the event bus.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { Button, Container, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, openDialog, type DialogName } from '@arcadia/shared';
import AuthDialogs from './exposes/auth-dialogs';

const DIALOGS: DialogName[] = ['login', 'register', 'fastRegister', 'recovery', 'changePassword', 'smsVerify', 'phoneVerification', 'callRequest'];

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider defaultColorScheme="dark" forceColorScheme="dark">
    <Notifications position="top-center" />
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
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
      </BrowserRouter>
    </I18nextProvider>
  </MantineProvider>,
);
