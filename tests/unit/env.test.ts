import { describe, expect, it } from 'vitest'
import { EnvError, parsePublicEnv, publicEnvDefaults } from '../../web/lib/env'

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl'

describe('parsePublicEnv', () => {
  it('uses the embedded catalogue and defaults when nothing is set', () => {
    expect(parsePublicEnv({})).toEqual({
      supabase: null,
      backupSiteUrl: publicEnvDefaults.backupSiteUrl,
      contactEmail: publicEnvDefaults.contactEmail,
      giveawaysEnabled: false,
    })
  })

  it('treats empty strings as unset', () => {
    expect(parsePublicEnv({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }).supabase).toBeNull()
  })

  it('reads a Supabase project', () => {
    expect(parsePublicEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: jwt }).supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: jwt,
    })
  })

  it.each([
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, /VITE_SUPABASE_ANON_KEY/],
    [{ VITE_SUPABASE_ANON_KEY: jwt }, /VITE_SUPABASE_URL is not/],
    [{ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: jwt }, /VITE_SUPABASE_URL must be an absolute URL/],
    [{ VITE_SUPABASE_URL: 'http://abc.supabase.co', VITE_SUPABASE_ANON_KEY: jwt }, /must use https/],
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'service-role-secret' }, /anon JWT/],
    [{ VITE_GIVEAWAYS_ENABLED: 'yes' }, /VITE_GIVEAWAYS_ENABLED/],
    [{ VITE_CONTACT_EMAIL: 'nobody' }, /VITE_CONTACT_EMAIL/],
    [{ VITE_BACKUP_SITE_URL: 'http://localhost:3000' }, /VITE_BACKUP_SITE_URL must use https/],
  ])('fails loudly, naming the variable, for %j', (raw, message) => {
    expect(() => parsePublicEnv(raw)).toThrow(EnvError)
    expect(() => parsePublicEnv(raw)).toThrow(message)
  })

  it('allows a local Supabase over http', () => {
    expect(parsePublicEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: jwt }).supabase?.url).toBe('http://127.0.0.1:54321')
  })
})

describe('parsePublicEnv messages', () => {
  it.each([
    [{ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: jwt }, 'VITE_SUPABASE_URL must be an absolute URL such as https://example.supabase.co, got "abc.supabase.co"'],
    [{ VITE_SUPABASE_URL: ' http://abc.supabase.co ', VITE_SUPABASE_ANON_KEY: jwt }, 'VITE_SUPABASE_URL must use https (http is allowed for localhost only), got "http://abc.supabase.co"'],
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, 'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both, or neither to use the embedded demo catalogue'],
    [{ VITE_SUPABASE_ANON_KEY: jwt }, 'VITE_SUPABASE_ANON_KEY is set but VITE_SUPABASE_URL is not: set both, or neither to use the embedded demo catalogue'],
    [{ VITE_CONTACT_EMAIL: 'nobody' }, 'VITE_CONTACT_EMAIL must be an email address, got "nobody"'],
    [{ VITE_GIVEAWAYS_ENABLED: 'yes' }, 'VITE_GIVEAWAYS_ENABLED must be "true" or "false", got "yes"'],
  ])('says exactly what is wrong for %j', (raw, message) => {
    expect(() => parsePublicEnv(raw)).toThrow(new EnvError(message))
  })

  it('ignores values that are not text (Vite adds booleans such as DEV) and reads giveaways and the backup site', () => {
    expect(parsePublicEnv({ DEV: true, VITE_GIVEAWAYS_ENABLED: 'true', VITE_BACKUP_SITE_URL: 'https://backup.example.org/' })).toMatchObject({
      giveawaysEnabled: true,
      backupSiteUrl: 'https://backup.example.org',
    })
  })
})
