import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeDialog, openDialog } from '@arcadia/shared';
import { renderWithProviders } from '@arcadia/shared/testing';
import { PaymentComingSoonDialogs } from './payment-coming-soon-dialogs';
import { openDialogState } from '@arcadia/shared';

afterEach(() => act(() => closeDialog()));

describe('payment coming-soon dialogs', () => {
  it('opens for deposit with the deposit notice, and closing clears the shared dialog state', async () => {
    renderWithProviders(<PaymentComingSoonDialogs />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openDialog('deposit'));
    expect(await screen.findByRole('dialog', { name: 'Para Yatır' })).toBeInTheDocument();
    expect(screen.getByText('Para yatırma çok yakında açılıyor')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(openDialogState.get()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uses the title the caller passes for a withdrawal', async () => {
    renderWithProviders(<PaymentComingSoonDialogs />);
    act(() => openDialog('withdraw', { title: 'Papara ile çek' }));
    expect(await screen.findByRole('dialog', { name: 'Papara ile çek' })).toBeInTheDocument();
    expect(screen.getByText('Para çekme çok yakında açılıyor')).toBeInTheDocument();
  });

  it('ignores dialogs that belong to other parts', () => {
    renderWithProviders(<PaymentComingSoonDialogs />);
    act(() => openDialog('login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
