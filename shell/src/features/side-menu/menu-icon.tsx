import {
  IconBallFootball,
  IconBroadcast,
  IconCards,
  IconDeviceGamepad2,
  IconDeviceTv,
  IconFileText,
  IconGift,
  IconInfoCircle,
  IconPhoneCall,
  IconPlaneTilt,
  IconShieldHeart,
  IconSlideshow,
  IconSpade,
  IconTicket,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  'live-casino': IconSpade,
  slots: IconCards,
  'live-betting': IconBroadcast,
  sports: IconBallFootball,
  aviator: IconPlaneTilt,
  bingo: IconTicket,
  games: IconDeviceGamepad2,
  'tv-bets': IconDeviceTv,
  'call-request': IconPhoneCall,
  promotions: IconGift,
  about: IconInfoCircle,
  contents: IconFileText,
  'responsible-gaming': IconShieldHeart,
};

/** The icon of a menu item by its `icon` key. */
export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || IconSlideshow;
  return <Icon size={20} stroke={1.7} />;
}
