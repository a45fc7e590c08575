import { defineConfig } from 'vitest/config'
import { testPgUrls } from './test-database.ts'

const servers = testPgUrls().length

// `npm run test:pg`: the database tests that matter, on a real PostgreSQL server (TEST_PG_URL,
// set by scripts/test-pg.ts). `npm test` runs the same files on PGlite.
export default defineConfig({
  root: import.meta.dirname + '/../..',
  test: {
    name: 'pg',
    environment: 'node',
    include: [
      'tests/db/visibility.test.ts',
      'tests/db/snapshot-time.test.ts',
      'tests/db/security.test.ts',
      'tests/db/user-data.test.ts',
      'tests/db/account-limits.test.ts',
      'tests/db/catalogue-invariants.test.ts',
      'tests/db/figure-checks.test.ts',
      'tests/db/without-source.test.ts',
    ],
    globalSetup: ['tests/db/pg-global-setup.ts'],
    // Roles are shared by every database of a server, and each file creates them: one file at a
    // time per server. `npm run test:pg` starts a server per core, and each worker takes its own.
    fileParallelism: servers > 1,
    maxWorkers: Math.max(1, servers),
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
