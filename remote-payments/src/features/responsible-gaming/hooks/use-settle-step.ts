import { useQueryClient } from '@tanstack/react-query';
import { responsibleGamingKeys, type ResponsibleGamingStatus } from '@arcadia/shared';
import type { DepositStep } from '../lib/deposit-protection';

type Step = Exclude<DepositStep, null>;

const patchOf = (step: Step, settled: boolean): Partial<ResponsibleGamingStatus> => (step === 'birthDate' ? { birthDateKnown: settled } : { depositLimitDecided: settled });

/**
 * After the date of birth is saved, or the deposit limit decided: the cached status learns it at
 * once (so the next step shows without waiting), then every player-protection query is fetched afresh.
 */
export function useSettleStep() {
  const queryClient = useQueryClient();
  return (step: Step) => {
    queryClient.setQueryData<ResponsibleGamingStatus>(responsibleGamingKeys.status, (status) => (status ? { ...status, ...patchOf(step, true) } : status));
    void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all });
  };
}

/**
 * A deposit the server refused because a step is missing: the dialog goes back to that step. The
 * refusal is the server's newest word, so the cached status takes it as it is (a status fetched
 * a moment earlier must not hide the step again); with no status cached it is read afresh.
 */
export function useReopenStep() {
  const queryClient = useQueryClient();
  return (step: Step) => {
    const status = queryClient.getQueryData<ResponsibleGamingStatus>(responsibleGamingKeys.status);
    if (status) queryClient.setQueryData<ResponsibleGamingStatus>(responsibleGamingKeys.status, { ...status, ...patchOf(step, false) });
    else void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.status });
  };
}
