import { Suspense, useEffect, useState } from 'react';
import { ActionIcon, Drawer, Indicator, Popover, Text, UnstyledButton } from '@arcadia/ui';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PANEL_HEIGHT_PX, useBehaviorSubject } from '@arcadia/shared';
import { badgeLabel, notifications$, unreadCount } from './notification-store';
import type { NotificationPanelProps } from './notification-panel';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { lazyExport } from '../../app/lazy-export';
import './texts';
import './notifications.css';

// The panel is a chunk of its own: a visitor never needs it, and a player only once the bell is
// there (it is fetched then, so the first click opens it at once).
const loadPanel = () => import(/* webpackChunkName: "notification-panel" */ './notification-panel');
const LazyPanel = lazyExport(loadPanel, 'NotificationPanel');

/** The panel, with a placeholder of its size while its code arrives. */
function NotificationPanel(props: NotificationPanelProps) {
  return (
    <Suspense fallback={<div className="arc-notif" style={{ height: props.height }} aria-busy />}>
      <LazyPanel {...props} />
    </Suspense>
  );
}

export interface NotificationBellProps {
  /** `popover`: desktop header (582 px panel); `sheet`: mobile bottom bar (full-height sheet). @default 'popover' */
  mode?: 'popover' | 'sheet';
}

function BellIcon({ count }: { count: number }) {
  return (
    <Indicator label={badgeLabel(count)} disabled={count === 0} size={18} color="red" offset={4} inline zIndex={2}>
      {/* re-keyed on every count change, so the shake animation plays again */}
      <span key={count} className="arc-bell" data-shake={count > 0 || undefined}>
        <IconBell size={22} stroke={1.8} />
      </span>
    </Indicator>
  );
}

/** The bell with the unread badge; opens the notification panel. */
export function NotificationBell({ mode = 'popover' }: NotificationBellProps) {
  const { t } = useTranslation('shell');
  const count = unreadCount(useBehaviorSubject(notifications$));
  const [opened, setOpened] = useState(false);
  useBodyScrollLock(opened && mode === 'popover');
  useEffect(() => {
    void loadPanel().catch(() => undefined);
  }, []);
  const label = t('notifications.open');

  if (mode === 'sheet') {
    return (
      <>
        <UnstyledButton className="arc-tab" onClick={() => setOpened(true)} aria-label={label}>
          <BellIcon count={count} />
          <Text span className="arc-tab__label">
            {t('notifications.title')}
          </Text>
        </UnstyledButton>
        <Drawer
          opened={opened}
          onClose={() => setOpened(false)}
          position="bottom"
          size="100%"
          padding={0}
          withCloseButton={false}
          title={null}
          classNames={{ body: 'arc-sheet__body' }}
        >
          <NotificationPanel height="100dvh" onClose={() => setOpened(false)} />
        </Drawer>
      </>
    );
  }

  return (
    <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="xl" radius="lg" offset={10} withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size={42} radius="xl" onClick={() => setOpened((o) => !o)} aria-label={label}>
          <BellIcon count={count} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} className="arc-notif__dropdown">
        <NotificationPanel height={NOTIFICATION_PANEL_HEIGHT_PX} onClose={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
