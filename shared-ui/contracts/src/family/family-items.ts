import type { FamilyRelation } from './family-relations';

/** One paper a family member brings, in the checklist's words. */
export type FamilyItem = {
  slug: string;
  /** What the authorities usually require of it (the agent may change it per case). */
  legalisation: 'apostille' | 'none';
  translation: 'sworn' | 'none';
  name: { en: string; es: string };
  description: { en: string; es: string };
};

const PASSPORT: FamilyItem = {
  legalisation: 'none',
  translation: 'none',
  slug: 'passport',
  name: { en: 'Passport', es: 'Pasaporte' },
  description: {
    en: 'Every page of a passport valid for the whole stay.',
    es: 'Todas las páginas de un pasaporte válido para toda la estancia.',
  },
};
const HEALTH: FamilyItem = {
  legalisation: 'none',
  translation: 'none',
  slug: 'health-insurance',
  name: { en: 'Health insurance cover', es: 'Seguro médico' },
  description: {
    en: 'A certificate that they are covered by a health insurer operating in Spain, with no co-payments.',
    es: 'Un certificado de que tienen seguro médico con una aseguradora que opere en España, sin copagos.',
  },
};
const MARRIAGE: FamilyItem = {
  legalisation: 'apostille',
  translation: 'sworn',
  slug: 'marriage-certificate',
  name: { en: 'Marriage certificate', es: 'Certificado de matrimonio' },
  description: {
    en: 'Issued in the last three months, apostilled, with a sworn translation if not in Spanish.',
    es: 'Expedido en los últimos tres meses, apostillado, con traducción jurada si no está en español.',
  },
};
const PARTNERSHIP: FamilyItem = {
  legalisation: 'apostille',
  translation: 'sworn',
  slug: 'partnership-certificate',
  name: { en: 'Registered partnership certificate', es: 'Certificado de pareja registrada' },
  description: {
    en: 'Proof that the partnership is registered, apostilled, with a sworn translation if not in Spanish.',
    es: 'Prueba de que la pareja está inscrita, apostillada, con traducción jurada si no está en español.',
  },
};
const BIRTH: FamilyItem = {
  legalisation: 'apostille',
  translation: 'sworn',
  slug: 'birth-certificate',
  name: { en: 'Birth certificate', es: 'Certificado de nacimiento' },
  description: {
    en: 'Showing the relationship with the applicant, apostilled, with a sworn translation if not in Spanish.',
    es: 'Que muestre el parentesco con el solicitante, apostillado, con traducción jurada si no está en español.',
  },
};
const DEPENDENCY: FamilyItem = {
  legalisation: 'none',
  translation: 'none',
  slug: 'dependency-proof',
  name: { en: 'Proof of dependency', es: 'Prueba de dependencia económica' },
  description: {
    en: 'Transfers or other proof that the applicant supports them financially.',
    es: 'Transferencias u otra prueba de que el solicitante les mantiene económicamente.',
  },
};

/** The papers each member needs, in the order the authority reads them. */
export function familyItemsFor(relation: FamilyRelation, dependent: boolean): FamilyItem[] {
  switch (relation) {
    case 'spouse':
      return [PASSPORT, MARRIAGE, HEALTH];
    case 'partner':
      return [PASSPORT, PARTNERSHIP, HEALTH];
    case 'child':
      return dependent ? [PASSPORT, BIRTH, DEPENDENCY, HEALTH] : [PASSPORT, BIRTH, HEALTH];
    case 'parent':
      return [PASSPORT, BIRTH, DEPENDENCY, HEALTH];
  }
}
