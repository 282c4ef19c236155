export { LoadError } from './load-error';
export { SectionCard } from './section-card';
export { ListPagination } from './list-pagination';
export { TableScroll } from './table-scroll';
export { PagedHistoryPage, type PagedHistoryPageProps, type PagedListQuery } from './paged-history-page';
export { parsePagedFilters, shiftDay, useUrlFilters, type PagedFilters, type UrlFilterOptions, type UrlFilterPatch, type UrlFilters } from './use-url-filters';
export { SkeletonRows } from './skeleton-rows';
