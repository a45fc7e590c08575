/**
 * The browser's configuration, read once from Vite's build-time environment and validated.
 * vite.config.ts runs the same parser at build start, so a wrong value fails the build with a
 * message naming the variable instead of shipping a broken site.
 */

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

type RawEnv = Record<string, string | boolean | undefined>

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name]
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

function httpsUrl(raw: RawEnv, name: string, allowHttpLocalhost = true): string | undefined {
  const value = text(raw, name)
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new EnvError(`${name} must be an absolute URL such as https://example.supabase.co, got "${value}"`)
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
  if (url.protocol !== 'https:' && !(allowHttpLocalhost && local && url.protocol === 'http:')) {
    throw new EnvError(`${name} must use https (http is allowed for localhost only), got "${value}"`)
  }
  return url.toString().replace(/\/$/, '')
}

export function parsePublicEnv(raw: RawEnv): PublicEnv {
  const supabaseUrl = httpsUrl(raw, 'VITE_SUPABASE_URL')
  const anonKey = text(raw, 'VITE_SUPABASE_ANON_KEY')
  if ((supabaseUrl === undefined) !== (anonKey === undefined)) {
    throw new EnvError(
      supabaseUrl === undefined
        ? 'VITE_SUPABASE_ANON_KEY is set but VITE_SUPABASE_URL is not: set both, or neither to use the embedded demo catalogue'
        : 'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both, or neither to use the embedded demo catalogue',
    )
  }
  if (anonKey !== undefined && anonKey.split('.').length !== 3 && !anonKey.startsWith('sb_publishable_')) {
    throw new EnvError('VITE_SUPABASE_ANON_KEY must be the project\'s anon JWT (three base64url parts) or a sb_publishable_ key')
  }
  const contactEmail = text(raw, 'VITE_CONTACT_EMAIL') ?? publicEnvDefaults.contactEmail
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contactEmail)) {
    throw new EnvError(`VITE_CONTACT_EMAIL must be an email address, got "${contactEmail}"`)
  }
  const giveaways = text(raw, 'VITE_GIVEAWAYS_ENABLED') ?? 'false'
  if (giveaways !== 'true' && giveaways !== 'false') {
    throw new EnvError(`VITE_GIVEAWAYS_ENABLED must be "true" or "false", got "${giveaways}"`)
  }
  return {
    supabase: supabaseUrl && anonKey ? { url: supabaseUrl, anonKey } : null,
    backupSiteUrl: httpsUrl(raw, 'VITE_BACKUP_SITE_URL', false) ?? publicEnvDefaults.backupSiteUrl,
    contactEmail,
    giveawaysEnabled: giveaways === 'true',
  }
}
