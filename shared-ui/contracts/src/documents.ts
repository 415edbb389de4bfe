import type { Plan } from './plans';

export const DOCUMENT_STATUSES = [
  'pending',
  'uploaded',
  'reviewing',
  'approved',
  'rejected',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
export const ALLOWED_FILE_TYPES = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

export type RequiredDocumentSeed = {
  slug: string;
  plans: readonly Plan[];
  name: { en: string; es: string };
  description: { en: string; es: string };
  sortOrder: number;
};

/** The checklist of SPEC.md section 3, required for both plans; the documents service seeds it. */
export const REQUIRED_DOCUMENT_SEEDS: readonly RequiredDocumentSeed[] = [
  {
    slug: 'passport',
    plans: ['basic', 'premium'],
    name: { en: 'Valid passport', es: 'Pasaporte válido' },
    description: {
      en: 'All pages of a passport with at least 6 months of validity left.',
      es: 'Todas las páginas de un pasaporte con al menos 6 meses de validez restante.',
    },
    sortOrder: 1,
  },
  {
    slug: 'bank-statements',
    plans: ['basic', 'premium'],
    name: { en: 'Bank statements', es: 'Extractos bancarios' },
    description: {
      en: 'Statements for the last 3 months showing your regular income.',
      es: 'Extractos de los últimos 3 meses que muestren tus ingresos regulares.',
    },
    sortOrder: 2,
  },
  {
    slug: 'health-insurance',
    plans: ['basic', 'premium'],
    name: { en: 'Health insurance certificate', es: 'Certificado de seguro médico' },
    description: {
      en: 'Full health cover from an insurer authorised to operate in Spain.',
      es: 'Cobertura sanitaria completa de una aseguradora autorizada en España.',
    },
    sortOrder: 3,
  },
  {
    slug: 'criminal-record',
    plans: ['basic', 'premium'],
    name: { en: 'Criminal record certificate', es: 'Certificado de antecedentes penales' },
    description: {
      en: 'From every country you lived in during the last 2 years, legalised or apostilled.',
      es: 'De cada país en el que hayas vivido en los últimos 2 años, legalizado o apostillado.',
    },
    sortOrder: 4,
  },
];
