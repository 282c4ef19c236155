/** Standalone page of remote-payments (`npm start -w remote-payments`, port 3005): buttons opening its dialogs. */
import '@arcadia/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { Button, Container, Group, MantineProvider, Stack, Title, Notifications } from '@arcadia/ui';
import { BrowserRouter } from '@arcadia/ui/router';
import { I18nextProvider } from 'react-i18next';
import { i18n, openDialog } from '@arcadia/shared';
import PaymentDialogs from './exposes/payment-dialogs';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider defaultColorScheme="dark" forceColorScheme="dark">
    <Notifications position="top-center" />
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Container size="sm" py="xl">
          <Stack>
            <Title order={2}>remote-payments</Title>
            <Group>
              <Button onClick={() => openDialog('deposit')}>deposit</Button>
              <Button variant="light" onClick={() => openDialog('withdraw')}>withdraw</Button>
            </Group>
          </Stack>
        </Container>
        <PaymentDialogs />
      </BrowserRouter>
    </I18nextProvider>
  </MantineProvider>,
);
