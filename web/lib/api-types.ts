/**
 * The one typed description of the api views (supabase/migrations/*_api_views.sql), shared by
 * web, edge and tests. Pure TypeScript; its enumerated values live in api-values.ts.
 *
 * For each view: `<view>Columns`, its column names in view order, and its row type, with the
 * exact types Postgres/PostgREST produce (numeric and integer columns → number; text, date and
 * timestamptz → string; arrays → string[] / number[]; `| null` only where the view can return
 * null). tests/db/api-types.test.ts compares all of it with the real views: columns, types,
 * nullability and the enumerated values, so this file and the database cannot drift.
 */

// Enumerated values, spelled exactly as the database (and SPEC §3) spells them: web/lib/api-values.ts
// (kept apart: what a URL schema needs then loads without the column lists). ------------------------

import { productCategories, mouseShapes, frontFlares, sideCurvatures, humpPlacements, handCompatibilities, sensorTypes, switchTypes, encoderTypes, latencyModes, sizeClasses, outlineKinds, sourceKinds, mousepadSurfaces, mousepadSpeeds, promoPriorities, linkTypes, promoLinkTypes } from './api-values.ts'

export { productCategories, mouseShapes, frontFlares, sideCurvatures, humpPlacements, handCompatibilities, sensorTypes, switchTypes, encoderTypes, latencyModes, sizeClasses, outlineKinds, sourceKinds, mousepadSurfaces, mousepadSpeeds, promoPriorities, linkTypes, promoLinkTypes }

export type ProductCategory = (typeof productCategories)[number]
export type MouseShape = (typeof mouseShapes)[number]
export type FrontFlare = (typeof frontFlares)[number]
export type SideCurvature = (typeof sideCurvatures)[number]
export type HumpPlacement = (typeof humpPlacements)[number]
export type HandCompatibility = (typeof handCompatibilities)[number]
export type SensorType = (typeof sensorTypes)[number]
export type SwitchType = (typeof switchTypes)[number]
export type EncoderType = (typeof encoderTypes)[number]
export type LatencyMode = (typeof latencyModes)[number]
export type SizeClass = (typeof sizeClasses)[number]
export type OutlineKind = (typeof outlineKinds)[number]
// Type-only: the values live in outline-values.ts, loaded only with what needs them.
import type { outlineDimensions, scaleBases, traceMethods } from './outline-values.ts'
export type TraceMethod = (typeof traceMethods)[number]
export type ScaleBasis = (typeof scaleBases)[number]
export type OutlineDimension = (typeof outlineDimensions)[number]
export type SourceKind = (typeof sourceKinds)[number]
export type MousepadSurface = (typeof mousepadSurfaces)[number]
export type MousepadSpeed = (typeof mousepadSpeeds)[number]
export type PromoPriority = (typeof promoPriorities)[number]
export type LinkType = (typeof linkTypes)[number]
export type PromoLinkType = LinkType

/**
 * Where a group of a mouse's figures comes from: the maker's specification, BuildCores OpenDB, a
 * documented teardown, a lab review or this site's editors; `note` names the document, `url` where
 * certain. A group checked against a published page says who published it and the day it was
 * checked (`publisher`, `checked`, YYYY-MM-DD), with the page in `url`.
 */
export type FigureSource = {
  kind: SourceKind
  publisher?: string
  note?: string
  url?: string
  checked?: string
}

/** The image a traced view was traced from. */
export type OutlineTraceImage = {
  /** What the image is, in words (e.g. "Photo of the mouse on the calibration sheet, by …"). */
  title: string
  /** Where the image is published, when it is. */
  url?: string
  /** The image's licence, e.g. "CC BY 4.0". */
  licence: string
  author?: string
}

/** A trace's uniform scale and how it was set (never by stretching to fit). */
export type OutlineTraceScale = {
  basis: ScaleBasis
  /** Millimetres per pixel of the image. */
  mm_per_px: number
}

/** One published dimension against the same extent of the trace. */
export type DimensionCheck = {
  dimension: OutlineDimension
  /** The catalogue's figure, mm. */
  published: number
  /** The trace's extent, mm. */
  traced: number
  /** (traced − published) / published × 100. */
  difference_pct: number
}

