import type { Bootstrap, ContentPageRef } from '@arcadia/shared';

/** Every page of every bootstrap category, once each, in category order. */
export function contentPages(bootstrap: Bootstrap | null): ContentPageRef[] {
  const seen = new Set<number>();
  const pages: ContentPageRef[] = [];
  for (const category of bootstrap?.categoryList ?? []) {
    for (const page of category.content ?? []) {
      if (seen.has(page.id)) continue;
      seen.add(page.id);
      pages.push(page);
    }
  }
  return pages;
}

/** A page's title from the bootstrap (breadcrumbs, before the page itself has loaded). */
export const pageTitle = (bootstrap: Bootstrap | null, id: number): string | undefined =>
  contentPages(bootstrap).find((p) => p.id === id)?.title;
