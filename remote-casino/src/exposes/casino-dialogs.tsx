// Exposed as `remote_casino/CasinoDialogs` (mounted by the shell once one of its dialogs opens): a thin entry over the feature.
export { CasinoDialogs as default } from '../features/launch';
