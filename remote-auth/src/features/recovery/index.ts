export { RecoveryDialog, RecoveryStep } from './components/recovery-dialog';
