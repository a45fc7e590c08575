import { createClient } from '@supabase/supabase-js'

/**
 * The Supabase client, in its own module so it is only ever loaded with a dynamic import: a build
 * without Supabase configuration never downloads supabase-js.
 */
export function createSupabaseClient(url: string, anonKey: string) {
  return createClient(url, anonKey, {
    db: { schema: 'api' },
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  })
}

export type ApiClient = ReturnType<typeof createSupabaseClient>
