// `npm test`: lint, type check, Vitest (unit, component, backend), then Playwright end-to-end tests on a
// production build against a freshly seeded API on free ports.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { summarizeE2e } from './e2e-summary.mjs';
import { BIN, build, DIST_DIR, freePort, run } from './lib.mjs';

// Results of this run (separate per NEXT_DIST_DIR so parallel work trees do not mix them).
const RESULTS = `test-results/${DIST_DIR.replace(/^\./, '')}`;

function chromiumPath() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  // Chromium's headless shell (the browser Playwright itself runs headless) renders the same Blink without the full
  // browser around it: the page audit's desktop half took 237 s of test time with it, 374 s with the full browser
  // (same build, same idle machine, one after the other).
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return '';
}

// Wall time of each step, printed against the suite's budget at the end (issue 13 item 7).
const SUITE_BUDGET_S = 20 * 60;
const started = Date.now();
const times = [];
let current = null;
function step(name) {
  const now = Date.now();
  if (current) times.push([current.name, now - current.at]);
  current = { name, at: now };
  console.log(`\n=== ${name} ===`);
}
const skipE2e = process.argv.includes('--no-e2e');
// `--e2e-only [spec files…]`: build and run only the end-to-end tests (all, or the named spec files).
const e2eOnly = process.argv.includes('--e2e-only');
// Anything after a lone `--` goes to Playwright as is (e.g. `-- --repeat-each=5 --project=desktop`).
const dashes = process.argv.indexOf('--');
const ours = dashes === -1 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const playwrightArgs = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const specs = ours.filter((a) => !a.startsWith('--'));

rmSync(RESULTS, { recursive: true, force: true });
if (!e2eOnly) {
  // Each is single-threaded: side by side on two cores they take the time of the longer one (36 s + 26 s → ≈ 40 s).
  step('lint and type check');
  await Promise.all([
    (async () => {
      await run(BIN('eslint'), ['--max-warnings=0', '.']);
      await run('node', ['scripts/check-cycles.mjs']);
      // dead files, unused exports and unlisted dependencies (knip.json says what it cannot see)
      await run(BIN('knip'), []);
    })(),
    (async () => {
      await run(BIN('next'), ['typegen'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
      await run(BIN('tsc'), ['--noEmit']);
    })(),
  ]);
  step('unit, component and backend tests (vitest)');
  await run(BIN('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`]);
}

if (!skipE2e) {
  const chromium = chromiumPath();
  if (!chromium && !existsSync(`${process.env.HOME}/.cache/ms-playwright`)) {
    console.error('No Chromium found. Install one: `apt-get install -y chromium fonts-noto-cjk`, or set PLAYWRIGHT_CHROMIUM_PATH.');
    process.exit(1);
  }
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiBase = `http://127.0.0.1:${apiPort}/api`;
  step(`production build for end-to-end tests (API ${apiBase})`);
  // The chat-app QR login is on in the end-to-end build (its tab and the sandbox are tested).
  await build(apiBase, { SITE_URL: `http://localhost:${webPort}`, NEXT_PUBLIC_CHAT_APP_LOGIN: '1' });
  step('end-to-end tests (playwright)');
  try {
    await run(BIN('playwright'), ['test', ...specs, ...playwrightArgs], {
      env: {
        E2E_API_PORT: String(apiPort),
        E2E_WEB_PORT: String(webPort),
        PLAYWRIGHT_CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
        E2E_OUTPUT_DIR: `${RESULTS}/e2e`,
      },
    });
  } finally {
    // the totals, the ten slowest tests and the time per spec file, passed or not
    summarizeE2e(`${RESULTS}/playwright.json`, `${RESULTS}/e2e-summary.json`);
  }
}

// One closing line over every runner: `Summary: N passed, N failed`.
function counts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}
const unit = counts(`${RESULTS}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = counts(`${RESULTS}/playwright.json`, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }));
if (current) times.push([current.name, Date.now() - current.at]);
const total = (Date.now() - started) / 1000;
const parts = times.map(([name, ms]) => `${name.replace(/ \(.*$/, '')} ${Math.round(ms / 1000)} s`).join(', ');
console.log(`\nTime: ${parts}; total ${(total / 60).toFixed(1)} min of a ${SUITE_BUDGET_S / 60} min budget${total > SUITE_BUDGET_S ? ' (OVER BUDGET)' : ''}`);
console.log(`Summary: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
