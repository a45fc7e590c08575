/**
 * The figures the seeded reviews quote agree with the catalogue (issue 20 point 3): dimensions,
 * weights, DPI, polling rates, sensor speed, sensor names and switch types, each checked against
 * the data of the mouse the sentence is about. A sentence is about the mice it names (by product
 * name or model); one that names none is about the review's own mice (product_handles). A figure
 * passes when it is the figure of one of those mice. A review that disagrees with the data is
 * fixed in supabase/seed/30-reviews.sql, never the data.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import type { MouseRow, ReviewRow, SensorRow, SwitchRow } from '../../web/lib/api-types'
import { productName } from '../../web/lib/product-name'

let db: PGlite
let mice: MouseRow[]
let sensors: SensorRow[]
let switches: SwitchRow[]
let reviews: ReviewRow[]

beforeAll(async () => {
  db = await openCatalogue()
  const views = await exportApiViews(db)
  mice = JSON.parse(views.mice!) as MouseRow[]
  sensors = JSON.parse(views.mouse_sensors!) as SensorRow[]
  switches = JSON.parse(views.mouse_switches!) as SwitchRow[]
  reviews = JSON.parse(views.reviews!) as ReviewRow[]
}, 120_000)

afterAll(async () => {
  await db?.close()
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const number = (text: string) => Number(text.replace(/,/g, ''))

type Names = { name: string; pattern: RegExp; row: MouseRow }[]

/**
 * Every way a review names a mouse: its full name, and its model alone (with its variant) for the
 * brands of the review's own mice ("the Viper V2 Pro" in a Razer review; "V3 Pro" is not VXE's).
 */
function mouseNames(review: ReviewRow): Names {
  const byHandle = new Map(mice.map((row) => [row.general__handle, row]))
  const brands = new Set([...review.product_handles, ...review.mentioned_handles].flatMap((handle) => byHandle.get(handle)?.general__brand_handles ?? []))
  const names: Names = []
  for (const row of mice) {
    const model = [row.general__model, row.general__variant].filter(Boolean).join(' ')
    const ownBrand = row.general__brand_handles.some((brand) => brands.has(brand))
    for (const name of new Set(ownBrand ? [productName(row), model] : [productName(row)])) {
      if (name.length < 4) continue
      names.push({ name, row, pattern: new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, 'g') })
    }
  }
  // Longest first, so "Viper V3 Pro" is not also read as "Viper".
  return names.sort((a, b) => b.name.length - a.name.length)
}

/** The things a piece of text names, longest names first, each span of text used once. */
function namedIn<Row>(text: string, names: { pattern: RegExp; row: Row }[], alreadyTaken: [number, number][] = []): Row[] {
  const taken: [number, number][] = [...alreadyTaken]
  const found = new Set<Row>()
  for (const { pattern, row } of names) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index
      const end = start + match[0].length
      if (taken.some(([a, b]) => start < b && end > a)) continue
      taken.push([start, end])
      found.add(row)
    }
  }
  return [...found]
}

/** Sentences and list items of a review's text (markdown), headings left out. */
function sentences(markdown: string): string[] {
  const out: string[] = []
  for (const line of markdown.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z*(])/)) out.push(sentence.replace(/\*\*/g, ''))
  }
  return out
}

/**
 * Sentences about mice in general, not about a mouse of the catalogue: their figures are not
 * checked. Each is quoted in full enough to match one sentence only.
 */
const generalStatements = [
  'Very light mice can feel less stable for players used to 70 g and more.',
  'Mice in the 30 to 40 g range reward a light touch.',
  'avoid the double-clicking that can develop as mechanical switches wear',
]

interface Problem {
  review: string
  sentence: string
  figure: string
  about: string[]
}

