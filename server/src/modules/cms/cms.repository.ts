/** SQL of the content module. Every function takes the executor (db or a transaction). */
import { sql } from 'kysely';
import type { LanguageCode } from '@arcadia/shared/core';
import type { Executor } from '../../db/connect.js';

/** Rows meant for every language have a null locale. */
const forLocale = (locale: LanguageCode) => sql<boolean>`(locale is null or locale = ${locale})`;

export function listLanguages(db: Executor) {
  return db.selectFrom('cms_languages').select(['code', 'name']).where('active', '=', true).orderBy('sort').orderBy('code').execute();
}

export function listSlides(db: Executor, locale: LanguageCode) {
  return db
    .selectFrom('cms_slides')
    .select(['id', 'slug', 'url', 'image_url', 'image_url_992', 'image_url_1200'])
    .where('active', '=', true)
    .where(forLocale(locale))
    .orderBy('slug')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listCategories(db: Executor) {
  return db.selectFrom('cms_categories').select(['id', 'name']).orderBy('id').execute();
}

export function listPublishedPages(db: Executor) {
  return db
    .selectFrom('cms_pages')
    .select(['id', 'category_id', 'title_tr', 'title_en', 'sort'])
    .where('published', '=', true)
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPublishedPage(db: Executor, id: number) {
  return db.selectFrom('cms_pages').selectAll().where('id', '=', id).where('published', '=', true).executeTakeFirst();
}

export function listCasinoCategories(db: Executor) {
  return db.selectFrom('cms_casino_categories').selectAll().orderBy('sort').orderBy('id').execute();
}

export function listTranslations(db: Executor) {
  return db.selectFrom('cms_translations').select(['locale', 'key', 'value']).orderBy('locale').orderBy('key').execute();
}

export function listSiteOptions(db: Executor) {
  return db.selectFrom('cms_site_options').select(['key', 'value', 'status']).orderBy('key').execute();
}

export function findActivePopup(db: Executor, locale: LanguageCode) {
  return db
    .selectFrom('cms_popups')
    .select(['id', 'url', 'image_url', 'image_url_992', 'image_url_1200'])
    .where('active', '=', true)
    .where(forLocale(locale))
    // A popup made for this language wins over one for every language; then the newest.
    .orderBy(sql`locale is null`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function listDomains(db: Executor) {
  return db.selectFrom('cms_domains').select(['kind', 'domain']).execute();
}

export function listJackpots(db: Executor) {
  return db.selectFrom('cms_jackpots').select(['provider', 'instance_name', 'level_stats', 'current_level_i']).orderBy('provider').orderBy('sort').orderBy('id').execute();
}

export function listActivePromotions(db: Executor) {
  return db.selectFrom('cms_promotions').selectAll().where('active', '=', true).orderBy('sort').orderBy('id').execute();
}
