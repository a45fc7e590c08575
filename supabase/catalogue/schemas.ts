/**
 * The schema of every catalogue data file (supabase/seed/catalogue/FORMAT.md), in valibot. The
 * value ranges mirror the checks of the catalog tables, so a row that passes here loads; the
 * references between files (brand, sensor, parent handles…) are checked in check.ts.
 */
import * as v from 'valibot'
import { outlineDimensions, scaleBases } from '../../web/lib/outline-values.ts'
import { parseOutlinePath } from '../../web/features/outlines/traced-outline.ts'

// Building blocks -------------------------------------------------------------------------------

export const handleSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, single hyphens)'),
  v.maxLength(120, 'must be at most 120 characters'),
)

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'))
/** Non-empty and without leading or trailing spaces (the value is stored as written). */
const exactText = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.check((value) => value.trim() === value, 'must not start or end with spaces'),
)

const httpsUrl = v.pipe(v.string(), v.url('must be a URL'), v.startsWith('https://', 'must start with https://'))

// A citation may point to a maker's page that is only served over http (TTC's encoder catalogue):
// the document is still the source. Links the site offers to follow (shops, websites) stay https.
const citationUrl = v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must start with https:// or http://'))

function isRealDate(value: string): boolean {
  if (value.length !== 10) return true
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** '2023', '2023-09' or '2023-09-19': the precision that is known, never a stand-in day. */
export const partialDateSchema = v.pipe(
  v.string(),
  v.regex(/^[12]\d{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'must be YYYY, YYYY-MM or YYYY-MM-DD'),
  v.check(isRealDate, 'must be a real day'),
)

export const sourceKinds = ['maker', 'opendb', 'teardown', 'editors', 'review'] as const
export type SourceKind = (typeof sourceKinds)[number]

/** A whole day, 'YYYY-MM-DD' (when a figure was checked against its source). */
export const daySchema = v.pipe(v.string(), v.regex(/^[12]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD'), v.check(isRealDate, 'must be a real day'))

/**
 * Where a group of figures comes from. `publisher` and `checked` say that the figures were checked
 * against the page at `url` (its publisher, the day): a checked source always has all three
 * (catalog.is_source refuses it otherwise).
 */
export const sourceSchema = v.pipe(
  v.strictObject({
    kind: v.picklist(sourceKinds, `kind must be one of ${sourceKinds.join(', ')}`),
    publisher: v.optional(exactText),
    note: v.optional(exactText),
    url: v.optional(citationUrl),
    checked: v.optional(daySchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.checked === undefined) return
    if (dataset.value.url === undefined) addIssue({ message: 'a checked source needs the url it was checked against', path: pathTo(dataset.value, 'url') })
    if (dataset.value.publisher === undefined) addIssue({ message: 'a checked source needs its publisher', path: pathTo(dataset.value, 'publisher') })
  }),
)
export type Source = v.InferOutput<typeof sourceSchema>
/** The key order of a source object as the generated files write it. */
export const sourceKeys = ['kind', 'publisher', 'note', 'url', 'checked'] as const

// A mouse → part link: BuildCores OpenDB names a switch for most of its mice (the parts import).
const partSourceSchema = v.strictObject({
  kind: v.picklist(sourceKinds, `kind must be one of ${sourceKinds.join(', ')}`),
  note: v.optional(exactText),
  url: v.optional(citationUrl),
})

const aliasesSchema = v.pipe(
  v.array(exactText),
  v.minLength(1, 'leave aliases out rather than empty'),
  v.check((list) => new Set(list.map((alias) => alias.toLowerCase())).size === list.length, 'must not repeat an alias'),
)

const integer = (min: number, max: number) => v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(min), v.maxValue(max))
const decimal = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max))
const positiveUpTo = (max: number) => v.pipe(v.number(), v.gtValue(0, 'must be more than 0'), v.maxValue(max))

export const pollingRates = [125, 250, 500, 1000, 2000, 4000, 8000] as const
const pollingRate = v.picklist(pollingRates, `must be one of ${pollingRates.join(', ')} Hz`)

export const mouseShapes = ['symmetrical', 'ergonomic', 'hybrid'] as const
export const frontFlares = ['flat', 'inward - slight', 'inward - moderate', 'inward - aggressive', 'outward - slight', 'outward - moderate', 'outward - aggressive'] as const
export const sideCurvatures = ['flat', 'inward - aggressive', 'outward - aggressive', 'inward', 'outward'] as const
export const humpPlacements = ['front - aggressive', 'front - moderate', 'front - slight', 'center', 'back - minimal', 'back - moderate', 'back - aggressive'] as const
export const handCompatibilities = ['right', 'left', 'ambidextrous'] as const
export const sizeClasses = ['small', 'medium', 'large'] as const

const affiliateLinks = v.array(v.strictObject({ label: text, url: httpsUrl }))

// brands.json, materials.json -------------------------------------------------------------------

export const brandSchema = v.strictObject({
  handle: handleSchema,
  name: exactText,
  website: v.optional(httpsUrl),
  aliases: v.optional(aliasesSchema),
})
export type Brand = v.InferOutput<typeof brandSchema>
export const brandKeys = ['handle', 'name', 'website', 'aliases'] as const

export const materialSchema = v.strictObject({
  handle: handleSchema,
  name: exactText,
  /** The general material this one is a kind of (e.g. magnesium-alloy → metal). */
  general: v.optional(handleSchema),
})
export type Material = v.InferOutput<typeof materialSchema>
export const materialKeys = ['handle', 'name', 'general'] as const

// sensors.json, switches.json, encoders.json -----------------------------------------------------

const partIdentity = {
  handle: handleSchema,
  brand: handleSchema,
  model: exactText,
  variant: v.optional(exactText),
  aliases: v.optional(aliasesSchema),
  parent: v.optional(handleSchema),
  released: v.optional(partialDateSchema),
}

export const sensorSchema = v.strictObject({
  handle: handleSchema,
  brand: handleSchema,
  collab_brand: v.optional(handleSchema),
  model: exactText,
  variant: v.optional(exactText),
  aliases: v.optional(aliasesSchema),
  parent: v.optional(handleSchema),
  released: v.optional(partialDateSchema),
  // Not known for a part a source names without its figures (most of BuildCores OpenDB's).
  type: v.optional(v.picklist(['optical', 'laser'], 'must be optical or laser')),
  dpi: v.optional(integer(100, 100000)),
  tracking_speed: v.optional(integer(10, 2000)),
  acceleration: v.optional(integer(1, 200)),
  lift_off_distances: v.optional(v.pipe(v.array(v.pipe(v.number(), v.gtValue(0), v.ltValue(5, 'must be below 5 mm'))), v.minLength(1, 'leave it out rather than empty'))),
  polling_rate: v.optional(pollingRate),
  source: sourceSchema,
  notes: v.optional(exactText),
})
export type Sensor = v.InferOutput<typeof sensorSchema>
export const sensorKeys = ['handle', 'brand', 'collab_brand', 'model', 'variant', 'aliases', 'parent', 'released', 'type', 'dpi', 'tracking_speed', 'acceleration', 'lift_off_distances', 'polling_rate', 'source', 'notes'] as const

export const switchTypes = ['mechanical', 'optical', 'hybrid', 'magnetic', 'inductive'] as const
export const switchSchema = v.strictObject({
  handle: handleSchema,
  brand: handleSchema,
  collab_brand: v.optional(handleSchema),
  brands_separator: v.optional(v.pipe(v.string(), v.nonEmpty())),
  model: exactText,
  variant: v.optional(exactText),
  aliases: v.optional(aliasesSchema),
  parent: v.optional(handleSchema),
  /** The row names a family of switches, not one model ("Omron Optical": the model is not stated). */
  family: v.optional(v.literal(true)),
  released: v.optional(partialDateSchema),
  type: v.optional(v.picklist(switchTypes, `must be one of ${switchTypes.join(', ')}`)),
  actuation_force: v.optional(decimal(10, 200)),
  lifetime: v.optional(positiveUpTo(1000)),
  pre_travel: v.optional(decimal(0, 5)),
  post_travel: v.optional(decimal(0, 5)),
  debounce_free: v.optional(v.boolean()),
  source: sourceSchema,
  notes: v.optional(exactText),
})
export type Switch = v.InferOutput<typeof switchSchema>
export const switchKeys = ['handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'aliases', 'parent', 'family', 'released', 'type', 'actuation_force', 'lifetime', 'pre_travel', 'post_travel', 'debounce_free', 'source', 'notes'] as const

export const encoderSchema = v.strictObject({
  ...partIdentity,
  type: v.picklist(['mechanical', 'optical'], 'must be mechanical or optical'),
  height: decimal(3, 30),
  lifetime: v.optional(positiveUpTo(1000)),
  /** Detents (notches) per turn. */
  detents: v.optional(integer(1, 100)),
  source: sourceSchema,
  notes: v.optional(exactText),
})
export type Encoder = v.InferOutput<typeof encoderSchema>
/** An encoder as the parts import writes it: a figure the reference lacks (height, type) comes from the curated row. */
export const importedEncoderSchema = v.strictObject({
  ...encoderSchema.entries,
  type: v.optional(encoderSchema.entries.type),
  height: v.optional(encoderSchema.entries.height),
})
export type ImportedEncoder = v.InferOutput<typeof importedEncoderSchema>
export const encoderKeys = ['handle', 'brand', 'model', 'variant', 'aliases', 'parent', 'released', 'type', 'height', 'lifetime', 'detents', 'source', 'notes'] as const

// mouse-parts.json ----------------------------------------------------------------------------

export const mousePartSchema = v.pipe(
  v.strictObject({
    mouse: v.optional(handleSchema),
    opendb_name: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty'))),
    switch: v.optional(handleSchema),
    switch_source: v.optional(partSourceSchema),
    encoder: v.optional(handleSchema),
    encoder_source: v.optional(partSourceSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const row = dataset.value
    if ((row.mouse === undefined) === (row.opendb_name === undefined)) addIssue({ message: 'give exactly one of mouse and opendb_name', path: pathTo(dataset.value, 'mouse') })
    if (row.switch === undefined && row.encoder === undefined) addIssue({ message: 'give a switch or an encoder (or leave the row out)', path: pathTo(dataset.value, 'switch') })
    if ((row.switch === undefined) !== (row.switch_source === undefined)) addIssue({ message: 'a switch needs its switch_source, and a switch_source its switch', path: pathTo(dataset.value, 'switch_source') })
    if ((row.encoder === undefined) !== (row.encoder_source === undefined)) addIssue({ message: 'an encoder needs its encoder_source, and an encoder_source its encoder', path: pathTo(dataset.value, 'encoder_source') })
  }),
)
export type MousePart = v.InferOutput<typeof mousePartSchema>
export const mousePartKeys = ['mouse', 'opendb_name', 'switch', 'switch_source', 'encoder', 'encoder_source'] as const

/** A path that getDotPath reads as `key` (for issues raised on a whole row). */
function pathTo(input: unknown, key: string) {
  return [{ type: 'object' as const, origin: 'value' as const, input: input as Record<string, unknown>, key, value: (input as Record<string, unknown>)[key] }] as [v.ObjectPathItem]
}

// Traced outlines (web/features/outlines/traced-outline.ts) ------------------------------------

/** A view's traced outline: path data in millimetres (its size is checked against the mouse in check.ts). */
const outlinePathSchema = v.pipe(
  v.string(),
  v.check((value) => !('problem' in parseOutlinePath(value)), (issue) => {
    const parsed = parseOutlinePath(issue.input)
    return 'problem' in parsed ? `path ${parsed.problem}` : 'is not a path'
  }),
)

const isoDay = v.pipe(v.string(), v.regex(/^[12]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be YYYY-MM-DD'), v.check(isRealDate, 'must be a real day'))
const millimetres = v.pipe(v.number(), v.finite(), v.minValue(0, 'must be at least 0'), v.maxValue(200, 'must be at most 200'))

/** How one view was traced (the tracer writes it; FORMAT.md, "Traced outlines"). */
export const outlineTraceSchema = v.strictObject({
  method: v.literal('traced', 'method must be "traced"'),
  image: v.strictObject({
    title: exactText,
    url: v.optional(citationUrl),
    licence: exactText,
    author: v.optional(exactText),
  }),
  scale: v.strictObject({
    basis: v.picklist(scaleBases, `basis must be one of ${scaleBases.join(', ')}`),
    mm_per_px: v.pipe(v.number(), v.finite(), v.gtValue(0, 'must be above 0')),
  }),
  rotation_deg: v.pipe(v.number(), v.finite(), v.minValue(-45), v.maxValue(45)),
  mirrored: v.boolean(),
  checks: v.array(
    v.strictObject({
      dimension: v.picklist(outlineDimensions),
      published: millimetres,
      traced: millimetres,
      difference_pct: v.pipe(v.number(), v.finite()),
    }),
  ),
  error_mm: millimetres,
  date: isoDay,
  editor: exactText,
  sensor_position: v.optional(v.strictObject({ x: millimetres, y: millimetres })),
})

export const outlineSourceSchema = v.pipe(
  v.strictObject({ top: v.optional(outlineTraceSchema), side: v.optional(outlineTraceSchema), back: v.optional(outlineTraceSchema) }),
  v.check((value) => Object.keys(value).length > 0, 'must name at least one traced view'),
)

// mice.json and mice-opendb.json ------------------------------------------------------------

/**
 * The figure groups of a mouse, each with its own source (FORMAT.md). A row that gives any field
 * of a group gives that group's source.
 */
export const figureGroups = {
  dimensions: ['released', 'size', 'length', 'width', 'height', 'weight', 'wireless'],
  sensor: ['sensor', 'dpi', 'polling_rate', 'adjustable_sensor_position', 'sensor_position_x', 'sensor_position_x2', 'sensor_position_y', 'sensor_position_y2'],
  shape: ['shape', 'front_flare', 'side_curvature', 'hump_placement', 'hand_compatibility', 'thumb_rest', 'ring_finger_rest', 'middle_buttons', 'side_buttons', 'material'],
} as const
export type FigureGroup = keyof typeof figureGroups
export const figureGroupNames = Object.keys(figureGroups) as FigureGroup[]
export const sourceKeyOf = { dimensions: 'dimensions_source', sensor: 'sensor_source', shape: 'shape_source' } as const

const mouseFields = {
  handle: handleSchema,
  brand: handleSchema,
  collab_brand: v.optional(handleSchema),
  brands_separator: v.optional(v.pipe(v.string(), v.nonEmpty())),
  model: exactText,
  variant: v.optional(exactText),
  parent: v.optional(handleSchema),
  shape_parent: v.optional(handleSchema),
  released: v.optional(partialDateSchema),
  size: v.optional(v.picklist(sizeClasses, 'must be small, medium or large')),
  length: v.optional(decimal(60, 160)),
  width: v.optional(decimal(40, 100)),
  height: v.optional(decimal(20, 60)),
  weight: v.optional(decimal(25, 200)),
  wireless: v.optional(v.boolean()),
  dimensions_source: v.optional(sourceSchema),
  sensor: v.optional(handleSchema),
  dpi: v.optional(integer(100, 100000)),
  polling_rate: v.optional(pollingRate),
  adjustable_sensor_position: v.optional(v.boolean()),
  sensor_position_x: v.optional(decimal(0, 160)),
  sensor_position_x2: v.optional(decimal(0, 160)),
  sensor_position_y: v.optional(decimal(0, 160)),
  sensor_position_y2: v.optional(decimal(0, 160)),
  sensor_source: v.optional(sourceSchema),
  shape: v.optional(v.picklist(mouseShapes, `must be one of ${mouseShapes.join(', ')}`)),
  front_flare: v.optional(v.picklist(frontFlares, `must be one of ${frontFlares.join(', ')}`)),
  side_curvature: v.optional(v.picklist(sideCurvatures, `must be one of ${sideCurvatures.join(', ')}`)),
  hump_placement: v.optional(v.picklist(humpPlacements, `must be one of ${humpPlacements.join(', ')}`)),
  hand_compatibility: v.optional(v.picklist(handCompatibilities, `must be one of ${handCompatibilities.join(', ')}`)),
  thumb_rest: v.optional(v.boolean()),
  ring_finger_rest: v.optional(v.boolean()),
  middle_buttons: v.optional(integer(0, 20)),
  side_buttons: v.optional(integer(0, 20)),
  material: v.optional(handleSchema),
  shape_source: v.optional(sourceSchema),
  top_view: v.optional(outlinePathSchema),
  side_view: v.optional(outlinePathSchema),
  back_view: v.optional(outlinePathSchema),
  outline_source: v.optional(outlineSourceSchema),
  example_types: v.optional(v.array(exactText)),
  affiliate_links: v.optional(affiliateLinks),
  images: v.optional(v.array(exactText)),
  is_published: v.optional(v.boolean()),
  notes: v.optional(exactText),
}

type MouseFields = { [K in keyof typeof mouseFields]: v.InferOutput<(typeof mouseFields)[K]> }

/** The figures of one row that contradict each other, with the field to name. */
function mouseRowIssues(row: Partial<MouseFields>): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = []
  if (row.length !== undefined && row.width !== undefined && !(row.length > row.width)) issues.push({ field: 'length', message: `length ${row.length} mm must be greater than width ${row.width} mm` })
  if (row.width !== undefined && row.height !== undefined && !(row.width > row.height)) issues.push({ field: 'height', message: `height ${row.height} mm must be less than width ${row.width} mm` })
  for (const group of figureGroupNames) {
    const sourceKey = sourceKeyOf[group]
    const given = figureGroups[group].some((field) => row[field] !== undefined)
    if (given && row[sourceKey] === undefined) issues.push({ field: sourceKey, message: `gives ${group} figures without their ${sourceKey}` })
    if (!given && row[sourceKey] !== undefined) issues.push({ field: sourceKey, message: `gives a ${sourceKey} but no ${group} figure` })
  }
  if (row.hand_compatibility === 'ambidextrous') {
    if (row.shape !== undefined && row.shape !== 'symmetrical') issues.push({ field: 'hand_compatibility', message: 'only a symmetrical shell can be ambidextrous' })
    if (row.side_buttons !== undefined && row.side_buttons % 2 !== 0) issues.push({ field: 'side_buttons', message: 'an ambidextrous mouse has its side buttons in pairs' })
  }
  for (const view of ['top', 'side', 'back'] as const) {
    const key = `${view}_view` as const
    const traced = row.outline_source?.[view] !== undefined
    if (row[key] !== undefined && !traced) issues.push({ field: 'outline_source', message: `gives a ${key} without its provenance (outline_source.${view})` })
    if (row[key] === undefined && traced) issues.push({ field: 'outline_source', message: `gives outline_source.${view} but no ${key}` })
  }
  if (row.collab_brand !== undefined && row.collab_brand === row.brand) issues.push({ field: 'collab_brand', message: 'must differ from brand' })
  if (row.parent !== undefined && row.parent === row.handle) issues.push({ field: 'parent', message: 'a mouse cannot be its own parent' })
  if (row.shape_parent !== undefined && row.shape_parent === row.handle) issues.push({ field: 'shape_parent', message: 'a mouse cannot be its own shape parent' })
  return issues
}

function mouseChecks<T extends Partial<MouseFields>>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const issue of mouseRowIssues(dataset.value)) addIssue({ message: issue.message, path: pathTo(dataset.value, issue.field) })
  })
}

