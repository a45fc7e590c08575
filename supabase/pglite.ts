/**
 * The catalogue in PGlite (PostgreSQL compiled to WASM): the same migrations and seed as
 * Supabase, in memory, with no server. Used by the build (to export the api views as JSON, the
 * embedded data source) and by the database tests.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const supabaseDir = fileURLToPath(new URL('.', import.meta.url));
export const migrationsDir = join(supabaseDir, 'migrations');
export const seedDir = join(supabaseDir, 'seed');

/**
 * The roles Supabase provides, created only where missing, so that the migrations (which grant
 * to them) run unchanged here and on Supabase.
 */
export const supabaseRolesSql = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;
`;

/**
 * Stand-ins for what Supabase's auth service provides in the database (schema auth, the users
 * table and auth.uid(), which reads the request's JWT subject), created only where missing, so
 * that migrations using them (user data with row level security) run here unchanged.
 */
export const supabaseAuthSql = `
create schema if not exists auth;
create table if not exists auth.users (
  id uuid primary key,
  email text,
  phone text,
  created_at timestamptz not null default now()
);
do $$
begin
  if not exists (select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'auth' and p.proname = 'uid') then
    create function auth.uid() returns uuid language sql stable as $fn$
      select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
    $fn$;
  end if;
end
$$;
grant usage on schema auth to anon, authenticated, service_role;
`;

export async function sqlFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql'));
  // Code-unit order, as a shell glob sorts them (and as the Supabase CLI applies them).
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => join(dir, name));
}

async function applyFile(db: PGlite, file: string, override?: string): Promise<void> {
  const sql = override ?? (await readFile(file, 'utf8'));
  try {
    await db.exec(sql);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: ${message}`, { cause: error });
  }
}

export type OpenCatalogueOptions = {
  /**
   * Evaluate validity windows (discounts, promos) at this moment instead of the real clock, e.g.
   * '2026-11-22T00:00:00Z': written, as the owner, into catalog.snapshot_clock, which no session
   * can change (supabase/migrations/20261123000100_visibility_rules.sql). The build pins its own
   * build time, so the snapshot says when it was taken.
   */
  snapshotAt?: string;
  /**
   * Seed files to apply in place of the ones of supabase/seed with the same name (file name →
   * SQL), e.g. a 01-catalogue.sql generated from altered data files in a test.
   */
  seedOverrides?: Readonly<Record<string, string>>;
};

/** The SQL that pins catalog.effective_now() to `snapshotAt` (run as the tables' owner, after the migrations). */
export const pinSnapshotClockSql = `insert into catalog.snapshot_clock (only_row, evaluated_at) values (true, $1::timestamptz)
  on conflict (only_row) do update set evaluated_at = excluded.evaluated_at`;

/** Checks a snapshot time before any database work (Postgres checks it again with its cast). */
export function checkSnapshotAt(snapshotAt: string | undefined): void {
  if (snapshotAt !== undefined && Number.isNaN(Date.parse(snapshotAt))) {
    throw new Error(`openCatalogue: "snapshotAt" is not a timestamp: ${snapshotAt}`);
  }
}

/** Starts an in-memory PGlite and applies the roles, every migration, then every seed file. */
export async function openCatalogue(options: OpenCatalogueOptions = {}): Promise<PGlite> {
  checkSnapshotAt(options.snapshotAt);
  if (options.snapshotAt === undefined && options.seedOverrides === undefined && process.env.MOUSECOMPARE_PGLITE_CACHE !== 'off') {
    return openCachedCatalogue();
  }
  return buildCatalogue(options);
}

