import type { TestProject } from 'vitest/node'
import { exportApiViews, openCatalogue } from '../../supabase/pglite'

declare module 'vitest' {
  export interface ProvidedContext {
    /** view name → the JSON PostgREST would return for `select=*`, from the real migrations and seed. */
    apiSnapshot: Record<string, string>
  }
}

/** Builds the catalogue once per run (PGlite), for msw to serve as Supabase's REST API. */
export default async function setup(project: TestProject) {
  const db = await openCatalogue()
  try {
    project.provide('apiSnapshot', await exportApiViews(db))
  } finally {
    await db.close()
  }
}
