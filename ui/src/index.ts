/**
 * `@arcadia/ui`: what the shell paints first (layout, type, buttons, the header's overlays) and the
 * theme. One instance per page: the shell provides it, remotes use the shell's (Mantine keeps its
 * theme in React context, so a second copy would render unthemed or throw).
 *
 * The rest of the kit is split into entry points loaded on first use, so the home page never
 * downloads them: `@arcadia/ui/forms` (inputs), `@arcadia/ui/display` (tables, tabs, data),
 * `@arcadia/ui/carousel`, `@arcadia/ui/charts`; `@arcadia/ui/router` holds the router's names (shared, needed at first paint),
 * and `@arcadia/ui/hooks` Mantine's stateless hooks and form state (bundled into each build).
 *
 * Growing the kit: add the name to the entry that first needs it, bump this package's version
 * (minor), deploy the shell, then the remote that uses it (its `requiredVersion` asks for it).
 */
export {
  ActionIcon,
  Affix,
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Center,
  CloseButton,
  Collapse,
  Container,
  Divider,
  Drawer,
  Flex,
  Group,
  Image,
  Indicator,
  Loader,
  MantineProvider,
  Modal,
  NavLink,
  Overlay,
  Paper,
  Popover,
  Portal,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Space,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  Transition,
  UnstyledButton,
  VisuallyHidden,
  createTheme,
  rem,
  useMantineTheme,
} from '@mantine/core';
export { Notifications, notifications } from '@mantine/notifications';
// Types cost nothing at run time: every Mantine prop and theme type is available.
export type * from '@mantine/core';
export type { NotificationData } from '@mantine/notifications';
export { cssVariablesResolver, theme } from './theme';
// The site's own pieces that several remotes show.
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
export { goldButton } from './gold-button';
