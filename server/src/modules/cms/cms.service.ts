/** Builds the answers of the content endpoints from the repository, in the request's language. */
import { LANGUAGES, type SiteContent, type ContentPage, type JackpotCard, type LanguageCode, type Promotion } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';
import * as repo from './cms.repository.js';
import { sanitizeContent } from './sanitize.js';

const pick = <T extends Record<string, unknown>>(row: T, field: string, locale: LanguageCode): string => String(row[`${field}_${locale}`] ?? row[`${field}_tr`] ?? '');

const toJackpotCard = (row: { instance_name: string; level_stats: { level: string; value: number }[]; current_level_i: string }): JackpotCard => ({
  instanceName: row.instance_name,
  levelStats: row.level_stats.map((l) => ({ level: l.level, value: Number(l.value) })),
  currentLevelI: Number(row.current_level_i),
});

/**
 * `GET cms/grouped`: the siteContent, the site content the front end stores at start-up.
 * `configuredOptions` come from the server's configuration (e.g. the sportsbook frames' addresses,
 * which anonymous visitors need before any login answers them); an option the operator stored
 * under the same key wins.
 */
export async function buildSiteContent(db: Executor, locale: LanguageCode, configuredOptions: SiteContent['siteOption'] = []): Promise<SiteContent> {
  const [slides, categories, pages, casinoCategories, languages, translations, siteOptions, popup, domains, jackpots] = await Promise.all([
    repo.listSlides(db, locale),
    repo.listCategories(db),
    repo.listPublishedPages(db),
    repo.listCasinoCategories(db),
    repo.listLanguages(db),
    repo.listTranslations(db),
    repo.listSiteOptions(db),
    repo.findActivePopup(db, locale),
    repo.listDomains(db),
    repo.listJackpots(db),
  ]);

  const translationList = Object.fromEntries(LANGUAGES.map((l) => [l, [] as { key: string; value: string }[]])) as SiteContent['translationList'];
  for (const t of translations) {
    if ((LANGUAGES as readonly string[]).includes(t.locale)) translationList[t.locale as LanguageCode].push({ key: t.key, value: t.value });
  }

  return {
    sliderList: slides.map((s) => ({
      slug: s.slug,
      url: s.url,
      images: [{ url: s.image_url }, { url: s.image_url_992 }, { url: s.image_url_1200 }],
    })),
    categoryList: categories.map((c) => ({
      id: c.id,
      content: pages.filter((p) => p.category_id === c.id).map((p) => ({ id: p.id, title: pick(p, 'title', locale) })),
    })),
    casinoCategoryList: casinoCategories.map((c) => ({ id: c.id, name: pick(c, 'name', locale), slugList: c.slug_list, imageUrl: c.image_url })),
    language: { languages: languages.map((l) => ({ code: l.code, name: l.name })), locale },
    translationList,
    siteOption: [
      ...siteOptions.map((o) => ({ key: o.key, value: o.value, status: o.status })),
      ...configuredOptions.filter((o) => !siteOptions.some((stored) => stored.key === o.key)),
    ],
    popup: popup ? { images: [{ url: popup.image_url }, { url: popup.image_url_992 }, { url: popup.image_url_1200 }], url: popup.url } : null,
    domainStatus: {
      current: domains.find((d) => d.kind === 'current')?.domain ?? null,
      next: domains.find((d) => d.kind === 'next')?.domain ?? null,
    },
    egtJackpotCards: jackpots.filter((j) => j.provider === 'egt').map(toJackpotCard),
    jackpotCards: jackpots.filter((j) => j.provider === 'site').map(toJackpotCard),
  };
}

export async function getPage(db: Executor, id: number, locale: LanguageCode): Promise<ContentPage | null> {
  const page = await repo.findPublishedPage(db, id);
  if (!page) return null;
  return { id: page.id, title: pick(page, 'title', locale), body: sanitizeContent(pick(page, 'body', locale)), categoryId: page.category_id };
}

export async function listPages(db: Executor, locale: LanguageCode): Promise<{ id: number; title: string; categoryId: number }[]> {
  const pages = await repo.listPublishedPages(db);
  return pages.map((p) => ({ id: p.id, title: pick(p, 'title', locale), categoryId: p.category_id }));
}

export async function listPromotions(db: Executor, locale: LanguageCode): Promise<Promotion[]> {
  const rows = await repo.listActivePromotions(db);
  return rows.map((p) => ({
    id: p.id,
    title: pick(p, 'title', locale),
    imageUrl: p.image_url,
    detailImageUrl: p.detail_image_url,
    description: sanitizeContent(pick(p, 'description', locale)),
  }));
}
