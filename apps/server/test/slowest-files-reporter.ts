import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;

/**
 * Names the slowest test files at the end of a run (tests and hooks, then collecting), so a file that
 * grows slow is seen in CI's log before it stretches the run.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules
      .map((module) => ({ name: module.relativeModuleId, ...module.diagnostic() }))
      .sort((a, b) => b.duration + b.collectDuration - (a.duration + a.collectDuration))
      .slice(0, SHOWN);
    if (!timed.length) return;
    console.log(`\nSlowest ${timed.length} test files (tests and hooks + collecting, seconds):`);
    for (const file of timed)
      console.log(
        `  ${(file.duration / 1000).toFixed(1).padStart(6)} + ${(file.collectDuration / 1000).toFixed(1).padStart(4)}  ${file.name}`,
      );
  }
}
