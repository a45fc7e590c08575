/**
 * The database a db test runs against: PGlite (PostgreSQL 18 in WASM, in memory) by default, or a
 * real PostgreSQL server when TEST_PG_URL is set (`npm run test:pg` starts Debian's PostgreSQL 15
 * and sets it; hosted Supabase runs 15 or 17). Either way the same roles, migrations and seed are
 * applied to a fresh database, and the test talks to it through the same small interface.
 *
 * On a server each test file gets its own database (created here, dropped on close) with an ICU
 * en-US default collation, as hosted Postgres sorts text, so the explicit collations of the api
 * views are really tested.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import {
  checkSnapshotAt,
  migrationsDir,
  openCatalogue,
  pinSnapshotClockSql,
  seedDir,
  sqlFiles,
  supabaseAuthSql,
  supabaseRolesSql,
} from '../../supabase/pglite.ts'

export interface QueryResult<T> {
  rows: T[]
  fields: { name: string; dataTypeID: number }[]
  /** Rows an INSERT, UPDATE or DELETE changed. */
  affectedRows?: number
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  exec(sql: string): Promise<void>
}

export interface TestDatabase extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in a transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** `server_version_num`, e.g. 150018. */
  serverVersion(): Promise<number>
  close(): Promise<void>
}

export const testPgUrlVariable = 'TEST_PG_URL'

export interface TestCatalogueOptions {
  /** Evaluate validity windows at this moment (see supabase/pglite.ts). */
  snapshotAt?: string
  /** Seed files to apply in place of supabase/seed's of the same name, e.g. a 01-catalogue.sql built without a source. */
  seedOverrides?: Readonly<Record<string, string>>
}

/**
 * The servers TEST_PG_URL names, separated by white space: usually one; `npm run test:pg` starts one
 * per test worker, because roles belong to a server and each file creates them.
 */
export function testPgUrls(): string[] {
  return (process.env[testPgUrlVariable] ?? '').split(/\s+/).filter(Boolean)
}

/** The server this test worker runs on (worker n takes the n-th of TEST_PG_URL), or undefined for PGlite. */
export function testPgUrl(): string | undefined {
  const urls = testPgUrls()
  if (urls.length === 0) return undefined
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return urls[(worker - 1) % urls.length]
}

function fromPGlite(db: PGlite): TestDatabase {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params)
      return { rows: result.rows, fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })), affectedRows: result.affectedRows }
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async serverVersion() {
      const { rows } = await db.query<{ version: number }>(`select current_setting('server_version_num')::integer as version`)
      return rows[0]!.version
    },
    close: () => db.close(),
  }
}

// Values as PGlite returns them, so a test reads the same types from either engine: bigint and
// numeric as numbers, dates and timestamps as Date objects, json as parsed values.
const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value)
    if (oid === 1082) return (value: string) => new Date(`${value}T00:00:00Z`)
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

function wrapClient(client: pg.Client | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query({ text: sql, values: params, types })
      return {
        rows: result.rows as T[],
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
        affectedRows: result.command === 'SELECT' ? undefined : (result.rowCount ?? 0),
      }
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
}

async function applyFiles(client: pg.Client, dir: string, overrides: Readonly<Record<string, string>> = {}) {
  for (const file of await sqlFiles(dir)) {
    try {
      await client.query(overrides[basename(file)] ?? (await readFile(file, 'utf8')))
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error })
    }
  }
}

async function openPostgres(url: string, options: TestCatalogueOptions): Promise<TestDatabase> {
  const name = `mousecompare_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    // Hosted Postgres sorts text by a language's rules, not by bytes: so does this database.
    await admin.query(`create database "${name}" template template0 encoding 'UTF8' locale_provider icu icu_locale 'en-US' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`)
  } finally {
    await admin.end()
  }
  const target = new URL(url)
  target.pathname = `/${name}`
  // UTC, as PGlite: timestamps in JSON then read the same from both.
  const client = new pg.Client({ connectionString: target.toString(), options: '-c TimeZone=UTC' })
  await client.connect()
  const drop = async () => {
    await client.end().catch(() => undefined)
    const cleanup = new pg.Client({ connectionString: url })
    await cleanup.connect()
    try {
      await cleanup.query(`drop database if exists "${name}" with (force)`)
    } finally {
      await cleanup.end()
    }
  }
  try {
    await client.query(supabaseRolesSql)
    await client.query(supabaseAuthSql)
    await applyFiles(client, migrationsDir)
    if (options.snapshotAt !== undefined) await client.query(pinSnapshotClockSql, [options.snapshotAt])
    await applyFiles(client, seedDir, options.seedOverrides)
  } catch (error) {
    await drop()
    throw error
  }
  const queryable = wrapClient(client)
  // One connection: transactions run one at a time, as they do in PGlite.
  let queue: Promise<unknown> = Promise.resolve()
  return {
    kind: 'postgres',
    ...queryable,
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const run = async () => {
        await client.query('begin')
        try {
          const result = await work(queryable)
          await client.query('commit')
          return result
        } catch (error) {
          await client.query('rollback')
          throw error
        }
      }
      const result = queue.then(run, run)
      queue = result.catch(() => undefined)
      return result
    },
    async serverVersion() {
      const { rows } = await client.query<{ version: number }>(`select current_setting('server_version_num')::integer as version`)
      return rows[0]!.version
    },
    close: drop,
  }
}

/** A fresh catalogue (roles, migrations, seed) on PGlite, or on the TEST_PG_URL server when set. */
export async function openTestCatalogue(options: TestCatalogueOptions = {}): Promise<TestDatabase> {
  checkSnapshotAt(options.snapshotAt)
  const url = testPgUrl()
  if (url) return openPostgres(url, options)
  return fromPGlite(await openCatalogue(options))
}