export const curatedMouseSchema = v.pipe(v.strictObject(mouseFields), mouseChecks())
export type CuratedMouse = v.InferOutput<typeof curatedMouseSchema>

export const curatedMouseKeys = [
  'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'shape_parent',
  'released', 'size', 'length', 'width', 'height', 'weight', 'wireless', 'dimensions_source',
  'sensor', 'dpi', 'polling_rate', 'adjustable_sensor_position', 'sensor_position_x', 'sensor_position_x2', 'sensor_position_y', 'sensor_position_y2', 'sensor_source',
  'shape', 'front_flare', 'side_curvature', 'hump_placement', 'hand_compatibility', 'thumb_rest', 'ring_finger_rest', 'middle_buttons', 'side_buttons', 'material', 'shape_source',
  'top_view', 'side_view', 'back_view', 'outline_source', 'example_types', 'affiliate_links', 'images', 'is_published', 'notes',
] as const

/** A figure the import changed from the extract (or set to not known), and why. */
export const correctionRecordSchema = v.strictObject({
  field: v.picklist(['brand', 'released', 'size', 'length', 'width', 'height', 'weight', 'wireless', 'sensor', 'dpi', 'polling_rate', 'shape']),
  /** The extract's value, as text ('' when the extract left it empty). */
  opendb: v.string(),
  /** The value loaded instead; absent = not known. */
  value: v.optional(v.union([v.string(), v.number(), v.boolean()])),
  reason: exactText,
  source: v.optional(sourceSchema),
})
export type CorrectionRecord = v.InferOutput<typeof correctionRecordSchema>

