import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import { expectNoAxeViolations } from '../src/support/axe';
import {
  assignedRow,
  openConversationPanel,
  premiumClientOfAgent,
  sendAsAgent,
  sendAsApplicant,
} from '../src/support/lawyer-chat';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

const TEXT = {
  en: {
    question:
      'Hello! Is a bank certificate in English enough, or does it need a sworn translation?',
    answer:
      'Hello Lucia. Documents in English need a sworn translation into Spanish (traductor jurado).\n\nSend me the certificate when you have it and I will check it before you upload it.',
  },
  es: {
    question: '¡Hola! ¿Vale un certificado bancario en inglés o necesita traducción jurada?',
    answer:
      'Hola, Lucía. Los documentos en inglés necesitan traducción jurada al español.\n\nEnvíame el certificado cuando lo tengas y lo reviso antes de que lo subas.',
  },
} as const;

/** Signs in (the form is English by default), then switches the whole site to `language`. */
async function signInAs(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  language: Language,
  who: { email: string; password: string },
  landing: RegExp,
) {
  await decideCookies(context, baseURL);
  await signIn(page, who.email, who.password);
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL }]);
}

async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

/**
 * The lawyer chat page and the agent's conversation panel at phone and desktop widths in both
 * languages: nothing wider than the screen, no axe violation (WCAG 2.2 AA),
 * no console error. Screenshots land in e2e/.artifacts/screenshots for people to look at. (The
 * open visa assistant is checked by assistant-widget.spec.ts, whose tests stop the chat worker.)
 */
for (const language of ['en', 'es'] as const) {
  for (const width of [390, 1280] as const) {
    test(`lawyer chat page and agent panel in ${language} at ${width}px`, async ({
      page,
      context,
      browser,
      baseURL,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      const text = TEXT[language];
      const applicant = await premiumClientOfAgent(request, baseURL!, 'Lucia');
      await sendAsApplicant(baseURL!, applicant, text.question);
      await sendAsAgent(baseURL!, applicant.id, text.answer);
      const shot = (name: string) => `.artifacts/screenshots/chat-${name}-${language}-${width}.png`;

      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, context, baseURL!, language, applicant, /\/dashboard$/);
      await page.goto('/dashboard/lawyer-chat');
      const log = page.getByRole('log');
      await expect(log.getByText(text.answer.split('\n')[0]!)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoOverflow(page, 'the lawyer chat page');
      await expectNoAxeViolations(page, `the lawyer chat page (${language}, ${width}px)`);
      await page.screenshot({ path: shot('lawyer-page'), fullPage: true });

      const agentContext = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const agentPage = await agentContext.newPage();
        agentPage.on('pageerror', (error) => consoleErrors.push(error.message));
        await signInAs(agentPage, agentContext, baseURL!, language, agent(), /\/agent\/dashboard$/);
        await agentPage.goto('/agent/dashboard');
        const row = await assignedRow(agentPage, applicant.email, language);
        const panel = await openConversationPanel(row, language);
        await expect(panel.getByText(text.question)).toBeVisible();
        await expectNoOverflow(agentPage, 'the agent dashboard with the conversation open');
        await expectNoAxeViolations(
          agentPage,
          `the agent's conversation (${language}, ${width}px)`,
        );
        await row.screenshot({ path: shot('agent-panel') });
      } finally {
        await agentContext.close();
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}
