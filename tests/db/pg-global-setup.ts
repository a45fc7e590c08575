import pg from 'pg'
import { testPgUrl, testPgUrlVariable } from './test-database'

/** The real-server run must really have a server: without one it fails instead of falling back to PGlite. */
export default async function setup() {
  const url = testPgUrl()
  if (!url) throw new Error(`${testPgUrlVariable} is not set: run \`npm run test:pg\`, which starts a PostgreSQL server`)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ version: string }>('select version() as version')
    console.info(`Database tests on ${rows[0]!.version}`)
  } finally {
    await client.end()
  }
}
