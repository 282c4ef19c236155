/**
 * A remote adds a page with no shell change and no shell deploy: remote-sports is copied, its
 * manifest gains a new top-level route (`/sonuclar`, results) with a menu entry and a breadcrumb,
 * its routes module gains the page, and only that copy is built. The browser gets the new
 * remote-sports in place of the deployed one; the shell's build is the same files as before.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { withLanguage } from '../support/site';
import { ROOT, buildRemote, serveRemoteFrom } from '../support/remote-builds';

const SHELL_ENTRY = join(ROOT, 'shell', 'dist', 'index.html');

/** Edits one file of the copy: `find` must be there, so a change in the remote fails this test loudly. */
function edit(file: string, find: string, replace: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}`);
  writeFileSync(file, text.replace(find, replace));
}

// One build is enough: the new page is checked at desktop width.
test.describe('a remote adds a page on its own', VIEWPORT_INDEPENDENT, () => {
  // Inside the repository, so the copy resolves the workspace's packages like the original.
  let source = '';
  let built = '';
  let shellBuiltAt = 0;

  // Its tests share the one build of beforeAll: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(5 * 60_000);
    shellBuiltAt = statSync(SHELL_ENTRY).mtimeMs;
    source = mkdtempSync(join(ROOT, '.e2e-remote-sports-'));
    built = join(source, 'dist');
    cpSync(join(ROOT, 'remote-sports'), source, { recursive: true, filter: (from) => !/\/(dist|node_modules|\.mf)(\/|$)/.test(from) });
    edit(
      join(source, 'src', 'manifest.ts'),
      "    module: 'SportsRoutes',\n  })),",
      "    module: 'SportsRoutes',\n  })).concat({ path: 'sonuclar/*', module: 'ResultsRoutes' }),",
    );
    edit(
      join(source, 'src', 'manifest.ts'),
      '  menu: [',
      "  menu: [\n    { group: 'sports', order: 30, title: { tr: 'Maç Sonuçları', en: 'Match Results' }, icon: 'sports', url: '/sonuclar' },",
    );
    edit(join(source, 'src', 'manifest.ts'), '  crumbs: [', "  crumbs: [\n    { path: '/sonuclar', label: { tr: 'Maç Sonuçları', en: 'Match Results' } },");
    // The page itself: a new exposed module of the remote.
    writeFileSync(
      join(source, 'src', 'exposes', 'results-routes.tsx'),
      'export default function ResultsRoutes() {\n  return <h1>Match results of the week</h1>;\n}\n',
    );
    edit(join(source, 'webpack.config.js'), '  exposes: {', "  exposes: {\n    './ResultsRoutes': './src/exposes/results-routes.tsx',");
    const build = await buildRemote(join(source, 'webpack.config.js'), built);
    expect(build.code, build.output).toBe(0);
  });

  test.afterAll(() => {
    if (source) rmSync(source, { recursive: true, force: true });
  });

  test('the new route, its menu entry and breadcrumb work with the shell as deployed', async ({ page }) => {
    await withLanguage(page, 'en');
    await serveRemoteFrom(page, 'remote-sports', built);

    await page.goto('/sonuclar');
    await expect(page.getByRole('heading', { name: 'Match results of the week' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Match Results');
    await expect(page.getByRole('link', { name: 'Match Results' }).first()).toHaveAttribute('href', '/sonuclar');
    // The sports pages it had still work, from the same build.
    await page.goto('/spor');
    await expect(page.locator('.arc-sportsbook__stage')).toBeVisible();
    // No shell change: the shell's build was not touched by any of this.
    expect(statSync(SHELL_ENTRY).mtimeMs).toBe(shellBuiltAt);
  });

  test('without the new build, the address is a 404 of the shell', async ({ page }) => {
    await withLanguage(page, 'en');
    await page.goto('/sonuclar');
    await expect(page.getByRole('heading', { name: 'Match results of the week' })).toHaveCount(0);
    await expect(page.getByText('404')).toBeVisible();
  });
});
