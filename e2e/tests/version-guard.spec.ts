/**
 * The version guard of the shared libraries: a remote built against a shell it does not fit (here
 * the next major of `@arcadia/shared` than the shell provides) is refused by Module Federation's strict
 * version check, so its area shows the remote's error boundary and the rest of the site keeps
 * working; the deploy check (tools/deploy/check-remote.mjs) refuses the same build beforehand.
 *
 * The incompatible remote-sports is built into a temporary folder (never its dist/) and the browser's
 * requests for remote-sports are answered from there, as if it had been deployed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, VIEWPORT_INDEPENDENT } from '../support/test';
import { withLanguage } from '../support/site';
import { ROOT, buildRemote, runNode as run, serveRemoteFrom } from '../support/remote-builds';

const SHELL_DIST = join(ROOT, 'shell', 'dist');
/** The shell's `@arcadia/shared` and the next major, which a remote built for a future shell asks for. */
const SHELL_SHARED: string = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8')).version;
const NEXT_MAJOR = `${Number(SHELL_SHARED.split('.')[0]) + 1}.0.0`;
const escaped = (text: string) => text.replace(/\./g, '\\.');

// The guard does not depend on the viewport: one build, checked at desktop width.
test.describe('a remote built against an incompatible @arcadia/shared', VIEWPORT_INDEPENDENT, () => {
  let built = '';

  // Its tests share the one build of beforeAll: they run in order, in one worker.
  test.describe.configure({ mode: 'default' });

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
  test.beforeAll(async ({}, testInfo) => {
    // A production build of a remote takes about 20 s alone, much more beside the server and the browser.
    testInfo.setTimeout(5 * 60_000);
    built = mkdtempSync(join(tmpdir(), 'arcadia-remote-sports-v2-'));
    const build = await buildRemote(join(ROOT, 'remote-sports', 'webpack.config.js'), built, { ARCADIA_BUILT_AGAINST: `@arcadia/shared@${NEXT_MAJOR}` });
    expect(build.code, build.output).toBe(0);
  });

  test.afterAll(() => {
    if (built) rmSync(built, { recursive: true, force: true });
  });

  test('asks for the next major of @arcadia/shared, strictly', async () => {
    const manifest = JSON.parse(readFileSync(join(built, 'mf-manifest.json'), 'utf8'));
    const shared = manifest.shared.find((entry: { name: string }) => entry.name === '@arcadia/shared');
    expect(shared).toMatchObject({ version: NEXT_MAJOR, requiredVersion: `^${NEXT_MAJOR}`, singleton: true });
  });

  test("the sports area shows the remote's error boundary; header, footer and other remotes keep working", async ({ page }) => {
    await withLanguage(page, 'en');
    const served = await serveRemoteFrom(page, 'remote-sports', built);
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));

    await page.goto('/spor');
    const notice = page.getByRole('alert').filter({ hasText: 'This section cannot be loaded right now' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    // It was the incompatible build that the page received, and it never ran: usually the strict
    // version check refuses it by name; now and then the federation runtime hands the refused module
    // over as undefined instead, and its first use fails. Either way the boundary holds it.
    expect(served).toContain('mf-manifest.json');
    expect(consoleLines.join('\n')).toMatch(
      new RegExp(
        `shared singleton module @arcadia/shared does not satisfy the requirement of remote_sports which needs \\^${escaped(NEXT_MAJOR)}|` +
          String.raw`\[remotes\] a remote module failed .*\n\s+at Module\.default \(.*\/remotes\/remote-sports\/`,
      ),
    );
    // None of the refused remote's page: no sportsbook stage.
    await expect(page.locator('.arc-sportsbook__stage')).toHaveCount(0);

    // The shell around it: header and footer.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('22-0025');

    // Another remote's page, in the same page (the refused remote's share versions are registered):
    // the header's search opens the casino slots of remote-casino.
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    await expect(page).toHaveURL(/\/casino\/slot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    // And remote-auth's login dialog opens from the header.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('the deploy check refuses that build against the running site, and accepts the real remote-sports', async ({ baseURL }) => {
    expect(existsSync(join(SHELL_DIST, 'shared-versions.json')), 'the shell build publishes shared-versions.json').toBe(true);
    const script = join(ROOT, 'tools', 'deploy', 'check-remote.mjs');

    // The site serves the shell's shared-versions.json beside its index.html.
    const refused = await run([script, '--shell', baseURL!, '--remote', built]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(
      new RegExp(`incompatible: @arcadia/shared: remote_sports was built against ${escaped(NEXT_MAJOR)} and requires \\^${escaped(NEXT_MAJOR)}, the shell provides ${escaped(SHELL_SHARED)}`),
    );

    const accepted = await run([script, '--shell', SHELL_DIST, '--remote', join(ROOT, 'remote-sports', 'dist')]);
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toMatch(/^OK: remote_sports fits shell /m);
  });
});
