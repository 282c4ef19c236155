export { contentPages, pageTitle } from './content-pages';
