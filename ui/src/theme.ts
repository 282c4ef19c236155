import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Drawer,
  Modal,
  Paper,
  Popover,
  Skeleton,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Deep navy shading into purple: Mantine's dark scheme reads its surfaces from this scale. */
const dark: MantineColorsTuple = [
  '#e6e4f5',
  '#c3bfdf',
  '#9c97c2',
  '#77729f',
  '#4d4878',
  '#342f5e',
  '#231f48',
  '#18153a',
  '#110f2c',
  '#0b0a1f',
];

/** Gold/amber accents: buttons, highlights, the balance. */
const gold: MantineColorsTuple = [
  '#fff8e0',
  '#ffefc0',
  '#ffe08a',
  '#ffd153',
  '#ffc42b',
  '#ffbb12',
  '#f2ad00',
  '#d69700',
  '#be8500',
  '#a37100',
];

const violet: MantineColorsTuple = [
  '#f1ebff',
  '#dcd2fb',
  '#b6a1f3',
  '#8e6eec',
  '#6c43e5',
  '#5828e2',
  '#4d1ae1',
  '#3e0fc8',
  '#360cb4',
  '#2c079f',
];

export const theme = createTheme({
  primaryColor: 'gold',
  primaryShade: { light: 6, dark: 5 },
  colors: { dark, gold, violet },
  autoContrast: true,
  // Where white and black text contrast equally with a background (WCAG luminance 0.18): filled
  // buttons and badges get whichever reads better (white on teal was 3.9:1, under AA's 4.5:1).
  luminanceThreshold: 0.18,
  black: '#0b0a1f',
  // Inter (text) and Montserrat (headings) are self-hosted: app.tsx imports them with their Turkish glyphs.
  fontFamily:
    "'Inter Variable', 'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily: "'Montserrat Variable', 'Montserrat', 'Inter Variable', 'Segoe UI', system-ui, -apple-system, Arial, sans-serif",
    fontWeight: '800',
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  /** `xxl` (1920 px) is the carousel's three-slide breakpoint. */
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em', xxl: '120em' },
  shadows: {
    md: '0 8px 24px rgba(4, 3, 16, 0.45)',
    lg: '0 14px 40px rgba(4, 3, 16, 0.55)',
    xl: '0 24px 60px rgba(4, 3, 16, 0.65)',
  },
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'xl' }, styles: { root: { fontWeight: 700, letterSpacing: '0.01em' } } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { radius: 'xl' } }),
    Badge: Badge.extend({ defaultProps: { radius: 'sm' } }),
    Card: Card.extend({ defaultProps: { radius: 'lg', withBorder: true, bg: 'var(--arc-surface-1)' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Modal: Modal.extend({
      defaultProps: { radius: 'lg', centered: true, overlayProps: { backgroundOpacity: 0.7, blur: 4 } },
    }),
    Drawer: Drawer.extend({ defaultProps: { overlayProps: { backgroundOpacity: 0.6, blur: 3 } } }),
    Popover: Popover.extend({ defaultProps: { shadow: 'xl' } }),
    Skeleton: Skeleton.extend({ defaultProps: { radius: 'lg' } }),
  },
});

/** Darker body than Mantine's default dark surface, so cards stand out crisply. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-body': '#0d0b24',
    '--mantine-color-default': '#1a1740',
    '--mantine-color-default-hover': '#231f4f',
    '--mantine-color-default-border': '#2e2a5c',
  },
});
