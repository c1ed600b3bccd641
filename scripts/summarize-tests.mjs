// Adds up the runners' JSON reports into the one closing line CI reads:
// "N passed, M failed[, K skipped]"; exits non-zero when anything failed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
// Named above the totals, so the tail of a run says what failed (and what passed only on a retry).
const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300);
const notes = [];

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) notes.push(`FAILED unit ${relative('.', file.name)}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) notes.push(`FAILED unit ${relative('.', file.name)}: ${firstLine(file.message)}`);
  }
}

function playwrightFailures(suite, project) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results?.find((result) => result.error)?.error?.message;
      const label = test.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED';
      notes.push(`${label} ${test.projectName ?? project} ${spec.file}:${spec.line} ${spec.title} — ${firstLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, project);
}
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? vitest.numFailedTestSuites : 0);
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  vitestFailures(vitest);
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
    for (const error of pw.errors ?? []) notes.push(`FAILED ${project} (outside a test): ${firstLine(error.message)}`);
    for (const suite of pw.suites ?? []) playwrightFailures(suite, project);
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

for (const note of notes) console.log(note);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
