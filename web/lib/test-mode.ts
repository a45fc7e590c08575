/**
 * Test mode (SPEC §4, §5): `?testDbObject=true&dbObjectType=promo|product&<field>=<value>…`
 * builds a promo or product record from the query string, so an editor can preview it before it
 * is published. Parsing follows SPEC §5 exactly and never throws, whatever the query holds:
 *
 * - an empty string counts as absent (and a repeated parameter uses its first value);
 * - numbers are decimals (no exponents, hex or Infinity);
 * - lists split on commas, dropping empty items; number lists drop non-numeric items;
 * - enumerated fields are empty (null) unless the value is in their set;
 * - booleans are true only for the text 'true' (and not known, null, when absent);
 * - a promo's priority is kept only when 'high'; its rank defaults to 0.
 *
 * Loaded only when a preview is on (web/lib/test-object-store.ts); a preview is shown as one
 * (web/lib/preview-session.ts), never as published content.
 */
import * as v from 'valibot'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, promoLinkTypes, sensorTypes, sideCurvatures, sizeClasses } from './api-types'
import { previewObjectType } from './preview-query'
import { decimalText } from './typed-number'
import { previewMarker } from './preview-session'

// Field kinds ----------------------------------------------------------------------------------

const decimalString = decimalText()

const splitList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

const listOf = <Item>(item: v.GenericSchema<string, Item>) =>
  v.fallback(v.pipe(v.string(), v.transform(splitList), v.filterItems((value) => v.is(item, value)), v.mapItems((value) => v.parse(item, value))), [] as Item[])

const webUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol)
    } catch {
      return false
    }
  }),
  v.transform((value) => {
    const url = new URL(value)
    return { label: url.hostname.replace(/^www\./, ''), url: url.toString() }
  }),
)

/** A value or, when the query has none (or an unreadable one), null. */
const orNull = <Schema extends v.GenericSchema<string, unknown>>(schema: Schema) => v.fallback(v.nullable(schema), null)

const text = orNull(v.string())
const number = orNull(decimalString)
const integer = orNull(v.pipe(decimalString, v.transform(Math.trunc)))
// SPEC §5: true only for the text 'true'. A boolean the query leaves out is not known (null),
// not false: a preview never shows a default as a fact.
const boolean = orNull(v.pipe(v.string(), v.transform((value) => value === 'true')))
const list = listOf(v.string())
const numberList = listOf(decimalString)
const links = listOf(webUrl)
const oneOf = <const Values extends readonly string[]>(values: Values) => orNull(v.picklist(values))

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
}

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
}

const sensorFields = {
  mouse_sensor__rank: integer,
  mouse_sensor__type: oneOf(sensorTypes),
  mouse_sensor__dpi: number,
  mouse_sensor__tracking_speed: number,
  mouse_sensor__acceleration: number,
  mouse_sensor__lift_off_distances: numberList,
  mouse_sensor__polling_rate: number,
  mouse_sensor__mice_count: integer,
}

const mousepadFields = {
  mousepad__length: number,
  mousepad__width: number,
  mousepad__thickness: number,
  mousepad__surface: text,
  mousepad__speed: text,
}

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
}

const generalSchema = v.object(generalFields)
const mouseSchema = v.object(mouseFields)
const sensorSchema = v.object(sensorFields)
const mousepadSchema = v.object(mousepadFields)
const promoSchema = v.object(promoFields)

export type TestGeneralFields = v.InferOutput<typeof generalSchema>
export type TestMouse = TestGeneralFields & v.InferOutput<typeof mouseSchema> & { general__category: 'mouse' }
export type TestSensor = TestGeneralFields & v.InferOutput<typeof sensorSchema> & { general__category: 'mouse_sensor' }
export type TestMousepad = TestGeneralFields & v.InferOutput<typeof mousepadSchema> & { general__category: 'mousepad' }
export type TestProduct = TestMouse | TestSensor | TestMousepad
export type TestPromo = v.InferOutput<typeof promoSchema> & { rank: number; colors: string[]; [previewMarker]: true }

export type TestObject = { type: 'promo'; promo: TestPromo } | { type: 'product'; product: TestProduct }

export type QueryValues = Readonly<Record<string, unknown>>

/**
 * The query as the field schemas read it: own string values only, the first of a repeated
 * parameter, an empty string absent. Keys such as '__proto__' are plain keys here.
 */
const queryValues = v.pipe(
  v.unknown(),
  v.transform((input): Record<string, string> => {
    const values: Record<string, string> = Object.create(null)
    if (typeof input !== 'object' || input === null) return values
    for (const [name, raw] of Object.entries(input)) {
      let value: unknown = Array.isArray(raw) ? raw[0] : raw
      if (typeof value === 'number' || typeof value === 'boolean') value = String(value)
      if (typeof value === 'string' && value !== '') values[name] = value
    }
    return values
  }),
)

function read<Schema extends v.GenericSchema>(schema: Schema, query: QueryValues): v.InferOutput<Schema> {
  // Every field has a fallback, so this never fails; the throw guards against a schema edit that drops one.
  const result = v.safeParse(schema, v.parse(queryValues, query))
  if (!result.success) throw new Error(`test mode: ${result.issues[0]?.message ?? 'unreadable query'}`)
  return result.output
}

/** A test product's id never collides with a published row's (ids there are positive). */
export const testProductId = -1

export function parseTestPromo(query: QueryValues): TestPromo {
  const promo = read(promoSchema, query)
  return {
    ...promo,
    id: promo.id ?? testProductId,
    handle: promo.handle ?? 'test-promo',
    // SPEC §5: rank defaults to 0; colours default to white.
    rank: promo.rank ?? 0,
    colors: promo.colors.length > 0 ? promo.colors : ['white'],
    [previewMarker]: true,
  }
}

export function parseTestProduct(query: QueryValues): TestProduct {
  const general = read(generalSchema, query)
  const base = {
    ...general,
    general__id: general.general__id ?? testProductId,
    general__handle: general.general__handle ?? 'test-product',
  }
  switch (general.general__category) {
    case 'mouse_sensor':
      return { ...base, ...read(sensorSchema, query), general__category: 'mouse_sensor' }
    case 'mousepad':
      return { ...base, ...read(mousepadSchema, query), general__category: 'mousepad' }
    default:
      // A product with no valid category is previewed as a mouse, the site's main product.
      return { ...base, ...read(mouseSchema, query), general__category: 'mouse' }
  }
}

/** The test object the query asks for, or null when test mode is off. */
export function parseTestObject(query: QueryValues): TestObject | null {
  const values = v.parse(queryValues, query)
  const type = previewObjectType((name) => values[name])
  if (type === 'promo') return { type: 'promo', promo: parseTestPromo(values) }
  if (type === 'product') return { type: 'product', product: parseTestProduct(values) }
  return null
}

export function queryValuesFromSearch(search: string): QueryValues {
  const values: Record<string, string> = Object.create(null)
  try {
    for (const [name, value] of new URLSearchParams(search)) if (!Object.hasOwn(values, name)) values[name] = value
  } catch {
    // URLSearchParams does not throw on strings, but a hostile object could; treat as no query.
  }
  return values
}
