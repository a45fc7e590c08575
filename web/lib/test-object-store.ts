/**
 * The test object of this page load (SPEC §4 Test mode), for the data layer: built from this
 * tab's preview query (web/lib/preview-session.ts) by the parser, which is loaded only when a
 * preview is on, so an ordinary visit downloads none of it. A preview row carries the preview
 * marker, so every view of it says it is a preview.
 */
import { isPreviewActive, previewMarker, previewQuery, resetPreviewForTests, setPreviewLinkHosts } from './preview-session'
import type { TestObject, TestProduct, TestPromo } from './test-mode'

let loaded: Promise<TestObject | null> | undefined

/** This page load's test object, or null (resolved at once without a preview). */
export function loadTestObject(): Promise<TestObject | null> {
  const query = previewQuery()
  if (query === null) return Promise.resolve(null)
  loaded ??= import('./preview-links').then(async ({ builtPreviewLinkHosts }) => {
    setPreviewLinkHosts(builtPreviewLinkHosts())
    const { parseTestObject, queryValuesFromSearch } = await import('./test-mode')
    return parseTestObject(queryValuesFromSearch(query))
  })
  return loaded
}

export async function activeTestProduct(): Promise<TestProduct | null> {
  const object = await loadTestObject()
  return object?.type === 'product' ? object.product : null
}

export async function activeTestPromo(): Promise<TestPromo | null> {
  const object = await loadTestObject()
  return object?.type === 'promo' ? object.promo : null
}

/**
 * A query key part that differs while a preview is on, so a cached list without the preview is
 * never shown as if it had it, or the other way round.
 */
export function previewKey(): 'preview' | null {
  return isPreviewActive() ? 'preview' : null
}

/** Puts the test product first, marked, replacing a published row with the same handle (a preview of an edit). */
export function withTestProduct<Row extends { general__handle: string | null; general__category?: string | null }>(
  rows: Row[],
  product: TestProduct | null,
  category: TestProduct['general__category'],
): Row[] {
  if (!product || product.general__category !== category) return rows
  const marked = { ...product, [previewMarker]: true } as unknown as Row
  return [marked, ...rows.filter((row) => row.general__handle !== product.general__handle)]
}

/** Tests only: forget this page load's preview (the session's and the parsed object). */
export function resetTestObjectForTests(): void {
  loaded = undefined
  resetPreviewForTests()
}
