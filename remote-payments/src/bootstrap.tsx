/** Standalone page of remote-payments (`npm start -w remote-payments`, port 3005): buttons opening its dialogs. */
import { Button, Container, Group, Stack, Title } from '@arcadia/ui';
import { mountStandalone, openDialog } from '@arcadia/shared';
import PaymentDialogs from './exposes/payment-dialogs';

mountStandalone(
  <>
    <Container size="sm" py="xl">
      <Stack>
        <Title order={2}>remote-payments</Title>
        <Group>
          <Button onClick={() => openDialog('deposit')}>deposit</Button>
          <Button variant="light" onClick={() => openDialog('withdraw')}>
            withdraw
          </Button>
        </Group>
      </Stack>
    </Container>
    <PaymentDialogs />
  </>,
);
