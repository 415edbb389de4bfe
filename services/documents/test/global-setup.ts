import type { TestProject } from 'vitest/node';
import { createDb } from '@nomada/service-kit';
import { createTemplateDatabase } from '@nomada/service-kit/testing';
import { migrateDocuments } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    documentsTemplateDb: string;
  }
}

/** One migrated template per run; each test file copies it (createTestDatabase). */
export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase('documents', async (url) => {
    const db = createDb(url, { max: 1 });
    try {
      await migrateDocuments(db);
    } finally {
      await db.destroy();
    }
  });
  project.provide('documentsTemplateDb', template.name);
  return () => template.drop();
}
