import { useResponsibleGamingStatus } from '@arcadia/shared';
import type { ReactNode } from 'react';
import { Center, Loader, Stack } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../../i18n';
import { useSettleStep } from '../hooks/use-settle-step';
import { pendingStepOf, runningExclusion } from '../lib/deposit-protection';
import { BirthDateStep } from './birth-date-step';
import { DepositLimitLeft } from './deposit-limit-left';
import { DepositLimitStep } from './deposit-limit-step';
import { ExclusionNotice } from './exclusion-notice';

interface DepositChecksProps {
  /** The usual content of the deposit dialog: the methods, or a method's form. */
  children: ReactNode;
}

/**
 * What the deposit dialog asks before any deposit: the date of birth when it is not on record, then
 * a deposit limit (or the confirmed choice of none) when the player has not decided. Once both are
 * settled it shows the usual content, under what is left of the tightest deposit limit and the way
 * to the limits page. While an exclusion (a time-out, a self-exclusion) runs it lists no methods:
 * it says until when, and offers the withdrawal. When the status cannot be read the usual content shows: the server refuses
 * a deposit the player may not make, and the refusal brings the step back.
 */
export function DepositChecks({ children }: DepositChecksProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const status = useResponsibleGamingStatus();
  const settle = useSettleStep();

  if (status.isPending) {
    return (
      <Center mih={220} role="status" aria-busy="true" aria-label={t('protection.loading')}>
        <Loader color="yellow" type="dots" />
      </Center>
    );
  }
  if (!status.data) return <>{children}</>;

  const exclusion = runningExclusion(status.data.exclusion);
  if (exclusion) return <ExclusionNotice exclusion={exclusion} />;
  const step = pendingStepOf(status.data);
  if (step === 'birthDate') return <BirthDateStep onSaved={() => settle('birthDate')} />;
  if (step === 'limit') return <DepositLimitStep onDecided={() => settle('limit')} />;
  return (
    <Stack gap="md">
      <DepositLimitLeft limits={status.data.limits} />
      {children}
    </Stack>
  );
}
