/**
 * remote-content redeployed alone: a copy of the remote whose content list page says something new
 * and whose manifest names the promotions' menu entry and crumb differently is built on its own, and
 * the browser gets that build in place of the deployed one. The running shell, whose build is the
 * same files as before, shows the new page, menu entry and crumb; the remote's other pages and
 * dialog still work from the same build.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { withLanguage } from '../support/site';
import { ROOT, buildRemote, serveRemoteFrom } from '../support/remote-builds';

const SHELL_ENTRY = join(ROOT, 'shell', 'dist', 'index.html');
const NEW_INTRO = 'Redeployed on its own: the rules, privacy and responsible gaming pages of Arcadia.';

/** Edits one file of the copy: `find` must be there, so a change in the remote fails this test loudly. */
function edit(file: string, find: string, replace: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}`);
  writeFileSync(file, text.split(find).join(replace));
}

// One build is enough: the new build is checked at desktop width.
test.describe('remote-content redeployed alone', VIEWPORT_INDEPENDENT, () => {
  // Inside the repository, so the copy resolves the workspace's packages like the original.
  let source = '';
  let built = '';
  let shellBuiltAt = 0;

  // Its tests share the one build of beforeAll: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    // A production build of a remote takes about 20 s alone, much more beside the server and the browser.
    testInfo.setTimeout(5 * 60_000);
    shellBuiltAt = statSync(SHELL_ENTRY).mtimeMs;
    source = mkdtempSync(join(ROOT, '.e2e-remote-content-'));
    built = join(source, 'dist');
    cpSync(join(ROOT, 'remote-content'), source, { recursive: true, filter: (from) => !/\/(dist|node_modules|\.mf)(\/|$)/.test(from) });
    // A changed page: the content list's introduction.
    edit(
      join(source, 'src', 'i18n', 'content.en.ts'),
      "intro: 'Everything you need to know about Arcadia: rules, privacy, responsible gaming and more.'",
      `intro: '${NEW_INTRO}'`,
    );
    // A changed manifest: the promotions' menu entry and crumb are "Offers" now.
    edit(join(source, 'src', 'manifest.ts'), "en: 'Promotions'", "en: 'Offers'");
    const build = await buildRemote(join(source, 'webpack.config.js'), built);
    expect(build.code, build.output).toBe(0);
  });

  test.afterAll(() => {
    if (source) rmSync(source, { recursive: true, force: true });
  });

  test('the running shell shows the new build: the changed page, menu entry and crumb', async ({ page }) => {
    await withLanguage(page, 'en');
    const served = await serveRemoteFrom(page, 'remote-content', built);

    await page.goto('/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
    await expect(page.getByText(NEW_INTRO)).toBeVisible();
    // The manifest the shell read is the new build's: its menu entry and crumb.
    expect(served).toEqual(expect.arrayContaining(['mf-manifest.json', 'arcadia-manifest.json']));
    await expect(page.getByRole('link', { name: 'Offers' }).first()).toHaveAttribute('href', '/promotions');
    await page.goto('/promotions');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Offers');
    await expect(page).toHaveTitle('Offers · Arcadia');

    // Its other pages and its dialog, from the same build: a content page, a promotion's detail.
    await page.getByRole('button', { name: 'Details' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/pages/3');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    // No shell change: the shell's build was not touched by any of this.
    expect(statSync(SHELL_ENTRY).mtimeMs).toBe(shellBuiltAt);
  });

  test('without the new build, the deployed remote-content is what the site shows', async ({ page }) => {
    await withLanguage(page, 'en');
    await page.goto('/pages');
    await expect(page.getByText('Everything you need to know about Arcadia: rules, privacy, responsible gaming and more.')).toBeVisible();
    await expect(page.getByText(NEW_INTRO)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Promotions' }).first()).toHaveAttribute('href', '/promotions');
  });
});
