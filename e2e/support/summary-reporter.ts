/**
 * Prints one summary line at the end of a run (after the list reporter's output), e.g.
 * `E2E: 96 tests – 96 passed, 0 failed, 0 skipped, 0 flaky (phone, desktop, desktop-xl) in 58.2 s`,
 * and the titles of the failed tests.
 */
import type { FullResult, Reporter, Suite, TestCase } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private started = Date.now();

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
    this.started = Date.now();
  }

  onEnd(result: FullResult): void {
    const tests: TestCase[] = this.suite?.allTests() ?? [];
    if (tests.length > 0 && tests.every((t) => t.results.length === 0)) {
      console.log(`\nE2E: ${tests.length} tests listed, none run`);
      return;
    }
    const count = (outcome: ReturnType<TestCase["outcome"]>) => tests.filter((t) => t.outcome() === outcome).length;
    const failed = tests.filter((t) => t.outcome() === "unexpected");
    const projects = [...new Set(tests.map((t) => t.parent.project()?.name).filter(Boolean))].join(", ");
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    console.log(
      `\nE2E ${result.status.toUpperCase()}: ${tests.length} tests – ${count("expected")} passed, ${failed.length} failed, ` +
        `${count("skipped")} skipped, ${count("flaky")} flaky (${projects}) in ${seconds} s`,
    );
    for (const test of failed) console.log(`  ✘ [${test.parent.project()?.name}] ${test.titlePath().slice(2).join(" › ")}`);
    // A plain closing line, the form CI reads for the count of a run.
    console.log(`e2e: ${count("expected") + count("flaky")} passed, ${failed.length} failed`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
