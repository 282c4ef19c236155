export { PagesListPage } from './pages-list-page';
export { PageView } from './page-view';
export { contentPages, pageTitle } from './content-pages';