export const importedMouseSchema = v.pipe(
  v.strictObject({
    handle: handleSchema,
    brand: handleSchema,
    collab_brand: v.optional(handleSchema),
    brands_separator: v.optional(v.pipe(v.string(), v.nonEmpty())),
    model: exactText,
    variant: v.optional(exactText),
    parent: v.optional(handleSchema),
    opendb_names: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
    released: v.optional(partialDateSchema),
    size: v.optional(v.picklist(sizeClasses)),
    length: decimal(60, 160),
    width: decimal(40, 100),
    height: decimal(20, 60),
    weight: v.optional(decimal(25, 200)),
    wireless: v.boolean(),
    dimensions_source: sourceSchema,
    sensor: v.optional(handleSchema),
    dpi: v.optional(integer(100, 100000)),
    polling_rate: v.optional(pollingRate),
    sensor_source: v.optional(sourceSchema),
    shape: v.optional(v.picklist(mouseShapes)),
    shape_source: v.optional(sourceSchema),
    example_types: v.optional(v.array(exactText)),
    corrections: v.optional(v.array(correctionRecordSchema)),
  }),
  mouseChecks(),
)
export type ImportedMouse = v.InferOutput<typeof importedMouseSchema>
export const importedMouseKeys = [
  'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'opendb_names',
  'released', 'size', 'length', 'width', 'height', 'weight', 'wireless', 'dimensions_source',
  'sensor', 'dpi', 'polling_rate', 'sensor_source', 'shape', 'shape_source', 'example_types', 'corrections',
] as const

