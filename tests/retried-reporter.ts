import type { Reporter, TestCase } from 'vitest/node';

/**
 * CI retries a failed test once (vitest.config.ts): a test that needed it is a flake to fix, so its
 * name is printed at the end of the run, where `.ci/run`'s summary shows it, with the first try's error.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      // the first try's error too: CI keeps no other output of a test that passed on its retry
      const error = testCase.result().errors?.[0];
      const why = error ? `: ${`${error.name ?? 'Error'}: ${error.message ?? ''}`.split('\n')[0]!.slice(0, 300)}` : '';
      this.retried.push(`${testCase.project.name} ${testCase.module.moduleId.replace(process.cwd() + '/', '')} > ${testCase.fullName} (${retries} retry, ${testCase.result().state})${why}`);
    }
  }

  onTestRunEnd(): void {
    for (const line of this.retried) console.info(`retried: ${line}`);
  }
}
