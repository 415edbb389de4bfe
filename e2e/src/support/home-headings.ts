import type { Language } from '@nomada/contracts';

/** What the hero of `/` says in each language (mf-marketing's catalogue). */
export const HOME_HEADINGS: Record<Language, string> = {
  en: 'Move to Spain with your visa paperwork in expert hands',
  es: 'Múdate a España con los trámites de tu visado en manos expertas',
};
