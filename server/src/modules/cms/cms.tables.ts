import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0001 (content of the site). */
export interface CmsLanguagesTable { code: string; name: string; sort: number; active: ColumnType<boolean, boolean | undefined, boolean> }
export interface CmsCategoriesTable { id: number; name: string }
export interface CmsPagesTable {
  id: Generated<number>;
  category_id: number;
  title_tr: string;
  title_en: string;
  body_tr: string;
  body_en: string;
  sort: ColumnType<number, number | undefined, number>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface CmsSlidesTable {
  id: Generated<number>;
  slug: string;
  url: string | null;
  locale: string | null;
  image_url: string;
  image_url_992: string;
  image_url_1200: string;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface CmsCasinoCategoriesTable {
  id: number;
  name_tr: string;
  name_en: string;
  slug_list: ColumnType<string[], string, string>;
  image_url: string;
  sort: number;
}
export interface CmsTranslationsTable { locale: string; key: string; value: string }
export interface CmsSiteOptionsTable { key: string; value: string; status: ColumnType<boolean, boolean | undefined, boolean> }
export interface CmsPopupsTable {
  id: Generated<number>;
  url: string | null;
  locale: string | null;
  image_url: string;
  image_url_992: string;
  image_url_1200: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
export interface CmsDomainsTable { kind: 'current' | 'next'; domain: string }
export interface CmsJackpotsTable {
  id: Generated<number>;
  provider: 'egt' | 'site';
  instance_name: string;
  level_stats: ColumnType<{ level: string; value: number }[], string, string>;
  /** numeric: arrives as a string on both backends */
  current_level_i: ColumnType<string, number | string, number | string>;
  sort: number;
}
export interface CmsPromotionsTable {
  id: Generated<number>;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  image_url: string;
  detail_image_url: string;
  sort: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/database.js' {
  interface Database {
    cms_languages: CmsLanguagesTable;
    cms_categories: CmsCategoriesTable;
    cms_pages: CmsPagesTable;
    cms_slides: CmsSlidesTable;
    cms_casino_categories: CmsCasinoCategoriesTable;
    cms_translations: CmsTranslationsTable;
    cms_site_options: CmsSiteOptionsTable;
    cms_popups: CmsPopupsTable;
    cms_domains: CmsDomainsTable;
    cms_jackpots: CmsJackpotsTable;
    cms_promotions: CmsPromotionsTable;
  }
}
