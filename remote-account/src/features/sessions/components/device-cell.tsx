import { Group, Text, Tooltip } from '@arcadia/ui';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../../i18n';
import type { PlayerSession } from '@arcadia/shared';
import { isMobileDevice } from '../session-display';

/** The device's short name with its icon; the full user agent on hover. */
export function DeviceCell({ session }: { session: PlayerSession }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const Icon = isMobileDevice(session) ? IconDeviceMobile : IconDeviceDesktop;
  const label = session.device || t('sessions.unknownDevice');
  return (
    <Tooltip label={session.userAgent || label} withArrow multiline maw={360} disabled={!session.userAgent}>
      <Group gap={8} wrap="nowrap" miw={0}>
        <Icon size={18} stroke={1.6} color="var(--mantine-color-dark-1)" style={{ flex: 'none' }} aria-hidden />
        <Text size="sm" truncate="end">
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
