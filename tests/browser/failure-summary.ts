// A reporter that repeats, at the very end of the run, why each failed or
// flaky test failed: the line reporter prints an error where it happens,
// hundreds of lines before the end, and a CI log is often read from its tail.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const ANSI = /\u001b\[[0-9;]*m/g;
const MAX_CHARS = 2500;

export default class FailureSummary implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== test.expectedStatus) this.failures.push({ test, result });
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    const lines = [`\n${this.failures.length} failed attempt(s) (run ${result.status}):`];
    for (const { test, result: attempt } of this.failures) {
      const title = test.titlePath().filter(Boolean).join(" › ");
      lines.push(`\n✘ ${title} (attempt ${attempt.retry + 1}, ${attempt.status}, ${Math.round(attempt.duration / 1000)} s)`);
      for (const error of attempt.errors) {
        const text = (error.stack ?? error.message ?? String(error.value ?? "")).replace(ANSI, "");
        lines.push(text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text);
      }
    }
    console.log(lines.join("\n"));
  }

  printsToStdio(): boolean {
    return true;
  }
}
