import type { TestProject } from 'vitest/node';
import { createDb } from '@nomada/service-kit';
import { createTemplateDatabase } from '@nomada/service-kit/testing';
import { migrateReview } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    reviewTemplateDb: string;
  }
}

/** One migrated template per run; each test file copies it (createTestDatabase). */
export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase('review', async (url) => {
    const db = createDb(url, { max: 1 });
    try {
      await migrateReview(db);
    } finally {
      await db.destroy();
    }
  });
  project.provide('reviewTemplateDb', template.name);
  return () => template.drop();
}
