// The end-to-end run in a few lines (issue 27 item 6): its totals, the ten slowest tests and the time of each spec
// file per project, from Playwright's JSON report. `npm test` prints it and writes it beside the report; a copy of
// one full run is kept in docs/evidence/e2e-summary.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Every test result of the report, with its spec file, title path and project. */
function results(report) {
  const rows = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          rows.push({ file: spec.file, title: [...titles, spec.title].join(' › '), project: test.projectName, ms: result.duration, status: result.status, retry: result.retry });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites) walk(suite, []);
  return rows;
}

export function summarizeE2e(reportPath, outPath) {
  if (!existsSync(reportPath)) return null;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const rows = results(report);
  const perSpec = new Map();
  for (const r of rows) {
    const key = `${r.file} [${r.project}]`;
    const entry = perSpec.get(key) ?? { spec: key, tests: 0, seconds: 0 };
    entry.tests += 1;
    entry.seconds += r.ms / 1000;
    perSpec.set(key, entry);
  }
  const summary = {
    startTime: report.stats.startTime,
    wallSeconds: Math.round(report.stats.duration / 1000),
    workers: report.config.workers ?? report.config.metadata?.actualWorkers,
    passed: report.stats.expected,
    flaky: report.stats.flaky,
    failed: report.stats.unexpected,
    testSeconds: Math.round(rows.reduce((sum, r) => sum + r.ms, 0) / 1000),
    slowest: [...rows].sort((a, b) => b.ms - a.ms).slice(0, 10).map((r) => ({ test: `${r.file} › ${r.title}`, project: r.project, seconds: +(r.ms / 1000).toFixed(1) })),
    specs: [...perSpec.values()].map((s) => ({ ...s, seconds: Math.round(s.seconds) })).sort((a, b) => b.seconds - a.seconds),
  };
  writeFileSync(outPath, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nEnd-to-end: ${summary.passed} passed, ${summary.flaky} flaky, ${summary.failed} failed in ${summary.wallSeconds} s (${summary.testSeconds} s of test time)`);
  console.log('Ten slowest tests:');
  for (const s of summary.slowest) console.log(`  ${String(s.seconds).padStart(6)} s  [${s.project}] ${s.test}`);
  console.log('Slowest spec files:');
  for (const s of summary.specs.slice(0, 10)) console.log(`  ${String(s.seconds).padStart(6)} s  ${s.spec} (${s.tests} tests)`);
  return summary;
}

// `node scripts/e2e-summary.mjs <playwright.json> <out.json>`
if (import.meta.url === `file://${process.argv[1]}`) summarizeE2e(process.argv[2], process.argv[3]);
