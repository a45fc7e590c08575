/**
 * A deterministic synthetic catalogue of mice (the columns the worker reads), for the sitemap
 * benchmark and the worker's pagination tests at 1,000 and 10,000 mice. Sizes, weights, shapes
 * and hands follow the real catalogue's spread; about one mouse in six is a version of an earlier
 * one of its brand (same shell).
 */
import type { CatalogueMouse } from '../edge/catalogue-rows'

function mulberry32(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const brands = [
  'Logitech', 'Razer', 'Zowie', 'Pulsar', 'Lamzu', 'Finalmouse', 'Vaxee', 'Endgame Gear', 'SteelSeries', 'HyperX',
  'Glorious', 'Corsair', 'Roccat', 'Asus', 'Cooler Master', 'Xtrfy', 'Ninjutso', 'G-Wolves', 'Fantech', 'Darmoshark',
  'VGN', 'ATK', 'Mchose', 'Waizowl', 'Scyrox', 'Sprime', 'WLmouse', 'Ajazz', 'Attack Shark', 'Zaopin',
]

const shapes = [
  ['symmetrical', 0.55],
  ['ergonomic', 0.35],
  ['hybrid', 0.1],
] as const

function pick<T>(next: () => number, weighted: ReadonlyArray<readonly [T, number]>): T {
  let roll = next()
  for (const [value, weight] of weighted) {
    roll -= weight
    if (roll <= 0) return value
  }
  return weighted[weighted.length - 1]![0]
}

const round1 = (value: number) => Math.round(value * 10) / 10

export function generateSyntheticMice(count: number, seed = 1): CatalogueMouse[] {
  const next = mulberry32(seed)
  const mice: CatalogueMouse[] = []
  const byBrand = new Map<string, CatalogueMouse[]>()
  for (let i = 0; i < count; i++) {
    const id = i + 1
    const brand = brands[Math.floor(next() * brands.length)]!
    const brandHandle = brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const family = byBrand.get(brand) ?? []
    const parent = family.length > 0 && next() < 0.17 ? family[Math.floor(next() * family.length)]! : undefined
    const shape = parent?.mouse__shape ?? pick(next, shapes)
    const hand = parent?.mouse__hand_compatibility ?? (shape === 'ergonomic' ? (next() < 0.93 ? 'right' : 'left') : 'ambidextrous')
    const model = parent ? `${parent.general__model} V${2 + Math.floor(next() * 3)}` : `Model ${String.fromCharCode(65 + Math.floor(next() * 26))}${id}`
    const variant = next() < 0.2 ? (next() < 0.5 ? 'Wireless' : 'Mini') : null
    const mouse: CatalogueMouse = {
      general__id: id,
      general__parent_id: parent && next() < 0.5 ? parent.general__id : null,
      general__handle: `${brandHandle}-${model}-${variant ?? ''}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, ''),
      general__brand_handles: [brandHandle],
      general__brand_names: [brand],
      general__brands_separator: ' ',
      general__model: model,
      general__variant: variant,
      general__status_edited_date: `202${Math.floor(next() * 7)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      mouse__shape_parent_id: parent ? (parent.mouse__shape_parent_id ?? parent.general__id) : null,
      mouse__length: parent?.mouse__length ?? round1(112 + next() * 20 + (shape === 'ergonomic' ? 3 : 0)),
      mouse__width: parent?.mouse__width ?? round1(56 + next() * 12 + (shape === 'ergonomic' ? 4 : 0)),
      mouse__height: parent?.mouse__height ?? round1(36 + next() * 8 + (shape === 'ergonomic' ? 3 : 0)),
      mouse__weight: round1((parent?.mouse__weight ?? 40 + next() * 70) - (parent ? next() * 8 : 0)),
      mouse__shape: shape,
      mouse__hand_compatibility: hand,
    }
    mice.push(mouse)
    family.push(mouse)
    byBrand.set(brand, family)
  }
  return mice
}
