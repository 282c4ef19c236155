import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { defaultMigrationsDir, readMigrations, runMigrations } from '../../db/migrate.js';

/**
 * A site seeded before bonuses were capped at 10× advertises the welcome bonus at 20×: the
 * migration that ties bonuses to a product brings that promotion to 10×, and leaves the rest.
 */
let database: TestDatabase;
let before0119: string;
const BONUS_PRODUCT_MIGRATION = 119;

before(async () => {
  database = await createTestDatabase();
  before0119 = mkdtempSync(join(tmpdir(), 'arcadia-bonus-product-'));
  for (const m of readMigrations(defaultMigrationsDir())) if (m.version < BONUS_PRODUCT_MIGRATION) copyFileSync(join(defaultMigrationsDir(), m.name), join(before0119, m.name));
  await runMigrations(database.handle, before0119);
});
after(async () => {
  await database?.dispose();
  if (before0119) rmSync(before0119, { recursive: true, force: true });
});

test('a promotion that says 20× says 10× and the bonus rules page states only enforced rules after the migration; other promotions are untouched', async () => {
  const db = database.handle.db;
  const promotion = (tr: string, en: string) => ({ title_tr: 'Hoş Geldin', title_en: 'Welcome', description_tr: tr, description_en: en, image_url: '/a.svg', detail_image_url: '/b.svg' });
  await db
    .insertInto('cms_promotions')
    .values([
      promotion(
        '<ul><li>Çevrim şartı: bonus tutarının 20 katı, 30 gün içinde</li></ul>',
        '<ul><li>Wagering: 20 times the bonus within 30 days</li></ul>',
      ),
      promotion('<p>20 katı eğlence</p>', '<p>20 times the fun</p>'),
    ])
    .execute();

  await db.insertInto('cms_categories').values({ id: 91, name: 'Rules' }).execute();
  const oldRules = (lines: string[]) => `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;
  await db
    .insertInto('cms_pages')
    .values({
      category_id: 91,
      title_tr: 'Bonus Kuralları',
      title_en: 'Bonus Rules',
      body_tr: oldRules(["Bonusla oynanırken tek bahiste kullanılabilecek en yüksek tutar 250 ₺'dir.", 'Aynı anda yalnızca bir aktif bonus kullanılabilir.']),
      body_en: oldRules(['The maximum single stake while playing with a bonus is ₺250.', 'Only one bonus can be active at a time.']),
    })
    .execute();

  const applied = await runMigrations(database.handle);
  assert.ok(applied.some((name) => name.startsWith('0119-')));

  const rows = await db.selectFrom('cms_promotions').select(['description_tr', 'description_en']).orderBy('id').execute();
  assert.deepEqual(rows, [
    { description_tr: '<ul><li>Çevrim şartı: bonus tutarının 10 katı, 30 gün içinde</li></ul>', description_en: '<ul><li>Wagering: 10 times the bonus within 30 days</li></ul>' },
    { description_tr: '<p>20 katı eğlence</p>', description_en: '<p>20 times the fun</p>' },
  ]);
  const rules = await db.selectFrom('cms_pages').select(['body_tr', 'body_en']).where('category_id', '=', 91).executeTakeFirstOrThrow();
  assert.doesNotMatch(rules.body_en, /₺250|one bonus can be active/, 'the rules promise nothing the site does not enforce');
  assert.doesNotMatch(rules.body_tr, /250 ₺|bir aktif bonus/);
  assert.match(rules.body_en, /No bonus asks for more than 10 times/);
  assert.match(rules.body_tr, /tek bir ürüne bağlıdır/);
});
