import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3310);
const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;
const dbPath = path.join(os.tmpdir(), `e2e-platform-${apiPort}-${Date.now()}.db`);
// One secret for both servers: the API calls the site's tag-revalidation hook when news or posts change.
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('base64url');
// The API's review route (achievements) is on in end-to-end runs; tests/e2e/achievements.spec.ts reads the same value.
const reviewSecret = process.env.E2E_REVIEW_SECRET ?? 'e2e-review-secret';

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Specs whose every assertion is about the protocol, not the page's layout (upload parts, token renewal, cache
 * revalidation, socket recovery, response headers and redirects, batched views): the phone runs the same code over
 * the same requests, so they run on the desktop project only (issue 27 item 6: ≈ 5 min of the suite's time). Journeys a
 * phone shows differently stay on both projects.
 */
const LAYOUT_FREE_SPECS = ['**/security-uploads.spec.ts', '**/token-refresh.spec.ts', '**/revalidation.spec.ts', '**/resilience.spec.ts', '**/security-auth.spec.ts', '**/page-views.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    // A trace is recorded for a retried test only (CI retries once): recording every test cost ≈ 10 % of the suite's
    // time (an axe page 2.2 s → 2.0 s). `node scripts/test.mjs --e2e-only -- --trace=on` records them all.
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    // Logs each demo role in once through the API and saves its browser state (tests/e2e/auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: { launchOptions } },
    {
      name: 'desktop',
      dependencies: ['setup'],
      // a journey that only exists on one layout is tagged for it (rather than skipped on the other)
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      grepInvert: /@desktop-only/,
      testIgnore: LAYOUT_FREE_SPECS,
      use: { ...devices['iPhone 13'], browserName: 'chromium', viewport: { width: 375, height: 812 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node node_modules/.bin/tsx backend/src/server.ts',
      url: `http://127.0.0.1:${apiPort}/api/news/searchkeyword/hot`,
      env: {
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        DB_PATH: dbPath,
        CAPTCHA_DISABLED: '1',
        SMS_DEV_CODE: '123456',
        CHAT_APP_LOGIN: '1',
        SITE_URL: `http://localhost:${webPort}`,
        WEB_REVALIDATE_URL: `http://127.0.0.1:${webPort}/api-hooks/revalidate`,
        REVALIDATE_SECRET: revalidateSecret,
        REVIEW_SECRET: reviewSecret,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      // The production web server: Next behind the page cache (scripts/web-server.ts).
      command: 'node node_modules/.bin/tsx scripts/web-server.ts',
      url: `http://localhost:${webPort}/upgrade`,
      env: {
        PORT: String(webPort),
        API_BASE_URL: `http://127.0.0.1:${apiPort}/api`,
        SITE_URL: `http://localhost:${webPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        REVALIDATE_SECRET: revalidateSecret,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
