import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DialogFrame } from './dialog-frame';
import { LoadError } from './load-error';

it('a dialog frame is a dialog named by its title, whose close button has the given name and closes it', async () => {
  const onClose = jest.fn();
  render(
    <MantineProvider>
      <DialogFrame title="Para Yatır" onClose={onClose} closeLabel="Kapat" aside={<img alt="side" />}>
        <p>Yöntem seçin</p>
      </DialogFrame>
    </MantineProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Para Yatır' });
  expect(dialog).toHaveTextContent('Yöntem seçin');
  expect(screen.getByRole('img', { name: 'side' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('full screen, a dialog frame leaves its side column out', async () => {
  render(
    <MantineProvider>
      <DialogFrame title="Kayıt Ol" onClose={() => undefined} closeLabel="Kapat" fullScreen aside={<img alt="side" />}>
        <p>Form</p>
      </DialogFrame>
    </MantineProvider>,
  );
  await screen.findByRole('dialog', { name: 'Kayıt Ol' });
  expect(screen.queryByRole('img', { name: 'side' })).not.toBeInTheDocument();
});

it('a load error is an alert with its title, the reason and a retry button', async () => {
  const onRetry = jest.fn();
  render(
    <MantineProvider>
      <LoadError title="Yöntemler yüklenemedi" message="Sunucuya ulaşılamadı." retryLabel="Tekrar dene" onRetry={onRetry} />
    </MantineProvider>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Yöntemler yüklenemedi');
  expect(alert).toHaveTextContent('Sunucuya ulaşılamadı.');
  await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
