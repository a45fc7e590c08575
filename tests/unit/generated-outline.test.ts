import { describe, expect, it } from 'vitest'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sideCurvatures, sizeClasses, type HandCompatibility, type MouseShape } from '../../web/lib/api-types'
import { generateSilhouette, pathBounds, type Silhouette, type SilhouetteInput } from '../../web/features/outlines/generated-outline'

const base: SilhouetteInput = {
  length: 125,
  width: 63.5,
  height: 40,
  shape: 'symmetrical',
  frontFlare: 'outward - slight',
  sideCurvature: 'inward',
  humpPlacement: 'center',
  handCompatibility: 'ambidextrous',
  thumbRest: false,
  ringFingerRest: false,
}

function expectBox(d: string, width: number, height: number) {
  const box = pathBounds(d)
  expect(box.minX).toBeCloseTo(0, 2)
  expect(box.minY).toBeCloseTo(0, 2)
  expect(box.maxX).toBeCloseTo(width, 1)
  expect(box.maxY).toBeCloseTo(height, 1)
}

/** Width of the top view at a given distance from the front. */
function widthAt(d: string, y: number): number {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
  const xs: number[] = []
  for (let i = 0; i + 1 < numbers.length; i += 2) if (Math.abs(numbers[i + 1]! - y) < 2) xs.push(numbers[i]!)
  return Math.max(...xs) - Math.min(...xs)
}

describe('generateSilhouette', () => {
  it('draws each view to scale: its bounding box is the mouse in millimetres', () => {
    const silhouette = generateSilhouette(base)
    expectBox(silhouette.top, 63.5, 125)
    expectBox(silhouette.side, 125, 40)
    expectBox(silhouette.back, 63.5, 40)
  })

  it('keeps the box exact for every combination of descriptors', () => {
    for (const shape of mouseShapes)
      for (const frontFlare of frontFlares)
        for (const sideCurvature of sideCurvatures)
          for (const humpPlacement of humpPlacements)
            for (const handCompatibility of handCompatibilities)
              for (const rest of [false, true]) {
                const input = { ...base, length: 118.4, width: 61, height: 38.7, shape, frontFlare, sideCurvature, humpPlacement, handCompatibility, thumbRest: rest, ringFingerRest: !rest }
                const silhouette = generateSilhouette(input)
                expectBox(silhouette.top, 61, 118.4)
                expectBox(silhouette.side, 118.4, 38.7)
                expectBox(silhouette.back, 61, 38.7)
              }
  })

  it('is shaped by the descriptors', () => {
    const flat = generateSilhouette({ ...base, frontFlare: 'inward - aggressive' })
    const flared = generateSilhouette({ ...base, frontFlare: 'outward - aggressive' })
    expect(widthAt(flared.top, 15)).toBeGreaterThan(widthAt(flat.top, 15))
    const pinched = generateSilhouette({ ...base, sideCurvature: 'inward - aggressive' })
    const bulging = generateSilhouette({ ...base, sideCurvature: 'outward - aggressive' })
    expect(widthAt(pinched.top, 56)).toBeLessThan(widthAt(bulging.top, 56))
    const front = generateSilhouette({ ...base, humpPlacement: 'front - aggressive' }).side
    const back = generateSilhouette({ ...base, humpPlacement: 'back - aggressive' }).side
    const peakX = (d: string) => {
      const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
      let best = 0
      for (let i = 2; i + 1 < numbers.length; i += 2) if (numbers[i + 1]! < numbers[best + 1]!) best = i
      return numbers[best]!
    }
    expect(peakX(front)).toBeLessThan(peakX(back))
    expect(generateSilhouette({ ...base, shape: 'ergonomic', handCompatibility: 'right' }).top).not.toBe(generateSilhouette(base).top)
  })

  it('is symmetrical for a symmetrical mouse and mirrored for the other hand', () => {
    const right = generateSilhouette({ ...base, shape: 'ergonomic', handCompatibility: 'right', thumbRest: true })
    const left = generateSilhouette({ ...base, shape: 'ergonomic', handCompatibility: 'left', thumbRest: true })
    expect(right.top).not.toBe(left.top)
    expect(pathBounds(right.top)).toEqual(pathBounds(left.top))
  })

  it('never produces NaN for broken input', () => {
    const silhouette = generateSilhouette({ ...base, length: Number.NaN, width: -3, height: 0, shape: null, frontFlare: null, sideCurvature: null, humpPlacement: null, handCompatibility: null })
    for (const d of Object.values(silhouette)) expect(d).not.toMatch(/NaN|Infinity/)
  })
})

