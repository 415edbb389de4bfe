import type { Kysely } from 'kysely';
import type { DocumentsDatabase } from '../schema';

/**
 * Premium is the digital nomad visa itself (Ley 14/2013, chapter V bis): besides the four documents
 * every plan asks for, the applicant proves the remote work, the company behind it, their
 * qualification and their social security cover (facts checked in dnv-facts-2026.md: PRIE, the law
 * firms' reading of the company-age rule, the 2023 joint instruction). Written out, never imported:
 * a migration that ran must mean the same forever.
 */
const PREMIUM_PROOFS = [
  {
    slug: 'work-contract',
    name_en: 'Employment or client contract',
    name_es: 'Contrato laboral o con clientes',
    description_en:
      'Your contract with the company outside Spain, or your contracts with clients, showing a working relationship of at least 3 months before you apply and that the work can be done remotely. As a freelancer, at most 20% of your work may be for Spanish clients.',
    description_es:
      'Tu contrato con la empresa de fuera de España, o tus contratos con clientes, que acrediten una relación de al menos 3 meses antes de la solicitud y que el trabajo puede hacerse a distancia. Como autónomo, como máximo el 20 % de tu actividad puede ser para clientes españoles.',
    sort_order: 5,
  },
  {
    slug: 'company-registration',
    name_en: 'Company registration certificate',
    name_es: 'Certificado de registro de la empresa',
    description_en:
      'Proof that the company you work for (or, as a freelancer, your main client) has been registered and really active for at least 1 year, such as a certificate of incorporation or a registry extract.',
    description_es:
      'Acreditación de que la empresa para la que trabajas (o, como autónomo, tu cliente principal) está registrada y tiene actividad real desde hace al menos 1 año, como la escritura de constitución o un certificado del registro mercantil.',
    sort_order: 6,
  },
  {
    slug: 'qualification',
    name_en: 'Degree or proof of 3 years of experience',
    name_es: 'Título o 3 años de experiencia',
    description_en:
      'A university degree, a postgraduate or vocational qualification, or a degree from a prestigious business school; or proof of at least 3 years of professional experience in your field.',
    description_es:
      'Un título universitario, de posgrado, de formación profesional o de una escuela de negocios de prestigio; o la acreditación de al menos 3 años de experiencia profesional en tu sector.',
    sort_order: 7,
  },
  {
    slug: 'social-security',
    name_en: 'Social security certificate',
    name_es: 'Certificado de Seguridad Social',
    description_en:
      "A certificate of coverage from your home country's social security under its agreement with Spain, or proof of registration with Spanish social security (by your employer, or in RETA as a freelancer).",
    description_es:
      'Un certificado de cobertura de la seguridad social de tu país según su convenio con España, o el alta en la Seguridad Social española (por tu empleador o, como autónomo, en el RETA).',
    sort_order: 8,
  },
] as const;

const TEN_MB = 10 * 1024 * 1024;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<DocumentsDatabase>;
  await db
    .insertInto('documents.required_documents')
    .values(PREMIUM_PROOFS.map((item) => ({ ...item, plan: 'premium', max_file_size: TEN_MB })))
    .onConflict((oc) => oc.columns(['plan', 'slug']).doNothing())
    .execute();
}

/** Fails while anyone has uploaded one of these proofs (the foreign key restricts): their files stay referenced. */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<DocumentsDatabase>;
  await db
    .deleteFrom('documents.required_documents')
    .where('plan', '=', 'premium')
    .where(
      'slug',
      'in',
      PREMIUM_PROOFS.map((item) => item.slug),
    )
    .execute();
}
