import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '@arcadia/shared/core';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('cms', () => {
  let ctx: TestApp;
  before(async () => {
    ctx = await startTestApp();
  });
  after(async () => ctx.close());

  /** Every content image URL must be a file the server ships. */
  const assertShipped = (url: string) => {
    assert.match(url, /^\/static\/content\/[\w/.-]+\.svg$/);
    assert.ok(existsSync(join(ctx.config.contentRoot, url.replace(/^\/static\//, ''))), `missing image ${url}`);
  };

  describe('GET /api/cms/grouped', () => {
    it('returns the site content from the seeded database', async () => {
      const res = await ctx.get<{ success: boolean; data: SiteContent }>('/api/cms/grouped');
      assert.equal(res.status, 200);
      assert.equal(res.body.success, true);
      const data = res.body.data;
      assert.deepEqual(Object.keys(data).sort(), [
        'casinoCategoryList', 'categoryList', 'domainStatus', 'egtJackpotCards', 'jackpotCards', 'language', 'popup', 'siteOption', 'sliderList', 'translationList',
      ]);

      const home = data.sliderList.filter((s) => s.slug === 'home');
      assert.ok(home.length >= 4);
      for (const slide of data.sliderList) {
        assert.equal(slide.images.length, 3);
        slide.images.forEach((image) => assertShipped(image.url));
      }
      assert.ok(home.some((s) => s.url?.startsWith('/')), 'a slide with an internal url');
      assert.ok(home.some((s) => s.url?.startsWith('https://')), 'a slide with an https url');
      assert.ok(home.some((s) => !s.url), 'a slide without url');

      const footer = data.categoryList.find((c) => c.id === 2);
      assert.ok(footer);
      assert.deepEqual(footer.content.find((p) => p.id === 3), { id: 3, title: 'Hakkımızda' });
      const footerTitles = footer.content.map((p) => p.title);
      for (const title of ['Şartlar ve Koşullar', 'Gizlilik Politikası', 'İletişim']) assert.ok(footerTitles.includes(title), title);
      // responsible gaming is the site's own page (/responsible-gaming), which the footer links itself
      assert.ok(!footerTitles.includes('Sorumlu Oyun'), 'no content page of responsible gaming');

      assert.ok(data.casinoCategoryList.length >= 6);
      for (const c of data.casinoCategoryList) {
        assert.equal(typeof c.id, 'number');
        assert.ok(c.name && Array.isArray(c.slugList) && c.slugList.length > 0);
        assertShipped(c.imageUrl);
      }

      assert.deepEqual(data.language, { languages: [{ code: 'tr', name: 'Türkçe' }, { code: 'en', name: 'English' }], locale: 'tr' });
      assert.ok(data.translationList.tr.some((t) => t.key === 'footer.operatorStatement' && t.value.includes('22-0025')));
      assert.ok(data.translationList.en.some((t) => t.key === 'footer.operatorStatement' && t.value.includes('22-0025')));

      const options = Object.fromEntries(data.siteOption.map((o) => [o.key, o]));
      for (const key of ['discord', 'twitter', 'instagram', 'telegram', 'youtube', 'whatsapp']) assert.equal(options[key]?.status, true, key);
      assert.equal(options['chat-site-id'], undefined);
      assert.equal(options['chat-div-id'], undefined);

      assert.ok(data.popup);
      assert.equal(data.popup.images.length, 3);
      data.popup.images.forEach((image) => assertShipped(image.url));
      assert.ok(data.popup.url);

      assert.deepEqual(data.domainStatus, { current: 'arcadia.example', next: 'arcadia2.example' });

      const names = data.jackpotCards.map((j) => j.instanceName);
      assert.ok(names.includes('High Cash') && names.includes('Clover Chance'));
      assert.ok(data.jackpotCards.some((j) => !['High Cash', 'Clover Chance'].includes(j.instanceName)), 'one card the client filters out');
      for (const card of data.jackpotCards.filter((j) => ['High Cash', 'Clover Chance'].includes(j.instanceName))) {
        assert.equal(card.levelStats.length, 4);
        assert.equal(typeof card.currentLevelI, 'number');
        assert.ok(card.levelStats.every((l) => typeof l.value === 'number' && l.value > 0));
      }
      assert.ok(data.egtJackpotCards.length >= 1);
    });

    it('localizes text and images by the Locale header', async () => {
      const res = await ctx.get<{ data: SiteContent }>('/api/cms/grouped', { headers: { Locale: 'en' } });
      const data = res.body.data;
      assert.equal(data.language.locale, 'en');
      assert.deepEqual(data.categoryList.find((c) => c.id === 2)?.content.find((p) => p.id === 3), { id: 3, title: 'About Us' });
      assert.ok(data.casinoCategoryList.some((c) => c.name === 'Live Casino'));
      assert.ok(data.sliderList.every((s) => s.images.every((i) => i.url.includes('-en-'))));
      assert.ok(data.popup?.images.every((i) => i.url.includes('-en-')));
    });

    it('rejects unknown query parameters with a 400 envelope', async () => {
      const res = await ctx.get('/api/cms/grouped?foo=1');
      assert.equal(res.status, 400);
      assert.equal(res.body.success, false);
      assert.match(res.body.message, /foo/);
    });
  });

  describe('GET /api/cms/page/:id', () => {
    it('returns About Us (page 3) with sanitised HTML, in Turkish by default and English on request', async () => {
      const tr = await ctx.get('/api/cms/page/3');
      assert.equal(tr.status, 200);
      assert.equal(tr.body.data.id, 3);
      assert.equal(tr.body.data.title, 'Hakkımızda');
      assert.equal(tr.body.data.categoryId, 2);
      assert.match(tr.body.data.body, /22-0025/);
      assert.match(tr.body.data.body, /<h2>/);
      const en = await ctx.get('/api/cms/page/3', { headers: { Locale: 'en' } });
      assert.equal(en.body.data.title, 'About Us');
      assert.match(en.body.data.body, /licence number <strong>22-0025<\/strong>/);
      // its responsible gaming link leads to the site's page, not to a content page
      for (const body of [tr.body.data.body, en.body.data.body]) {
        assert.match(body, /<a href="\/responsible-gaming">/);
        assert.doesNotMatch(body, /\/pages\/4/);
      }
    });

    it('answers an unknown page with a localized 404 envelope', async () => {
      const res = await ctx.get('/api/cms/page/9999', { headers: { Locale: 'en' } });
      assert.equal(res.status, 404);
      assert.deepEqual(res.body, { success: false, message: 'Page not found.', data: null });
    });

    it('answers a malformed id with a 400 envelope', async () => {
      for (const bad of ['abc', '0', '-1', '1.5']) {
        const res = await ctx.get(`/api/cms/page/${bad}`);
        assert.equal(res.status, 400, bad);
        assert.equal(res.body.success, false);
        assert.match(res.body.message, /^Geçersiz istek/);
      }
    });

    it('strips scripts, event handlers and foreign images from stored HTML', async () => {
      const inserted = await ctx.app.db
        .insertInto('cms_pages')
        .values({
          category_id: 1,
          title_tr: 'Deneme',
          title_en: 'Probe',
          body_tr:
            '<p onclick="steal()">Merhaba<script>alert(1)</script></p><img src="https://evil.example/x.png"><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><a href="https://example.org">dış</a>',
          body_en: '<p>Hello</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await ctx.get(`/api/cms/page/${inserted.id}`);
      const body: string = res.body.data.body;
      assert.doesNotMatch(body, /script|alert|onclick|iframe|evil|javascript/i);
      assert.match(body, /<p>Merhaba<\/p>/);
      assert.match(body, /<a href="https:\/\/example.org" target="_blank" rel="noopener noreferrer">dış<\/a>/);
    });
  });

  describe('GET /api/cms/pages', () => {
    it('lists published pages with their category', async () => {
      const res = await ctx.get('/api/cms/pages', { headers: { Locale: 'en' } });
      assert.equal(res.status, 200);
      const pages = res.body.data as { id: number; title: string; categoryId: number }[];
      assert.ok(pages.length >= 8);
      assert.deepEqual(pages.find((p) => p.id === 3), { id: 3, title: 'About Us', categoryId: 2 });
      assert.ok(!pages.some((p) => p.title === 'Responsible Gaming'), 'responsible gaming is /responsible-gaming, no content page');
    });
  });

  describe('GET /api/cms/promotions', () => {
    it('lists promotions with images, title and sanitised HTML description', async () => {
      const res = await ctx.get('/api/cms/promotions');
      assert.equal(res.status, 200);
      const promotions = res.body.data as { id: number; title: string; imageUrl: string; detailImageUrl: string; description: string }[];
      assert.ok(promotions.length >= 4);
      for (const p of promotions) {
        assert.deepEqual(Object.keys(p).sort(), ['description', 'detailImageUrl', 'id', 'imageUrl', 'title']);
        assertShipped(p.imageUrl);
        assertShipped(p.detailImageUrl);
        assert.match(p.description, /^<p>/);
      }
      assert.equal(promotions[0]!.title, '%100 Hoş Geldin Bonusu');
    });

    it('sanitises a stored description', async () => {
      await ctx.app.db
        .insertInto('cms_promotions')
        .values({
          title_tr: 'Kötü',
          title_en: 'Bad',
          description_tr: '<p>İyi</p><script>document.cookie</script><style>body{}</style>',
          description_en: '<p>Good</p>',
          image_url: '/static/content/promotions/cashback-card.svg',
          detail_image_url: '/static/content/promotions/cashback-detail.svg',
          sort: 99,
        })
        .execute();
      const res = await ctx.get('/api/cms/promotions');
      const bad = (res.body.data as { title: string; description: string }[]).find((p) => p.title === 'Kötü');
      assert.equal(bad?.description, '<p>İyi</p>');
    });
  });
});

describe('cms: the sportsbook frames for anonymous visitors', () => {
  it('offers the address of every sportsbook integration the site has a key for; an operator’s own option wins', async () => {
    const ctx = await startTestApp({
      config: {
        sportsbookUrls: { fcg: 'https://fcg.sports.test/fcg', betco: 'https://betco.sports.test/betco' },
        gameStudioSecrets: { fcg: 'sportsbook-test-secret-0123456789' },
      },
    });
    try {
      const options = async () => {
        const res = await ctx.get<{ data: SiteContent }>('/api/cms/grouped');
        return res.body.data.siteOption.filter((o) => o.key.startsWith('sportsbook-'));
      };
      // betco has no wallet key: its frame could take no bet, so it is not offered.
      assert.deepEqual(await options(), [{ key: 'sportsbook-fcg-url', value: 'https://fcg.sports.test/fcg', status: true }]);
      await ctx.app.db.insertInto('cms_site_options').values({ key: 'sportsbook-fcg-url', value: 'https://sports.operator.test/fcg', status: true }).execute();
      assert.deepEqual(await options(), [{ key: 'sportsbook-fcg-url', value: 'https://sports.operator.test/fcg', status: true }]);
    } finally {
      await ctx.close();
    }
  });
});