/** The outline in a unit box: every coordinate divided by the view's size (what the descriptors alone decide). */
function normalised(input: SilhouetteInput): number[][] {
  const silhouette = generateSilhouette(input)
  const size: Record<keyof Silhouette, [number, number]> = { top: [input.width, input.length], side: [input.length, input.height], back: [input.width, input.height] }
  return (['top', 'side', 'back'] as const).map((view) => {
    const numbers = (silhouette[view].match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
    return numbers.map((value, index) => value / size[view][index % 2]!)
  })
}

/** The largest difference between two normalised outlines (same sampling, so points correspond). */
function largestDifference(a: number[][], b: number[][]): number {
  let largest = 0
  for (let view = 0; view < a.length; view++) for (let i = 0; i < a[view]!.length; i++) largest = Math.max(largest, Math.abs(a[view]![i]! - b[view]![i]!))
  return largest
}

/** The descriptors that decide a drawing: a symmetrical shell is one shell for either hand unless it has a rest, and ambidextrous draws as right. */
function drawingKey(input: SilhouetteInput): string {
  const hand: HandCompatibility | null = input.handCompatibility === 'left' ? 'left' : 'right'
  const handMatters = input.shape !== 'symmetrical' || input.thumbRest || input.ringFingerRest
  return JSON.stringify([input.shape, input.frontFlare, input.sideCurvature, input.humpPlacement, handMatters ? hand : null, input.thumbRest, input.ringFingerRest, input.sizeClass])
}

describe('the normalised outline (issue 20: shapes say what they are)', () => {
  // The DeathAdder V3 Pro and the Zowie EC2-CW as the catalogue has them: the same descriptors
  // except OpenDB's size class (large and medium), and their own dimensions.
  const deathAdderV3Pro: SilhouetteInput = { length: 128, width: 68, height: 44, shape: 'ergonomic', frontFlare: 'outward - moderate', sideCurvature: 'inward', humpPlacement: 'back - moderate', handCompatibility: 'right', thumbRest: false, ringFingerRest: false, sizeClass: 'large' }
  const zowieEc2Cw: SilhouetteInput = { length: 123, width: 65, height: 42, shape: 'ergonomic', frontFlare: 'outward - moderate', sideCurvature: 'inward', humpPlacement: 'back - moderate', handCompatibility: 'right', thumbRest: false, ringFingerRest: false, sizeClass: 'medium' }

  it('differs for the DeathAdder V3 Pro and the Zowie EC2-CW, visibly', () => {
    expect(largestDifference(normalised(deathAdderV3Pro), normalised(zowieEc2Cw))).toBeGreaterThan(0.02)
  })

  it('is the same for the same descriptors, whatever the dimensions', () => {
    const zowieEc2C = { ...zowieEc2Cw }
    expect(normalised(zowieEc2C)).toEqual(normalised(zowieEc2Cw))
    const scaled = normalised({ ...zowieEc2Cw, length: 131.4, width: 59, height: 37.5 })
    expect(largestDifference(scaled, normalised(zowieEc2Cw))).toBeLessThan(0.001)
  })

  it('changes visibly (by at least 1 % of a dimension) with every step of every descriptor', () => {
    const steps: [keyof SilhouetteInput, readonly unknown[]][] = [
      ['shape', mouseShapes],
      ['frontFlare', frontFlares],
      ['sideCurvature', sideCurvatures],
      ['humpPlacement', humpPlacements],
      ['thumbRest', [false, true]],
      ['ringFingerRest', [false, true]],
      ['sizeClass', sizeClasses],
    ]
    for (const shape of ['symmetrical', 'ergonomic'] as MouseShape[]) {
      const start: SilhouetteInput = { ...deathAdderV3Pro, shape, handCompatibility: 'right' }
      for (const [descriptor, values] of steps) {
        for (const a of values)
          for (const b of values) {
            if (a === b) continue
            const difference = largestDifference(normalised({ ...start, [descriptor]: a }), normalised({ ...start, [descriptor]: b }))
            expect(difference, `${shape}: ${descriptor} ${String(a)} against ${String(b)}`).toBeGreaterThan(0.01)
          }
      }
    }
    // The hand mirrors an asymmetric shell.
    expect(largestDifference(normalised({ ...deathAdderV3Pro, handCompatibility: 'left' }), normalised(deathAdderV3Pro))).toBeGreaterThan(0.01)
  })

  it('never shares one normalised outline between two different sets of descriptors (every combination)', () => {
    const seen = new Map<string, string>()
    const keys = new Set<string>()
    let combinations = 0
    for (const shape of mouseShapes)
      for (const frontFlare of frontFlares)
        for (const sideCurvature of sideCurvatures)
          for (const humpPlacement of humpPlacements)
            for (const handCompatibility of ['right', 'left'] as const)
              for (const thumbRest of [false, true])
                for (const ringFingerRest of [false, true])
                  for (const sizeClass of sizeClasses) {
                    const input: SilhouetteInput = { length: 100, width: 100, height: 100, shape, frontFlare, sideCurvature, humpPlacement, handCompatibility, thumbRest, ringFingerRest, sizeClass }
                    const key = drawingKey(input)
                    // (Combinations that differ only in a hand that changes nothing are one drawing: see drawingKey.)
                    if (keys.has(key)) continue
                    keys.add(key)
                    combinations++
                    const drawing = Object.values(generateSilhouette(input)).join('|')
                    const other = seen.get(drawing)
                    expect(other, `${key} draws like ${other}`).toBeUndefined()
                    seen.set(drawing, key)
                  }
    expect(combinations).toBeGreaterThan(10_000)
  })
})
