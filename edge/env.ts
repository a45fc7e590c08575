/**
 * The worker's configuration (wrangler.toml [vars], or `wrangler deploy --var`), validated once
 * per isolate by one valibot schema. A wrong value fails every request with a message that names
 * the variable.
 */
import * as v from 'valibot'

export interface SupabaseConfig {
  /** The project URL, e.g. https://abcd.supabase.co (no trailing slash). */
  url: string
  /** Its origin, for the Content-Security-Policy (connect-src, img-src). */
  origin: string
  /** The anon (public) key. */
  anonKey: string
}

export interface WorkerConfig {
  /** Absolute origin for canonical links, Open Graph URLs, sitemaps and robots.txt. */
  siteOrigin: string
  /** The hidden giveaways section answers only when this is on. */
  giveawaysEnabled: boolean
  /** Read the catalogue from Supabase when set; otherwise from the embedded snapshot. */
  supabase: SupabaseConfig | undefined
}

export class ConfigError extends Error {
  readonly variable: string
  constructor(variable: string, problem: string) {
    super(`Invalid worker configuration: ${variable} ${problem}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

type Vars = Partial<Record<'SITE_ORIGIN' | 'GIVEAWAYS_ENABLED' | 'SUPABASE_URL' | 'SUPABASE_ANON_KEY', unknown>>

/** A variable's text, trimmed; absent (or null) is empty. */
const text = v.optional(v.pipe(v.nullable(v.string('must be a string')), v.transform((value) => value?.trim() ?? '')), '')

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

function readUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** An origin: https (http only for a local host), nothing after the host. */
function origin(example: string) {
  return v.pipe(
    v.string(),
    v.check((value) => readUrl(value) !== undefined, (issue) => `must be an absolute URL such as ${example} (got ${JSON.stringify(issue.input.slice(0, 100))})`),
    v.transform((value) => readUrl(value)!),
    v.check(
      (url) => url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname)),
      (issue) => `must use https (got ${JSON.stringify(issue.input.protocol)})`,
    ),
    v.check((url) => !url.username && !url.password, 'must not contain credentials'),
    v.check((url) => url.pathname === '/' && !url.search && !url.hash, `must be an origin only, such as ${example}, without a path, query or fragment`),
    v.transform((url) => url.origin),
  )
}

/** Unset (empty) or, when set, valid by `schema`. */
function optionalText<Schema extends v.GenericSchema<string, unknown>>(schema: Schema) {
  return v.pipe(text, v.transform((value) => (value === '' ? undefined : value)), v.optional(schema))
}

const bothOrNeither = 'set both, or neither for the embedded snapshot'

const workerConfigSchema = v.pipe(
  v.object({
    SITE_ORIGIN: v.pipe(text, v.nonEmpty('is required: the absolute origin of the site, such as https://mousecompare.com'), origin('https://mousecompare.com')),
    GIVEAWAYS_ENABLED: v.pipe(
      text,
      v.transform((value) => value.toLowerCase()),
      v.picklist(['', 'true', 'false'], (issue) => `must be "true" or "false" (got ${JSON.stringify(String(issue.input).slice(0, 40))})`),
    ),
    SUPABASE_URL: optionalText(origin('https://abcd.supabase.co')),
    SUPABASE_ANON_KEY: optionalText(v.pipe(v.string(), v.check((key) => !/\s/.test(key), 'must not contain whitespace'))),
  }),
  v.forward(
    v.check((vars) => vars.SUPABASE_URL !== undefined || vars.SUPABASE_ANON_KEY === undefined, `is required when SUPABASE_ANON_KEY is set (${bothOrNeither})`),
    ['SUPABASE_URL'],
  ),
  v.forward(
    v.check((vars) => vars.SUPABASE_ANON_KEY !== undefined || vars.SUPABASE_URL === undefined, `is required when SUPABASE_URL is set (${bothOrNeither})`),
    ['SUPABASE_ANON_KEY'],
  ),
  v.transform(
    (vars): WorkerConfig => ({
      siteOrigin: vars.SITE_ORIGIN,
      giveawaysEnabled: vars.GIVEAWAYS_ENABLED === 'true',
      supabase:
        vars.SUPABASE_URL !== undefined && vars.SUPABASE_ANON_KEY !== undefined
          ? { url: vars.SUPABASE_URL, origin: vars.SUPABASE_URL, anonKey: vars.SUPABASE_ANON_KEY }
          : undefined,
    }),
  ),
)

/** The configuration, or a ConfigError naming the first wrong variable. */
export function parseWorkerConfig(vars: Vars): WorkerConfig {
  const result = v.safeParse(workerConfigSchema, vars, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  throw new ConfigError(v.getDotPath(issue) ?? 'configuration', issue.message)
}

// `env` is one object per isolate, so this validates once and then answers from memory.
const validated = new WeakMap<object, WorkerConfig>()

export function workerConfig(env: Env): WorkerConfig {
  let config = validated.get(env)
  if (!config) {
    config = parseWorkerConfig(env as unknown as Vars)
    validated.set(env, config)
  }
  return config
}
