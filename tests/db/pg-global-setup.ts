import pg from 'pg'
import { testPgUrls, testPgUrlVariable } from './test-database'

/** The real-server run must really have its servers: without one it fails instead of falling back to PGlite. */
export default async function setup() {
  const urls = testPgUrls()
  if (urls.length === 0) throw new Error(`${testPgUrlVariable} is not set: run \`npm run test:pg\`, which starts a PostgreSQL server`)
  const versions = new Set<string>()
  for (const url of urls) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ version: string }>('select version() as version')
      versions.add(rows[0]!.version)
    } finally {
      await client.end()
    }
  }
  console.info(`Database tests on ${[...versions].join(' and ')}${urls.length > 1 ? ` (${urls.length} servers)` : ''}`)
}
