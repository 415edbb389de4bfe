export { useConsentStore } from './consent-store';
export { CookieConsentBanner } from './components/cookie-consent-banner';
export { ReopenConsentButton } from './components/reopen-consent-button';
