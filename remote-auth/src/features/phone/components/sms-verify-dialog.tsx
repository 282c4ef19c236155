import { useState } from 'react';
import { Paper, Stack, ThemeIcon } from '@arcadia/ui';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readAuthData } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, fromApiPhone } from '../../ui-kit';
import { Celebration } from '../../celebration';
import { PhoneCodeSteps } from './phone-code-steps';
import classes from './phone.module.css';

/** SMS code mask of the SMS verify dialog: three pairs of digits. */
export const SMS_VERIFY_CODE_MASK = '99-99-99';

/**
 * Full-screen 'Phone Validation' dialog: step 1 phone, step 2 SMS code, then Congratulations with
 * a Close button (and the trial bonus offer when the player still has one to claim).
 */
export function SmsVerifyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [verified, setVerified] = useState(false);
  const [initialPhone] = useState(() => fromApiPhone(readAuthData()?.phone));

  return (
    <AuthModal title={t('smsVerify.title')} onClose={onClose} fullScreen>
      <Paper className={classes.card} maw={480} w="100%" mx="auto" p={{ base: 0, sm: 'xl' }} withBorder>
        {verified ? (
          <Celebration title={t('smsVerify.doneTitle')} message={t('smsVerify.doneText')} checkTrialBonus variant="close" />
        ) : (
          <Stack gap="lg">
            <ThemeIcon size={72} radius={36} variant="light" color="yellow" mx="auto">
              <IconDeviceMobileMessage size={40} />
            </ThemeIcon>
            <PhoneCodeSteps
              initialPhone={initialPhone}
              codeMask={SMS_VERIFY_CODE_MASK}
              intro={t('smsVerify.intro')}
              onVerified={() => setVerified(true)}
            />
          </Stack>
        )}
      </Paper>
    </AuthModal>
  );
}
