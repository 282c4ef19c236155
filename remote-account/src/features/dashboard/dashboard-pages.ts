import {
  IconCashMinus,
  IconCashPlus,
  IconDeviceGamepad2,
  IconDevices,
  IconGift,
  IconId,
  IconKey,
  IconLogout,
  IconMessage2Check,
  IconReceipt2,
  IconShieldHeart,
  IconUserCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import { eventBus, openDialog } from '@arcadia/shared';

/** Text key under `account:pages.*`, `account:actions.*`. */
export type DashboardPageKey =
  | 'deposit'
  | 'withdraw'
  | 'gameHistory'
  | 'bonuses'
  | 'financialActivities'
  | 'sessionHistory'
  | 'account'
  | 'responsibleGaming'
  | 'verification';

export interface DashboardPage {
  key: DashboardPageKey;
  /** Path relative to `/dashboard`. */
  path: string;
  icon: TablerIcon;
  /** Mantine colour of the tile's icon. */
  color: string;
}

/** The dashboard routes, in tile order. */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  { key: 'deposit', path: 'deposit', icon: IconCashPlus, color: 'teal' },
  { key: 'withdraw', path: 'withdraw', icon: IconCashMinus, color: 'orange' },
  { key: 'gameHistory', path: 'game-history', icon: IconDeviceGamepad2, color: 'grape' },
  { key: 'bonuses', path: 'bonuses', icon: IconGift, color: 'yellow' },
  { key: 'financialActivities', path: 'financial-activities', icon: IconReceipt2, color: 'cyan' },
  { key: 'sessionHistory', path: 'session-history', icon: IconDevices, color: 'indigo' },
  { key: 'account', path: 'account', icon: IconUserCircle, color: 'pink' },
  { key: 'responsibleGaming', path: 'responsible-gaming', icon: IconShieldHeart, color: 'lime' },
  { key: 'verification', path: 'verification', icon: IconId, color: 'blue' },
];

export type DashboardActionKey = 'changePassword' | 'smsVerification' | 'logout';

export interface DashboardAction {
  key: DashboardActionKey;
  icon: TablerIcon;
  color: string;
  run: () => void;
}

/** Tiles that act instead of navigating: dialogs of remote-auth and the shell's logout, all over the bus. */
export const DASHBOARD_ACTIONS: readonly DashboardAction[] = [
  { key: 'changePassword', icon: IconKey, color: 'blue', run: () => openDialog('changePassword') },
  { key: 'smsVerification', icon: IconMessage2Check, color: 'green', run: () => openDialog('phoneVerification') },
  { key: 'logout', icon: IconLogout, color: 'red', run: () => eventBus.emit('auth:logout', { reason: 'user' }) },
];
