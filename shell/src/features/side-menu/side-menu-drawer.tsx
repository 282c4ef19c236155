import { Drawer, ScrollArea } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useBehaviorSubject } from '@arcadia/shared';
import { menuOpen$, setMenuOpen } from './menu-state';
import { SideMenuContent } from './side-menu';
import './texts';

export interface SideMenuDrawerProps {
  /** Brand shown in the drawer's title bar. */
  brand?: React.ReactNode;
}

/** The side menu as a drawer (the menu button shows at 1100 px and below); any item closes it. */
export function SideMenuDrawer({ brand }: SideMenuDrawerProps) {
  const { t } = useTranslation('shell');
  const opened = useBehaviorSubject(menuOpen$);
  const close = () => setMenuOpen(false);
  return (
    <Drawer
      opened={opened}
      onClose={close}
      size={300}
      padding={0}
      title={brand}
      closeButtonProps={{ 'aria-label': t('sideMenu.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
      classNames={{ header: 'arc-menu-drawer__header', content: 'arc-menu-drawer__content', body: 'arc-menu-drawer__body' }}
    >
      <SideMenuContent onItemClick={close} />
    </Drawer>
  );
}
