import { afterEach, describe, expect, it, vi } from 'vitest'
import { testPgUrl, testPgUrls } from '../db/test-database'

// npm run test:pg starts a PostgreSQL server per test worker and names them all in TEST_PG_URL.
describe('the server a database test runs on (tests/db/test-database.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is PGlite when TEST_PG_URL is not set or blank', () => {
    vi.stubEnv('TEST_PG_URL', '')
    expect(testPgUrls()).toEqual([])
    expect(testPgUrl()).toBeUndefined()
    vi.stubEnv('TEST_PG_URL', '  ')
    expect(testPgUrl()).toBeUndefined()
  })

  it('is the one server named, for every worker', () => {
    vi.stubEnv('TEST_PG_URL', ' postgres://a:5432/postgres ')
    for (const worker of ['1', '2', '3']) {
      vi.stubEnv('VITEST_POOL_ID', worker)
      expect(testPgUrl()).toBe('postgres://a:5432/postgres')
    }
  })

  it('is worker n’s own of several servers, so no two workers share one', () => {
    vi.stubEnv('TEST_PG_URL', 'postgres://a:1/postgres postgres://b:2/postgres')
    expect(testPgUrls()).toHaveLength(2)
    vi.stubEnv('VITEST_POOL_ID', '1')
    expect(testPgUrl()).toBe('postgres://a:1/postgres')
    vi.stubEnv('VITEST_POOL_ID', '2')
    expect(testPgUrl()).toBe('postgres://b:2/postgres')
  })
})