// opendb-corrections.json ----------------------------------------------------------------------

/** Figures a correction may set on an OpenDB row (null: not known). */
const correctableFigures = v.strictObject({
  released: v.optional(v.nullable(partialDateSchema)),
  size: v.optional(v.nullable(v.picklist(sizeClasses))),
  length: v.optional(decimal(60, 160)),
  width: v.optional(decimal(40, 100)),
  height: v.optional(decimal(20, 60)),
  weight: v.optional(v.nullable(decimal(25, 200))),
  wireless: v.optional(v.boolean()),
  sensor: v.optional(v.nullable(handleSchema)),
  dpi: v.optional(v.nullable(integer(100, 100000))),
  polling_rate: v.optional(v.nullable(pollingRate)),
  shape: v.optional(v.nullable(v.picklist(mouseShapes))),
})
export type CorrectableFigures = v.InferOutput<typeof correctableFigures>

export const opendbCorrectionSchema = v.pipe(
  v.strictObject({
    /** The exact `name` of the extract row. */
    opendb_name: v.pipe(v.string(), v.nonEmpty('must not be empty')),
    /** Leave the row out of the catalogue. */
    exclude: v.optional(v.literal(true)),
    /** A gaming mouse the office rule (polling rate of 125 Hz or less) would leave out. */
    gaming: v.optional(v.literal(true)),
    /** The mouse this row is (e.g. a curated mouse of mice.json, or another row's mouse). */
    handle: v.optional(handleSchema),
    brand: v.optional(handleSchema),
    collab_brand: v.optional(handleSchema),
    brands_separator: v.optional(v.pipe(v.string(), v.nonEmpty())),
    model: v.optional(exactText),
    variant: v.optional(exactText),
    /** This row is a colour or edition variant of that mouse. */
    parent: v.optional(handleSchema),
    set: v.optional(correctableFigures),
    /** Where the figures in `set` come from (a correction to the maker's figure names the maker). */
    source: v.optional(sourceSchema),
    reason: exactText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const row = dataset.value
    const changes = ['gaming', 'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'set'].filter((key) => row[key as keyof typeof row] !== undefined)
    if (row.exclude && changes.length > 0) addIssue({ message: `an excluded row takes no other change (${changes.join(', ')})`, path: pathTo(row, 'exclude') })
    if (!row.exclude && changes.length === 0) addIssue({ message: 'says neither exclude nor what to change', path: pathTo(row, 'opendb_name') })
    if (row.source !== undefined && row.set === undefined) addIssue({ message: 'a source belongs to figures in set', path: pathTo(row, 'source') })
    if (row.set) {
      const setsMaker = Object.entries(row.set).some(([, value]) => value !== null && value !== undefined)
      if (setsMaker && row.source === undefined) addIssue({ message: 'a figure set to a value needs the source it comes from', path: pathTo(row, 'source') })
    }
  }),
)
export type OpendbCorrection = v.InferOutput<typeof opendbCorrectionSchema>
export const opendbCorrectionKeys = ['opendb_name', 'exclude', 'gaming', 'handle', 'brand', 'collab_brand', 'brands_separator', 'model', 'variant', 'parent', 'set', 'source', 'reason'] as const

// parts-corrections.json ------------------------------------------------------------------------

export const partKinds = ['sensor', 'switch', 'encoder'] as const
export type PartKind = (typeof partKinds)[number]
/** What a correction is about: a part (by its name), or a review's mouse → part link (by its mouse name). */
export const partsCorrectionKinds = [...partKinds, 'link'] as const

/**
 * An editors' decision about a part the components reference names (the parts import,
 * parts-import.ts), each with its reason: which part the name is, or what to call it, or that it is
 * left out.
 */
export const partsCorrectionSchema = v.pipe(
  v.strictObject({
    kind: v.picklist(partsCorrectionKinds, `kind must be one of ${partsCorrectionKinds.join(', ')}`),
    /**
     * The part's name exactly as the reference writes it (sensor_model, switch_model, encoder_model
     * or a link's part_model); for a link, the review's mouse_name.
     */
    name: v.pipe(v.string(), v.nonEmpty('must not be empty')),
    /** Leave the name out: no part is made and no mouse is linked to it. */
    exclude: v.optional(v.literal(true)),
    /** The part (or parts) of the data files this name is: its figures and links go there; for a link, the mouse. */
    handles: v.optional(v.pipe(v.array(handleSchema), v.minLength(1, 'leave handles out rather than empty'))),
    brand: v.optional(handleSchema),
    collab_brand: v.optional(handleSchema),
    model: v.optional(exactText),
    variant: v.optional(exactText),
    parent: v.optional(handleSchema),
    family: v.optional(v.literal(true)),
    reason: exactText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const row = dataset.value
    const changes = ['handles', 'brand', 'collab_brand', 'model', 'variant', 'parent', 'family'].filter((key) => row[key as keyof typeof row] !== undefined)
    if (row.exclude && changes.length > 0) addIssue({ message: `an excluded name takes no other change (${changes.join(', ')})`, path: pathTo(row, 'exclude') })
    if (!row.exclude && changes.length === 0) addIssue({ message: 'says neither exclude nor what to change', path: pathTo(row, 'name') })
    if (row.handles && ['brand', 'collab_brand', 'model', 'variant', 'family'].some((key) => row[key as keyof typeof row] !== undefined)) addIssue({ message: 'a name given handles is that part: its brand, model, variant and family are the part’s own', path: pathTo(row, 'handles') })
  }),
)
export type PartsCorrection = v.InferOutput<typeof partsCorrectionSchema>
export const partsCorrectionKeys = ['kind', 'name', 'exclude', 'handles', 'brand', 'collab_brand', 'model', 'variant', 'parent', 'family', 'reason'] as const

// latency-matches.json, mouse-latency.json ------------------------------------------------------

export const latencyModes = ['wired', 'wireless'] as const

/**
 * Which catalogue mouse one row of NVIDIA's Reflex Latency Analyzer mice database is, checked by
 * hand: a mouse handle, or `unmatched` with the reason (never a guess).
 */
export const latencyMatchSchema = v.pipe(
  v.strictObject({
    /** NVIDIA's `make`, `model` and `revision`, exactly as the CSV writes them (together they name one row). */
    make: exactText,
    model: exactText,
    revision: exactText,
    mouse: v.optional(handleSchema),
    unmatched: v.optional(v.literal(true)),
    reason: exactText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    if ((dataset.value.mouse === undefined) === (dataset.value.unmatched === undefined)) addIssue({ message: 'give exactly one of mouse and unmatched', path: pathTo(dataset.value, 'mouse') })
  }),
)
export type LatencyMatch = v.InferOutput<typeof latencyMatchSchema>
export const latencyMatchKeys = ['make', 'model', 'revision', 'mouse', 'unmatched', 'reason'] as const

/** One measurement of a catalogue mouse's click latency (generated from the NVIDIA database). */
export const mouseLatencySchema = v.strictObject({
  mouse: handleSchema,
  mode: v.picklist(latencyModes, 'must be wired or wireless'),
  /** NVIDIA's mean, corrected for polled actuation: microseconds. */
  mean_us: integer(1, 1_000_000),
  std_dev_us: integer(0, 1_000_000),
  /** The mean as measured, before the correction (the same when the switch is not polled). */
  unadjusted_mean_us: integer(1, 1_000_000),
  polled_actuation: v.boolean(),
  /** The firmware revision as NVIDIA writes it (the USB device's BCD revision). */
  firmware: exactText,
  measured: partialDateSchema,
  /** The make and model as NVIDIA names what it tested. */
  tested_as: exactText,
})
export type MouseLatency = v.InferOutput<typeof mouseLatencySchema>
export const mouseLatencyKeys = ['mouse', 'mode', 'mean_us', 'std_dev_us', 'unadjusted_mean_us', 'polled_actuation', 'firmware', 'measured', 'tested_as'] as const
