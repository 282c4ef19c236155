import { Alert, Button, Group, Stack, Text, type MantineRadius } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export interface LoadErrorProps {
  /** What failed to load, in the player's words. */
  title: string;
  /** The server's (or the client's) message. */
  message: string;
  /** The retry button's text, in the player's language. */
  retryLabel: string;
  onRetry: () => void;
  /** The message and the button on one line (a page section) rather than one under the other (a list in a dialog). @default false */
  inline?: boolean;
  /** @default 'md' */
  radius?: MantineRadius;
}

/** Something that failed to load: the reason and a way to try again. */
export function LoadError({ title, message, retryLabel, onRetry, inline = false, radius = 'md' }: LoadErrorProps) {
  const content = (
    <>
      <Text size="sm">{message}</Text>
      <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
  return (
    <Alert color="red" variant="light" radius={radius} icon={<IconAlertTriangle size={20} />} title={title} role="alert">
      {inline ? (
        <Group justify="space-between" gap="sm">
          {content}
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          {content}
        </Stack>
      )}
    </Alert>
  );
}
