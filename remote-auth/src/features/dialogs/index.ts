export { AuthDialogs, AUTH_DIALOGS } from './auth-dialogs';