/** A point of the top view, mm: x from the mouse's left side, y from its front. */
export type SensorPosition = {
  x: number
  y: number
}

/** How one view of a mouse was traced: the image, its licence, the scale, the measured error, when and by whom. */
export type OutlineTrace = {
  method: TraceMethod
  image: OutlineTraceImage
  scale: OutlineTraceScale
  /** The rotation the tracer found and took out, degrees (counter-clockwise positive). */
  rotation_deg: number
  /** One half mirrored onto the other (a symmetrical shell). */
  mirrored: boolean
  /** The published dimensions the view shows, against the trace. */
  checks: DimensionCheck[]
  /** The largest difference of the checks, mm. */
  error_mm: number
  /** YYYY-MM-DD. */
  date: string
  editor: string
  /** Top view only: where the editor marked the sensor. */
  sensor_position?: SensorPosition
}

/** The provenance of each traced view of a mouse. */
export type OutlineSources = {
  top?: OutlineTrace
  side?: OutlineTrace
  back?: OutlineTrace
}

/**
 * One measurement of a mouse's click latency, from NVIDIA's Reflex Latency Analyzer mice database
 * (CC BY 4.0): the mean over 500 left clicks and its spread, on the mode and firmware tested.
 */
export type ClickLatency = {
  mode: LatencyMode
  /** Milliseconds, corrected for polled actuation by NVIDIA's formula (as measured otherwise). */
  mean_ms: number
  /** Standard deviation, milliseconds. */
  std_dev_ms: number
  /** The mean as measured, before the correction. */
  unadjusted_mean_ms: number
  polled_actuation: boolean
  /** Firmware revision as NVIDIA writes it. */
  firmware: string
  /** When NVIDIA measured it ('YYYY'). */
  measured: string
  /** The make and model NVIDIA names. */
  tested_as: string
  /** "NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0". */
  attribution: string
}

/** One entry of general__affiliate_links. */
export type AffiliateLink = {
  label: string
  url: string
}

// Columns every product view (mice, sensors, switches, encoders, mousepads) starts with. -------

export const generalColumns = [
  'general__id',
  'general__parent_id',
  'general__handle',
  'general__category',
  'general__status_edited_date',
  'general__release_date',
  'general__brand_handles',
  'general__brand_names',
  'general__brands_separator',
  'general__model',
  'general__variant',
  'general__example_types',
  'general__affiliate_links',
  'images',
] as const

export type GeneralFields<Category extends ProductCategory> = {
  general__id: number
  /** The product this one is a variant of. */
  general__parent_id: number | null
  /** Unique, kebab-case, e.g. 'logitech-g-pro-x-superlight-2'. */
  general__handle: string
  general__category: Category
  /** ISO date (YYYY-MM-DD). */
  general__status_edited_date: string
  /** With the precision that is known: 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; null when not known. */
  general__release_date: string | null
  general__brand_handles: string[]
  general__brand_names: string[]
  /** Joins brand names, e.g. ' x ' for collaborations; ' ' by default. */
  general__brands_separator: string
  general__model: string
  general__variant: string | null
  general__example_types: string[]
  general__affiliate_links: AffiliateLink[]
  /** Image file names. */
  images: string[]
}

// api.brands --------------------------------------------------------------------------------

export const brandsColumns = ['handle', 'name', 'website'] as const

export type BrandRow = {
  handle: string
  name: string
  website: string | null
}

// api.mice ----------------------------------------------------------------------------------

