import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type DialogProps } from '@arcadia/shared';
import { authDataFixture, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { PaymentDialogs } from '../features/payment-dialogs';

/** Signs a player in, mounts the remote's dialogs as the shell does, and opens one through the bus. */
export function renderPaymentDialog<D extends 'deposit' | 'withdraw'>(dialog: D, props?: DialogProps[D]) {
  seedSession(authDataFixture({ token: 'token-pay' }));
  const user = userEvent.setup();
  const view = renderWithProviders(<PaymentDialogs />);
  act(() => eventBus.emit('dialog:open', props ? { dialog, props } : { dialog }));
  return { user, ...view };
}
