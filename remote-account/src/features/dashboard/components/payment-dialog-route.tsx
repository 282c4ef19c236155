import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@arcadia/ui/router';
import { isDialogOpenedArrival, openDialog } from '@arcadia/shared';

interface PaymentDialogRouteProps {
  /** remote-payments' dialog the page opens (remote-payments owns the dialogs). */
  dialog: 'deposit' | 'withdraw';
  /** The page under the dialog; it stays when the dialog closes. */
  children: ReactNode;
}

/**
 * `/dashboard/deposit` and `/dashboard/withdraw`: the page, with remote-payments' dialog opened over
 * it through the bus. Every arrival opens it, also a link followed while already on the page (the
 * header's Deposit button): each navigation is a new location key. An arrival whose link opened
 * the dialog itself (`DIALOG_OPENED_ARRIVAL`) leaves it as the player has it: perhaps closed already.
 */
export function PaymentDialogRoute({ dialog, children }: PaymentDialogRouteProps) {
  const { key, state } = useLocation();
  const openedByLink = isDialogOpenedArrival(state);
  useEffect(() => {
    if (!openedByLink) openDialog(dialog);
  }, [dialog, key, openedByLink]);
  return <>{children}</>;
}
