import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { closeDialog, openDialog, openDialogState } from '@arcadia/shared';
import { renderWithProviders } from '@arcadia/shared/testing';
import { DialogsUnavailable } from './dialogs-unavailable';

beforeEach(() => closeDialog());

it('the notice that a dialog cannot load has a visible close button', async () => {
  renderWithProviders(<DialogsUnavailable dialogs={['login']} retry={() => undefined} />);
  act(() => openDialog('login'));
  const close = await screen.findByRole('button', { name: 'Kapat' });
  expect(close).toBeVisible();
  fireEvent.click(close);
  await waitFor(() => expect(openDialogState.get()).toBeNull());
});
