import axe from 'axe-core';
import type { Page } from 'playwright-core';

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

/** The serious and critical problems axe finds on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Half a megabyte of script: injected once per loaded document, however often it is checked.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axe.source });
  }
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations as Violation[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          // The element and why, so a failure seen once (in CI) can be told without a rerun.
          .map(
            (node) =>
              `${node.target.join(' ')} ${node.html.slice(0, 160)} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
          )
          .join(' | ')}`,
    );
}
