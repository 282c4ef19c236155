import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDialog, type DialogName } from '@arcadia/shared';
import { renderWithProviders } from '@arcadia/shared/testing';
import { AuthDialogs } from '../features/dialogs';

/**
 * Renders the remote's root component as the shell mounts it and opens `dialog` through the bus.
 * With `fakeTimers`, user events advance jest's clock.
 */
export function renderDialog(
  dialog: DialogName,
  { fakeTimers = false, routes, extra }: { fakeTimers?: boolean; routes?: string[]; extra?: ReactNode } = {},
) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = renderWithProviders(
    <>
      <AuthDialogs />
      {extra}
    </>,
    routes ? { routes } : {},
  );
  act(() => openDialog(dialog));
  return { user, ...view };
}
