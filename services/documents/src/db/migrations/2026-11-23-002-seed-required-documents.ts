import type { Kysely } from 'kysely';
import type { DocumentsDatabase } from '../schema';

/**
 * The checklist of docs/product/data.md for both plans, as it stood when this migration was written.
 * The data is written out here, never imported: a migration that ran must mean the same forever.
 * Later changes to the checklist are new migrations.
 */
const CHECKLIST = [
  {
    slug: 'passport',
    name_en: 'Valid passport',
    name_es: 'Pasaporte válido',
    description_en: 'All pages of a passport with at least 6 months of validity left.',
    description_es: 'Todas las páginas de un pasaporte con al menos 6 meses de validez restante.',
    sort_order: 1,
  },
  {
    slug: 'bank-statements',
    name_en: 'Bank statements',
    name_es: 'Extractos bancarios',
    description_en: 'Statements for the last 3 months showing your regular income.',
    description_es: 'Extractos de los últimos 3 meses que muestren tus ingresos regulares.',
    sort_order: 2,
  },
  {
    slug: 'health-insurance',
    name_en: 'Health insurance certificate',
    name_es: 'Certificado de seguro médico',
    description_en: 'Full health cover from an insurer authorised to operate in Spain.',
    description_es: 'Cobertura sanitaria completa de una aseguradora autorizada en España.',
    sort_order: 3,
  },
  {
    slug: 'criminal-record',
    name_en: 'Criminal record certificate',
    name_es: 'Certificado de antecedentes penales',
    description_en:
      'From every country you lived in during the last 2 years, legalised or apostilled.',
    description_es:
      'De cada país en el que hayas vivido en los últimos 2 años, legalizado o apostillado.',
    sort_order: 4,
  },
] as const;

const PLANS = ['basic', 'premium'] as const;
const TEN_MB = 10 * 1024 * 1024;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<DocumentsDatabase>;
  const rows = PLANS.flatMap((plan) =>
    CHECKLIST.map((item) => ({ ...item, plan, max_file_size: TEN_MB })),
  );
  await db
    .insertInto('documents.required_documents')
    .values(rows)
    .onConflict((oc) => oc.columns(['plan', 'slug']).doNothing())
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<DocumentsDatabase>;
  await db
    .deleteFrom('documents.required_documents')
    .where(
      'slug',
      'in',
      CHECKLIST.map((item) => item.slug),
    )
    .execute();
}
