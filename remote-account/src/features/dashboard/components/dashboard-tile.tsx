import type { ReactNode } from 'react';
import { Link } from '@arcadia/ui/router';
import { Text, ThemeIcon, UnstyledButton } from '@arcadia/ui';
import { IconChevronRight, type TablerIcon } from '@tabler/icons-react';
import classes from './dashboard.module.css';

interface DashboardTileProps {
  title: ReactNode;
  description: ReactNode;
  icon: TablerIcon;
  /** Mantine colour name of the icon and the hover glow. */
  color: string;
  /** Address of the dashboard page; without it the tile is a button calling `onClick`. */
  to?: string;
  onClick?: () => void;
}

/** One tile of the account hub: a link to a dashboard page or a button for an action. */
export function DashboardTile({ title, description, icon: Icon, color, to, onClick }: DashboardTileProps) {
  const content = (
    <>
      <ThemeIcon className={classes.tileIcon} size={48} radius="md" variant="light" color={color}>
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <div className={classes.tileText}>
        <Text fw={700} size="md" lh={1.3}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lh={1.35} mt={2}>
          {description}
        </Text>
      </div>
      <IconChevronRight className={classes.chevron} size={18} aria-hidden />
    </>
  );
  const style = { '--tile-color': `var(--mantine-color-${color}-5)` } as React.CSSProperties;
  if (to) {
    return (
      <UnstyledButton component={Link} to={to} className={classes.tile} style={style}>
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton type="button" onClick={onClick} className={classes.tile} style={style}>
      {content}
    </UnstyledButton>
  );
}