export const miceColumns = [
  ...generalColumns,
  'mouse__shape_parent_id',
  'mouse__length',
  'mouse__width',
  'mouse__height',
  'mouse__shape',
  'mouse__front_flare',
  'mouse__side_curvature',
  'mouse__hump_placement',
  'mouse__hand_compatibility',
  'mouse__thumb_rest',
  'mouse__ring_finger_rest',
  'mouse__top_view',
  'mouse__side_view',
  'mouse__back_view',
  'mouse__weight',
  'mouse__material_handle_general',
  'mouse__material_handle_specific',
  'mouse__material_name_general',
  'mouse__material_name_specific',
  'mouse__wireless',
  'mouse__sensor_id',
  'mouse__sensor_parent_id',
  'mouse__sensor_handle',
  'mouse__sensor_brand_handles',
  'mouse__sensor_brand_names',
  'mouse__sensor_brands_separator',
  'mouse__sensor_model',
  'mouse__sensor_variant',
  'mouse__sensor_rank',
  'mouse__sensor_type',
  'mouse__sensor_tracking_speed',
  'mouse__sensor_acceleration',
  'mouse__dpi',
  'mouse__polling_rate',
  'mouse__adjustable_sensor_position',
  'mouse__sensor_position_x',
  'mouse__sensor_position_x2',
  'mouse__sensor_position_y',
  'mouse__sensor_position_y2',
  'mouse__middle_buttons',
  'mouse__side_buttons',
  'mouse__switch_handle',
  'mouse__switch_name',
  'mouse__scroll_wheel_encoder_handle',
  'mouse__scroll_wheel_encoder_name',
  'mouse__size_class',
  'mouse__outline_kind',
  'mouse__dimensions_source',
  'mouse__sensor_source',
  'mouse__shape_source',
  'mouse__switch_source',
  'mouse__encoder_source',
  'mouse__sensor_based_on',
  'mouse__switch_is_family',
  'mouse__switch_family_handle',
  'mouse__switch_family_name',
  'mouse__click_latency',
  'mouse__click_latency_ms',
  'mouse__outline_source',
] as const

/**
 * A mouse. The sensor, switch and encoder columns are joined from their own (published) rows,
 * so they read null when that row is unknown or unpublished. Every figure that is not known is
 * null (shown as "not known"), never a stand-in; length, width and height are always known.
 * Each group of figures says where it comes from (`*_source`, null when the group is unknown):
 * dimensions (length, width, height, weight, size class, connection, release date), sensor (sensor,
 * DPI, polling rate, sensor position), shape (shape, flare, curvature, hump, hand, rests, buttons,
 * material), switch, encoder.
 */
