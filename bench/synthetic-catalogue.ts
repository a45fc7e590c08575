/**
 * Synthetic mice for benchmarks and tests at 1,000 and 10,000 rows. Never shipped.
 *
 * Deterministic: a seeded PRNG (mulberry32), no Math.random and no clock, so the same
 * (count, seed) always gives the same rows. Distributions are taken from the catalogue
 * (supabase/seed/catalogue): shape mix, length by shape, width and height regressed on length,
 * weight from volume, connection and year, the wireless share by year, polling rates, sensors by
 * era, buttons and shape descriptors; and, as in the catalogue, most mice come from the OpenDB
 * import and leave unknown what it does not give (shape descriptors, hand, rests, buttons,
 * material, often the sensor or the DPI), with 170 brands in a long tail. Every row is marked
 * synthetic: brand "Synthetic …" / handle "synthetic-…", model "Synthetic 00042", handle
 * "synthetic-00042", example type "synthetic".
 */
import type {
  FigureSource,
  FrontFlare,
  HandCompatibility,
  HumpPlacement,
  MouseRow,
  MouseShape,
  SensorRow,
  SideCurvature,
  SizeClass,
} from '../web/lib/api-types'
import { sizeClassOfLength } from '../web/lib/size-class'

/** Ids start here so synthetic rows never collide with the seed's. */
export const syntheticIdBase = 1_000_000

// PRNG ----------------------------------------------------------------------------------------

type Random = {
  next(): number
  normal(mean: number, sd: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly (readonly [T, number])[]): T
  chance(p: number): boolean
}

function createRandom(seed: number): Random {
  // Spread small integer seeds over the state space (splitmix32), then mulberry32.
  let state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0) || 0x6d2b79f5
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    normal(mean, sd) {
      // Box–Muller; 1 - next() is in (0, 1].
      const u = 1 - next()
      const v = next()
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return items[items.length - 1]![0]
    },
    chance: (p) => next() < p,
  }
  return random
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round1 = (value: number) => Math.round(value * 10) / 10
const pad = (n: number, width: number) => String(n).padStart(width, '0')

// Brands and sensors ------------------------------------------------------------------------

/** A brand's two letters: 0 → 'AA', 1 → 'AB', 26 → 'BA' (one length, so no name is the start of another). */
const brandLetters = (i: number): string => String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26))
/**
 * 170 synthetic brands in a long tail, as in the catalogue (the largest brands have 60–90 mice,
 * most have a handful): brand i weighs 1 / (i + 1).
 */
export const syntheticBrands = Array.from({ length: 170 }, (_, i) => ({
  handle: `synthetic-brand-${brandLetters(i).toLowerCase()}`,
  name: `Synthetic Brand ${brandLetters(i)}`,
  weight: 1 / (i + 1),
}))

type SensorTier = {
  dpi: number
  speed: number
  accel: number
  polling: number
  lod: number[]
  /** Years in which mice used it. */
  from: number
  to: number
}

/** Tiers modelled on the seed's sensors (PAW3950, PAW3395, PAW3370, PMW3389, PMW3360, ...). */
const sensorTiers: SensorTier[] = [
  { dpi: 30000, speed: 750, accel: 50, polling: 8000, lod: [0.7, 1, 2], from: 2023, to: 2026 },
  { dpi: 32000, speed: 750, accel: 50, polling: 8000, lod: [], from: 2024, to: 2026 },
  { dpi: 26000, speed: 650, accel: 50, polling: 8000, lod: [1, 2], from: 2021, to: 2026 },
  { dpi: 25600, speed: 400, accel: 40, polling: 1000, lod: [], from: 2019, to: 2024 },
  { dpi: 19000, speed: 400, accel: 50, polling: 1000, lod: [1, 2], from: 2020, to: 2023 },
  { dpi: 18000, speed: 400, accel: 40, polling: 1000, lod: [], from: 2020, to: 2023 },
  { dpi: 16000, speed: 400, accel: 50, polling: 1000, lod: [], from: 2016, to: 2022 },
  { dpi: 12000, speed: 250, accel: 50, polling: 1000, lod: [], from: 2016, to: 2022 },
  { dpi: 12000, speed: 300, accel: 35, polling: 1000, lod: [], from: 2018, to: 2026 },
  { dpi: 8500, speed: 300, accel: 35, polling: 1000, lod: [], from: 2018, to: 2022 },
  { dpi: 8200, speed: 150, accel: 30, polling: 1000, lod: [], from: 2016, to: 2019 },
]

