import type { SiteContent, ContentPageRef } from '@arcadia/shared';

/** Every page of every site-content category, once each, in category order. */
export function contentPages(siteContent: SiteContent | null): ContentPageRef[] {
  const seen = new Set<number>();
  const pages: ContentPageRef[] = [];
  for (const category of siteContent?.categoryList ?? []) {
    for (const page of category.content ?? []) {
      if (seen.has(page.id)) continue;
      seen.add(page.id);
      pages.push(page);
    }
  }
  return pages;
}

/** A page's title from the site content (breadcrumbs, before the page itself has loaded). */
export const pageTitle = (siteContent: SiteContent | null, id: number): string | undefined =>
  contentPages(siteContent).find((p) => p.id === id)?.title;