export type MouseRow = GeneralFields<'mouse'> & {
  /** Id of the mouse whose shell this one shares. */
  mouse__shape_parent_id: number | null
  /** Millimetres. */
  mouse__length: number
  mouse__width: number
  mouse__height: number
  mouse__shape: MouseShape | null
  mouse__front_flare: FrontFlare | null
  mouse__side_curvature: SideCurvature | null
  mouse__hump_placement: HumpPlacement | null
  /** Buttons for which hand; a symmetrical shell is not ambidextrous unless it has them for both. */
  mouse__hand_compatibility: HandCompatibility | null
  mouse__thumb_rest: boolean | null
  mouse__ring_finger_rest: boolean | null
  /**
   * A traced outline of the view: SVG path data in millimetres (absolute M/L/Z), its box [0, width]
   * × [0, length] for the top view (front at y = 0), [0, length] × [0, height] for the side view and
   * [0, width] × [0, height] for the back view (desk at the bottom); null when not traced. Its
   * provenance is in mouse__outline_source.
   */
  mouse__top_view: string | null
  /** A traced outline of the side view (seen from the left), as mouse__top_view; null when not traced. */
  mouse__side_view: string | null
  /** A traced outline of the back view (seen from behind), as mouse__top_view; null when not traced. */
  mouse__back_view: string | null
  /** Grams, without cable. */
  mouse__weight: number | null
  mouse__material_handle_general: string | null
  mouse__material_handle_specific: string | null
  mouse__material_name_general: string | null
  mouse__material_name_specific: string | null
  mouse__wireless: boolean
  mouse__sensor_id: number | null
  mouse__sensor_parent_id: number | null
  mouse__sensor_handle: string | null
  mouse__sensor_brand_handles: string[] | null
  mouse__sensor_brand_names: string[] | null
  mouse__sensor_brands_separator: string | null
  mouse__sensor_model: string | null
  mouse__sensor_variant: string | null
  /** The sensor's rank (api.mouse_sensors), 1 is the best; null when the sensor is unknown or not ranked. */
  mouse__sensor_rank: number | null
  mouse__sensor_type: SensorType | null
  /** Inches per second. */
  mouse__sensor_tracking_speed: number | null
  /** G. */
  mouse__sensor_acceleration: number | null
  /** This mouse's maximum DPI (may be below the sensor's). */
  mouse__dpi: number | null
  /** Highest polling rate, Hz. */
  mouse__polling_rate: number | null
  mouse__adjustable_sensor_position: boolean | null
  /** Millimetres. */
  mouse__sensor_position_x: number | null
  mouse__sensor_position_x2: number | null
  mouse__sensor_position_y: number | null
  mouse__sensor_position_y2: number | null
  mouse__middle_buttons: number | null
  mouse__side_buttons: number | null
  mouse__switch_handle: string | null
  mouse__switch_name: string | null
  mouse__scroll_wheel_encoder_handle: string | null
  mouse__scroll_wheel_encoder_name: string | null
  mouse__size_class: SizeClass | null
  mouse__outline_kind: OutlineKind
  mouse__dimensions_source: FigureSource
  mouse__sensor_source: FigureSource | null
  mouse__shape_source: FigureSource | null
  mouse__switch_source: FigureSource | null
  mouse__encoder_source: FigureSource | null
  /** The part the sensor is a maker's rendition of, where a source states it ("PixArt PAW3370"). */
  mouse__sensor_based_on: string | null
  /** The switch named is a family, not a model (the source does not say which model); null without a switch. */
  mouse__switch_is_family: boolean | null
  /** The switch's family: itself when it is one, else its nearest parent that is one. */
  mouse__switch_family_handle: string | null
  mouse__switch_family_name: string | null
  /** NVIDIA's measurements of this mouse (CC BY 4.0); null when it was not measured. */
  mouse__click_latency: ClickLatency[] | null
  /** The lowest mean of its measurements, milliseconds (lower is better); null when not measured. */
  mouse__click_latency_ms: number | null
  /** How each traced view (top, side, back) was traced; null when no view is. Traced outlines are licensed as /open-data says. */
  mouse__outline_source: OutlineSources | null
}

// api.mouse_sensors -------------------------------------------------------------------------

export const mouseSensorsColumns = [
  ...generalColumns,
  'mouse_sensor__rank',
  'mouse_sensor__type',
  'mouse_sensor__dpi',
  'mouse_sensor__tracking_speed',
  'mouse_sensor__acceleration',
  'mouse_sensor__lift_off_distances',
  'mouse_sensor__polling_rate',
  'mouse_sensor__mice_count',
  'mouse_sensor__source',
  'mouse_sensor__based_on',
] as const

export type SensorRow = GeneralFields<'mouse_sensor'> & {
  /**
   * 1 is the best, derived from the figures (web/lib/sensor-rank.ts): fastest tracking, then highest
   * acceleration, then highest maximum DPI; equal figures share a rank. Null when the tracking speed,
   * the acceleration or the maximum DPI is not published: such a sensor is not ranked.
   */
  mouse_sensor__rank: number | null
  /** Null when the sources do not say (a part BuildCores OpenDB names without figures). */
  mouse_sensor__type: SensorType | null
  /** The sensor's maximum; null when not published. */
  mouse_sensor__dpi: number | null
  /** Inches per second. */
  mouse_sensor__tracking_speed: number | null
  /** G. */
  mouse_sensor__acceleration: number | null
  /** Millimetres; empty when not published. */
  mouse_sensor__lift_off_distances: number[]
  /** Hz; null when not published. */
  mouse_sensor__polling_rate: number | null
  /** Published mice that use it. */
  mouse_sensor__mice_count: number
  /** Where its figures come from; null only for a row the data files do not source. */
  mouse_sensor__source: FigureSource | null
  /** The part it is a maker's rendition of, where a source states it ("PixArt PAW3370"); null otherwise. */
  mouse_sensor__based_on: string | null
}

