import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arcadia/shared';
import { AUTH_NS } from '../../../i18n';
import { AuthModal } from '../../ui-kit';
import { PhoneCodeSteps } from '../../phone';
import { Celebration } from '../../celebration';
import { RegisterForm, type Registered } from './register-form';
import { RegisterSideImage } from './register-side-image';

/** SMS code mask of the registration flow: three pairs of digits. */
export const REGISTER_CODE_MASK = '99 99 99';

type Stage =
  | { kind: 'form' }
  | { kind: 'phone'; phone: string }
  | { kind: 'celebration'; checkTrialBonus: boolean; message: string };

/**
 * Registration dialog and what follows it: form → phone
 * verification when the trial bonus was ticked (the code is sent at once; the verification credits
 * the bonus) → Congratulations.
 * Without the tick the trial bonus amount is 0 and Congratulations follows the form directly.
 */
export function RegisterDialog({ onClose, fast = false }: { onClose: () => void; fast?: boolean }) {
  const { t } = useTranslation(AUTH_NS);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });

  const onRegistered = ({ phone, trialBonus }: Registered) =>
    setStage(trialBonus ? { kind: 'phone', phone } : { kind: 'celebration', checkTrialBonus: false, message: t('celebration.registered') });

  // The frame names the stage: the form, the phone check, then the sign-up done (never "Sign Up" again).
  const title =
    stage.kind === 'phone' ? t('phone.title') : stage.kind === 'celebration' ? t('register.completeTitle') : t(fast ? 'register.fastTitle' : 'register.title');

  return (
    <AuthModal title={title} onClose={onClose} size={fast ? 860 : 980} minHeight={fast ? 600 : 660} aside={<RegisterSideImage fast={fast} />}>
      {stage.kind === 'form' && <RegisterForm fast={fast} onRegistered={onRegistered} />}
      {stage.kind === 'phone' && (
        <PhoneCodeSteps
          initialPhone={stage.phone}
          initiallyLocked
          sendOnMount
          showSkip
          codeMask={REGISTER_CODE_MASK}
          intro={t('phone.intro')}
          onVerified={({ trialBonus }) =>
            // Ticked at sign-up, the trial bonus came with the verification; otherwise the celebration still offers it.
            setStage(
              trialBonus
                ? { kind: 'celebration', checkTrialBonus: false, message: t('celebration.bonusCredited', { amount: formatMoney(trialBonus.amount) }) }
                : { kind: 'celebration', checkTrialBonus: true, message: t('celebration.verified') },
            )
          }
        />
      )}
      {stage.kind === 'celebration' && (
        <Celebration message={stage.message} checkTrialBonus={stage.checkTrialBonus} />
      )}
    </AuthModal>
  );
}
