export { Header, searchTarget, type HeaderProps } from './header';
export { BottomBar } from './bottom-bar';
export { Logo, type LogoProps } from './logo';
export { useHeaderHidden } from './use-header-hidden';
