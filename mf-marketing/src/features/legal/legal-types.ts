export type LegalDocumentId = 'terms' | 'privacy' | 'cookies';

/** One numbered section of a legal document, as written in the `marketing-legal` catalogue. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
};
