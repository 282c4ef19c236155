/** Player protection in the deposit dialog: the steps before a first deposit, what is left of a limit, refusals. */
export { DepositChecks } from './components/deposit-checks';
export { DepositRefusalAlert } from './components/deposit-refusal-alert';
export { useReopenStep } from './hooks/use-settle-step';
export { depositRefusalOf, type DepositRefusal } from './lib/deposit-protection';
