/**
 * What the site advertises about a bonus equals its definition: every percentage, amount in lira
 * and bonus code in the served content (slides and popup with the text of their images,
 * promotions) and on the dashboard (`bonus/list`) is the one of the offer it speaks of.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BonusList, Promotion, SiteContent } from '@arcadia/shared/core';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { bearer, registerPlayer } from '../auth/accounts.test-kit.js';
import { bonusDefinitions, type BonusDefinition } from './bonus-definitions.js';

let ctx: TestApp;
before(async () => {
  ctx = await startTestApp();
});
after(async () => {
  await ctx?.close();
});

/** How content names each kind of offer, in either language. */
const namedBy: Record<BonusDefinition['kind'], RegExp> = {
  deposit_match: /hoş geldin|welcome/,
  cashback: /kayıp|cashback/,
  free_bet: /freebet|free bet/,
};

/** The figures an offer may be advertised with. */
function advertisedFigures(d: BonusDefinition): { percents: number[]; amounts: number[] } {
  switch (d.kind) {
    case 'deposit_match':
      return { percents: [d.percent], amounts: [Number(d.cap), Number(d.minDeposit)] };
    case 'cashback':
      return { percents: [d.percent], amounts: [Number(d.cap)] };
    case 'free_bet':
      return { percents: [], amounts: [Number(d.amount)] };
  }
}

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'").replace(/\s+/g, ' ');
const percentsIn = (text: string) => [...text.matchAll(/%\s?(\d+)|(\d+)\s?%/g)].map((m) => Number(m[1] ?? m[2]));
/** "1.000 ₺", "₺1,000", "100 ₺" (no kuruş in advertising). */
const amountsIn = (text: string) => [...text.matchAll(/(\d[\d.,]*)\s?₺|₺\s?(\d[\d.,]*\d|\d)/g)].map((m) => Number((m[1] ?? m[2])!.replace(/[.,]/g, '')));
/** "… <code> koduyla", "… the code <code>". */
const codesIn = (text: string) => [...text.matchAll(/\b([A-Z0-9_]{3,30}) kod|\bcode ([A-Z0-9_]{3,30})\b/g)].map((m) => m[1] ?? m[2]);

/** The texts of an SVG image: its accessible label and every text element. */
async function imageText(url: string): Promise<string> {
  const res = await ctx.get(url);
  assert.equal(res.status, 200, url);
  const svg = res.text;
  const label = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  return plain([label, ...texts].join(' · '));
}

interface Advert {
  where: string;
  text: string;
}

async function servedAdverts(): Promise<Advert[]> {
  const adverts: Advert[] = [];
  for (const locale of ['tr', 'en']) {
    const headers = { headers: { Locale: locale } };
    const content = (await ctx.get<{ data: SiteContent }>('/api/cms/grouped', headers)).body.data;
    for (const slide of content.sliderList) {
      for (const image of slide.images) adverts.push({ where: `slide ${image.url}`, text: await imageText(image.url) });
    }
    for (const image of content.popup?.images ?? []) adverts.push({ where: `popup ${image.url}`, text: await imageText(image.url) });
    const promotions = (await ctx.get<{ data: Promotion[] }>('/api/cms/promotions', headers)).body.data;
    for (const p of promotions) {
      adverts.push({ where: `promotion "${p.title}" (${locale})`, text: plain(`${p.title} · ${p.description}`) });
      for (const url of [p.imageUrl, p.detailImageUrl]) adverts.push({ where: `promotion image ${url}`, text: await imageText(url) });
    }
  }
  return adverts;
}

describe('advertised offers', () => {
  test('every percentage, amount and code the content gives an offer is its definition', async () => {
    const adverts = await servedAdverts();
    const seen = new Map<string, number>();
    for (const advert of adverts) {
      const lower = advert.text.toLocaleLowerCase('tr');
      for (const d of bonusDefinitions) {
        if (!namedBy[d.kind].test(lower)) continue;
        seen.set(d.code, (seen.get(d.code) ?? 0) + 1);
        const { percents, amounts } = advertisedFigures(d);
        for (const p of percentsIn(advert.text)) assert.ok(percents.includes(p), `${advert.where} says ${p}% for ${d.code} (defined: ${percents.join(', ') || 'none'}): ${advert.text}`);
        for (const a of amountsIn(advert.text)) assert.ok(amounts.includes(a), `${advert.where} says ₺${a} for ${d.code} (defined: ${amounts.join(', ')}): ${advert.text}`);
        for (const c of codesIn(advert.text)) assert.equal(c, d.code, `${advert.where} gives the code ${c} for ${d.code}`);
      }
    }
    // The welcome slide (3 sizes × 2 languages), the popup (3 × 2) and both promotions in both languages were checked.
    assert.ok((seen.get('WELCOME100') ?? 0) >= 8, `welcome adverts checked: ${seen.get('WELCOME100')}`);
    assert.ok((seen.get('CASHBACK10') ?? 0) >= 8, `cashback adverts checked: ${seen.get('CASHBACK10')}`);
  });

  test('promotions of a defined offer give its percentage, cap and code', async () => {
    for (const locale of ['tr', 'en']) {
      const promotions = (await ctx.get<{ data: Promotion[] }>('/api/cms/promotions', { headers: { Locale: locale } })).body.data;
      for (const d of bonusDefinitions.filter((x) => x.kind !== 'free_bet')) {
        const promotion = promotions.find((p) => namedBy[d.kind].test(p.title.toLocaleLowerCase('tr')));
        assert.ok(promotion, `a ${d.code} promotion (${locale})`);
        const text = plain(`${promotion.title} ${promotion.description}`);
        const { percents, amounts } = advertisedFigures(d);
        assert.ok(percentsIn(text).includes(percents[0]!), `${d.code} percentage in "${text}"`);
        assert.ok(amountsIn(text).includes(amounts[0]!), `${d.code} cap in "${text}"`);
        assert.deepEqual(codesIn(text), [d.code]);
      }
    }
  });

  test('the dashboard offers (bonus/list) are the definitions', async () => {
    const player = await registerPlayer(ctx);
    for (const locale of ['tr', 'en']) {
      const list = (await ctx.get<{ data: BonusList }>('/api/bonus/list', bearer(player.auth.token, { Locale: locale }))).body.data;
      for (const d of bonusDefinitions) {
        const offer = list.offers.find((o) => o.code === d.code);
        assert.ok(offer, d.code);
        const { percents, amounts } = advertisedFigures(d);
        const text = `${offer.title} ${offer.description}`;
        assert.deepEqual([...new Set(percentsIn(text))], percents, text);
        for (const a of amountsIn(text)) assert.ok(amounts.includes(a), `₺${a} in "${text}"`);
        assert.equal(offer.amount, amounts[0]);
      }
    }
  });
});
