export { SideMenuContent } from './side-menu';
export { SideMenuDrawer } from './side-menu-drawer';
export { menuOpen$, setMenuOpen, connectSideMenu } from './menu-state';
export { buildMenuGroups, CALL_REQUEST_APP_KEY, SOCIAL_KEYS, type MenuGroup } from './menu-data';
