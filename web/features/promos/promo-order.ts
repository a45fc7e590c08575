/**
 * The promo list the carousel runs over (SPEC §4): published promos in rank order, arranged as all
 * high, then medium, then the high ones again, then low; a test-mode promo goes in front of all.
 */
import { linkTypes, promoPriorities, type LinkType, type PromoPriority, type PromoRow } from '../../lib/api-types'
import { isPreviewRow } from '../../lib/preview-session'
import type { TestPromo } from '../../lib/test-mode'

/** One promo as the carousel shows it: every list is a list, every optional value is null or set. */
export interface Promo {
  id: number
  handle: string
  priority: PromoPriority | null
  rank: number
  icons: string[]
  title_text: string[]
  button_text: string[]
  vertical_text: string[]
  horizontal_text: string[]
  img: string | null
  /** Left, top, right, bottom, in px (missing values are 0). */
  img_padding: [number, number, number, number]
  img_filter: string | null
  /** Colour handles; never empty (SPEC §3: the default is white). */
  colors: string[]
  link_type: LinkType | null
  link_url: string | null
  product_category: string | null
  /** A test-mode promo (SPEC §4): shown as a preview, its external link not followed. */
  preview: boolean
  /** Not a real offer (the demo catalogue's, `is_example`): every placement says so (issue 31). */
  example: boolean
}

export const defaultPromoColor = 'white'

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : []

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

const finite = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : null
}

function padding(value: unknown): Promo['img_padding'] {
  const numbers = Array.isArray(value) ? value.map((item) => Math.max(0, finite(item) ?? 0)) : []
  return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, numbers[3] ?? 0]
}

/**
 * A row of the available-promos view, or the test-mode promo, in the carousel's shape. Tolerates
 * nulls and wrong types (a broken row shows what it can rather than breaking the page).
 */
export function normalizePromo(row: PromoRow | TestPromo): Promo {
  const record = row as unknown as Record<string, unknown>
  const colors = strings(record.colors)
  const priority = promoPriorities.find((value) => value === record.priority) ?? null
  const linkType = linkTypes.find((value) => value === record.link_type) ?? null
  return {
    id: finite(record.id) ?? -1,
    handle: text(record.handle) ?? 'promo',
    priority,
    rank: finite(record.rank) ?? 0,
    icons: strings(record.icons),
    title_text: strings(record.title_text),
    button_text: strings(record.button_text),
    vertical_text: strings(record.vertical_text),
    horizontal_text: strings(record.horizontal_text),
    img: text(record.img),
    img_padding: padding(record.img_padding),
    img_filter: text(record.img_filter),
    colors: colors.length > 0 ? colors : [defaultPromoColor],
    link_type: linkType,
    link_url: text(record.link_url),
    product_category: text(record.product_category),
    preview: isPreviewRow(row) || record.preview === true,
    example: record.is_example === true,
  }
}

/**
 * SPEC §4 list order: all high, then medium, then the high ones again, then low. Within a priority
 * the input order (rank ascending, as the view returns it) is kept. A promo with no known priority
 * is shown once, with the low ones.
 */
export function orderPromos<T extends { priority: string | null }>(promos: readonly T[]): T[] {
  const high = promos.filter((promo) => promo.priority === 'high')
  const medium = promos.filter((promo) => promo.priority === 'medium')
  const rest = promos.filter((promo) => promo.priority !== 'high' && promo.priority !== 'medium')
  return [...high, ...medium, ...high, ...rest]
}

/**
 * The carousel's list: the test-mode promo (SPEC §4 Test mode) first, then the ordered published
 * promos. A published promo with the test promo's handle is left out: the preview replaces it.
 */
export function promoList(rows: readonly (PromoRow | Promo)[], testPromo: TestPromo | null): Promo[] {
  const promos = rows.map((row) => normalizePromo(row as PromoRow))
  if (!testPromo) return orderPromos(promos)
  const test = normalizePromo(testPromo)
  return [test, ...orderPromos(promos.filter((promo) => promo.handle !== test.handle))]
}
