export { contentPages, pageTitle } from './content-pages';
export { PagesListPage } from './pages-list-page';
export { PageView } from './page-view';
