export { NotificationBell, type NotificationBellProps } from './notification-bell';
export {
  notifications$,
  fetchNotifications,
  readNotification,
  connectNotifications,
  unreadCount,
  badgeLabel,
} from './notification-store';
export { formatNotificationTime } from './format-notification-time';
