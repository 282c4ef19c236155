export { LoginDialog } from './components/login-dialog';
