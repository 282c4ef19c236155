import { useState } from 'react';
import { ActionIcon, Badge, Group, ScrollArea, Stack, Text, Title, UnstyledButton } from '@arcadia/ui';
import { IconArrowLeft, IconBellOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBehaviorSubject, type Notification } from '@arcadia/shared';
import { notifications$, readNotification, unreadCount } from './notification-store';
import { formatNotificationTime } from './format-notification-time';
import { NotificationTypeIcon } from './notification-type-icon';
import './texts';
import './notifications.css';

export interface NotificationPanelProps {
  /** Panel height: 582 px in the desktop popover, the full screen in the mobile sheet. */
  height: number | string;
  /** Closes the popover or sheet around the panel. */
  onClose?: () => void;
}

/** The notification list, sliding to a detail view of the opened one. */
export function NotificationPanel({ height, onClose }: NotificationPanelProps) {
  const { t, i18n } = useTranslation('shell');
  const list = useBehaviorSubject(notifications$);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [showDetail, setShowDetail] = useState(false);
  const detail = list.find((n) => n.id === detailId) ?? null;
  const unread = unreadCount(list);

  const open = (n: Notification) => {
    setDetailId(n.id);
    setShowDetail(true);
    if (!n.isRead) void readNotification(n.id);
  };

  return (
    <div className="arc-notif" style={{ height }} data-view={showDetail ? 'detail' : 'list'}>
      <div className="arc-notif__track">
        <section className="arc-notif__pane" aria-label={t('notifications.title')} inert={showDetail}>
          <Group className="arc-notif__head" justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Title order={4}>{t('notifications.title')}</Title>
              {unread > 0 && (
                <Badge color="red" variant="filled" size="sm">
                  {t('notifications.unread', { count: unread })}
                </Badge>
              )}
            </Group>
            {onClose && (
              <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('notifications.close')}>
                <IconX size={18} />
              </ActionIcon>
            )}
          </Group>
          {list.length === 0 ? (
            <Stack className="arc-notif__empty" align="center" justify="center" gap="sm">
              <IconBellOff size={44} stroke={1.3} />
              <Text ta="center" c="dimmed" maw={260}>
                {t('notifications.empty')}
              </Text>
            </Stack>
          ) : (
            <ScrollArea className="arc-notif__scroll" type="auto">
              <ul className="arc-notif__list">
                {list.map((n) => (
                  <li key={n.id}>
                    <UnstyledButton className="arc-notif__item" data-unread={!n.isRead || undefined} onClick={() => open(n)}>
                      <NotificationTypeIcon type={n.type} />
                      <div className="arc-notif__item-text">
                        <Text fw={n.isRead ? 500 : 700} size="sm" lineClamp={1}>
                          {n.title}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {n.note.replace(/<[^>]*>/g, ' ')}
                        </Text>
                        <Text size="xs" c="dimmed" className="arc-notif__time">
                          {formatNotificationTime(n.timeStamp, i18n.language)}
                        </Text>
                      </div>
                      {!n.isRead && <span className="arc-notif__dot" aria-hidden />}
                    </UnstyledButton>
                  </li>
                ))}
              </ul>
            </ScrollArea>
          )}
        </section>
        <section className="arc-notif__pane" aria-label={detail?.title ?? ''} inert={!showDetail}>
          <Group className="arc-notif__head" gap="xs" wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" onClick={() => setShowDetail(false)} aria-label={t('notifications.back')}>
              <IconArrowLeft size={20} />
            </ActionIcon>
            <Title order={4} lineClamp={1}>
              {detail?.title}
            </Title>
          </Group>
          {detail && (
            <ScrollArea className="arc-notif__scroll" type="auto">
              <Stack p="md" gap="md">
                <Group gap="sm">
                  <NotificationTypeIcon type={detail.type} />
                  <div>
                    <Text size="sm" fw={600}>
                      {t(`notifications.types.${detail.type}`, { defaultValue: t('notifications.types.5') })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatNotificationTime(detail.timeStamp, i18n.language)}
                    </Text>
                  </div>
                </Group>
                <Text className="arc-notif__note">{detail.note}</Text>
              </Stack>
            </ScrollArea>
          )}
        </section>
      </div>
    </div>
  );
}
