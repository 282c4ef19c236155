import { useRef } from 'react';
import { Badge, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingBank, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { closeDialog, MOBILE_BREAKPOINT_PX, useOpenDialog } from '@arcadia/shared';
import { PAYMENTS_NS } from '../texts';

type PaymentDialog = 'deposit' | 'withdraw';

/**
 * Mounted once at the root of the shell: answers `openDialog('deposit' | 'withdraw')` with an
 * honest notice until payment methods exist. Full screen on mobile, medium otherwise.
 */
export function PaymentComingSoonDialogs() {
  const { t } = useTranslation(PAYMENTS_NS);
  const open = useOpenDialog();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const current: PaymentDialog | null = open?.dialog === 'deposit' || open?.dialog === 'withdraw' ? open.dialog : null;
  // Keep the last content while the modal animates out.
  const shown = useRef<{ kind: PaymentDialog; title?: string }>({ kind: 'deposit' });
  if (current) {
    const title = open?.props.title;
    shown.current = { kind: current, title: typeof title === 'string' && title ? title : undefined };
  }
  const { kind, title } = shown.current;
  const Icon = kind === 'deposit' ? IconWallet : IconBuildingBank;

  return (
    <Modal
      opened={current !== null}
      onClose={() => closeDialog(kind)}
      title={title ?? t(`comingSoon.${kind}.title`)}
      fullScreen={mobile}
      size="md"
      centered
      radius="lg"
    >
      <Stack align="center" ta="center" gap="md" py="lg">
        <ThemeIcon size={72} radius={24} variant="gradient" gradient={{ from: 'yellow.4', to: 'orange.7', deg: 135 }}>
          <Icon size={38} stroke={1.5} />
        </ThemeIcon>
        <Badge variant="light" color="yellow" radius="sm">
          {t('comingSoon.badge')}
        </Badge>
        <Title order={3}>{t(`comingSoon.${kind}.heading`)}</Title>
        <Text c="dimmed">{t(`comingSoon.${kind}.description`)}</Text>
        <Button color="yellow" c="dark.9" radius="md" mt="sm" onClick={() => closeDialog(kind)}>
          {t('comingSoon.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
