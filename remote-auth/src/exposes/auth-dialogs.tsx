// Exposed as `remote_auth/AuthDialogs`: a thin entry over the feature's public entry.
export { AuthDialogs as default } from '../features/dialogs';
