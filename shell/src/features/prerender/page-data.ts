import type { RemoteName } from '@nomada/contracts';
import { isLanguage, type Language, type PageCatalogues } from '@nomada/i18n';

/** `<script type="application/json" id="…">` a prerendered page carries for its hydration. */
export const PAGE_DATA_ELEMENT_ID = 'nomada-page';

export type PageData = {
  /** The remote whose page the HTML holds. */
  remote: RemoteName;
  language: Language;
  /** The texts it was rendered with, so hydration needs no catalogue request. */
  catalogues: PageCatalogues;
};

/** `</script>` inside the JSON would end the element early; `<` is escaped wherever it appears. */
export function serialisePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data of a prerendered page, or undefined on a page rendered in the browser only. */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    if (typeof data.remote !== 'string' || !isLanguage(data.language)) return undefined;
    return { remote: data.remote, language: data.language, catalogues: data.catalogues ?? {} };
  } catch {
    return undefined;
  }
}
