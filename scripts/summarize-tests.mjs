// Adds up the runners' JSON reports into the one closing line CI reads:
// "N passed, M failed[, K skipped]"; exits non-zero when anything failed.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? vitest.numFailedTestSuites : 0);
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else {
  console.log('no vitest report: counted as one failure');
  failed += 1;
}

for (const project of ['pages', 'faults']) {
  const pw = read(`.reports/playwright-${project}.json`);
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
    skipped += pw.stats.skipped;
    if (pw.errors?.length) failed += pw.errors.length;
  } else {
    console.log(`no playwright report for "${project}" (build failed or runner crashed): counted as one failure`);
    failed += 1;
  }
}

// Whole-project checks, each counted as one test: `tsc=0 eslint=1 …` (exit codes).
for (const arg of process.argv.slice(2)) {
  const [check, code] = arg.split('=');
  if (code === '0') passed += 1;
  else {
    console.log(`${check} failed (exit ${code}): counted as one failure`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
