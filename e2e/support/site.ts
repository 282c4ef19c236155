import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Opens the site in a language: stored the way the language selector stores it, before any
 * script runs, and again after a logout clears the storage.
 */
export async function withLanguage(page: Page, language: 'tr' | 'en'): Promise<void> {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lng);
  }, language);
}

/** True in the mobile project (390 px wide). */
export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Saves a full-page screenshot under e2e/test-results/screenshots/<project>/<name>.png for people to look at. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(__dirname, '..', 'test-results', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}
