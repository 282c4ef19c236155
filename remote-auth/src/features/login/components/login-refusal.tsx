import { Group, Paper, Text } from '@arcadia/ui';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Why the server refused the login, inside the dialog beside the fields it is about: a wrong
 * password with the tries left before the lock, or the lock with how long it lasts.
 */
export function LoginRefusal({ message }: { message: string }) {
  return (
    <Paper role="alert" withBorder radius="md" p="sm" bg="rgba(224, 49, 49, 0.12)" style={{ borderColor: 'var(--mantine-color-red-8)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={18} color="var(--mantine-color-red-4)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm" c="red.2">
          {message}
        </Text>
      </Group>
    </Paper>
  );
}
