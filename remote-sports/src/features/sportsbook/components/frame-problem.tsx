import { Button, Group, Stack, Text, ThemeIcon } from '@arcadia/ui';
import { IconLogin2, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@arcadia/shared';
import { SPORTS_NS } from '../../../i18n';

export interface FrameProblemProps {
  /** `failed`: the frame did not answer in time; `unavailable`: no address is known for it. */
  kind: 'failed' | 'unavailable';
  signedIn: boolean;
  onRetry: () => void;
}

/** Why the sportsbook is not shown, in the frame's place, with a way forward. */
export function FrameProblem({ kind, signedIn, onRetry }: FrameProblemProps) {
  const { t } = useTranslation(SPORTS_NS);
  const title = kind === 'failed' ? t('failed.title') : t('unavailable.title');
  const description =
    kind === 'failed' ? t('failed.description') : signedIn ? t('unavailable.signedIn') : t('unavailable.anonymous');
  return (
    <Stack className="arc-sportsbook__cover" align="center" justify="center" gap="sm" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
        <IconPlugConnectedX size={30} />
      </ThemeIcon>
      <Text fw={800} size="lg" ta="center">
        {title}
      </Text>
      <Text c="dimmed" size="sm" ta="center" maw={440}>
        {description}
      </Text>
      <Group justify="center" gap="xs" mt={4}>
        {kind === 'unavailable' && !signedIn ? (
          <Button color="yellow" c="dark.9" radius="md" leftSection={<IconLogin2 size={16} aria-hidden />} onClick={() => openDialog('login')}>
            {t('login')}
          </Button>
        ) : null}
        <Button variant="light" color="yellow" radius="md" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Stack>
  );
}