// api.mouse_switches ------------------------------------------------------------------------

export const mouseSwitchesColumns = [
  ...generalColumns,
  'mouse_switch__type',
  'mouse_switch__actuation_force',
  'mouse_switch__lifetime',
  'mouse_switch__pre_travel',
  'mouse_switch__post_travel',
  'mouse_switch__mice_count',
  'mouse_switch__debounce_free',
  'mouse_switch__source',
  'mouse_switch__is_family',
  'mouse_switch__family_handle',
  'mouse_switch__family_name',
] as const

export type SwitchRow = GeneralFields<'mouse_switch'> & {
  /** Null when the sources do not say. */
  mouse_switch__type: SwitchType | null
  /** gf; null when not published. */
  mouse_switch__actuation_force: number | null
  /** Million clicks; null when not published. */
  mouse_switch__lifetime: number | null
  /** Millimetres; null when not published. */
  mouse_switch__pre_travel: number | null
  mouse_switch__post_travel: number | null
  mouse_switch__mice_count: number
  /** Whether the switch needs no debounce (a property of e.g. optical switches); null when not published. */
  mouse_switch__debounce_free: boolean | null
  /** Where its figures come from; null only for a row the data files do not source. */
  mouse_switch__source: FigureSource | null
  /** The row names a family of switches, not one model (the source does not say which model). */
  mouse_switch__is_family: boolean
  /** Its family: itself when it is one, else its nearest parent that is one; null without. */
  mouse_switch__family_handle: string | null
  mouse_switch__family_name: string | null
}

// api.mouse_scroll_wheel_encoders -----------------------------------------------------------

export const mouseScrollWheelEncodersColumns = [
  ...generalColumns,
  'mouse_scroll_wheel_encoder__height',
  'mouse_scroll_wheel_encoder__type',
  'mouse_scroll_wheel_encoder__lifetime',
  'mouse_scroll_wheel_encoder__mice_count',
  'mouse_scroll_wheel_encoder__source',
  'mouse_scroll_wheel_encoder__detents',
] as const

export type EncoderRow = GeneralFields<'mouse_scroll_wheel_encoder'> & {
  /** Millimetres. */
  mouse_scroll_wheel_encoder__height: number
  mouse_scroll_wheel_encoder__type: EncoderType
  /** Million rotations; null when not published. */
  mouse_scroll_wheel_encoder__lifetime: number | null
  mouse_scroll_wheel_encoder__mice_count: number
  /** Where its figures come from; null only for a row the data files do not source. */
  mouse_scroll_wheel_encoder__source: FigureSource | null
  /** Detents per turn; null when not published. */
  mouse_scroll_wheel_encoder__detents: number | null
}

// api.mousepads -----------------------------------------------------------------------------

export const mousepadsColumns = [
  ...generalColumns,
  'mousepad__length',
  'mousepad__width',
  'mousepad__thickness',
  'mousepad__surface',
  'mousepad__speed',
] as const

export type MousepadRow = GeneralFields<'mousepad'> & {
  /** Millimetres. */
  mousepad__length: number
  mousepad__width: number
  mousepad__thickness: number
  mousepad__surface: MousepadSurface
  mousepad__speed: MousepadSpeed
}

// api.reviews -------------------------------------------------------------------------------

export const reviewsColumns = [
  'slug',
  'title',
  'excerpt',
  'body_markdown',
  'author',
  'published_at',
  'product_category',
  'product_handles',
  'cover_image',
  'mentioned_handles',
] as const

export type ReviewRow = {
  /** May contain '/', e.g. 'logitech/g-pro-x-superlight-2'. */
  slug: string
  title: string
  excerpt: string
  body_markdown: string
  author: string
  /** ISO date. */
  published_at: string
  product_category: ProductCategory
  /** general__handle of the products the review is about: the reviewed product and its family. */
  product_handles: string[]
  cover_image: string | null
  /** general__handle of products the review only mentions (never one of product_handles). */
  mentioned_handles: string[]
}

// api.discounts (only those valid now) -------------------------------------------------------

