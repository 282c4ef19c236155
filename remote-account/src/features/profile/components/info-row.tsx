import type { ReactNode } from 'react';
import { Badge, Box, Group, Skeleton, Stack, Text } from '@arcadia/ui';
import type { TablerIcon } from '@tabler/icons-react';

interface InfoRowProps {
  label: ReactNode;
  icon: TablerIcon;
  /** Show a placeholder of the same height instead of the value. */
  loading?: boolean;
  /** Set when the row is the last of its card (no divider below). */
  last?: boolean;
  /** 2 when the value is a text line above a tag, so the placeholder takes the same height. @default 1 */
  lines?: 1 | 2;
  children?: ReactNode;
}

/** One labelled value of the account page; a fixed height so loading and loaded rows line up exactly. */
export function InfoRow({ label, icon: Icon, loading, last, lines = 1, children }: InfoRowProps) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      mih={54}
      py={8}
      style={last ? undefined : { borderBottom: '1px solid var(--mantine-color-dark-5)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
        <Icon size={18} stroke={1.6} color="var(--mantine-color-dark-2)" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Box ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {loading ? (
          // Placeholders built from the same text and tag as the value, so heights match to the pixel.
          <Stack gap={6} align="flex-end">
            <Skeleton visible w={140} radius="sm">
              <Text size="sm" fw={600}>
                &nbsp;
              </Text>
            </Skeleton>
            {lines === 2 ? (
              <Skeleton visible w={96} radius="sm" style={{ display: 'flex' }}>
                <Badge radius="sm">&nbsp;</Badge>
              </Skeleton>
            ) : null}
          </Stack>
        ) : (
          children
        )}
      </Box>
    </Group>
  );
}
