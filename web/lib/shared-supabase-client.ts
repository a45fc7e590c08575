/**
 * The one Supabase client of the page, shared by the data source (catalogue reads) and sign-in
 * (auth, the user's saved items): one session, one token refresh, and reads carry the user's token
 * when signed in. supabase-js is loaded by a dynamic import on first use, so a build without
 * Supabase configuration never downloads it.
 */
import type { ApiClient } from './supabase-client'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

const clients = new Map<string, Promise<ApiClient>>()

/** The shared client for this project (created once, on first call). */
export function loadSupabaseClient(config: SupabaseConfig): Promise<ApiClient> {
  const key = `${config.url}\n${config.anonKey}`
  let client = clients.get(key)
  if (!client) {
    client = import('./supabase-client').then(({ createSupabaseClient }) => createSupabaseClient(config.url, config.anonKey))
    // A failed chunk load may be retried later.
    client.catch(() => clients.delete(key))
    clients.set(key, client)
  }
  return client
}
