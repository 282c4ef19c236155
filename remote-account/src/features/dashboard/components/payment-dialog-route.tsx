import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@arcadia/ui/router';
import { openDialog } from '@arcadia/shared';

interface PaymentDialogRouteProps {
  /** remote-payments' dialog the page opens (remote-payments owns the dialogs). */
  dialog: 'deposit' | 'withdraw';
  /** The page under the dialog; it stays when the dialog closes. */
  children: ReactNode;
}

/**
 * `/dashboard/deposit` and `/dashboard/withdraw`: the page, with remote-payments' dialog opened over
 * it through the bus. Every arrival opens it, also a link followed while already on the page (the
 * header's Deposit button): each navigation is a new location key.
 */
export function PaymentDialogRoute({ dialog, children }: PaymentDialogRouteProps) {
  const { key } = useLocation();
  useEffect(() => {
    openDialog(dialog);
  }, [dialog, key]);
  return <>{children}</>;
}
