import { useEffect } from 'react';
import { Notifications, notifications } from '@arcadia/ui';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { eventBus } from '../bus/event-bus';
import type { AppEvents, ToastKind } from '../contract/events';
import { TOAST } from '../config/constants';

const LOOK: Record<ToastKind, { color: string; icon: React.ReactNode | null }> = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'orange', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
  loading: { color: 'gold', icon: null },
};

/** Shows one bus `toast`: 4000 ms, 30000 ms for loading toasts. */
export function showBusToast({ kind, message, title }: AppEvents['toast']): string {
  const look = LOOK[kind] ?? LOOK.info;
  return notifications.show({
    title,
    message,
    color: look.color,
    icon: look.icon,
    loading: kind === 'loading',
    autoClose: kind === 'loading' ? TOAST.loadingDurationMs : TOAST.durationMs,
    withBorder: true,
    radius: 'md',
  });
}

/**
 * The toast stack: at most 5 at the top centre. Mantine has one transition duration for both
 * directions, so the 350 ms enter time is used; the 800 ms exit is not modelled.
 */
export function Toasts() {
  useEffect(() => {
    const sub = eventBus.on('toast').subscribe((toast) => void showBusToast(toast));
    return () => sub.unsubscribe();
  }, []);
  return (
    <Notifications
      position={TOAST.position}
      limit={TOAST.limit}
      autoClose={TOAST.durationMs}
      transitionDuration={TOAST.enterMs}
      containerWidth={420}
      zIndex={1000}
    />
  );
}
