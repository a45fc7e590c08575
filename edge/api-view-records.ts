/**
 * Whole rows of the api views the open-data API serves (every column, `select=*`), as the snapshot
 * file or PostgREST returns them. Unlike catalogue-rows.ts, which keeps a few typed columns for
 * the site's own pages, these rows are passed on as the view wrote them: the API's contract is
 * the view's. Only what cannot be a row is dropped (not an object, or no handle to name it by).
 * Pure, no Workers APIs: the benchmark uses it in Node.
 */

export type ApiRecord = Readonly<Record<string, unknown>>

/** The views the API reads whole, with the column that names a row and a stable order for paging. */
export const wholeViews = {
  mice: { identity: 'general__handle', order: 'general__id.asc' },
  mouse_sensors: { identity: 'general__handle', order: 'general__id.asc' },
  mouse_switches: { identity: 'general__handle', order: 'general__id.asc' },
  mouse_scroll_wheel_encoders: { identity: 'general__handle', order: 'general__id.asc' },
  // The view's own order, so Supabase and the snapshot list brands alike.
  brands: { identity: 'handle', order: 'name.asc,handle.asc' },
} as const

export type WholeView = keyof typeof wholeViews

/** The rows of a JSON array body; null when the body is not an array. */
export function readApiRecords(view: WholeView, body: unknown): ApiRecord[] | null {
  if (!Array.isArray(body)) return null
  const identity = wholeViews[view].identity
  const rows: ApiRecord[] = []
  for (const item of body) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    const name = (item as Record<string, unknown>)[identity]
    if (typeof name === 'string' && name !== '') rows.push(item as ApiRecord)
  }
  return rows
}
