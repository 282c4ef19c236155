import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { defaultMigrationsDir, readMigrations, runMigrations } from '../../db/migrate.js';
import { seedCmsIfEmpty } from './cms.seed.js';
import { listPublishedPages } from './cms.repository.js';

/**
 * A database seeded before the site had its own responsible gaming page holds content page 4 with
 * the old text (limits "through our live support team") and About Us linking to it: the migration
 * takes the page out of the menus and points the links at `/responsible-gaming`. An operator's own
 * page 4 stays.
 */
const MIGRATION = 138;
const OLD_BODY_EN =
  '<h2>Responsible Gaming</h2><h3>How we can help</h3><p>Through our live support team you can set deposit limits, take a break from your account for a chosen period, or close your account for good.</p>';
const OLD_BODY_TR = '<h2>Sorumlu Oyun</h2><p>Canlı destek ekibimiz aracılığıyla para yatırma limitleri belirleyebilirsiniz.</p>';

async function databaseBeforeTheMigration(): Promise<{ database: TestDatabase; dir: string }> {
  const database = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'arcadia-rg-page-'));
  for (const m of readMigrations(defaultMigrationsDir())) if (m.version < MIGRATION) copyFileSync(join(defaultMigrationsDir(), m.name), join(dir, m.name));
  await runMigrations(database.handle, dir);
  await seedCmsIfEmpty(database.handle.db);
  return { database, dir };
}

const link = (to: string, text: string) => `<p>Lütfen <a href="${to}">${text}</a> sayfamızı okuyun.</p>`;

describe('the old Responsible Gaming content page', () => {
  let seeded: { database: TestDatabase; dir: string };
  let rewritten: { database: TestDatabase; dir: string };

  before(async () => {
    seeded = await databaseBeforeTheMigration();
    rewritten = await databaseBeforeTheMigration();
    for (const [{ database }, bodyEn] of [
      [seeded, OLD_BODY_EN],
      [rewritten, '<h2>Responsible Gaming</h2><p>Our own words, set on the site.</p>'],
    ] as const) {
      const db = database.handle.db;
      await db.deleteFrom('cms_pages').where('id', '=', 4).execute();
      await db
        .insertInto('cms_pages')
        .values({ id: 4, category_id: 2, sort: 4, title_tr: 'Sorumlu Oyun', title_en: 'Responsible Gaming', body_tr: OLD_BODY_TR, body_en: bodyEn })
        .execute();
      await db
        .updateTable('cms_pages')
        .set({ body_tr: link('/pages/4', 'Sorumlu Oyun'), body_en: link('/pages/4', 'Responsible Gaming') + link('/pages/5', 'Bonus Rules') })
        .where('id', '=', 3)
        .execute();
      await runMigrations(database.handle);
    }
  });
  after(async () => {
    for (const { database, dir } of [seeded, rewritten]) {
      await database?.dispose();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the seeded page leaves the footer menu and the Contents page, and its links lead to /responsible-gaming', async () => {
    const db = seeded.database.handle.db;
    const pages = await listPublishedPages(db);
    assert.ok(!pages.some((p) => p.id === 4), 'page 4 is no longer listed');
    const page4 = await db.selectFrom('cms_pages').select(['published', 'body_en']).where('id', '=', 4).executeTakeFirstOrThrow();
    assert.equal(page4.published, false);
    assert.equal(page4.body_en, OLD_BODY_EN, 'kept, only unpublished');
    const about = await db.selectFrom('cms_pages').select(['body_tr', 'body_en']).where('id', '=', 3).executeTakeFirstOrThrow();
    assert.equal(about.body_tr, link('/responsible-gaming', 'Sorumlu Oyun'));
    assert.equal(about.body_en, link('/responsible-gaming', 'Responsible Gaming') + link('/pages/5', 'Bonus Rules'));
  });

  test("an operator's own page 4 and the links to it stay", async () => {
    const db = rewritten.database.handle.db;
    const page4 = await db.selectFrom('cms_pages').select('published').where('id', '=', 4).executeTakeFirstOrThrow();
    assert.equal(page4.published, true);
    const about = await sql<{ body_tr: string }>`select body_tr from cms_pages where id = 3`.execute(db);
    assert.equal(about.rows[0]!.body_tr, link('/pages/4', 'Sorumlu Oyun'));
  });
});
