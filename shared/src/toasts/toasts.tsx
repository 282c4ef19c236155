import { useEffect, useRef, type ComponentProps } from 'react';
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
export function showBusToast({ kind, message, title }: AppEvents['toast'], position?: ToastPosition): string {
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
    // Its own place, kept until it goes: a stack moved when a dialog closes showed the toast twice,
    // leaving one corner and entering another.
    position,
    onClose: () => void shownErrors.delete(id),
  });
  if (kind === 'error') shownErrors.add(id);
  return id;
}

type ToastPosition = NonNullable<ComponentProps<typeof Notifications>['position']>;

/** The stack's width and its margin from the window's edge and from a dialog. */
const STACK_WIDTH = 420;
const STACK_MARGIN = 16;

/** The boxes of the modal dialogs on screen, whoever opened them (Mantine's modal content). */
function openDialogBoxes(): DOMRect[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.mantine-Modal-content, [role="dialog"][aria-modal="true"]'))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Where toasts stand so they cover nothing the player needs, above all never a dialog's close button:
 * - mobile (900 px and below): bottom centre, above the bottom bar. At the top a toast would cover
 *   the whole header, or the title and close button of a full-screen dialog; at the bottom it covers
 *   only page content the player scrolls anyway, and it is where phones put such messages.
 * - desktop without a dialog: top centre (the specification's place), but below the site header, so
 *   the header's buttons (balance, bell, account) stay usable.
 * - desktop with a dialog: top right below the header when the stack fits beside the dialog (a tall
 *   dialog starts near the top, and a toast in the centre would cover its title and its close
 *   button); when it does not fit (a wide dialog such as sign-up with its picture, a narrow
 *   window, a full-screen game or form), bottom right: a dialog's close button is at its top.
 * The offsets are the kit's `.arc-toasts` rules (ui/src/styles.css), from the shell's header and
 * bottom-bar heights.
 */
export function toastPlacement(mobile: boolean, dialogOpen: boolean): ToastPosition {
  if (mobile) return 'bottom-center';
  const dialogs = openDialogBoxes();
  if (!dialogOpen && dialogs.length === 0) return TOAST.position;
  const freeOnTheRight = Math.min(Infinity, ...dialogs.map((box) => window.innerWidth - box.right));
  return freeOnTheRight >= STACK_WIDTH + 2 * STACK_MARGIN ? 'top-right' : 'bottom-right';
}

/**
 * The toast stack: at most 5, each placed as above when it comes and kept there until it goes (a
 * stack that moved with the dialogs showed a toast twice, leaving one corner and entering another).
 * Mantine has one transition duration for both directions, so the 350 ms enter time is used; the
 * 800 ms exit is not modelled.
 */
export function Toasts() {
  const mobile = useIsMobile();
  const dialogOpen = useOpenDialog() !== null;
  const placement = useRef({ mobile, dialogOpen });
  placement.current = { mobile, dialogOpen };
  useEffect(() => {
    const sub = eventBus.on('toast').subscribe((toast) => showBusToast(toast, toastPlacement(placement.current.mobile, placement.current.dialogOpen)));
    return () => sub.unsubscribe();
  }, []);
  return (
    <Notifications
      position={TOAST.position}
      className="arc-toasts"
      limit={TOAST.limit}
      autoClose={TOAST.durationMs}
      transitionDuration={TOAST.enterMs}
      containerWidth={STACK_WIDTH}
      zIndex={1000}
    />
  );
}
