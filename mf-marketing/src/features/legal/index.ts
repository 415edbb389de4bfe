export { LegalDocument } from './components/legal-document';
export { CookieTable } from './components/cookie-table';
