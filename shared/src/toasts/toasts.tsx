import { useEffect } from 'react';
import { Notifications, notifications } from '@arcadia/ui';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { eventBus } from '../bus/event-bus';
import type { AppEvents, ToastKind } from '../contract/events';
import { TOAST } from '../config/constants';
import { useIsMobile } from '../hooks/use-is-mobile';
import { useOpenDialog } from '../bus/use-observable';

const LOOK: Record<ToastKind, { color: string; icon: React.ReactNode | null }> = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
  loading: { color: 'gold', icon: null },
};

/** The error toasts on screen: a success ends them (see `showBusToast`). */
const shownErrors = new Set<string>();

/**
 * Shows one bus `toast`: 4000 ms, 30000 ms for loading toasts. A success dismisses the error toasts
 * still on screen: they were about the attempt that has just succeeded (a form's failed submit
 * before its successful one), and an old "wrong code" beside "phone verified" only confuses.
 */
export function showBusToast({ kind, message, title }: AppEvents['toast']): string {
  const look = LOOK[kind] ?? LOOK.info;
  if (kind === 'success') {
    shownErrors.forEach((id) => notifications.hide(id));
    shownErrors.clear();
  }
  const id = notifications.show({
    title,
    message,
    color: look.color,
    icon: look.icon,
    loading: kind === 'loading',
    autoClose: kind === 'loading' ? TOAST.loadingDurationMs : TOAST.durationMs,
    withBorder: true,
    radius: 'md',
    onClose: () => void shownErrors.delete(id),
  });
  if (kind === 'error') shownErrors.add(id);
  return id;
}

/**
 * Where toasts stand so they cover nothing the player needs:
 * - desktop: top centre (the specification's place), but below the site header, so the header's
 *   buttons (balance, bell, account) stay usable. While a dialog is open, top right below the
 *   header instead: a tall dialog (sign-up, call request) starts near the top, and a toast in the
 *   centre would cover its title; the dialogs are centred and at most about 600 px wide, so the
 *   right-hand side beside them is free.
 * - mobile (900 px and below): bottom centre, above the bottom bar. At the top a toast would cover
 *   the whole header, or the title of a full-screen dialog; at the bottom it covers only page
 *   content the player scrolls anyway, and it is where phones put such messages.
 * The offsets are the kit's `.arc-toasts` rules (ui/src/styles.css), from the shell's header and
 * bottom-bar heights.
 */
/**
 * The toast stack: at most 5 (placed as above). Mantine has one transition duration for both
 * directions, so the 350 ms enter time is used; the 800 ms exit is not modelled.
 */
export function Toasts() {
  const mobile = useIsMobile();
  const dialogOpen = useOpenDialog() !== null;
  useEffect(() => {
    const sub = eventBus.on('toast').subscribe((toast) => void showBusToast(toast));
    return () => sub.unsubscribe();
  }, []);
  return (
    <Notifications
      position={mobile ? 'bottom-center' : dialogOpen ? 'top-right' : TOAST.position}
      className="arc-toasts"
      limit={TOAST.limit}
      autoClose={TOAST.durationMs}
      transitionDuration={TOAST.enterMs}
      containerWidth={420}
      zIndex={1000}
    />
  );
}
