import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from '@nomada/service-kit/testing';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  interface ProvidedContext {
    identityTemplateDatabase: string;
  }
}

/** Migrates one template database per run; each test file copies it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createTemplateDatabase('identity', migrateDatabase);
  project.provide('identityTemplateDatabase', template.name);
  return () => template.drop();
}
