import { useTranslation } from 'react-i18next';
import { useCataloguesReady } from '@nomada/i18n';
import { COMPANY } from '../../config/company';
import { LEGAL_NAMESPACE } from '../../i18n/namespaces';
import type { LegalDocumentId, LegalSection } from './legal-types';

/** The company details every document interpolates, so they are written once in `config/company`. */
const VALUES = {
  company: COMPANY.legalName,
  registryCode: COMPANY.registryCode,
  address: COMPANY.address,
  supportEmail: COMPANY.supportEmail,
  privacyEmail: COMPANY.privacyEmail,
};

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

function asSections(value: unknown): LegalSection[] {
  return Array.isArray(value) ? (value as LegalSection[]) : [];
}

/** The document's texts in the current language, company details filled in. */
export function useLegalText(document: LegalDocumentId) {
  // Only the legal pages need these long texts: they load with the first of them.
  useCataloguesReady([LEGAL_NAMESPACE]);
  const { t, i18n } = useTranslation('marketing-legal');
  return {
    language: i18n.language,
    title: t(`${document}.title`),
    intro: asStrings(t(`${document}.intro`, { ...VALUES, returnObjects: true })),
    sections: asSections(t(`${document}.sections`, { ...VALUES, returnObjects: true })),
  };
}