export const discountsColumns = [
  'handle',
  'brand_handle',
  'brand_name',
  'title',
  'description',
  'code',
  'link_url',
  'amount',
  'valid_from',
  'valid_until',
  'is_example',
] as const

export type DiscountRow = {
  handle: string
  brand_handle: string | null
  brand_name: string | null
  title: string
  description: string
  /** At least one of code and link_url is present. */
  code: string | null
  link_url: string | null
  /** As shown, e.g. '10%' or '$15'. */
  amount: string
  /** ISO timestamp. */
  valid_from: string
  /** ISO timestamp; null = no end. */
  valid_until: string | null
  /** Not a real offer (the demo catalogue's): shown labelled as an example. */
  is_example: boolean
}

// api.affiliate_partners --------------------------------------------------------------------

export const affiliatePartnersColumns = ['handle', 'name', 'description', 'url', 'logo', 'is_sponsored', 'rank', 'is_example'] as const

export type AffiliatePartnerRow = {
  handle: string
  name: string
  description: string
  url: string
  logo: string | null
  is_sponsored: boolean
  rank: number
  /** Not a real partnership (the demo catalogue's): shown labelled as an example, with a plain link. */
  is_example: boolean
}

// api.promo_colors --------------------------------------------------------------------------

export const promoColorsColumns = ['handle', 'main_text', 'main_background', 'button_text', 'button_background', 'border'] as const

export type PromoColorRow = {
  handle: string
  main_text: string
  /** One colour, or several for a gradient. */
  main_background: string[]
  button_text: string
  button_background: string[]
  /** A colour, or 'theme' for the theme's border colour. */
  border: string
}

// api.available_promos (published and active now, ordered by rank) -----------------------------

export const availablePromosColumns = [
  'id',
  'handle',
  'priority',
  'rank',
  'icons',
  'title_text',
  'button_text',
  'vertical_text',
  'horizontal_text',
  'img',
  'img_padding',
  'img_filter',
  'colors',
  'link_type',
  'link_url',
  'product_category',
  'is_example',
] as const

export type PromoRow = {
  id: number
  handle: string
  priority: PromoPriority
  rank: number
  icons: string[]
  /** Lines; **bold** and *italic* markup. */
  title_text: string[]
  button_text: string[]
  vertical_text: string[]
  horizontal_text: string[]
  /** File name in the images store under promos/. */
  img: string | null
  /** Left, top, right, bottom. */
  img_padding: number[]
  img_filter: string | null
  /** Colour handles (promo_colors.handle); a handle with no record falls back to defaults. */
  colors: string[]
  link_type: LinkType
  link_url: string
  product_category: ProductCategory | null
  /** Not a real advertisement (the demo catalogue's): its vertical text says EXAMPLE. */
  is_example: boolean
}

// Aliases named after the views.
export type MouseSensorRow = SensorRow
export type MouseSwitchRow = SwitchRow
export type MouseScrollWheelEncoderRow = EncoderRow
export type AvailablePromoRow = PromoRow

// api.catalogue_counts ---------------------------------------------------------------------

export const catalogueCountsColumns = ['category', 'product_count'] as const

/** How many products of one kind the site serves (mice without their colour and edition variants). */
export type CatalogueCountRow = {
  category: ProductCategory
  product_count: number
}

// api.reviewed_mice ----------------------------------------------------------------------------

/** The mice the published mouse reviews name: api.mice's columns, a few dozen of its rows (a review's specification box). */
export const reviewedMiceColumns = miceColumns

// api.mouse_list and api.mouse_sources -------------------------------------------------------

/**
 * The mice as the site's pages read them: api.mice's columns, each of the five figure sources
 * (`mouse__*_source` but the outline's) reduced to its kind. The rest of each source is in
 * api.mouse_sources (the compare page's source rows).
 */
export const mouseListColumns = miceColumns

/** Each published mouse's five figure sources in full, by handle. */
export const mouseSourcesColumns = [
  'general__handle',
  'mouse__dimensions_source',
  'mouse__sensor_source',
  'mouse__shape_source',
  'mouse__switch_source',
  'mouse__encoder_source',
] as const

