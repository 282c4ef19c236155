/**
 * Says why journeys were skipped: each reason once, as soon as the first journey meets it, and at
 * the end every skipped journey under its reason. A run against a deployed site without the outbox
 * or the operator token thus says what it did not check.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SkippedReporter implements Reporter {
  private readonly byReason = new Map<string, string[]>();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') return;
    const annotations = [...result.annotations, ...test.annotations];
    const reason = annotations.find((a) => a.type === 'skip' || a.type === 'fixme')?.description ?? 'skipped without a reason';
    const titles = this.byReason.get(reason) ?? [];
    if (titles.length === 0) console.log(`  skipping journeys: ${reason}`);
    titles.push(`[${test.parent.project()?.name ?? '?'}] ${test.titlePath().slice(2).join(' › ')}`);
    this.byReason.set(reason, titles);
  }

  onEnd(_result: FullResult): void {
    if (this.byReason.size === 0) return;
    console.log('\nSkipped journeys:');
    for (const [reason, titles] of this.byReason) {
      console.log(`  ${titles.length} skipped, ${reason}:`);
      for (const title of titles) console.log(`    - ${title}`);
    }
  }
}
