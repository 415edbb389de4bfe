import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase, createTestDatabase, type TestDatabase } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * A service's Vitest globalSetup: its schema migrated once per run into a template database, which
 * each test file copies (`createTestDatabaseFromTemplate`), so runs and files never share data.
 */
export function templateDatabaseSetup(label: string, migrate: (url: string) => Promise<void>) {
  return async (project: TestProject): Promise<() => Promise<void>> => {
    const template = await createTemplateDatabase(label, migrate);
    project.provide('templateDatabase', template.name);
    return () => template.drop();
  };
}

/** A database of this test file's own, copied from the run's migrated template. */
export function createTestDatabaseFromTemplate(): Promise<TestDatabase> {
  return createTestDatabase(inject('templateDatabase'));
}
