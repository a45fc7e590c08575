/**
 * The one typed description of the api views (supabase/migrations/*_api_views.sql), shared by
 * web, edge and tests. Each view has its column list, in view order, and its row type; a database
 * test compares the lists with the real views so the two cannot drift.
 */

export const productCategories = ['mouse', 'mousepad', 'mouse_sensor', 'mouse_switch', 'mouse_scroll_wheel_encoder'] as const
export const mouseShapes = ['symmetrical', 'ergonomic', 'hybrid'] as const
export const frontFlares = [
  'flat',
  'inward - slight',
  'inward - moderate',
  'inward - aggressive',
  'outward - slight',
  'outward - moderate',
  'outward - aggressive',
] as const
export const sideCurvatures = ['flat', 'inward - aggressive', 'outward - aggressive', 'inward', 'outward'] as const
export const humpPlacements = [
  'front - aggressive',
  'front - moderate',
  'front - slight',
  'center',
  'back - minimal',
  'back - moderate',
  'back - aggressive',
] as const
export const handCompatibilities = ['right', 'left', 'ambidextrous'] as const
export const sensorTypes = ['optical', 'laser'] as const
export const switchTypes = ['mechanical', 'optical', 'magnetic'] as const
export const encoderTypes = ['mechanical', 'optical'] as const
export const promoPriorities = ['high', 'medium', 'low'] as const
export const promoLinkTypes = ['internal', 'external'] as const

export type ProductCategory = (typeof productCategories)[number]
export type MouseShape = (typeof mouseShapes)[number]
export type FrontFlare = (typeof frontFlares)[number]
export type SideCurvature = (typeof sideCurvatures)[number]
export type HumpPlacement = (typeof humpPlacements)[number]
export type HandCompatibility = (typeof handCompatibilities)[number]
export type SensorType = (typeof sensorTypes)[number]
export type SwitchType = (typeof switchTypes)[number]
export type EncoderType = (typeof encoderTypes)[number]
export type PromoPriority = (typeof promoPriorities)[number]
export type PromoLinkType = (typeof promoLinkTypes)[number]

export interface AffiliateLink {
  label: string
  url: string
}

/** Columns every product view starts with. */
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

export interface GeneralFields<Category extends ProductCategory> {
  general__id: number
  general__parent_id: number | null
  general__handle: string
  general__category: Category
  /** ISO date (YYYY-MM-DD). */
  general__status_edited_date: string | null
  /** ISO date (YYYY-MM-DD); the 1st of the month when only the month is known. */
  general__release_date: string | null
  general__brand_handles: string[]
  general__brand_names: string[]
  general__brands_separator: string | null
  general__model: string
  general__variant: string | null
  general__example_types: string[] | null
  general__affiliate_links: AffiliateLink[]
  images: string[] | null
}

export const brandsColumns = ['handle', 'name', 'website'] as const
export interface BrandRow {
  handle: string
  name: string
  website: string | null
}

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
] as const

export interface MouseRow extends GeneralFields<'mouse'> {
  mouse__shape_parent_id: number | null
  /** Millimetres. */
  mouse__length: number | null
  mouse__width: number | null
  mouse__height: number | null
  mouse__shape: MouseShape | null
  mouse__front_flare: FrontFlare | null
  mouse__side_curvature: SideCurvature | null
  mouse__hump_placement: HumpPlacement | null
  mouse__hand_compatibility: HandCompatibility | null
  mouse__thumb_rest: boolean | null
  mouse__ring_finger_rest: boolean | null
  mouse__top_view: string | null
  mouse__side_view: string | null
  mouse__back_view: string | null
  /** Grams. */
  mouse__weight: number | null
  mouse__material_handle_general: string | null
  mouse__material_handle_specific: string | null
  mouse__material_name_general: string | null
  mouse__material_name_specific: string | null
  mouse__wireless: boolean | null
  mouse__sensor_id: number | null
  mouse__sensor_parent_id: number | null
  mouse__sensor_handle: string | null
  mouse__sensor_brand_handles: string[] | null
  mouse__sensor_brand_names: string[] | null
  mouse__sensor_brands_separator: string | null
  mouse__sensor_model: string | null
  mouse__sensor_variant: string | null
  mouse__sensor_rank: number | null
  mouse__sensor_type: SensorType | null
  /** Inches per second. */
  mouse__sensor_tracking_speed: number | null
  /** G. */
  mouse__sensor_acceleration: number | null
  mouse__dpi: number | null
  /** Hz. */
  mouse__polling_rate: number | null
  mouse__adjustable_sensor_position: boolean | null
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
}

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
] as const

