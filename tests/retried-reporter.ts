import type { Reporter, TestCase } from 'vitest/node';

/**
 * CI retries a failed test once (vitest.config.ts): a test that needed it is a flake to fix, so its
 * name is printed at the end of the run, where `.ci/run`'s summary shows it.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      this.retried.push(`${testCase.project.name} ${testCase.module.moduleId.replace(process.cwd() + '/', '')} > ${testCase.fullName} (${retries} retry, ${testCase.result().state})`);
    }
  }

  onTestRunEnd(): void {
    for (const line of this.retried) console.info(`retried: ${line}`);
  }
}
