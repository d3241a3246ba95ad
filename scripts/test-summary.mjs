// Sums the JSON reports that CI's test runs wrote and prints one plain closing line: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/ci';
const reports = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of reports) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.info(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
if (reports.length === 0 || passed + failed === 0) {
  console.error(`No test results in ${dir}: no test ran.`);
  process.exit(1);
}
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
