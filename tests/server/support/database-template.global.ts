import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
  type DatabaseTemplate,
} from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

/** Vitest's global setup of a server project: one seeded template for the whole run, removed after it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres' && adminUrl) {
    const template = await buildPostgresTemplate(adminUrl);
    project.provide('databaseTemplate', template);
    return () =>
      template.kind === 'postgres' ? dropPostgresDatabase(adminUrl, template.name) : Promise.resolve();
  }
  const dir = mkdtempSync(join(tmpdir(), 'quita-template-'));
  project.provide('databaseTemplate', await buildPgliteTemplate(join(dir, 'seeded.tar')));
  return async () => rmSync(dir, { recursive: true, force: true });
}
