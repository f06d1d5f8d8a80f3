/** Sums the JSON reports of every suite CI ran into the one closing line `N passed, N failed`. */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport { numPassedTests: number; numFailedTests: number; numPendingTests: number }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: missing (the suite did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport;
  const [p, f, s] =
    'stats' in report
      ? [report.stats.expected + report.stats.flaky, report.stats.unexpected, report.stats.skipped]
      : [report.numPassedTests, report.numFailedTests, report.numPendingTests];
  console.log(`${file}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
