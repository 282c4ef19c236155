import { ThemeIcon } from '@arcadia/ui';
import { IconArrowDown, IconArrowUp, IconGift, IconInfoCircle } from '@tabler/icons-react';
import { NotificationType } from '@arcadia/shared';

const ICONS = {
  [NotificationType.Bonus]: { Icon: IconGift, color: 'grape', name: 'gift' },
  [NotificationType.Deposit]: { Icon: IconArrowUp, color: 'teal', name: 'deposit' },
  [NotificationType.Withdraw]: { Icon: IconArrowDown, color: 'orange', name: 'withdraw' },
} as const;
const SYSTEM = { Icon: IconInfoCircle, color: 'blue', name: 'system' } as const;

/** Bonus: gift, Deposit: up arrow, Withdraw: down arrow, every other type: a system icon. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { Icon, color, name } = ICONS[type as keyof typeof ICONS] ?? SYSTEM;
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size={38} data-icon={name} aria-hidden>
      <Icon size={20} stroke={1.8} />
    </ThemeIcon>
  );
}
