/** The home page's texts. */
export const HOME_NAMESPACE = 'marketing';
/** Texts of the how-it-works, pricing and contact pages, the eligibility check and the cookie banner. */
export const PAGES_NAMESPACE = 'marketing-pages';
/** The legal documents, one JSON file per document and language. */
export const LEGAL_NAMESPACE = 'marketing-legal';
