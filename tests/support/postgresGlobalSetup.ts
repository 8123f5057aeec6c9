import type { TestProject } from 'vitest/node'

import { startThrowawayPostgres } from '../../cms/src/dev/throwawayPostgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/** One throwaway PostgreSQL cluster for the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const postgres = await startThrowawayPostgres()
  project.provide('postgresUrl', postgres.url())
  return () => postgres.stop()
}
