/**
 * The browser's configuration, validated by one valibot schema. vite.config.ts validates it at
 * build (and dev server) start, so a wrong value fails the build with a message naming the
 * variable instead of shipping a broken site, and compiles the validated result into the build
 * (web/lib/public-env.ts): the browser runs no validator. Tests read import.meta.env through it.
 */
import * as v from 'valibot'

export interface PublicEnv {
  /** Both set: the site reads Supabase; both unset: the embedded demo catalogue. */
  supabase: { url: string; anonKey: string } | null
  /** Where the generic error screen sends people when this site is down. */
  backupSiteUrl: string
  contactEmail: string
  giveawaysEnabled: boolean
}

export const publicEnvDefaults = {
  backupSiteUrl: 'https://web.archive.org/web/2026/https://mousecompare.com/',
  contactEmail: 'hello@mousecompare.com',
} as const

export class EnvError extends Error {
  override name = 'EnvError'
}

/** A variable as Vite hands it over: trimmed text, or unset (absent, empty or not text). */
function variable<Schema extends v.GenericSchema<string, unknown>>(schema: Schema) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)),
      v.optional(schema),
    ),
  )
}

function readUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** An absolute https URL (http for localhost when allowed), without its trailing slash. */
function httpsUrl(name: string, allowHttpLocalhost: boolean) {
  return variable(
    v.pipe(
      v.string(),
      v.check((value) => readUrl(value) !== undefined, (issue) => `${name} must be an absolute URL such as https://example.supabase.co, got "${issue.input}"`),
      v.check((value) => {
        const url = readUrl(value)
        const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1'
        return url?.protocol === 'https:' || (allowHttpLocalhost && local && url?.protocol === 'http:')
      }, (issue) => `${name} must use https (http is allowed for localhost only), got "${issue.input}"`),
      v.transform((value) => readUrl(value)!.toString().replace(/\/$/, '')),
    ),
  )
}

// Built when first needed: a build compiles the validated result in and never calls it, so the
// schema (and valibot) stay out of the browser's code.
const publicEnvSchema = () =>
  v.pipe(
  v.object({
    VITE_SUPABASE_URL: httpsUrl('VITE_SUPABASE_URL', true),
    VITE_SUPABASE_ANON_KEY: variable(v.string()),
    VITE_CONTACT_EMAIL: variable(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, (issue) => `VITE_CONTACT_EMAIL must be an email address, got "${issue.input}"`))),
    VITE_GIVEAWAYS_ENABLED: variable(v.picklist(['true', 'false'], (issue) => `VITE_GIVEAWAYS_ENABLED must be "true" or "false", got "${issue.input}"`)),
    VITE_BACKUP_SITE_URL: httpsUrl('VITE_BACKUP_SITE_URL', false),
  }),
  v.check(
    (raw) => (raw.VITE_SUPABASE_URL === undefined) === (raw.VITE_SUPABASE_ANON_KEY === undefined),
    (issue) =>
      issue.input.VITE_SUPABASE_URL === undefined
        ? 'VITE_SUPABASE_ANON_KEY is set but VITE_SUPABASE_URL is not: set both, or neither to use the embedded demo catalogue'
        : 'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both, or neither to use the embedded demo catalogue',
  ),
  v.check(
    ({ VITE_SUPABASE_ANON_KEY: key }) => key === undefined || key.split('.').length === 3 || key.startsWith('sb_publishable_'),
    "VITE_SUPABASE_ANON_KEY must be the project's anon JWT (three base64url parts) or a sb_publishable_ key",
  ),
  v.transform(
    (raw): PublicEnv => ({
      supabase: raw.VITE_SUPABASE_URL && raw.VITE_SUPABASE_ANON_KEY ? { url: raw.VITE_SUPABASE_URL, anonKey: raw.VITE_SUPABASE_ANON_KEY } : null,
      backupSiteUrl: raw.VITE_BACKUP_SITE_URL ?? publicEnvDefaults.backupSiteUrl,
      contactEmail: raw.VITE_CONTACT_EMAIL ?? publicEnvDefaults.contactEmail,
      giveawaysEnabled: raw.VITE_GIVEAWAYS_ENABLED === 'true',
    }),
  ),
)

/** The configuration, or an EnvError whose message names the first wrong variable. */
export function parsePublicEnv(raw: Record<string, unknown>): PublicEnv {
  const result = v.safeParse(publicEnvSchema(), raw, { abortEarly: true })
  if (!result.success) throw new EnvError(result.issues[0].message)
  return result.output
}
