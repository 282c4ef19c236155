import { useId, type ComponentType, type ReactNode } from 'react';
import { Badge, Paper, Stack, Text, ThemeIcon, Title, type MantineColor } from '@arcadia/ui';

export interface ComingSoonProps {
  /** The section's icon (a Tabler icon). */
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Accent of the icon, the badge and the glow. @default 'yellow' */
  color?: MantineColor;
  /** The small label above the title, e.g. 'Coming soon'. */
  badge: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Level of the title: 1 for a page of its own, 2 inside a page, 3 in a dialog. @default 1 */
  order?: 1 | 2 | 3;
  /**
   * A framed section with the accent's glow (a page); false for a bare notice inside a frame the
   * caller already draws (a dialog). @default true
   */
  framed?: boolean;
  /** Shown under the description: what is being prepared (chips), then the way out (a button). */
  children?: ReactNode;
}

/**
 * The honest placeholder of a part of the site that a later release brings: icon, badge, title and
 * description, the same in every remote (a page, a dashboard panel or a dialog).
 */
export function ComingSoon({ icon: Icon, color = 'yellow', badge, title, description, order = 1, framed = true, children }: ComingSoonProps) {
  const titleId = useId();
  const large = order === 1;
  const notice = (
    <Stack align="center" ta="center" gap={large ? 'lg' : 'md'} maw={large ? undefined : 520} mx="auto">
      <ThemeIcon size={large ? 88 : 72} radius={large ? 28 : 24} variant="gradient" gradient={{ from: `${color}.4`, to: `${color}.8`, deg: 135 }}>
        <Icon size={large ? 46 : 38} stroke={1.5} />
      </ThemeIcon>
      <Badge size="lg" variant="light" color={color} radius="sm">
        {badge}
      </Badge>
      <Title id={titleId} order={order} fz={large ? { base: 28, sm: 40 } : { base: 20, sm: 24 }} lh={1.15}>
        {title}
      </Title>
      <Text c="dimmed" size={large ? 'lg' : 'md'} maw={560}>
        {description}
      </Text>
      {children}
    </Stack>
  );
  if (!framed) return notice;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="xl"
      p={{ base: 'xl', sm: 56 }}
      style={{
        border: '1px solid rgba(255, 255, 255, 0.07)',
        background: `radial-gradient(120% 90% at 50% 0%, color-mix(in srgb, var(--mantine-color-${color}-filled) 16%, transparent) 0%, transparent 60%), var(--mantine-color-dark-7)`,
      }}
    >
      {notice}
    </Paper>
  );
}