export type MouseSourcesRow = {
  general__handle: string
  mouse__dimensions_source: FigureSource
  mouse__sensor_source: FigureSource | null
  mouse__shape_source: FigureSource | null
  mouse__switch_source: FigureSource | null
  mouse__encoder_source: FigureSource | null
}

// Every view ----------------------------------------------------------------------------------

/** Every api view's name. */
export const apiViewNames = {
  brands: 'brands',
  mice: 'mice',
  mouse_sensors: 'mouse_sensors',
  mouse_switches: 'mouse_switches',
  mouse_scroll_wheel_encoders: 'mouse_scroll_wheel_encoders',
  mousepads: 'mousepads',
  reviews: 'reviews',
  discounts: 'discounts',
  affiliate_partners: 'affiliate_partners',
  promo_colors: 'promo_colors',
  available_promos: 'available_promos',
  catalogue_counts: 'catalogue_counts',
  reviewed_mice: 'reviewed_mice',
  mouse_list: 'mouse_list',
  mouse_sources: 'mouse_sources',
} as const

/** Every api view, by name, with its columns (in view order). */
export const apiViews = {
  brands: brandsColumns,
  mice: miceColumns,
  // Beside api.mice, whose column list they share or repeat: so placed, the browser's copy of this
  // object compresses smallest (a byte or two on every page with data).
  mouse_list: mouseListColumns,
  mouse_sources: mouseSourcesColumns,
  mouse_sensors: mouseSensorsColumns,
  mouse_switches: mouseSwitchesColumns,
  mouse_scroll_wheel_encoders: mouseScrollWheelEncodersColumns,
  mousepads: mousepadsColumns,
  reviews: reviewsColumns,
  discounts: discountsColumns,
  affiliate_partners: affiliatePartnersColumns,
  promo_colors: promoColorsColumns,
  available_promos: availablePromosColumns,
  catalogue_counts: catalogueCountsColumns,
  reviewed_mice: reviewedMiceColumns,
} as const satisfies { [View in keyof typeof apiViewNames]: readonly string[] }

/** Same as apiViews: view name → column list. */
export const apiViewColumns = apiViews

export type ApiRows = {
  brands: BrandRow
  mice: MouseRow
  mouse_sensors: SensorRow
  mouse_switches: SwitchRow
  mouse_scroll_wheel_encoders: EncoderRow
  mousepads: MousepadRow
  reviews: ReviewRow
  discounts: DiscountRow
  affiliate_partners: AffiliatePartnerRow
  promo_colors: PromoColorRow
  available_promos: PromoRow
  catalogue_counts: CatalogueCountRow
  reviewed_mice: MouseRow
  mouse_list: MouseRow
  mouse_sources: MouseSourcesRow
}

export type ApiView = keyof ApiRows

/** Compile-time proof that each column list names exactly the keys of its row type. */
type ColumnsMatchRow<Row, Columns extends readonly string[]> = [Exclude<keyof Row, Columns[number]>, Exclude<Columns[number], keyof Row>] extends [never, never]
  ? true
  : { missingFromColumns: Exclude<keyof Row, Columns[number]>; missingFromRow: Exclude<Columns[number], keyof Row> }
export const columnListsMatchRowTypes: { [View in ApiView]: ColumnsMatchRow<ApiRows[View], (typeof apiViews)[View]> } = {
  brands: true,
  mice: true,
  mouse_sensors: true,
  mouse_switches: true,
  mouse_scroll_wheel_encoders: true,
  mousepads: true,
  reviews: true,
  discounts: true,
  affiliate_partners: true,
  promo_colors: true,
  available_promos: true,
  catalogue_counts: true,
  reviewed_mice: true,
  mouse_list: true,
  mouse_sources: true,
}

/** Compile-time proof that apiViewNames and ApiRows name the same views. */
export const viewNamesMatchRows: [Exclude<ApiView, keyof typeof apiViewNames>, Exclude<keyof typeof apiViewNames, ApiView>] extends [never, never] ? true : never = true
