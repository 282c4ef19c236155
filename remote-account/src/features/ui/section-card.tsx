import type { ReactNode } from 'react';
import { Group, Paper, Text, type PaperProps } from '@arcadia/ui';

interface SectionCardProps extends PaperProps {
  /** Small upper-case heading of the card. */
  title?: ReactNode;
  /** Shown at the right of the heading (a count, a button). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The bordered dark card the account pages are built from. */
export function SectionCard({ title, aside, children, style, ...props }: SectionCardProps) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      {...props}
      style={{
        border: '1px solid var(--mantine-color-dark-4)',
        background: 'linear-gradient(160deg, var(--mantine-color-dark-6) 0%, var(--mantine-color-dark-7) 100%)',
        ...(style as React.CSSProperties | undefined),
      }}
    >
      {title || aside ? (
        <Group justify="space-between" mb="xs" gap="sm">
          {title ? (
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={1} component="h2" m={0}>
              {title}
            </Text>
          ) : null}
          {aside}
        </Group>
      ) : null}
      {children}
    </Paper>
  );
}
