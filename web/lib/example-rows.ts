/**
 * Examples never pose as offers (issue 31). The embedded demo catalogue's discounts, affiliate
 * partners and brand promos are not real (MouseCompare has no such agreements): their rows say
 * `is_example`, and the site labels them as examples wherever they are shown. A configured
 * database is the real site: there only real rows appear, so every read of these views from
 * Supabase asks for `is_example = false` (the site's reader, web/lib/supabase-source.ts, and the
 * worker's, edge/catalogue.ts). Pure; the worker may import it.
 */
import type { ApiView } from './api-types'

/** The views whose rows may be examples. */
export const viewsWithExamples: readonly ApiView[] = ['discounts', 'affiliate_partners', 'available_promos']

/** The column and value a Supabase read of such a view filters on (PostgREST `is_example=eq.false`). */
export const realRowsOnly = { column: 'is_example', value: false } as const

export function mayHaveExamples(view: string): boolean {
  return (viewsWithExamples as readonly string[]).includes(view)
}
