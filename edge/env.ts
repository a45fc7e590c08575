/**
 * The worker's configuration (wrangler.toml [vars], or `wrangler deploy --var`), validated once
 * per isolate. A wrong value fails every request with a message that names the variable.
 */

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

function text(vars: Vars, name: keyof Vars): string {
  const value = vars[name]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw new ConfigError(name, 'must be a string')
  return value.trim()
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An origin: https (http only for a local host), nothing after the host. */
function parseOrigin(name: keyof Vars, value: string, example: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(name, `must be an absolute URL such as ${example} (got ${JSON.stringify(value.slice(0, 100))})`)
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname))
  if (!secure) throw new ConfigError(name, `must use https (got ${JSON.stringify(url.protocol)})`)
  if (url.username || url.password) throw new ConfigError(name, 'must not contain credentials')
  if (url.pathname !== '/' || url.search || url.hash) throw new ConfigError(name, `must be an origin only, such as ${example}, without a path, query or fragment`)
  return url
}

export function parseWorkerConfig(vars: Vars): WorkerConfig {
  const siteOriginText = text(vars, 'SITE_ORIGIN')
  if (siteOriginText === '') throw new ConfigError('SITE_ORIGIN', 'is required: the absolute origin of the site, such as https://mousecompare.com')
  const siteOrigin = parseOrigin('SITE_ORIGIN', siteOriginText, 'https://mousecompare.com').origin

  const giveaways = text(vars, 'GIVEAWAYS_ENABLED').toLowerCase()
  if (giveaways !== '' && giveaways !== 'true' && giveaways !== 'false') {
    throw new ConfigError('GIVEAWAYS_ENABLED', `must be "true" or "false" (got ${JSON.stringify(giveaways.slice(0, 40))})`)
  }

  const supabaseUrl = text(vars, 'SUPABASE_URL')
  const anonKey = text(vars, 'SUPABASE_ANON_KEY')
  let supabase: SupabaseConfig | undefined
  if (supabaseUrl !== '' || anonKey !== '') {
    if (supabaseUrl === '') throw new ConfigError('SUPABASE_URL', 'is required when SUPABASE_ANON_KEY is set (set both, or neither for the embedded snapshot)')
    if (anonKey === '') throw new ConfigError('SUPABASE_ANON_KEY', 'is required when SUPABASE_URL is set (set both, or neither for the embedded snapshot)')
    if (/\s/.test(anonKey)) throw new ConfigError('SUPABASE_ANON_KEY', 'must not contain whitespace')
    const url = parseOrigin('SUPABASE_URL', supabaseUrl, 'https://abcd.supabase.co')
    supabase = { url: url.origin, origin: url.origin, anonKey }
  }

  return { siteOrigin, giveawaysEnabled: giveaways === 'true', supabase }
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