/** The synthetic sensors the synthetic mice reference (one per tier). */
export function generateSyntheticSensors(seed = 1): SensorRow[] {
  const random = createRandom(seed * 7919 + 17)
  return sensorTiers.map((tier, i) => {
    const n = i + 1
    const brand = syntheticBrands[i % 3]!
    return {
      general__id: syntheticIdBase + n,
      general__parent_id: null,
      general__handle: `synthetic-sensor-${pad(n, 2)}`,
      general__category: 'mouse_sensor',
      general__status_edited_date: '2026-11-20',
      general__release_date: `${tier.from}-${pad(random.int(1, 12), 2)}`,
      general__brand_handles: [brand.handle],
      general__brand_names: [brand.name],
      general__brands_separator: ' ',
      general__model: `Synthetic S${pad(n, 2)}`,
      general__variant: null,
      general__example_types: ['synthetic'],
      general__affiliate_links: [],
      images: [],
      mouse_sensor__rank: n,
      mouse_sensor__type: tier.dpi === 8200 ? 'laser' : 'optical',
      mouse_sensor__dpi: tier.dpi,
      mouse_sensor__tracking_speed: tier.speed,
      mouse_sensor__acceleration: tier.accel,
      mouse_sensor__lift_off_distances: tier.lod,
      mouse_sensor__polling_rate: tier.polling,
      mouse_sensor__mice_count: 0,
      mouse_sensor__source: null,
      mouse_sensor__based_on: null,
    }
  })
}

// Shape model (fitted on the seed) -------------------------------------------------------------

type ShapeModel = {
  share: number
  length: [mean: number, sd: number, min: number, max: number]
  /** width = a + b * length + N(0, sd) */
  width: [a: number, b: number, sd: number]
  height: [a: number, b: number, sd: number]
  flare: readonly (readonly [FrontFlare, number])[]
  curvature: readonly (readonly [SideCurvature, number])[]
  hump: readonly (readonly [HumpPlacement, number])[]
}

const shapeModels: Record<MouseShape, ShapeModel> = {
  symmetrical: {
    share: 57,
    length: [121.9, 4.3, 105, 132],
    width: [21.43, 0.349, 1.7],
    height: [18.79, 0.161, 1.1],
    flare: [['outward - slight', 60], ['flat', 25], ['inward - slight', 5], ['inward - moderate', 2], ['outward - moderate', 8]],
    curvature: [['inward', 75], ['flat', 15], ['outward', 10]],
    hump: [['center', 45], ['back - minimal', 40], ['back - moderate', 8], ['back - aggressive', 4], ['front - slight', 3]],
  },
  ergonomic: {
    share: 40,
    length: [124.1, 5.3, 105, 134],
    width: [15.71, 0.432, 3.0],
    height: [24.97, 0.134, 1.5],
    flare: [['outward - moderate', 45], ['outward - slight', 45], ['outward - aggressive', 5], ['inward - slight', 3], ['flat', 2]],
    curvature: [['inward', 75], ['inward - aggressive', 15], ['outward', 8], ['outward - aggressive', 2]],
    hump: [['back - moderate', 60], ['back - minimal', 30], ['back - aggressive', 8], ['center', 2]],
  },
  hybrid: {
    share: 3,
    length: [119.5, 2.5, 112, 126],
    width: [21.43, 0.349, 1.7],
    height: [20.3, 0.161, 1.0],
    flare: [['outward - slight', 80], ['flat', 20]],
    curvature: [['flat', 70], ['inward', 30]],
    hump: [['back - minimal', 75], ['center', 25]],
  },
}

const yearWeights: readonly (readonly [number, number])[] = [
  [2016, 1], [2017, 2], [2018, 6], [2019, 12], [2020, 17], [2021, 25], [2022, 22], [2023, 41], [2024, 32], [2025, 14], [2026, 6],
]

function wirelessShare(year: number): number {
  if (year < 2020) return 0.3
  if (year < 2022) return 0.55
  return 0.85
}

// Mice ------------------------------------------------------------------------------------------

/**
 * `count` synthetic mice (ids from syntheticIdBase + 1001), referencing the sensors of
 * generateSyntheticSensors(seed). Same (count, seed) → identical rows; a longer list starts with
 * the shorter one.
 */
