/**
 * The rows of the api views the worker reads, and how it reads them: only the columns it needs,
 * defensively (a row without its identity is dropped, a column of the wrong type reads as null).
 * Pure, no Workers APIs: the sitemap builder and the benchmark use it in Node too.
 */
import {
  handCompatibilities,
  mouseShapes,
  productCategories,
  type DiscountRow,
  type HandCompatibility,
  type MouseRow,
  type MouseShape,
  type ProductCategory,
  type ReviewRow,
} from '../web/lib/api-types'

/**
 * Some columns of an api view's row (web/lib/api-types.ts). The worker reads rows defensively:
 * a row without its identity is dropped, any other column with a wrong type reads as null.
 */
type Defensive<Row, Columns extends keyof Row, Identity extends Columns> = { [K in Identity]: Row[K] } & {
  [K in Exclude<Columns, Identity>]: Row[K] | null
}

/** The columns of api.mice the worker reads. */
export type CatalogueMouse = Defensive<
  MouseRow,
  | 'general__id'
  | 'general__parent_id'
  | 'general__handle'
  | 'general__brand_handles'
  | 'general__brand_names'
  | 'general__brands_separator'
  | 'general__model'
  | 'general__variant'
  | 'general__status_edited_date'
  | 'mouse__shape_parent_id'
  | 'mouse__length'
  | 'mouse__width'
  | 'mouse__height'
  | 'mouse__weight'
  | 'mouse__shape'
  | 'mouse__hand_compatibility',
  'general__id' | 'general__handle'
>

/** The columns of a component view (api.mouse_sensors, mouse_switches, mouse_scroll_wheel_encoders) the worker reads: each part's own page. */
export type CataloguePart = Defensive<
  Pick<MouseRow, 'general__id' | 'general__handle' | 'general__brand_names' | 'general__brands_separator' | 'general__model' | 'general__variant' | 'general__status_edited_date'>,
  'general__id' | 'general__handle' | 'general__brand_names' | 'general__brands_separator' | 'general__model' | 'general__variant' | 'general__status_edited_date',
  'general__id' | 'general__handle'
>

const partColumns = [
  'general__id',
  'general__handle',
  'general__brand_names',
  'general__brands_separator',
  'general__model',
  'general__variant',
  'general__status_edited_date',
] as const

function readPart(r: Record<string, unknown>): CataloguePart | undefined {
  const id = num(r.general__id)
  const handle = str(r.general__handle)
  if (id === null || !handle) return undefined
  return {
    general__id: id,
    general__handle: handle,
    general__brand_names: strings(r.general__brand_names),
    general__brands_separator: str(r.general__brands_separator),
    general__model: str(r.general__model),
    general__variant: str(r.general__variant),
    general__status_edited_date: str(r.general__status_edited_date),
  }
}

/** The columns of api.reviews the worker reads. */
export type CatalogueReview = Defensive<ReviewRow, 'slug' | 'title' | 'excerpt' | 'published_at' | 'author' | 'product_category' | 'body_markdown', 'slug' | 'title'>

/** The columns of api.discounts the worker reads. */
export type CatalogueDiscount = Defensive<
  DiscountRow,
  'handle' | 'brand_name' | 'title' | 'description' | 'amount' | 'valid_from' | 'valid_until',
  'handle' | 'title'
>

interface ViewSpec<Row> {
  columns: readonly (keyof Row & string)[]
  /** Keeps a usable row (with the right types), drops anything else. */
  read: (record: Record<string, unknown>) => Row | undefined
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const num = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isFinite(parsed) ? parsed : null
}
const strings = (value: unknown): string[] | null => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null)
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => (values.includes(value as T) ? (value as T) : null)

export const catalogueViews = {
  mice: {
    columns: [
      'general__id',
      'general__parent_id',
      'general__handle',
      'general__brand_handles',
      'general__brand_names',
      'general__brands_separator',
      'general__model',
      'general__variant',
      'general__status_edited_date',
      'mouse__shape_parent_id',
      'mouse__length',
      'mouse__width',
      'mouse__height',
      'mouse__weight',
      'mouse__shape',
      'mouse__hand_compatibility',
    ],
    read: (r) => {
      const id = num(r.general__id)
      const handle = str(r.general__handle)
      if (id === null || !handle) return undefined
      return {
        general__id: id,
        general__parent_id: num(r.general__parent_id),
        general__handle: handle,
        general__brand_handles: strings(r.general__brand_handles),
        general__brand_names: strings(r.general__brand_names),
        general__brands_separator: str(r.general__brands_separator),
        general__model: str(r.general__model),
        general__variant: str(r.general__variant),
        general__status_edited_date: str(r.general__status_edited_date),
        mouse__shape_parent_id: num(r.mouse__shape_parent_id),
        mouse__length: num(r.mouse__length),
        mouse__width: num(r.mouse__width),
        mouse__height: num(r.mouse__height),
        mouse__weight: num(r.mouse__weight),
        mouse__shape: oneOf<MouseShape>(mouseShapes, r.mouse__shape),
        mouse__hand_compatibility: oneOf<HandCompatibility>(handCompatibilities, r.mouse__hand_compatibility),
      }
    },
  } satisfies ViewSpec<CatalogueMouse>,
  reviews: {
    columns: ['slug', 'title', 'excerpt', 'published_at', 'author', 'product_category', 'body_markdown'],
    read: (r) => {
      const slug = str(r.slug)
      const title = str(r.title)
      if (!slug || !title) return undefined
      return {
        slug,
        title,
        excerpt: str(r.excerpt),
        published_at: str(r.published_at),
        author: str(r.author),
        product_category: oneOf<ProductCategory>(productCategories, r.product_category),
        body_markdown: str(r.body_markdown),
      }
    },
  } satisfies ViewSpec<CatalogueReview>,
  discounts: {
    columns: ['handle', 'brand_name', 'title', 'description', 'amount', 'valid_from', 'valid_until'],
    read: (r) => {
      const handle = str(r.handle)
      const title = str(r.title)
      if (!handle || !title) return undefined
      return {
        handle,
        brand_name: str(r.brand_name),
        title,
        description: str(r.description),
        amount: str(r.amount),
        valid_from: str(r.valid_from),
        valid_until: str(r.valid_until),
      }
    },
  } satisfies ViewSpec<CatalogueDiscount>,
  mouse_sensors: { columns: partColumns, read: readPart } satisfies ViewSpec<CataloguePart>,
  mouse_switches: { columns: partColumns, read: readPart } satisfies ViewSpec<CataloguePart>,
  mouse_scroll_wheel_encoders: { columns: partColumns, read: readPart } satisfies ViewSpec<CataloguePart>,
}

export type CatalogueView = keyof typeof catalogueViews
export interface CatalogueRows {
  mice: CatalogueMouse[]
  reviews: CatalogueReview[]
  discounts: CatalogueDiscount[]
  mouse_sensors: CataloguePart[]
  mouse_switches: CataloguePart[]
  mouse_scroll_wheel_encoders: CataloguePart[]
}

/** A discount is shown from valid_from until (not including) valid_until; the snapshot may be older than now. */
export function isDiscountValid(discount: CatalogueDiscount, now: number): boolean {
  const from = discount.valid_from ? Date.parse(discount.valid_from) : Number.NaN
  if (Number.isFinite(from) && from > now) return false
  if (discount.valid_until === null || discount.valid_until === '') return true
  const until = Date.parse(discount.valid_until)
  return !Number.isFinite(until) || until > now
}
