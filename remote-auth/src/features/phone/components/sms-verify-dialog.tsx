import { useState } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readAuthData } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal, fromApiPhone } from '../../ui-kit';
import { Celebration } from '../../celebration';
import { PhoneCodeSteps } from './phone-code-steps';

/** SMS code mask of the SMS verify dialog (spec section 5). */
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
      <Box maw={460} mx="auto" pt={{ base: 'md', sm: 60 }}>
        {verified ? (
          <Celebration title={t('smsVerify.doneTitle')} message={t('smsVerify.doneText')} checkTrialBonus variant="close" />
        ) : (
          <PhoneCodeSteps
            initialPhone={initialPhone}
            codeMask={SMS_VERIFY_CODE_MASK}
            intro={t('smsVerify.intro')}
            onVerified={() => setVerified(true)}
          />
        )}
      </Box>
    </AuthModal>
  );
}
