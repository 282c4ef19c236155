import type { ReactNode } from 'react';
import { Box, Text } from '@arcadia/ui';

interface PageSectionProps {
  /** The heading's id, which names the region. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A section of the page: a landmark named by its heading, so it can be found by its name. */
export function PageSection({ id, title, children }: PageSectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Text id={id} component="h2" size="xs" tt="uppercase" fw={700} c="dimmed" lts={1} m={0} mb="sm">
        {title}
      </Text>
      {children}
    </Box>
  );
}
