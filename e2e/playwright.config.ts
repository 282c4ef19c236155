/**
 * End-to-end tests in Debian's Chromium: against the composed production build, served the way
 * `npm start` serves it (`node tools/start.mjs`) on its own port with a fresh database, or, with
 * `E2E_BASE_URL`, against a deployed site (README.md in this folder).
 */
import { defineConfig, devices } from '@playwright/test';
import { join, resolve } from 'node:path';
import { ADMIN_TOKEN_OR_NULL, BASE_URL, DEPLOYED_URL, LOCAL_PORT } from './support/environment';
import { TAG } from './support/test';

const ROOT = resolve(__dirname, '..');
const REPORT_DIR = join(__dirname, 'playwright-report');


const chromium = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Journeys are independent (each makes its own players): the workers share them out one by one,
  // not file by file, so no worker is left with a long file at the end.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores run the server, the browser and the tests together.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Headroom for a slow day of the shared machine (a journey's screenshot alone has taken seconds):
  // a longer wait never lets a wrong page pass, it only waits longer for the right one.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['./support/skipped-reporter.ts'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? join(REPORT_DIR, 'results.json') }],
    ['html', { open: 'never', outputFolder: join(REPORT_DIR, 'html') }],
  ],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a third of a journey's CPU (screencast frames, DOM snapshots):
    // CI, which retries a failed journey once, records the retry; a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(TAG.phone),
      use: { ...chromium, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
    },
    {
      // What a phone shows differently; a test tagged VIEWPORT_INDEPENDENT runs at desktop width only.
      name: 'mobile',
      grepInvert: new RegExp(TAG.viewportIndependent),
      use: {
        ...chromium,
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // A deployed site is tested as it is; otherwise the suite starts its own.
  webServer: DEPLOYED_URL ? undefined : {
    // `node tools/start.mjs` with a fresh temporary DATA_DIR, removed when the server stops.
    command: 'node e2e/support/serve.mjs',
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    // `npm start` builds what is missing first; on a clean tree that takes minutes on two cores.
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets the server close its database and serve.mjs remove the temporary directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(LOCAL_PORT),
      HOST: '127.0.0.1',
      DEV_TOOLS: 'true',
      // The operator API lets journeys check what the server stored (e.g. call requests).
      ADMIN_TOKEN: ADMIN_TOKEN_OR_NULL!,
      LOG_LEVEL: 'warn',
    },
  },
});
