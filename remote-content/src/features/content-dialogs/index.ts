export { ContentDialogs } from './content-dialogs';
