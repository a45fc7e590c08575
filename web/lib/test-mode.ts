/**
 * Test mode (SPEC §4, §5): `?testDbObject=true&dbObjectType=promo|product&<field>=<value>…`
 * builds a promo or product record from the query string, so an editor can preview it before it
 * is published. Parsing follows SPEC §5 exactly and never throws, whatever the query holds.
 */
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, promoLinkTypes, sensorTypes, sideCurvatures, sizeClasses } from './api-types'

type FieldKind =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'integer' }
  | { kind: 'boolean' }
  | { kind: 'list' }
  | { kind: 'numberList' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'links' }

const text = { kind: 'text' } as const
const number = { kind: 'number' } as const
const integer = { kind: 'integer' } as const
const boolean = { kind: 'boolean' } as const
const list = { kind: 'list' } as const
const numberList = { kind: 'numberList' } as const
const links = { kind: 'links' } as const
const oneOf = (values: readonly string[]) => ({ kind: 'enum', values }) as const

/** SPEC §3: the categories a product test object may have. */
export const testProductCategories = ['mouse', 'mousepad', 'mouse_sensor'] as const

const generalFields = {
  general__id: number,
  general__parent_id: number,
  general__handle: text,
  general__category: oneOf(testProductCategories),
  general__status_edited_date: text,
  general__release_date: text,
  general__brand_handles: list,
  general__brand_names: list,
  general__brands_separator: text,
  general__model: text,
  general__variant: text,
  general__example_types: list,
  general__affiliate_links: links,
  images: list,
} satisfies Record<string, FieldKind>

const mouseFields = {
  mouse__shape_parent_id: number,
  mouse__length: number,
  mouse__width: number,
  mouse__height: number,
  mouse__shape: oneOf(mouseShapes),
  mouse__front_flare: oneOf(frontFlares),
  mouse__side_curvature: oneOf(sideCurvatures),
  mouse__hump_placement: oneOf(humpPlacements),
  mouse__hand_compatibility: oneOf(handCompatibilities),
  mouse__thumb_rest: boolean,
  mouse__ring_finger_rest: boolean,
  mouse__top_view: text,
  mouse__side_view: text,
  mouse__back_view: text,
  mouse__weight: number,
  mouse__material_handle_general: text,
  mouse__material_handle_specific: text,
  mouse__material_name_general: text,
  mouse__material_name_specific: text,
  mouse__wireless: boolean,
  mouse__sensor_id: number,
  mouse__sensor_parent_id: number,
  mouse__sensor_handle: text,
  mouse__sensor_brand_handles: list,
  mouse__sensor_brand_names: list,
  mouse__sensor_brands_separator: text,
  mouse__sensor_model: text,
  mouse__sensor_variant: text,
  mouse__sensor_rank: integer,
  mouse__sensor_type: oneOf(sensorTypes),
  mouse__sensor_tracking_speed: number,
  mouse__sensor_acceleration: number,
  mouse__dpi: number,
  mouse__polling_rate: number,
  mouse__adjustable_sensor_position: boolean,
  mouse__sensor_position_x: number,
  mouse__sensor_position_x2: number,
  mouse__sensor_position_y: number,
  mouse__sensor_position_y2: number,
  mouse__middle_buttons: integer,
  mouse__side_buttons: integer,
  mouse__switch_handle: text,
  mouse__switch_name: text,
  mouse__scroll_wheel_encoder_handle: text,
  mouse__scroll_wheel_encoder_name: text,
  mouse__size_class: oneOf(sizeClasses),
} satisfies Record<string, FieldKind>

const sensorFields = {
  mouse_sensor__rank: integer,
  mouse_sensor__type: oneOf(sensorTypes),
  mouse_sensor__dpi: number,
  mouse_sensor__tracking_speed: number,
  mouse_sensor__acceleration: number,
  mouse_sensor__lift_off_distances: numberList,
  mouse_sensor__polling_rate: number,
  mouse_sensor__mice_count: integer,
} satisfies Record<string, FieldKind>

const mousepadFields = {
  mousepad__length: number,
  mousepad__width: number,
  mousepad__thickness: number,
  mousepad__surface: text,
  mousepad__speed: text,
} satisfies Record<string, FieldKind>

const promoFields = {
  id: number,
  handle: text,
  priority: oneOf(['high']),
  rank: number,
  icons: list,
  title_text: list,
  button_text: list,
  vertical_text: list,
  horizontal_text: list,
  img: text,
  img_padding: numberList,
  img_filter: text,
  colors: list,
  link_type: oneOf(promoLinkTypes),
  link_url: text,
  product_category: text,
} satisfies Record<string, FieldKind>

type ParsedValue<K extends FieldKind> = K extends { kind: 'text' }
  ? string | null
  : K extends { kind: 'number' } | { kind: 'integer' }
    ? number | null
    : K extends { kind: 'boolean' }
      ? boolean | null
      : K extends { kind: 'list' }
        ? string[]
        : K extends { kind: 'numberList' }
          ? number[]
          : K extends { kind: 'enum'; values: readonly (infer V)[] }
            ? V | null
            : K extends { kind: 'links' }
              ? { label: string; url: string }[]
              : never

