import { sql } from 'kysely';
import { LANGUAGES } from '@arcadia/shared/core';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { Database } from '../../db/database.js';
import { seedPages } from './seed/pages.js';
import {
  popupImages,
  promotionImages,
  seedCasinoCategories,
  seedCategories,
  seedDomains,
  seedJackpots,
  seedLanguages,
  seedPopup,
  seedPromotions,
  seedSiteOptions,
  seedSlides,
  seedTranslations,
  slideImages,
} from './seed/content.js';

/** Taken while seeding so two instances starting on one empty PostgreSQL database do not both seed. */
const SEED_LOCK_KEY = 7_263_002;

/** Puts the demo content into an empty database; does nothing when content exists. Returns whether it seeded. */
export async function seedCmsIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('cms_languages').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return false;
    await insertContent(trx);
    return true;
  });
}

async function insertContent(trx: Executor) {
  await trx.insertInto('cms_languages').values(seedLanguages).execute();
  await trx.insertInto('cms_categories').values(seedCategories).execute();
  await trx
    .insertInto('cms_pages')
    .values(
      seedPages.map((p) => ({
        id: p.id,
        category_id: p.categoryId,
        sort: p.sort,
        title_tr: p.title.tr,
        title_en: p.title.en,
        body_tr: p.body.tr,
        body_en: p.body.en,
      })),
    )
    .execute();
  // Pages were inserted with their ids (page 3 is About Us); new pages continue after them.
  await sql`select setval(pg_get_serial_sequence('cms_pages', 'id'), (select max(id) from cms_pages))`.execute(trx);

  const slides = LANGUAGES.flatMap((locale) =>
    seedSlides.map((s, i) => {
      const [image, image992, image1200] = slideImages(s.name, locale);
      return { slug: s.slug, url: s.url, locale, image_url: image, image_url_992: image992, image_url_1200: image1200, sort: i + 1 };
    }),
  );
  await trx.insertInto('cms_slides').values(slides).execute();

  await trx
    .insertInto('cms_casino_categories')
    .values(seedCasinoCategories.map((c) => ({ id: c.id, name_tr: c.name.tr, name_en: c.name.en, slug_list: JSON.stringify(c.slugs), image_url: c.imageUrl, sort: c.sort })))
    .execute();
  await trx.insertInto('cms_translations').values(seedTranslations).execute();
  await trx.insertInto('cms_site_options').values(seedSiteOptions).execute();
  await trx
    .insertInto('cms_popups')
    .values(
      LANGUAGES.map((locale) => {
        const [image, image992, image1200] = popupImages(locale);
        return { url: seedPopup.url, locale, image_url: image, image_url_992: image992, image_url_1200: image1200 };
      }),
    )
    .execute();
  await trx
    .insertInto('cms_domains')
    .values([
      { kind: 'current', domain: seedDomains.current },
      { kind: 'next', domain: seedDomains.next },
    ])
    .execute();
  await trx
    .insertInto('cms_jackpots')
    .values(
      seedJackpots.map((j) => ({
        provider: j.provider,
        instance_name: j.instanceName,
        level_stats: JSON.stringify(j.levelStats),
        current_level_i: j.currentLevelI,
        sort: j.sort,
      })),
    )
    .execute();
  await trx
    .insertInto('cms_promotions')
    .values(
      seedPromotions.map((p, i) => {
        const images = promotionImages(p.image);
        return {
          title_tr: p.title.tr,
          title_en: p.title.en,
          description_tr: p.description.tr,
          description_en: p.description.en,
          image_url: images.imageUrl,
          detail_image_url: images.detailImageUrl,
          sort: i + 1,
        };
      }),
    )
    .execute();
}
