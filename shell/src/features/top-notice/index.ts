export { TopNotice } from './top-notice';
