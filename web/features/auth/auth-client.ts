/** The page's one Supabase client (shared with the catalogue reads), for sign-in and saved items. */
import { publicEnv } from '../../lib/public-env'
import { loadSupabaseClient } from '../../lib/shared-supabase-client'
import type { ApiClient } from '../../lib/supabase-client'

export function loadAuthClient(): Promise<ApiClient> {
  const config = publicEnv.supabase
  if (!config) return Promise.reject(new Error('Sign-in needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY'))
  return loadSupabaseClient(config)
}
