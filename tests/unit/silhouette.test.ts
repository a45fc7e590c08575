import { describe, expect, it } from 'vitest'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sideCurvatures } from '../../web/lib/api-types'
import { generateSilhouette, pathBounds, type SilhouetteInput } from '../../web/features/compare/silhouette'

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
