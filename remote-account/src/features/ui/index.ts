export { LoadError } from './load-error';
export { SectionCard } from './section-card';
export { ListPagination } from './list-pagination';
export { TableScroll } from './table-scroll';
