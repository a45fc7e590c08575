/**
 * The catalogue's size as the site says it ("more than 1,300 mice"), derived from what it serves
 * (api.catalogue_counts: the embedded snapshot or the live views), never typed in. One rule for
 * every page that says it (home, about) and for the tests. Pure.
 *
 * "More than N": N is the largest round figure strictly below the count, so the sentence is true
 * of the catalogue served. Round figures are steps of 10 below 100, of 50 below 1,000, of 100
 * below 10,000, of 1,000 beyond. So the SPEC §9 targets (1,500 products, 1,000 mice, 200
 * mousepads, 90 sensors, 90 switches, 30 encoders) are said as soon as the catalogue passes them.
 * Ten or fewer are said as they are ("7"), since "more than 0" says nothing.
 */
import type { CatalogueCountRow } from './api-types'
import { formatNumber } from './number-format'

/** The kinds the site counts ("products"); mousepads are "coming soon" and are not counted or numbered. */
export const countedKinds = ['mouse', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder'] as const
export type CountedKind = (typeof countedKinds)[number]

/** Products served per kind, and all of them together (`all`: the counted kinds). */
export type CatalogueFigures = Record<CountedKind | 'all', number>

/** The round step of a count (see the module comment). */
function roundStep(count: number): number {
  if (count < 100) return 10
  if (count < 1_000) return 50
  if (count < 10_000) return 100
  return 1_000
}

/** The largest round figure strictly below `count`, or null when the count is 10 or less (said exactly). */
export function moreThanFigure(count: number): number | null {
  if (!Number.isFinite(count) || count <= 10) return null
  const step = roundStep(count)
  return Math.floor((count - 1) / step) * step
}

/** "more than 1,300" for 1,322; "7" for 7. */
export function countText(count: number): string {
  const figure = moreThanFigure(count)
  return figure === null ? formatNumber(Math.max(0, Math.floor(count))) : `more than ${formatNumber(figure)}`
}

/** The figures from the view's rows; a kind the rows do not name counts 0. */
export function catalogueFigures(rows: readonly Pick<CatalogueCountRow, 'category' | 'product_count'>[]): CatalogueFigures {
  const figures: CatalogueFigures = { mouse: 0, mouse_sensor: 0, mouse_switch: 0, mouse_scroll_wheel_encoder: 0, all: 0 }
  for (const row of rows) {
    if (!(countedKinds as readonly string[]).includes(row.category) || typeof row.product_count !== 'number') continue
    figures[row.category as CountedKind] = row.product_count
  }
  figures.all = countedKinds.reduce((sum, kind) => sum + figures[kind], 0)
  return figures
}
