import type { TestProject } from 'vitest/node';
import { createDb } from '@nomada/service-kit';
import { createTemplateDatabase } from '@nomada/service-kit/testing';
import { migrateMessaging } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    messagingTemplateDb: string;
  }
}

/** One migrated template per run; each test file copies it (createTestDatabase). */
export default async function setup(project: TestProject) {
  const template = await createTemplateDatabase('messaging', async (url) => {
    const db = createDb(url, { max: 1 });
    try {
      await migrateMessaging(db);
    } finally {
      await db.destroy();
    }
  });
  project.provide('messagingTemplateDb', template.name);
  return () => template.drop();
}
