import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.js';
import { defaultMigrationsDir, readMigrations, runMigrations } from '../../db/migrate.js';
import { seedCmsIfEmpty } from './cms.seed.js';
import { seedPages } from './seed/pages.js';
import { seedSiteOptions, seedTranslations } from './seed/content.js';

/**
 * The site has no live chat until an operator sets one up (site options `chat-site-id` and
 * `chat-div-id`; the Live Chat buttons then say it is not offered). What the site says about support
 * must agree: the contact page says there is no live chat and names what there is, and no page or
 * text promises live support or support around the clock. Migration 0142 brings the seeded text of
 * older databases in line; an operator's own text stays.
 */
const MIGRATION = 142;
const PROMISE = /canlı destek|live (chat|support)|24 saat|24 hours|7\/24 (türkçe )?(canlı )?destek|support 24\/7/i;

const OLD_CONTACT_TR = `<h2>Bize ulaşın</h2>
<p>Destek ekibimiz haftanın 7 günü, günün 24 saati hizmetinizdedir.</p>
<ul>
<li><strong>Canlı destek:</strong> sayfanın sağ alt köşesindeki canlı destek düğmesi</li>
<li><strong>Çağrı talebi:</strong> menüdeki Çağrı Talep Formu ile sizi arayalım</li>
<li><strong>E-posta:</strong> destek@arcadia.example</li>
<li><strong>WhatsApp ve Telegram:</strong> sayfanın altındaki bağlantılar</li>
</ul>
<p>Güvenliğiniz için destek ekibimiz sizden hiçbir zaman şifrenizi veya SMS doğrulama kodunuzu istemez.</p>`;
const OLD_CONTACT_EN = `<h2>Contact us</h2>
<p>Our support team is here for you 24 hours a day, 7 days a week.</p>
<ul>
<li><strong>Live chat:</strong> the live chat button at the bottom right of the page</li>
<li><strong>Call request:</strong> let us call you back with the Call Request Form in the menu</li>
<li><strong>E-mail:</strong> support@arcadia.example</li>
<li><strong>WhatsApp and Telegram:</strong> the links at the bottom of the page</li>
</ul>
<p>For your safety, our support team will never ask for your password or your SMS verification code.</p>`;
const OLD_FAQ_EN_LINE = '<p>Use the reload button in the game window; if the problem continues, write to our live support team.</p>';

const seeded = (id: number) => seedPages.find((page) => page.id === id)!;
/** A text without the sentences saying there is no live chat. */
const promises = (text: string) => text.replace('This site has no live chat.', '').replace('Bu sitede canlı sohbet hizmeti yoktur.', '');

describe('what the site promises about live chat', () => {
  test('the seed leaves the chat off, and the contact page says so and names e-mail and the Call Request Form', () => {
    const keys = seedSiteOptions.map((option) => option.key);
    assert.ok(!keys.includes('chat-site-id') && !keys.includes('chat-div-id'), 'no chat is set up');
    const contact = seeded(7).body;
    assert.match(contact.en, /This site has no live chat\./);
    assert.match(contact.tr, /Bu sitede canlı sohbet hizmeti yoktur\./);
    assert.match(contact.en, /Call Request Form/);
    assert.match(contact.en, /support@arcadia\.example/);
  });

  test('no seeded page or text promises live support or support around the clock', () => {
    for (const page of seedPages) {
      for (const language of ['tr', 'en'] as const) assert.doesNotMatch(promises(page.body[language]), PROMISE, `${page.title.en} (${language})`);
    }
    for (const text of seedTranslations) assert.doesNotMatch(text.value, PROMISE, text.key);
  });

  describe('migration 0142 on a database seeded before', () => {
    let old: TestDatabase;
    let rewritten: TestDatabase;
    const dirs: string[] = [];

    async function beforeTheMigration(): Promise<TestDatabase> {
      const database = await createTestDatabase();
      const dir = mkdtempSync(join(tmpdir(), 'arcadia-live-chat-'));
      dirs.push(dir);
      for (const m of readMigrations(defaultMigrationsDir())) if (m.version < MIGRATION) copyFileSync(join(defaultMigrationsDir(), m.name), join(dir, m.name));
      await runMigrations(database.handle, dir);
      await seedCmsIfEmpty(database.handle.db);
      return database;
    }

    before(async () => {
      old = await beforeTheMigration();
      rewritten = await beforeTheMigration();
      const db = old.handle.db;
      await db.updateTable('cms_pages').set({ body_tr: OLD_CONTACT_TR, body_en: OLD_CONTACT_EN }).where('id', '=', 7).execute();
      await db
        .updateTable('cms_pages')
        .set({ body_en: seeded(6).body.en.replace(/<p>Use the reload button[^\n]*<\/p>/, OLD_FAQ_EN_LINE) })
        .where('id', '=', 6)
        .execute();
      await db.updateTable('cms_translations').set({ value: 'Live support 24/7' }).where('key', '=', 'footer.supportHours').where('locale', '=', 'en').execute();
      await db.updateTable('cms_translations').set({ value: '7/24 canlı destek' }).where('key', '=', 'footer.supportHours').where('locale', '=', 'tr').execute();
      const own = '<h2>Contact us</h2><p>Our live chat answers around the clock.</p>';
      await rewritten.handle.db.updateTable('cms_pages').set({ body_en: own }).where('id', '=', 7).execute();
      await rewritten.handle.db.updateTable('cms_translations').set({ value: 'Live chat, 8 to 8' }).where('key', '=', 'footer.supportHours').where('locale', '=', 'en').execute();
      await runMigrations(old.handle);
      await runMigrations(rewritten.handle);
    });
    after(async () => {
      await old?.dispose();
      await rewritten?.dispose();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    test('the seeded texts become what a new database is seeded with', async () => {
      const db = old.handle.db;
      const contact = await db.selectFrom('cms_pages').select(['body_tr', 'body_en']).where('id', '=', 7).executeTakeFirstOrThrow();
      assert.equal(contact.body_tr, seeded(7).body.tr);
      assert.equal(contact.body_en, seeded(7).body.en);
      const faq = await db.selectFrom('cms_pages').select('body_en').where('id', '=', 6).executeTakeFirstOrThrow();
      assert.equal(faq.body_en, seeded(6).body.en);
      const footer = await db.selectFrom('cms_translations').select(['locale', 'value']).where('key', '=', 'footer.supportHours').orderBy('locale').execute();
      assert.deepEqual(footer, [
        { locale: 'en', value: 'Support by e-mail and call-back' },
        { locale: 'tr', value: 'E-posta ve geri arama ile destek' },
      ]);
    });

    test("an operator's own text stays", async () => {
      const db = rewritten.handle.db;
      const contact = await db.selectFrom('cms_pages').select('body_en').where('id', '=', 7).executeTakeFirstOrThrow();
      assert.equal(contact.body_en, '<h2>Contact us</h2><p>Our live chat answers around the clock.</p>');
      const footer = await db.selectFrom('cms_translations').select('value').where('key', '=', 'footer.supportHours').where('locale', '=', 'en').executeTakeFirstOrThrow();
      assert.equal(footer.value, 'Live chat, 8 to 8');
    });
  });
});
