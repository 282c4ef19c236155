export { CallRequestDialog } from './components/call-request-dialog';