type Parsed<Fields extends Record<string, FieldKind>> = { -readonly [Name in keyof Fields]: ParsedValue<Fields[Name]> }

export type TestGeneralFields = Parsed<typeof generalFields>
export type TestMouse = TestGeneralFields & Parsed<typeof mouseFields> & { general__category: 'mouse' }
export type TestSensor = TestGeneralFields & Parsed<typeof sensorFields> & { general__category: 'mouse_sensor' }
export type TestMousepad = TestGeneralFields & Parsed<typeof mousepadFields> & { general__category: 'mousepad' }
export type TestProduct = TestMouse | TestSensor | TestMousepad
export type TestPromo = Parsed<typeof promoFields> & { rank: number; colors: string[] }

export type TestObject = { type: 'promo'; promo: TestPromo } | { type: 'product'; product: TestProduct }

export type QueryValues = Record<string, unknown>

/** SPEC §5: an empty string counts as absent; a repeated parameter uses its first value. */
function rawValue(query: QueryValues, name: string): string | undefined {
  let value = query[name]
  if (Array.isArray(value)) value = value[0]
  if (typeof value === 'number' || typeof value === 'boolean') value = String(value)
  if (typeof value !== 'string' || value === '') return undefined
  return value
}

function parseNumber(raw: string): number | null {
  // Decimals only: no hex, exponents or Infinity sneaking in through Number().
  if (!/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(raw)) return null
  const value = Number.parseFloat(raw)
  return Number.isFinite(value) ? value : null
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

function parseLinks(raw: string): { label: string; url: string }[] {
  return splitList(raw).flatMap((item) => {
    try {
      const url = new URL(item)
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return []
      return [{ label: url.hostname.replace(/^www\./, ''), url: url.toString() }]
    } catch {
      return []
    }
  })
}

function parseField(kind: FieldKind, raw: string | undefined): unknown {
  switch (kind.kind) {
    case 'text':
      return raw ?? null
    case 'number':
      return raw === undefined ? null : parseNumber(raw)
    case 'integer': {
      const value = raw === undefined ? null : parseNumber(raw)
      return value === null ? null : Math.trunc(value)
    }
    case 'boolean':
      // SPEC §5: true only for the text 'true'. A boolean the query leaves out is not known (null),
      // not false: a preview never shows a default as a fact.
      return raw === undefined ? null : raw === 'true'
    case 'list':
      return raw === undefined ? [] : splitList(raw)
    case 'numberList':
      return raw === undefined ? [] : splitList(raw).flatMap((item) => parseNumber(item) ?? [])
    case 'enum':
      return raw !== undefined && kind.values.includes(raw) ? raw : null
    case 'links':
      return raw === undefined ? [] : parseLinks(raw)
  }
}

function parseFields<Fields extends Record<string, FieldKind>>(fields: Fields, query: QueryValues): Parsed<Fields> {
  const record: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(fields)) record[name] = parseField(kind, rawValue(query, name))
  return record as Parsed<Fields>
}

/** A test product's id never collides with a published row's (ids there are positive). */
export const testProductId = -1

export function parseTestPromo(query: QueryValues): TestPromo {
  const promo = parseFields(promoFields, query)
  return {
    ...promo,
    id: promo.id ?? testProductId,
    handle: promo.handle ?? 'test-promo',
    // SPEC §5: rank defaults to 0; colours default to white.
    rank: promo.rank ?? 0,
    colors: promo.colors.length > 0 ? promo.colors : ['white'],
  }
}

export function parseTestProduct(query: QueryValues): TestProduct {
  const general = parseFields(generalFields, query)
  const base = {
    ...general,
    general__id: general.general__id ?? testProductId,
    general__handle: general.general__handle ?? 'test-product',
  }
  switch (general.general__category) {
    case 'mouse_sensor':
      return { ...base, ...parseFields(sensorFields, query), general__category: 'mouse_sensor' }
    case 'mousepad':
      return { ...base, ...parseFields(mousepadFields, query), general__category: 'mousepad' }
    default:
      // A product with no valid category is previewed as a mouse, the site's main product.
      return { ...base, ...parseFields(mouseFields, query), general__category: 'mouse' }
  }
}

/** The test object the query asks for, or null when test mode is off. */
export function parseTestObject(query: QueryValues): TestObject | null {
  if (rawValue(query, 'testDbObject') !== 'true') return null
  const type = rawValue(query, 'dbObjectType')
  if (type === 'promo') return { type: 'promo', promo: parseTestPromo(query) }
  if (type === 'product') return { type: 'product', product: parseTestProduct(query) }
  return null
}

export function queryValuesFromSearch(search: string): QueryValues {
  const values: Record<string, string> = {}
  try {
    for (const [name, value] of new URLSearchParams(search)) if (!(name in values)) values[name] = value
  } catch {
    // URLSearchParams does not throw on strings, but a hostile object could; treat as no query.
  }
  return values
}
