/**
 * The catalogue in PGlite (PostgreSQL compiled to WASM): the same migrations and seed as
 * Supabase, in memory, with no server. Used by the build (to export the api views as JSON, the
 * embedded data source) and by the database tests.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const supabaseDir = fileURLToPath(new URL('.', import.meta.url));
export const migrationsDir = join(supabaseDir, 'migrations');
export const seedDir = join(supabaseDir, 'seed');

/**
 * The roles Supabase provides, created only where missing, so that the migrations (which grant
 * to them) run unchanged here and on Supabase.
 */
const supabaseRolesSql = `
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
const supabaseAuthSql = `
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

async function sqlFiles(dir: string): Promise<string[]> {
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
   * Evaluate validity windows (discounts, promos) at this moment instead of the real clock,
   * e.g. '2026-11-22T00:00:00Z'. Sets the session setting `catalog.now`.
   */
  now?: string;
  /**
   * Seed files to apply in place of the ones of supabase/seed with the same name (file name →
   * SQL), e.g. a 01-catalogue.sql generated from altered data files in a test.
   */
  seedOverrides?: Readonly<Record<string, string>>;
};

/** Starts an in-memory PGlite and applies the roles, every migration, then every seed file. */
export async function openCatalogue(options: OpenCatalogueOptions = {}): Promise<PGlite> {
  const db = await PGlite.create();
  try {
    if (options.now !== undefined) {
      if (Number.isNaN(Date.parse(options.now))) {
        throw new Error(`openCatalogue: "now" is not a timestamp: ${options.now}`);
      }
      // Checked again by Postgres (the cast fails on anything it cannot read).
      await db.query(`select set_config('catalog.now', $1::timestamptz::text, false)`, [options.now]);
    }
    await db.exec(supabaseRolesSql);
    await db.exec(supabaseAuthSql);
    for (const file of await sqlFiles(migrationsDir)) await applyFile(db, file);
    for (const file of await sqlFiles(seedDir)) await applyFile(db, file, options.seedOverrides?.[basename(file)]);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The views of schema api, by name. */
export async function listApiViews(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name::text as name from information_schema.views
      where table_schema = 'api' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** How the site asks PostgREST for each view (supabase-js `.order(...)`), where it orders. */
const viewOrder: Record<string, string> = {
  available_promos: 'rank',
};

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected identifier: ${name}`);
  return `"${name}"`;
}

/** PostgREST's read query for `GET /rest/v1/<view>?select=*[&order=<column>.asc]`. */
export function postgrestReadQuery(view: string): string {
  const qualified = `"api".${quoteIdent(view)}`;
  const column = viewOrder[view];
  const order = column ? ` ORDER BY ${qualified}.${quoteIdent(column)} ASC` : '';
  return (
    `SELECT coalesce(json_agg(_postgrest_t), '[]')::character varying AS body ` +
    `FROM (SELECT ${qualified}.* FROM ${qualified}${order}) _postgrest_t`
  );
}

/**
 * Reads every api view as role anon with PostgREST's query and returns view name → the JSON
 * text Postgres produced: byte for byte the body PostgREST would send.
 */
export async function exportApiViews(db: PGlite): Promise<Record<string, string>> {
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
