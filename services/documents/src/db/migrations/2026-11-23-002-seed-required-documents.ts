import type { Kysely } from 'kysely';
import { DEFAULT_MAX_FILE_SIZE, REQUIRED_DOCUMENT_SEEDS } from '@nomada/contracts';
import type { DocumentsDatabase } from '../schema';

/** The checklist of SPEC.md section 3 for both plans; later changes to it are new migrations. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<DocumentsDatabase>;
  const rows = REQUIRED_DOCUMENT_SEEDS.flatMap((seed) =>
    seed.plans.map((plan) => ({
      slug: seed.slug,
      plan,
      name_en: seed.name.en,
      name_es: seed.name.es,
      description_en: seed.description.en,
      description_es: seed.description.es,
      max_file_size: DEFAULT_MAX_FILE_SIZE,
      sort_order: seed.sortOrder,
    })),
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
      REQUIRED_DOCUMENT_SEEDS.map((seed) => seed.slug),
    )
    .execute();
}
