import { useEffect } from 'react';
import { useNavigate } from '@arcadia/ui/router';
import { openDialog, openDialogState } from '@arcadia/shared';
import { useDashboardLocation } from '../hooks/use-dashboard-location';
import { DashboardHome } from './dashboard-home';

/**
 * `/dashboard/deposit` and `/dashboard/withdraw`: the hub, with remote-payments' dialog opened over
 * it through the bus (remote-payments owns the dialogs). Closing the dialog returns to the hub's
 * address, so the link works again and the back button does not reopen it.
 */
export function PaymentDialogRoute({ dialog }: { dialog: 'deposit' | 'withdraw' }) {
  const navigate = useNavigate();
  const hub = useDashboardLocation().href('');
  useEffect(() => {
    openDialog(dialog);
    let opened = false;
    const sub = openDialogState.changes.subscribe((open) => {
      if (open?.dialog === dialog) opened = true;
      else if (opened) navigate(hub, { replace: true });
    });
    return () => sub.unsubscribe();
  }, [dialog, hub, navigate]);
  return <DashboardHome />;
}