export function generateSyntheticMice(count: number, seed = 1): MouseRow[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer: ${count}`)
  const random = createRandom(seed)
  const sensors = generateSyntheticSensors(seed)
  const shapes = Object.entries(shapeModels).map(([shape, model]) => [shape as MouseShape, model.share] as const)
  const brands = syntheticBrands.map((brand) => [brand, brand.weight] as const)
  const rows: MouseRow[] = []

  for (let i = 0; i < count; i++) {
    const n = i + 1
    const number = pad(n, 5)
    const brand = random.weighted(brands)
    const year = random.weighted(yearWeights)
    const month = random.int(1, 12)

    // A few mice reuse an earlier mouse's shell, as wireless or lighter versions do in the seed.
    const shellDonor = rows.length > 20 && random.chance(0.08) ? rows[random.int(Math.max(0, rows.length - 200), rows.length - 1)]! : null
    // As in the catalogue: about one mouse in eight is the editors' (every figure known); the rest
    // come from the OpenDB import, which gives no shape descriptors, hand, rests, buttons or material.
    const curated = random.chance(0.12)
    const drawnShape: MouseShape = shellDonor?.mouse__shape ?? random.weighted(shapes)
    const shape: MouseShape | null = curated || random.chance(0.91) ? drawnShape : null
    const model = shapeModels[drawnShape]
    let length: number
    let width: number
    let height: number
    if (shellDonor) {
      length = shellDonor.mouse__length
      width = shellDonor.mouse__width
      height = shellDonor.mouse__height
    } else {
      const [mean, sd, min, max] = model.length
      length = round1(clamp(random.normal(mean, sd), min, max))
      width = round1(clamp(model.width[0] + model.width[1] * length + random.normal(0, model.width[2]), 54, 80))
      height = round1(clamp(model.height[0] + model.height[1] * length + random.normal(0, model.height[2]), 33, 47))
    }

    const wireless = random.chance(wirelessShare(year))
    const volume = (length * width * height) / 1000
    const weight = Math.round(clamp(-4.22 + 0.2412 * volume + (wireless ? 3.67 : 0) - 4.76 * (year - 2020) + random.normal(0, 11), 32, 150))

    let hand: HandCompatibility = 'right'
    if (drawnShape === 'symmetrical' && random.chance(0.08)) hand = 'ambidextrous'
    else if (drawnShape === 'ergonomic' && random.chance(0.03)) hand = 'left'
    const thumbRest = drawnShape === 'ergonomic' && weight >= 90 && random.chance(0.5)

    const eligible = sensors.filter((_, t) => sensorTiers[t]!.from <= year && sensorTiers[t]!.to >= year)
    const sensor = random.pick(eligible.length > 0 ? eligible : sensors)
    const tier = sensorTiers[sensors.indexOf(sensor)]!
    const dpi = random.chance(0.18) ? 3200 : tier.dpi
    // The import matches about five sensors in six, and leaves one DPI in nine not known.
    const sensorKnown = curated || random.chance(0.83)
    const dpiKnown = curated || random.chance(0.89)
    const weightKnown = curated || random.chance(0.99)
    const sizeClass: SizeClass = sizeClassOfLength(length)!
    const opendb: FigureSource = { kind: 'opendb' }
    const descriptors = curated
      ? {
          front: shellDonor?.mouse__front_flare ?? random.weighted(model.flare),
          curve: shellDonor?.mouse__side_curvature ?? random.weighted(model.curvature),
          hump: shellDonor?.mouse__hump_placement ?? random.weighted(model.hump),
        }
      : null
    const polling =
      tier.polling === 8000 && year >= 2022
        ? random.weighted([[1000, 50], [2000, 3], [4000, 20], [8000, 27]] as const)
        : 1000
    const sideButtons = hand === 'ambidextrous' ? 4 : thumbRest ? 3 : random.weighted([[2, 90], [3, 5], [4, 3], [5, 2]] as const)
    const middleButtons = thumbRest ? 4 : random.weighted([[1, 64], [2, 28], [3, 4], [4, 4]] as const)
    const material = random.weighted([['plastic', 96], ['magnesium-alloy', 3], ['carbon-fiber', 1]] as const)
    const generalMaterial = material === 'plastic' ? 'plastic' : material === 'magnesium-alloy' ? 'metal' : 'composite'
    const materialNames = { plastic: 'Plastic', metal: 'Metal', composite: 'Composite', 'magnesium-alloy': 'Magnesium alloy', 'carbon-fiber': 'Carbon fiber' } as const

    rows.push({
      general__id: syntheticIdBase + 1000 + n,
      general__parent_id: null,
      general__handle: `synthetic-${number}`,
      general__category: 'mouse',
      general__status_edited_date: '2026-11-20',
      general__release_date: curated ? `${year}-${pad(month, 2)}` : random.chance(0.05) ? String(year) : null,
      general__brand_handles: [brand.handle],
      general__brand_names: [brand.name],
      general__brands_separator: ' ',
      general__model: `Synthetic ${number}`,
      general__variant: null,
      general__example_types: ['synthetic'],
      general__affiliate_links: [],
      images: [],
      mouse__shape_parent_id: shellDonor ? shellDonor.general__id : null,
      mouse__length: length,
      mouse__width: width,
      mouse__height: height,
      mouse__shape: shape,
      mouse__front_flare: descriptors?.front ?? null,
      mouse__side_curvature: descriptors?.curve ?? null,
      mouse__hump_placement: descriptors?.hump ?? null,
      mouse__hand_compatibility: curated ? hand : null,
      mouse__thumb_rest: curated ? thumbRest : null,
      mouse__ring_finger_rest: curated ? false : null,
      mouse__top_view: null,
      mouse__side_view: null,
      mouse__back_view: null,
      mouse__weight: weightKnown ? weight : null,
      mouse__material_handle_general: curated ? generalMaterial : null,
      mouse__material_handle_specific: curated ? material : null,
      mouse__material_name_general: curated ? materialNames[generalMaterial] : null,
      mouse__material_name_specific: curated ? materialNames[material] : null,
      mouse__wireless: wireless,
      mouse__sensor_id: sensorKnown ? sensor.general__id : null,
      mouse__sensor_parent_id: null,
      mouse__sensor_handle: sensorKnown ? sensor.general__handle : null,
      mouse__sensor_brand_handles: sensorKnown ? sensor.general__brand_handles : null,
      mouse__sensor_brand_names: sensorKnown ? sensor.general__brand_names : null,
      mouse__sensor_brands_separator: sensorKnown ? ' ' : null,
      mouse__sensor_model: sensorKnown ? sensor.general__model : null,
      mouse__sensor_variant: null,
      mouse__sensor_rank: sensorKnown ? sensor.mouse_sensor__rank : null,
      mouse__sensor_type: sensorKnown ? sensor.mouse_sensor__type : null,
      mouse__sensor_tracking_speed: sensorKnown ? sensor.mouse_sensor__tracking_speed : null,
      mouse__sensor_acceleration: sensorKnown ? sensor.mouse_sensor__acceleration : null,
      mouse__dpi: dpiKnown ? dpi : null,
      mouse__polling_rate: polling,
      mouse__adjustable_sensor_position: curated ? false : null,
      mouse__sensor_position_x: null,
      mouse__sensor_position_x2: null,
      mouse__sensor_position_y: null,
      mouse__sensor_position_y2: null,
      mouse__middle_buttons: curated ? middleButtons : null,
      mouse__side_buttons: curated ? sideButtons : null,
      mouse__switch_handle: null,
      mouse__switch_name: null,
      mouse__scroll_wheel_encoder_handle: null,
      mouse__scroll_wheel_encoder_name: null,
      mouse__size_class: curated ? null : sizeClass,
      mouse__outline_kind: descriptors ? 'dimensions_and_descriptors' : 'dimensions',
      mouse__dimensions_source: curated ? { kind: 'maker' } : opendb,
      mouse__sensor_source: curated ? { kind: 'maker' } : opendb,
      mouse__shape_source: curated ? { kind: 'editors' } : shape ? opendb : null,
      mouse__switch_source: null,
      mouse__encoder_source: null,
      mouse__sensor_based_on: null,
      mouse__switch_is_family: null,
      mouse__switch_family_handle: null,
      mouse__switch_family_name: null,
      mouse__click_latency: null,
      mouse__click_latency_ms: null,
      mouse__outline_source: null,
    })
  }
  return rows
}

/** True for a row made by this module. */
export function isSyntheticMouse(row: Pick<MouseRow, 'general__handle' | 'general__model' | 'general__brand_handles' | 'general__brand_names' | 'general__example_types'>): boolean {
  return (
    row.general__handle.startsWith('synthetic-') &&
    row.general__model.startsWith('Synthetic ') &&
    row.general__brand_handles.every((handle) => handle.startsWith('synthetic-')) &&
    row.general__brand_names.every((name) => name.startsWith('Synthetic ')) &&
    row.general__example_types.includes('synthetic')
  )
}
