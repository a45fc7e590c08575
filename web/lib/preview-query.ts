/**
 * The SPEC §4 test-mode trigger, on its own: pure, no browser APIs, so the worker (edge/html.ts,
 * which marks a page asked for in test mode noindex) and the site (web/lib/preview-session.ts,
 * web/lib/test-mode.ts) decide alike.
 */

export type PreviewObjectType = 'promo' | 'product'

/**
 * SPEC §4, §5: test mode is on for testDbObject=true and dbObjectType=promo or product (the first
 * value of a repeated parameter; an empty value counts as absent). `get` reads one parameter.
 */
export function previewObjectType(get: (name: string) => string | null | undefined): PreviewObjectType | null {
  if (get('testDbObject') !== 'true') return null
  const type = get('dbObjectType')
  return type === 'promo' || type === 'product' ? type : null
}

/** Whether a query string (with or without '?') asks for a preview. */
export function isPreviewQuery(search: string): boolean {
  try {
    const params = new URLSearchParams(search)
    return previewObjectType((name) => params.get(name)) !== null
  } catch {
    return false
  }
}
