export { RegisterDialog, REGISTER_CODE_MASK } from './components/register-dialog';
