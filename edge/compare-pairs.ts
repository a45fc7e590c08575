/**
 * Which compare pages the compare sitemap lists.
 *
 * All pairs of n mice is n(n-1)/2 pages (about 500,000 at 1,000 mice, 50 million at 10,000):
 * far past what a crawler will visit or a worker can build, and almost all of them comparisons
 * nobody makes. People compare a mouse with the ones they would buy instead: mice of about the
 * same size and weight, with the same kind of shape, for the same hand, and a mouse with the
 * other versions of its own shell. So the sitemap lists, for each mouse:
 *
 * 1. its `neighbours` (5) nearest mice within the same shape (symmetrical, ergonomic, hybrid) and
 *    hand compatibility, by distance over length, width, height and weight, each divided by its
 *    standard deviation across the catalogue (so a millimetre of height counts more than a
 *    millimetre of length, as it should). A figure that is not known is not guessed: a mouse of
 *    unknown shape is compared with the others of unknown shape, an unknown hand matches any hand
 *    (most imported mice do not say theirs), and a missing weight is left out of the distance;
 * 2. the mouse it is a version of (`general__parent_id`) and the mouse whose shell it shares
 *    (`mouse__shape_parent_id`), when both are of the same brand: "Superlight vs Superlight 2".
 *
 * Pairs are unordered and deduplicated, so the count is at most (neighbours + 2) per mouse:
 * linear in the catalogue (about 3.5 per mouse in practice). A mouse whose compare name another
 * mouse already owns (see mouseIndex) is left out: a compare link could not reach it.
 *
 * Cost: mice are bucketed by shape and hand, each bucket sorted by normalized length, and each
 * mouse sweeps outwards from its place until the length difference alone exceeds its current
 * k-th best distance (a sort-and-sweep nearest-neighbour search), with at most `scanLimit`
 * candidates each way as a hard bound: O(n log n + n * scanLimit), never O(n^2).
 */
import type { CatalogueMouse } from './catalogue-rows'
import { mouseIndex } from './site-paths'

export interface ComparePairOptions {
  neighbours?: number
  scanLimit?: number
}

export const comparePairDefaults = { neighbours: 5, scanLimit: 256 } as const

const dimensions = ['mouse__length', 'mouse__width', 'mouse__height', 'mouse__weight'] as const

function positive(value: number | null): number | undefined {
  return value !== null && Number.isFinite(value) && value > 0 ? value : undefined
}

function brandOf(mouse: CatalogueMouse): string | undefined {
  const handle = mouse.general__brand_handles?.[0]
  if (handle) return handle
  const name = mouse.general__brand_names?.[0]
  return name ? name.toLowerCase() : undefined
}

/**
 * The mouse pairs worth a compare page, as pairs of mice in catalogue order (the first of each
 * pair comes earlier in `mice`), sorted by the first then the second.
 */
