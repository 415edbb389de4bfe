import { describe, expect, it } from 'vitest';
import { countTests, failedTests } from './test-summary';

describe('countTests', () => {
  it('adds up Vitest and Playwright summaries, colours and all', () => {
    const output = [
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m23 passed\u001b[39m\u001b[22m\u001b[90m (23)\u001b[39m',
      '      Tests  1 failed | 7 passed (8)',
      '  Test Files  2 passed (2)',
      '  12 passed (31.2s)',
      '  2 failed',
      '  1 flaky',
    ].join('\n');
    expect(countTests(output)).toEqual({ passed: 42, failed: 4 });
  });

  it('adds the cluster run’s last line, and not its prefixed progress lines', () => {
    const output = ['k8s:e2e | 3 passed, 1 failed', '7 passed, 1 failed'].join('\n');
    expect(countTests(output)).toEqual({ passed: 7, failed: 1 });
  });
});

describe('failedTests', () => {
  it('names each failed Vitest and Playwright test with the first line of its error', () => {
    const output = [
      '\u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m a.test.ts\u001b[2m > \u001b[22msuite\u001b[2m > \u001b[22mfails',
      '\u001b[31m\u001b[1mAssertionError\u001b[22m: expected 1 to be 2 // Object.is equality\u001b[39m',
      '- Expected',
      ' FAIL  b.test.ts [ b.test.ts ]',
      '',
      'Error: setup broke',
      '  1) [chromium] › tests/login.spec.ts:12:3 › signs in',
      '',
      '    Error: expect(locator).toBeVisible() failed',
      '  2) tests/contact-forms.spec.ts:32:1 › keeps the fields ──────────',
      '',
      '    Error: expect(locator).toBeVisible() failed',
      '  ✓ 3 passed',
    ].join('\n');
    expect(failedTests(output)).toEqual([
      'a.test.ts > suite > fails: AssertionError: expected 1 to be 2 // Object.is equality',
      'b.test.ts [ b.test.ts ]: Error: setup broke',
      '[chromium] › tests/login.spec.ts:12:3 › signs in: Error: expect(locator).toBeVisible() failed',
      'tests/contact-forms.spec.ts:32:1 › keeps the fields: Error: expect(locator).toBeVisible() failed',
    ]);
  });

  it('adds what a Playwright assertion expected and received, and the line of the test that failed', () => {
    const output = [
      '  1) tests/lawyer-chat.spec.ts:32:1 › unread counts ────────',
      '',
      '    Error: expect(locator).toHaveAccessibleName(expected) failed',
      '',
      "    Locator:  getByRole('link', { name: /^Messages with your lawyer/ })",
      '    Expected: "Messages with your lawyer"',
      '    Received: "Messages with your lawyer1 unread"',
      '    Timeout:  15000ms',
      '',
      '    > 96 |     await expect(chatLink(page)).toHaveAccessibleName(',
      '        at /check/work/main/e2e/tests/lawyer-chat.spec.ts:96:34',
      '  2) tests/other.spec.ts:5:1 › another ──',
      '',
      '    Error: page.goto: net::ERR_CONNECTION_REFUSED',
      '        at Object.<anonymous> (/x/e2e/tests/other.spec.ts:7:16)',
      '  2 failed',
    ].join('\n');
    expect(failedTests(output)).toEqual([
      'tests/lawyer-chat.spec.ts:32:1 › unread counts: Error: expect(locator).toHaveAccessibleName(expected) failed | Expected: "Messages with your lawyer" | Received: "Messages with your lawyer1 unread" | at lawyer-chat.spec.ts:96',
      'tests/other.spec.ts:5:1 › another: Error: page.goto: net::ERR_CONNECTION_REFUSED | at other.spec.ts:7',
    ]);
  });

  it('names a failure once however often the runner repeats it, and clips long lines', () => {
    const header = ` FAIL  x.test.ts > ${'a'.repeat(500)}`;
    const found = failedTests([header, 'Error: boom', header, 'Error: boom'].join('\n'));
    expect(found).toHaveLength(1);
    expect(found[0]?.length).toBe(240);
  });
});