function checkReview(review: ReviewRow): Problem[] {
  const names = mouseNames(review)
  const byHandle = new Map(mice.map((row) => [row.general__handle, row]))
  const sensorByHandle = new Map(sensors.map((sensor) => [sensor.general__handle, sensor]))
  const switchByHandle = new Map(switches.map((item) => [item.general__handle, item]))
  const own = review.product_handles.map((handle) => byHandle.get(handle)!).filter(Boolean)
  const problems: Problem[] = []
  const text = [review.excerpt, review.body_markdown].join('\n')
  for (const sentence of sentences(text)) {
    if (generalStatements.some((phrase) => sentence.includes(phrase))) continue
    const named = namedIn(sentence, names)
    const about = named.length > 0 ? named : own
    const fail = (figure: string) => problems.push({ review: review.slug, sentence, figure, about: about.map((row) => row.general__handle) })
    const anyMouse = (test: (row: MouseRow) => boolean) => about.some(test)

    for (const match of sentence.matchAll(/(\d+(?:\.\d+)?) ?[×x] ?(\d+(?:\.\d+)?) ?[×x] ?(\d+(?:\.\d+)?) ?mm/g)) {
      const [l, w, h] = [match[1], match[2], match[3]].map(Number)
      if (!anyMouse((row) => row.mouse__length === l && row.mouse__width === w && row.mouse__height === h)) fail(match[0])
    }
    for (const match of sentence.matchAll(/(\d+(?:\.\d+)?) mm long, (\d+(?:\.\d+)?) mm wide and (\d+(?:\.\d+)?) mm (?:tall|high)/g)) {
      const [l, w, h] = [match[1], match[2], match[3]].map(Number)
      if (!anyMouse((row) => row.mouse__length === l && row.mouse__width === w && row.mouse__height === h)) fail(match[0])
    }
    // A single dimension ("at 40 mm the back is low", "wider at 79.2 mm"): one of the mouse's three.
    const withoutTriples = sentence
      .replace(/(\d+(?:\.\d+)?) ?[×x] ?(\d+(?:\.\d+)?) ?[×x] ?(\d+(?:\.\d+)?) ?mm/g, '')
      .replace(/(\d+(?:\.\d+)?) mm long, (\d+(?:\.\d+)?) mm wide and (\d+(?:\.\d+)?) mm (?:tall|high)/g, '')
    for (const match of withoutTriples.matchAll(/(\d+(?:\.\d+)?) ?mm\b/g)) {
      const mm = Number(match[1])
      if (!anyMouse((row) => row.mouse__length === mm || row.mouse__width === mm || row.mouse__height === mm)) fail(match[0])
    }
    for (const match of sentence.matchAll(/(\d+) million clicks/g)) {
      // The catalogue keeps a switch's rated life in millions of clicks.
      const clicks = Number(match[1])
      if (!anyMouse((row) => row.mouse__switch_handle !== null && switchByHandle.get(row.mouse__switch_handle)?.mouse_switch__lifetime === clicks)) fail(match[0])
    }
    for (const match of sentence.matchAll(/(?<![\d.,×x] ?)(\d+(?:\.\d+)?) ?g\b/g)) {
      const grams = Number(match[1])
      if (!anyMouse((row) => row.mouse__weight === grams)) fail(match[0])
    }
    for (const match of sentence.matchAll(/(\d{1,3}(?:,\d{3})+|\d+) DPI/g)) {
      const dpi = number(match[1]!)
      const sensorDpi = (row: MouseRow) => (row.mouse__sensor_handle ? sensorByHandle.get(row.mouse__sensor_handle)?.mouse_sensor__dpi : undefined)
      if (!anyMouse((row) => row.mouse__dpi === dpi || sensorDpi(row) === dpi)) fail(match[0])
    }
    // A rate given as a setting to choose ("1000 or 2000 Hz is a sensible everyday setting") is one the mouse offers: at most its maximum.
    const setting = /\bsetting\b|\bstart at\b/.test(sentence)
    for (const match of sentence.matchAll(/(\d{1,3}(?:,\d{3})+|\d+) ?Hz/g)) {
      const rate = number(match[1]!)
      if (!anyMouse((row) => row.mouse__polling_rate === rate || (setting && row.mouse__polling_rate !== null && rate <= row.mouse__polling_rate))) fail(match[0])
    }
    for (const match of sentence.matchAll(/(\d+) IPS/g)) {
      const speed = Number(match[1])
      if (!anyMouse((row) => row.mouse__sensor_tracking_speed === speed)) fail(match[0])
    }
    // Switch types in a sentence about switches: the mouse's switch must be of that type.
    if (/switch/i.test(sentence)) {
      // "optical-mechanical" and the like name a hybrid switch.
      const typed = sentence.replace(/\b(optical|mechanical|magnetic)-(optical|mechanical|magnetic)\b/gi, 'hybrid')
      for (const match of typed.matchAll(/\b(optical|mechanical|magnetic|hybrid)\b/gi)) {
        const type = match[1]!.toLowerCase()
        const known = about.filter((row) => row.mouse__switch_handle && switchByHandle.has(row.mouse__switch_handle))
        if (known.length > 0 && !known.some((row) => switchByHandle.get(row.mouse__switch_handle!)!.mouse_switch__type === type)) fail(`${match[0]} switch`)
      }
    }
  }
  // Sensor names: a sensor the review names is the sensor of a mouse it is about, mentions or names.
  const related = new Set([...own, ...review.mentioned_handles.map((handle) => byHandle.get(handle)!).filter(Boolean), ...namedIn(text, names)])
  const sensorNames = sensors
    .flatMap((sensor) => [...new Set([sensor.general__model, [sensor.general__model, sensor.general__variant].filter(Boolean).join(' ')])].map((name) => ({ name, row: sensor })))
    .filter(({ name }) => name.length >= 4)
    .map(({ name, row }) => ({ name, row, pattern: new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, 'g') }))
    .sort((a, b) => b.name.length - a.name.length)
  // Mouse names first ("G502 HERO" is a mouse, not the HERO sensor).
  const mouseSpans: [number, number][] = []
  for (const { pattern } of names) for (const match of text.matchAll(pattern)) mouseSpans.push([match.index, match.index + match[0].length])
  for (const sensor of namedIn(text, sensorNames, mouseSpans)) {
    // A sensor family named by several rows (e.g. two variants) passes when one of them is a related mouse's.
    const sameName = sensors.filter((other) => other.general__model === sensor.general__model)
    if (![...related].some((row) => sameName.some((other) => row.mouse__sensor_handle === other.general__handle))) {
      problems.push({ review: review.slug, sentence: `(sensor named) ${sensor.general__model}`, figure: sensor.general__handle, about: [...related].map((row) => `${row.general__handle}:${row.mouse__sensor_handle}`) })
    }
  }
  return problems
}

describe('review figures agree with the catalogue', () => {
  it('reads a figure of every kind in the seeded reviews (the check is not empty)', () => {
    const text = reviews.map((review) => review.body_markdown).join('\n')
    for (const unit of [/\d ?[×x] ?\d/, / g\b/, / DPI/, / ?Hz/, / IPS/]) expect(text).toMatch(unit)
    expect(reviews.length).toBeGreaterThanOrEqual(10)
  })

  it('every figure a review quotes is the figure of a mouse it is about', () => {
    const problems = reviews.flatMap((review) => checkReview(review))
    expect(problems.map((problem) => `${problem.review}: “${problem.figure}” in “${problem.sentence}” (about ${problem.about.join(', ')})`)).toEqual([])
  })

  it('catches a wrong figure (a review that says 61 g for a 60 g mouse fails)', () => {
    const review = reviews.find((item) => item.slug === 'logitech/g-pro-x-superlight-2')!
    const broken = { ...review, body_markdown: review.body_markdown.replace('**60 g**', '**61 g**').replace('44,000 DPI', '45,000 DPI') }
    expect(checkReview(broken).map((problem) => problem.figure)).toEqual(expect.arrayContaining(['61 g', '45,000 DPI']))
  })
})
