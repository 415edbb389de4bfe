import { Route, Routes } from 'react-router';
import { useCataloguesReady } from '@nomada/i18n';
import { NotFoundView } from '@nomada/ui';
import '#catalogues';
import { CookieConsentBanner } from '../features/cookie-consent';
import { HOME_NAMESPACE, PAGES_NAMESPACE } from '../i18n/namespaces';
import { ContactPage } from './routes/contact-page';
import { ContactSentPage } from './routes/contact-sent-page';
import { CookiesPage } from './routes/cookies-page';
import { HomeRoute } from './routes/home-route';
import { HowItWorksPage } from './routes/how-it-works-page';
import { PricingPage } from './routes/pricing-page';
import { PrivacyPage } from './routes/privacy-page';
import { TermsPage } from './routes/terms-page';

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
