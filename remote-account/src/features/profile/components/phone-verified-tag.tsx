import { Badge, Tooltip } from '@arcadia/ui';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '@arcadia/shared';
import { ACCOUNT_NS } from '../../../i18n';

/** The Verified / Not Verified tag of the phone; Not Verified opens the phone verification dialog. */
export function PhoneVerifiedTag({ verified }: { verified: boolean }) {
  const { t } = useTranslation(ACCOUNT_NS);
  if (verified) {
    return (
      <Badge color="teal" variant="light" radius="sm" leftSection={<IconCircleCheck size={14} />}>
        {t('profile.verified')}
      </Badge>
    );
  }
  return (
    <Tooltip label={t('profile.verifyHint')} withArrow>
      <Badge
        component="button"
        type="button"
        onClick={() => openDialog('phoneVerification')}
        color="red"
        variant="light"
        radius="sm"
        leftSection={<IconAlertTriangle size={14} />}
        style={{ cursor: 'pointer', border: 0 }}
      >
        {t('profile.notVerified')}
      </Badge>
    </Tooltip>
  );
}