export interface SensorRow extends GeneralFields<'mouse_sensor'> {
  /** 1 is the best. */
  mouse_sensor__rank: number | null
  mouse_sensor__type: SensorType | null
  mouse_sensor__dpi: number | null
  mouse_sensor__tracking_speed: number | null
  mouse_sensor__acceleration: number | null
  /** Millimetres. */
  mouse_sensor__lift_off_distances: number[] | null
  mouse_sensor__polling_rate: number | null
  mouse_sensor__mice_count: number
}

export const mouseSwitchesColumns = [
  ...generalColumns,
  'mouse_switch__type',
  'mouse_switch__actuation_force',
  'mouse_switch__lifetime',
  'mouse_switch__pre_travel',
  'mouse_switch__post_travel',
  'mouse_switch__mice_count',
] as const

export interface SwitchRow extends GeneralFields<'mouse_switch'> {
  mouse_switch__type: SwitchType | null
  /** gf. */
  mouse_switch__actuation_force: number | null
  /** Million clicks. */
  mouse_switch__lifetime: number | null
  /** Millimetres. */
  mouse_switch__pre_travel: number | null
  mouse_switch__post_travel: number | null
  mouse_switch__mice_count: number
}

export const mouseScrollWheelEncodersColumns = [
  ...generalColumns,
  'mouse_scroll_wheel_encoder__height',
  'mouse_scroll_wheel_encoder__type',
  'mouse_scroll_wheel_encoder__lifetime',
  'mouse_scroll_wheel_encoder__mice_count',
] as const

export interface EncoderRow extends GeneralFields<'mouse_scroll_wheel_encoder'> {
  /** Millimetres. */
  mouse_scroll_wheel_encoder__height: number | null
  mouse_scroll_wheel_encoder__type: EncoderType | null
  /** Million rotations. */
  mouse_scroll_wheel_encoder__lifetime: number | null
  mouse_scroll_wheel_encoder__mice_count: number
}

export const mousepadsColumns = [
  ...generalColumns,
  'mousepad__length',
  'mousepad__width',
  'mousepad__thickness',
  'mousepad__surface',
  'mousepad__speed',
] as const

export interface MousepadRow extends GeneralFields<'mousepad'> {
  mousepad__length: number | null
  mousepad__width: number | null
  mousepad__thickness: number | null
  mousepad__surface: string | null
  mousepad__speed: string | null
}

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
] as const

export interface ReviewRow {
  /** May contain '/', e.g. 'logitech/g-pro-x-superlight-2'. */
  slug: string
  title: string
  excerpt: string
  body_markdown: string
  author: string
  /** ISO date. */
  published_at: string
  product_category: ProductCategory
  product_handles: string[]
  cover_image: string | null
}

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
] as const

export interface DiscountRow {
  handle: string
  brand_handle: string | null
  brand_name: string | null
  title: string
  description: string | null
  code: string | null
  link_url: string | null
  /** As shown, e.g. '10%' or '$15'. */
  amount: string
  /** ISO timestamp. */
  valid_from: string
  valid_until: string | null
}

export const affiliatePartnersColumns = ['handle', 'name', 'description', 'url', 'logo', 'is_sponsored', 'rank'] as const

export interface AffiliatePartnerRow {
  handle: string
  name: string
  description: string | null
  url: string
  logo: string | null
  is_sponsored: boolean
  rank: number
}

export const promoColorsColumns = ['handle', 'main_text', 'main_background', 'button_text', 'button_background', 'border'] as const

export interface PromoColorRow {
  handle: string
  main_text: string
  main_background: string[]
  button_text: string
  button_background: string[]
  /** A colour, or 'theme' for the theme's border colour. */
  border: string
}

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
] as const

export interface PromoRow {
  id: number
  handle: string
  priority: PromoPriority | null
  rank: number
  icons: string[] | null
  title_text: string[] | null
  button_text: string[] | null
  vertical_text: string[] | null
  horizontal_text: string[] | null
  img: string | null
  /** Left, top, right, bottom. */
  img_padding: number[] | null
  img_filter: string | null
  colors: string[]
  link_type: PromoLinkType | null
  link_url: string | null
  product_category: string | null
}

/** Every api view, by name, with its columns and row type. */
export const apiViews = {
  brands: brandsColumns,
  mice: miceColumns,
  mouse_sensors: mouseSensorsColumns,
  mouse_switches: mouseSwitchesColumns,
  mouse_scroll_wheel_encoders: mouseScrollWheelEncodersColumns,
  mousepads: mousepadsColumns,
  reviews: reviewsColumns,
  discounts: discountsColumns,
  affiliate_partners: affiliatePartnersColumns,
  promo_colors: promoColorsColumns,
  available_promos: availablePromosColumns,
} as const

export interface ApiRows {
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
}
