/**
 * The home page holds still while it loads on a phone: what the server paints first (header, the
 * domain notice's place, the first slide) is where the shell's page lands, and nothing is inserted
 * above what the player is looking at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { saveScreenshot } from '../support/site';

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: string; dy: number; inNotice: boolean }[];
}

/** Records every layout shift from the first paint on (a PerformanceObserver set up before any script of the page). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((s) => ({
            node: s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
            dy: Math.round(s.currentRect.y - s.previousRect.y),
            inNotice: s.node instanceof Element && s.node.closest('.arc-notice') !== null,
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('home page on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the domain notice has its place from the first paint: the page below it does not move', async ({ page }, testInfo) => {
    await recordLayoutShifts(page);
    await page.goto('/');

    const notice = page.getByRole('region', { name: 'Adres bilgilendirmesi' });
    await expect(notice).toBeVisible();
    const slide = page.getByRole('region', { name: 'Kampanyalar' }).getByRole('group', { name: 'Kampanya 1' }).getByRole('img');
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Oyun Kategorileri' })).toBeVisible();
    // Fonts, the site content's refresh and the lazy sections have all arrived by now.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    await saveScreenshot(page, testInfo, 'home-phone-loaded');

    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
    const cumulative = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
    // The notice inserted late pushed everything 138 px down (a layout shift of 0.43). Its own text
    // may settle inside its fixed box when the web font arrives; nothing outside it moves.
    const pushedDown = shifts.flatMap((s) => s.sources).filter((s) => !s.inNotice && Math.abs(s.dy) > 1);
    expect(pushedDown, JSON.stringify(shifts)).toEqual([]);
    expect(cumulative, JSON.stringify(shifts)).toBeLessThan(0.05);
  });
});
