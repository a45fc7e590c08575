/** The Supabase project the tests pretend to use; msw answers for it at the network edge. */
export const testSupabaseUrl = 'https://test-project.supabase.co'
export const testAnonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl'
