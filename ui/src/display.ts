/**
 * `@arcadia/ui/display`: data and content components for lobbies and dashboard pages (tables, tabs,
 * paging, alerts). Shared like `@arcadia/ui` and loaded on first use.
 */
export {
  Accordion,
  Alert,
  Avatar,
  Blockquote,
  Code,
  EmptyState,
  Grid,
  HoverCard,
  Kbd,
  List,
  Menu,
  Pagination,
  Progress,
  RingProgress,
  Spoiler,
  Table,
  Tabs,
  Timeline,
} from '@mantine/core';

/** A list or section that failed to load, with a retry (the site's own, built of the names above). */
export { LoadError, type LoadErrorProps } from './load-error';
