import { Route, Routes } from 'react-router';
import { useCataloguesReady } from '@nomada/i18n';
import { lazyPart, NotFoundView } from '@nomada/ui';
import '#catalogues';
import { CookieConsentBanner } from '../features/cookie-consent';
import { HOME_NAMESPACE, PAGES_NAMESPACE } from '../i18n/namespaces';
import { ContactPage } from './routes/contact-page';
import { ContactSentPage } from './routes/contact-sent-page';
import { HomeRoute } from './routes/home-route';
import { HowItWorksPage } from './routes/how-it-works-page';
import { PricingPage } from './routes/pricing-page';

// The legal pages are read far less than the rest and carry the longest code (their documents, the
// cookie table): a chunk of their own keeps them out of a first visit's budget.
const TermsPage = lazyPart(
  () => import('./routes/terms-page'),
  (m) => m.TermsPage,
);
const CookiesPage = lazyPart(
  () => import('./routes/cookies-page'),
  (m) => m.CookiesPage,
);
const PrivacyPage = lazyPart(
  () => import('./routes/privacy-page'),
  (m) => m.PrivacyPage,
);

const LEGAL_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '/terms': TermsPage,
  '/cookies': CookiesPage,
  '/privacy-policy': PrivacyPage,
  '/privacy': PrivacyPage,
};

/** Starts loading the code of the page at `pathname` when it has a chunk of its own. */
export const preloadPage = (pathname: string): Promise<unknown> =>
  LEGAL_PAGES[pathname]?.preload() ?? Promise.resolve();

// Served on a legal page, its code loads beside the remote's own rather than after it renders.
if (typeof window !== 'undefined')
  void preloadPage(window.location.pathname).catch(() => undefined);

/** Mounted by the shell under its catch-all route, so these paths are absolute. */
export default function MarketingApp() {
  // Titles, descriptions and the cookie banner of every page; the home catalogue (6 KB) too, since
  // the plan cards, the eligibility result, the steps and the contact form of other pages use it.
  useCataloguesReady([PAGES_NAMESPACE, HOME_NAMESPACE]);
  return (
    <>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/how-it-works" element={<HowItWorksPage />} />
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/contact/sent" element={<ContactSentPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/cookies" element={<CookiesPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundView />} />
      </Routes>
      <CookieConsentBanner />
    </>
  );
}