async function buildCatalogue(options: OpenCatalogueOptions): Promise<PGlite> {
  const db = await PGlite.create();
  try {
    await db.exec(supabaseRolesSql);
    await db.exec(supabaseAuthSql);
    for (const file of await sqlFiles(migrationsDir)) await applyFile(db, file);
    if (options.snapshotAt !== undefined) await db.query(pinSnapshotClockSql, [options.snapshotAt]);
    for (const file of await sqlFiles(seedDir)) await applyFile(db, file, options.seedOverrides?.[basename(file)]);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The plain catalogue (no snapshot time, no seed overrides) is kept as a PGlite data directory in
 * the system's temp folder, keyed by the SQL that makes it, PGlite's version and the day: the tests
 * open it some twenty times per run, and loading a copy takes under a second where applying the
 * migrations and the seed takes several (npm test, .ci/run). Each caller still gets its own
 * database. MOUSECOMPARE_PGLITE_CACHE=off builds every time.
 */
export async function openCachedCatalogue(): Promise<PGlite> {
  const file = join(tmpdir(), 'mousecompare-pglite', `${await catalogueKey()}.tar.gz`);
  try {
    return await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
  } catch {
    // Not built yet today (or unreadable): build it, and keep a copy for the next caller.
  }
  const db = await buildCatalogue({});
  const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
  await mkdir(dirname(file), { recursive: true });
  // Written aside, then renamed: a test file opening it meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, dump);
  await rename(partial, file);
  // Yesterday's copies (other SQL, another day) are never read again.
  for (const name of await readdir(dirname(file))) {
    if (name.endsWith('.tar.gz') && join(dirname(file), name) !== file) await rm(join(dirname(file), name), { force: true });
  }
  return db;
}

/** The cache file's name: what makes the catalogue, and today. */
export async function catalogueKey(): Promise<string> {
  const hash = createHash('sha256');
  // A data directory is only read back by the PGlite that wrote it.
  hash.update(await readFile(join(supabaseDir, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')).catch(() => 'unknown PGlite'));
  hash.update(new Date().toISOString().slice(0, 10));
  hash.update(supabaseRolesSql).update(supabaseAuthSql);
  for (const file of [...(await sqlFiles(migrationsDir)), ...(await sqlFiles(seedDir))]) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 32);
}

/** What listApiViews and exportApiViews need of a database: PGlite, or a real server in the tests. */
export interface SqlRunner {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}
export interface SqlDatabase extends SqlRunner {
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** The views of schema api, by name. */
export async function listApiViews(db: SqlRunner): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name::text as name from information_schema.views
      where table_schema = 'api' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * How the site asks PostgREST for each view where it orders (web/lib/data-source.ts): by the
 * column, then by the view's unique key, so pages of a paged read never overlap (web/lib/paged-read.ts).
 * The export is in this order too, which the site's snapshot reader relies on: it does not sort.
 */
export const viewOrder: Record<string, readonly string[]> = {
  available_promos: ['rank', 'id'],
};

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected identifier: ${name}`);
  return `"${name}"`;
}

/** PostgREST's read query for `GET /rest/v1/<view>?select=*[&order=<column>.asc,<key>.asc]`. */
export function postgrestReadQuery(view: string): string {
  const qualified = `"api".${quoteIdent(view)}`;
  const columns = viewOrder[view] ?? [];
  const order = columns.length > 0 ? ` ORDER BY ${columns.map((column) => `${qualified}.${quoteIdent(column)} ASC`).join(', ')}` : '';
  return (
    `SELECT coalesce(json_agg(_postgrest_t), '[]')::character varying AS body ` +
    `FROM (SELECT ${qualified}.* FROM ${qualified}${order}) _postgrest_t`
  );
}

/**
 * Reads every api view as role anon with PostgREST's query and returns view name → the JSON
 * text Postgres produced: byte for byte the body PostgREST would send.
 */
export async function exportApiViews(db: SqlDatabase): Promise<Record<string, string>> {
  const views = await listApiViews(db);
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    const out: Record<string, string> = {};
    for (const view of views) {
      const { rows } = await tx.query<{ body: string }>(postgrestReadQuery(view));
      const body = rows[0]?.body;
      if (typeof body !== 'string') throw new Error(`exportApiViews: no body for api.${view}`);
      out[view] = body;
    }
    return out;
  });
}
