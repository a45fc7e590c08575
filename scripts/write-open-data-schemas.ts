/**
 * `npm run open-data:schema`: writes edge/open-data-schemas/v1/<resource>.json from the api views
 * (real Postgres in PGlite, with the migrations and seed) and web/lib/api-types.ts.
 *
 * It refuses to write a change that breaks the published v1 contract (a removed column, a changed
 * type or nullability, a removed enum value) and a new column or value that the changelog
 * (web/features/open-data/open-data-changelog.ts) does not list, naming each one.
 *
 *   node scripts/write-open-data-schemas.ts             write, if the contract allows it
 *   node scripts/write-open-data-schemas.ts --replace   write whatever the views say, contract or not:
 *                                                       only for a version not yet published
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderSchema, type RowSchema } from '../edge/json-schema.ts'
import { openCatalogue } from '../supabase/pglite.ts'
import { openDataResourceNames } from '../web/features/open-data/open-data-api.ts'
import { openDataChangelog } from '../web/features/open-data/open-data-changelog.ts'
import { contractProblems, currentSchemas, schemaFile, schemasDir, type ContractProblem } from './open-data-schema.ts'

const replace = process.argv.includes('--replace')

const db = await openCatalogue()
let schemas: Awaited<ReturnType<typeof currentSchemas>>
try {
  schemas = await currentSchemas(db)
} finally {
  await db.close()
}

const problems: ContractProblem[] = []
if (!replace) {
  for (const resource of openDataResourceNames) {
    const file = schemaFile(resource)
    if (!existsSync(file)) continue
    const committed = JSON.parse(readFileSync(file, 'utf8')) as RowSchema
    problems.push(...contractProblems(resource, committed, schemas[resource], openDataChangelog))
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.breaking ? 'breaking' : 'not in the changelog'}: ${problem.message}`)
  if (problems.some((problem) => problem.breaking)) {
    console.error(
      '\nThe published v1 contract cannot lose a column or change a type, nullability or value list. Keep the column as it was\n' +
        '(a view can still provide it), or publish a new version path (/api/v2/, see README "Open data"). Before v1 is first\n' +
        'published, `npm run open-data:schema -- --replace` rewrites v1 from the views as they are.',
    )
  }
  if (problems.some((problem) => !problem.breaking)) {
    console.error('\nList each new column or value in web/features/open-data/open-data-changelog.ts, then run this again.')
  }
  process.exit(1)
}

mkdirSync(schemasDir(), { recursive: true })
for (const resource of openDataResourceNames) {
  const file = schemaFile(resource)
  const text = renderSchema(schemas[resource])
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  if (before !== text) writeFileSync(file, text)
  const columns = Object.keys(schemas[resource].properties).length
  console.log(`${before === text ? 'unchanged' : 'wrote    '} ${fileURLToPath(file)} (${columns} columns)`)
}