export function selectComparePairs(mice: readonly CatalogueMouse[], options: ComparePairOptions = {}): Array<[CatalogueMouse, CatalogueMouse]> {
  const k = Math.max(0, Math.floor(options.neighbours ?? comparePairDefaults.neighbours))
  const scanLimit = Math.max(1, Math.floor(options.scanLimit ?? comparePairDefaults.scanLimit))
  const { compareNames, byKey } = mouseIndex(mice)

  // The mice a compare link can reach (each owns its compare key), in catalogue order.
  const eligible: CatalogueMouse[] = []
  for (const mouse of mice) {
    const key = compareNames.get(mouse)?.key
    if (key !== undefined && key !== '' && byKey.get(key) === mouse) eligible.push(mouse)
  }
  const n = eligible.length
  const pairKeys = new Set<number>()
  const addPair = (a: number, b: number) => {
    if (a === b) return
    pairKeys.add(a < b ? a * n + b : b * n + a)
  }

  // 1. Nearest neighbours by normalized size and weight, within shape and hand.
  if (k > 0) {
    const scale = dimensions.map((dimension) => {
      let count = 0
      let sum = 0
      let sumSquares = 0
      for (const mouse of eligible) {
        const value = positive(mouse[dimension])
        if (value === undefined) continue
        count++
        sum += value
        sumSquares += value * value
      }
      const mean = count > 0 ? sum / count : 0
      const variance = count > 1 ? Math.max(0, sumSquares / count - mean * mean) : 0
      const deviation = Math.sqrt(variance)
      return deviation > 1e-9 ? 1 / deviation : 1
    })

    const buckets = new Map<string, number[]>()
    for (let i = 0; i < n; i++) {
      const mouse = eligible[i]!
      if (positive(mouse.mouse__length) === undefined || positive(mouse.mouse__width) === undefined || positive(mouse.mouse__height) === undefined) continue
      const bucketKey = mouse.mouse__shape ?? ''
      let bucket = buckets.get(bucketKey)
      if (!bucket) buckets.set(bucketKey, (bucket = []))
      bucket.push(i)
    }
    // Hands within a bucket: 0 not known (matches any hand), else one per hand.
    const handCode = new Int8Array(n)
    for (let i = 0; i < n; i++) {
      const hand = eligible[i]!.mouse__hand_compatibility
      handCode[i] = hand === null ? 0 : hand === 'right' ? 1 : hand === 'left' ? 2 : 3
    }

    for (const members of buckets.values()) {
      const size = members.length
      // Normalized coordinates in flat arrays, sorted by length (NaN: no weight).
      const order = members.slice().sort((a, b) => eligible[a]!.mouse__length! - eligible[b]!.mouse__length! || a - b)
      const coords = new Float64Array(size * 4)
      for (let s = 0; s < size; s++) {
        const mouse = eligible[order[s]!]!
        for (let d = 0; d < 4; d++) coords[s * 4 + d] = (positive(mouse[dimensions[d]!]) ?? Number.NaN) * scale[d]!
      }
      const bestDistance = new Float64Array(k)
      const bestIndex = new Int32Array(k)
      for (let s = 0; s < size; s++) {
        let found = 0
        const hand = handCode[order[s]!]!
        const consider = (t: number) => {
          const other = handCode[order[t]!]!
          if (hand !== 0 && other !== 0 && hand !== other) return
          let sum = 0
          let used = 0
          for (let d = 0; d < 4; d++) {
            const diff = coords[s * 4 + d]! - coords[t * 4 + d]!
            if (Number.isNaN(diff)) continue
            sum += diff * diff
            used++
          }
          // A missing weight: scale the three known differences up to four dimensions.
          const distance = used === 4 ? sum : (sum * 4) / used
          if (found === k && distance >= bestDistance[k - 1]!) return
          let at = found < k ? found++ : k - 1
          while (at > 0 && bestDistance[at - 1]! > distance) {
            bestDistance[at] = bestDistance[at - 1]!
            bestIndex[at] = bestIndex[at - 1]!
            at--
          }
          bestDistance[at] = distance
          bestIndex[at] = t
        }
        const length = coords[s * 4]!
        for (let t = s + 1, scanned = 0; t < size && scanned < scanLimit; t++, scanned++) {
          const gap = coords[t * 4]! - length
          if (found === k && gap * gap >= bestDistance[k - 1]!) break
          consider(t)
        }
        for (let t = s - 1, scanned = 0; t >= 0 && scanned < scanLimit; t--, scanned++) {
          const gap = length - coords[t * 4]!
          if (found === k && gap * gap >= bestDistance[k - 1]!) break
          consider(t)
        }
        for (let b = 0; b < found; b++) addPair(order[s]!, order[bestIndex[b]!]!)
      }
    }
  }

  // 2. Versions of one mouse and mice sharing a shell, within a brand.
  const positionById = new Map<number, number>()
  for (let i = 0; i < n; i++) positionById.set(eligible[i]!.general__id, i)
  for (let i = 0; i < n; i++) {
    const mouse = eligible[i]!
    for (const relative of [mouse.general__parent_id, mouse.mouse__shape_parent_id]) {
      if (relative === null) continue
      const j = positionById.get(relative)
      if (j === undefined) continue
      const brand = brandOf(mouse)
      if (brand !== undefined && brand === brandOf(eligible[j]!)) addPair(i, j)
    }
  }

  const sorted = Float64Array.from(pairKeys).sort()
  const pairs: Array<[CatalogueMouse, CatalogueMouse]> = new Array(sorted.length)
  for (let p = 0; p < sorted.length; p++) {
    const key = sorted[p]!
    const a = Math.floor(key / n)
    pairs[p] = [eligible[a]!, eligible[key - a * n]!]
  }
  return pairs
}
