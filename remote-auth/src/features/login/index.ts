export { LoginDialog } from './components/login-dialog';
export { rememberUsernameForLogin } from './lib/remembered-username';
