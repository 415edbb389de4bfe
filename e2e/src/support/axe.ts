import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the product promises (WCAG 2.2 AA, with the A and AA rules of 2.0 and 2.1). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of what it found, each node
 * with axe's own account of why. Toasts are the shell's component (swept by the shell's tests, and
 * fading in or out they would be measured mid-animation): they are let go first.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('li[data-variant]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}
