import { describe, expect, it } from 'vitest'
import {
  createFitScorer,
  defaultFitSettings,
  falloffMm,
  fitInputFromMouse,
  fitSources,
  idealMouseSize,
  normalizeFitSettings,
  orderByFit,
  scoreFit,
  scoreRows,
  verdictFor,
  type FitDimensionPart,
  type FitInput,
  type FitResult,
} from '../../web/features/fit/fit-model'
import type { MouseRow } from '../../web/lib/api-types'
import { grips, type Grip, type HandProfile } from '../../web/lib/hand-profile'

const hand = (lengthMm: number, breadthMm: number, grip: Grip): HandProfile => ({ lengthMm, breadthMm, grip })
const mouse = (length: number | null, width: number | null, height: number | null = 40, shape: FitInput['shape'] = 'symmetrical'): FitInput => ({ length, width, height, shape })

function scored(result: FitResult) {
  if (result.status !== 'scored') throw new Error(`not scored: ${result.text}`)
  return result
}
const part = (result: FitResult, factor: string) => scored(result).parts.find((item) => item.factor === factor)!

describe('the ideal size', () => {
  it('is the documented share of the hand', () => {
    expect(idealMouseSize(hand(190, 85, 'palm'))).toEqual({ length: 123.5, width: 65.9, height: 41.8 })
    expect(idealMouseSize(hand(190, 85, 'claw'))).toEqual({ length: 117.8, width: 63.8, height: 39.9 })
    expect(idealMouseSize(hand(190, 85, 'fingertip'))).toEqual({ length: 110.2, width: 61.2, height: 38 })
  })

  it('grows with the hand, for every grip', () => {
    for (const grip of grips) {
      let previous = idealMouseSize(hand(140, 60, grip))
      for (let length = 141; length <= 240; length++) {
        const next = idealMouseSize(hand(length, 60 + (length - 140) / 2, grip))
        expect(next.length).toBeGreaterThan(previous.length)
        expect(next.width).toBeGreaterThan(previous.width)
        expect(next.height).toBeGreaterThanOrEqual(previous.height)
        previous = next
      }
    }
  })

  it('depends on the grip: palm longest, fingertip shortest', () => {
    const palm = idealMouseSize(hand(185, 84, 'palm'))
    const claw = idealMouseSize(hand(185, 84, 'claw'))
    const fingertip = idealMouseSize(hand(185, 84, 'fingertip'))
    expect(palm.length).toBeGreaterThan(claw.length)
    expect(claw.length).toBeGreaterThan(fingertip.length)
    expect(palm.width).toBeGreaterThan(claw.width)
    expect(claw.width).toBeGreaterThan(fingertip.width)
  })
})

describe('the score', () => {
  it('is 100 for the ideal mouse and falls as the mouse moves away from it', () => {
    const h = hand(190, 85, 'claw')
    const ideal = idealMouseSize(h)
    const scorer = createFitScorer(h)
    expect(scorer.score(mouse(ideal.length, ideal.width, ideal.height, 'symmetrical'))).toBe(100)
    let previous = 100
    for (let offset = 1; offset <= 30; offset++) {
      const value = scorer.score(mouse(ideal.length + offset, ideal.width, ideal.height))
      expect(value).toBeLessThanOrEqual(previous)
      previous = value
    }
    expect(previous).toBeLessThan(70)
  })

  it('is monotonic in hand size: rising to the hand the mouse suits, falling after it', () => {
    // A 120 × 63 × 39 mm symmetrical mouse suits a claw hand of about 193 × 84 mm.
    const m = mouse(120, 63, 39)
    const scores = []
    for (let length = 150; length <= 240; length += 1) {
      const breadth = length * 0.44
      scores.push({ length, score: createFitScorer(hand(length, breadth, 'claw')).score(m) })
    }
    const best = scores.reduce((top, item) => (item.score > top.score ? item : top))
    expect(best.length).toBeGreaterThan(185)
    expect(best.length).toBeLessThan(200)
    for (let i = 1; i < scores.length; i++) {
      if (scores[i]!.length <= best.length) expect(scores[i]!.score).toBeGreaterThanOrEqual(scores[i - 1]!.score)
      else expect(scores[i]!.score).toBeLessThanOrEqual(scores[i - 1]!.score)
    }
    expect(scores[0]!.score).toBeLessThan(best.score)
    expect(scores[scores.length - 1]!.score).toBeLessThan(best.score)
  })

  it('a bigger hand never prefers a smaller mouse more', () => {
    const small = mouse(112, 58, 37)
    const large = mouse(128, 68, 43)
    for (const grip of grips) {
      const smallHand = createFitScorer(hand(170, 76, grip))
      const bigHand = createFitScorer(hand(210, 95, grip))
      expect(smallHand.score(small) - smallHand.score(large)).toBeGreaterThan(bigHand.score(small) - bigHand.score(large))
    }
  })

  it('changes with the grip: the same mouse suits a palm and a fingertip grip differently', () => {
    const long = mouse(127, 66, 42, 'ergonomic')
    const short = mouse(112, 61, 37, 'symmetrical')
    const palm = createFitScorer(hand(190, 85, 'palm'))
    const fingertip = createFitScorer(hand(190, 85, 'fingertip'))
    expect(palm.score(long)).toBeGreaterThan(palm.score(short))
    expect(fingertip.score(short)).toBeGreaterThan(fingertip.score(long))
    expect(part(palm.explain(long), 'shape')).toMatchObject({ assessment: 'suits', text: 'Ergonomic shape suits a palm grip' })
    expect(part(fingertip.explain(long), 'shape')).toMatchObject({ assessment: 'less-suited', text: 'Ergonomic shape suits a fingertip grip less well' })
  })

  it('is the weighted mean of the parts, as documented', () => {
    const h = hand(190, 85, 'claw')
    const ideal = idealMouseSize(h)
    // Length 10 mm over: 10 − 4 (tolerance) = 6 mm beyond, part 1 − 6/16; the rest ideal.
    const result = scored(scoreFit(mouse(ideal.length + 10, ideal.width, ideal.height, 'hybrid'), h))
    const lengthPart = 1 - 6 / falloffMm.length
    const { weights } = defaultFitSettings
    const expected = Math.round((100 * (weights.length * lengthPart + weights.width + weights.height + weights.shape)) / (weights.length + weights.width + weights.height + weights.shape))
    expect(result.score).toBe(expected)
    expect(result.verdict).toBe(verdictFor(expected))
    expect((part(result, 'length') as FitDimensionPart).score).toBeCloseTo(lengthPart)
  })

  it('scores 100 only when every part is ideal: never beside a part its explanation calls short, long or less suited', () => {
    const h = hand(190, 95, 'palm')
    const ideal = idealMouseSize(h)
    // 4.1 mm shorter with a 4 mm tolerance: the weighted mean rounds to 100, the length part does not.
    const justShort = scored(scoreFit(mouse(ideal.length - 4.1, ideal.width, ideal.height, 'ergonomic'), h))
    expect(part(justShort, 'length')).toMatchObject({ assessment: 'under' })
    expect(justShort.score).toBe(99)
    expect(scored(scoreFit(mouse(ideal.length - 3.9, ideal.width, ideal.height, 'ergonomic'), h)).score).toBe(100)
    // A shape that suits the grip less well keeps it below 100 too.
    expect(scored(scoreFit(mouse(ideal.length, ideal.width, ideal.height, 'hybrid'), h)).score).toBeLessThan(100)
    // Over many sizes and shapes: a score of 100 always has every part ideal, and the reverse.
    const scorer = createFitScorer(h)
    for (let dl = -8; dl <= 8; dl += 0.7) {
      for (let dw = -6; dw <= 6; dw += 0.9) {
        for (const shape of ['symmetrical', 'ergonomic', 'hybrid'] as const) {
          const result = scored(scorer.explain(mouse(ideal.length + dl, ideal.width + dw, ideal.height + dl / 4, shape)))
          const allIdeal = result.parts.every((item) => item.assessment === 'ideal' || item.assessment === 'suits')
          expect(result.score === 100, `${dl} ${dw} ${shape}`).toBe(allIdeal)
        }
      }
    }
  })

  it('has verdict bands', () => {
    expect([100, 85, 84, 70, 69, 50, 49, 0].map(verdictFor)).toEqual(['great', 'great', 'good', 'good', 'fair', 'fair', 'poor', 'poor'])
  })
})

describe('missing data', () => {
  const scorer = createFitScorer(hand(190, 85, 'palm'))

  it.each([
    [mouse(null, 63), ['length']],
    [mouse(120, null), ['width']],
    [mouse(120, 63, null), ['height']],
    [mouse(120, 63, 40, null), ['shape']],
    [mouse(null, null, null, null), ['length', 'width', 'height', 'shape']],
  ] as const)('is "not enough data", never a guess (%j)', (input, missing) => {
    expect(Number.isNaN(scorer.score(input))).toBe(true)
    const result = scorer.explain(input)
    expect(result).toMatchObject({ status: 'not-enough-data', missing })
  })

  it('says what is missing', () => {
    expect(scorer.explain(mouse(120, 63, null, null))).toMatchObject({ text: 'Not enough data: height and shape not known' })
    expect(scorer.explain(mouse(null, 63))).toMatchObject({ text: 'Not enough data: length not known' })
  })

  it('does not need height or shape once their weight is 0', () => {
    const sizeOnly = createFitScorer(hand(190, 85, 'palm'), { weights: { height: 0, shape: 0 } })
    expect(sizeOnly.score(mouse(123.5, 65.9, null, null))).toBe(100)
    const result = scored(sizeOnly.explain(mouse(123.5, 65.9, null, null)))
    expect(result.parts.map((item) => item.factor)).toEqual(['length', 'width'])
  })

  it('reads nullable rows through the adapter', () => {
    expect(fitInputFromMouse({ mouse__length: 120, mouse__width: 63.5, mouse__height: 40, mouse__shape: 'ergonomic' })).toEqual({ length: 120, width: 63.5, height: 40, shape: 'ergonomic' })
    expect(fitInputFromMouse({ mouse__length: null, mouse__width: undefined, mouse__height: Number.NaN, mouse__shape: null })).toEqual({ length: null, width: null, height: null, shape: null })
    // Broken values are unknown, not zero.
    const broken = { mouse__length: 0, mouse__width: -3, mouse__height: '40', mouse__shape: 'blob' } as unknown as Partial<MouseRow>
    expect(fitInputFromMouse(broken)).toEqual({ length: null, width: null, height: null, shape: null })
    expect(fitInputFromMouse({})).toEqual({ length: null, width: null, height: null, shape: null })
  })
})

describe('tolerances and weights', () => {
  const h = hand(190, 85, 'claw')
  const ideal = idealMouseSize(h)

  it('count a difference within the tolerance as none', () => {
    const fiveLonger = mouse(ideal.length + 5, ideal.width, ideal.height)
    expect(createFitScorer(h, { tolerances: { length: 4 } }).score(fiveLonger)).toBeLessThan(100)
    expect(createFitScorer(h, { tolerances: { length: 5 } }).score(fiveLonger)).toBe(100)
    expect(createFitScorer(h, { tolerances: { length: 0 } }).score(fiveLonger)).toBeLessThan(createFitScorer(h).score(fiveLonger))
  })

  it('weigh the parts', () => {
    const tooWide = mouse(ideal.length, ideal.width + 8, ideal.height)
    expect(createFitScorer(h, { weights: { width: 5 } }).score(tooWide)).toBeLessThan(createFitScorer(h, { weights: { width: 0.5 } }).score(tooWide))
  })

  it('are clamped to their bounds, and garbage falls back to the defaults', () => {
    expect(normalizeFitSettings({ weights: { length: 0, width: 99, height: -1, shape: Number.NaN }, tolerances: { length: 100, width: -2 } })).toEqual({
      weights: { length: 0.5, width: 5, height: 0, shape: defaultFitSettings.weights.shape },
      tolerances: { length: 15, width: 0, height: defaultFitSettings.tolerances.height },
    })
    expect(normalizeFitSettings()).toEqual(defaultFitSettings)
  })
})

describe('explanations', () => {
  const h = hand(190, 85, 'claw')
  const scorer = createFitScorer(h)
  const ideal = idealMouseSize(h)

  it('say how far and which way each size is off', () => {
    const result = scorer.explain(mouse(ideal.length - 7.3, ideal.width - 5, ideal.height + 6, 'symmetrical'))
    expect(part(result, 'length').text).toBe('7.3 mm shorter than ideal for a claw grip at 19 cm')
    expect(part(result, 'width').text).toBe('Narrow for your breadth: 5 mm under the ideal 63.8 mm')
    expect(part(result, 'height').text).toBe('High for a claw grip: 6 mm over the ideal 39.9 mm')
    expect(part(result, 'shape').text).toBe('Symmetrical shape suits a claw grip')
    expect(scorer.explain(mouse(ideal.length + 9, ideal.width + 4, ideal.height - 5))).toMatchObject({
      parts: [
        { text: '9 mm longer than ideal for a claw grip at 19 cm', assessment: 'over' },
        { text: 'Wide for your breadth: 4 mm over the ideal 63.8 mm', assessment: 'over' },
        { text: 'Low for a claw grip: 5 mm under the ideal 39.9 mm', assessment: 'under' },
        { factor: 'shape' },
      ],
    })
  })

  it('say when a size is right', () => {
    const exact = scorer.explain(mouse(ideal.length, ideal.width, ideal.height))
    expect(scored(exact).parts.map((item) => item.text)).toEqual(['Ideal length for a claw grip at 19 cm', 'Ideal width for your breadth', 'Ideal height for a claw grip', 'Symmetrical shape suits a claw grip'])
    const close = scorer.explain(mouse(ideal.length - 3, ideal.width + 2, ideal.height))
    expect(part(close, 'length')).toMatchObject({ assessment: 'ideal', text: 'Right length for a claw grip at 19 cm (3 mm shorter than the ideal 117.8 mm)' })
    expect(part(close, 'width')).toMatchObject({ assessment: 'ideal', text: 'Right width for your breadth (2 mm over the ideal 63.8 mm)' })
  })

  it('name the hand in the visitor’s unit', () => {
    const inches = scorer.explain(mouse(ideal.length - 10, ideal.width, ideal.height), { unit: 'in' })
    expect(part(inches, 'length').text).toBe('10 mm shorter than ideal for a claw grip at 7.5 in')
  })

  it('agree with the score', () => {
    const input = mouse(125, 60, 43, 'ergonomic')
    expect(scored(scorer.explain(input)).score).toBe(scorer.score(input))
  })
})

describe('a whole catalogue', () => {
  const rows: Partial<MouseRow>[] = [
    { mouse__length: 140, mouse__width: 75, mouse__height: 45, mouse__shape: 'ergonomic' },
    { mouse__length: 118, mouse__width: 64, mouse__height: 40, mouse__shape: 'symmetrical' },
    { mouse__length: 120, mouse__width: null as unknown as number, mouse__height: 40, mouse__shape: 'symmetrical' },
    { mouse__length: 112, mouse__width: 60, mouse__height: 37, mouse__shape: 'hybrid' },
  ]

  it('scores every row like the scorer, NaN for not enough data', () => {
    const scorer = createFitScorer(hand(190, 85, 'claw'))
    const scores = scoreRows(rows, scorer)
    expect(Array.from(scores.slice(0, 2))).toEqual([scorer.score(fitInputFromMouse(rows[0]!)), scorer.score(fitInputFromMouse(rows[1]!))])
    expect(Number.isNaN(scores[2])).toBe(true)
  })

  it('orders tied scores by closeness to the ideal', () => {
    const h = hand(190, 85, 'claw')
    const ideal = idealMouseSize(h)
    const scorer = createFitScorer(h)
    const tied: Partial<MouseRow>[] = [
      { mouse__length: ideal.length + 3, mouse__width: ideal.width, mouse__height: ideal.height, mouse__shape: 'symmetrical' },
      { mouse__length: ideal.length, mouse__width: ideal.width, mouse__height: ideal.height, mouse__shape: 'symmetrical' },
      { mouse__length: ideal.length - 1, mouse__width: ideal.width + 0.5, mouse__height: ideal.height, mouse__shape: 'symmetrical' },
      { mouse__length: ideal.length, mouse__width: null as unknown as number, mouse__height: ideal.height, mouse__shape: 'symmetrical' },
    ]
    const { scores, closeness } = scoreRows(tied, scorer, true)
    expect(Array.from(scores.slice(0, 3))).toEqual([100, 100, 100])
    expect(closeness[1]).toBe(0)
    expect(closeness[0]).toBeCloseTo((2 * 3) / falloffMm.length / (2 + 2 + 1), 10)
    expect(Number.isNaN(closeness[3])).toBe(true)
    expect(orderByFit(scores)).toEqual([0, 1, 2, 3])
    expect(orderByFit(scores, closeness)).toEqual([1, 2, 0, 3])
    expect(orderByFit(Float64Array.from([99.5, 99.5, Number.NaN]), Float64Array.from([0.2, 0.1, Number.NaN]))).toEqual([1, 0, 2])
  })

  it('orders by fit, best first, rows without enough data last', () => {
    const scores = scoreRows(rows, createFitScorer(hand(190, 85, 'claw')))
    expect(orderByFit(scores)).toEqual([1, 3, 0, 2])
    expect(orderByFit(Float64Array.from([Number.NaN, 50, Number.NaN, 50]))).toEqual([1, 3, 0, 2])
    expect(orderByFit(Float64Array.from([0, 100, 37, 100, Number.NaN, 0]))).toEqual([1, 3, 2, 0, 5, 4])
    expect(orderByFit(new Float64Array(0))).toEqual([])
    // Scores from elsewhere (not whole numbers) are ordered the same way.
    expect(orderByFit(Float64Array.from([12.5, Number.NaN, 99.9, 12.5, -3]))).toEqual([2, 0, 3, 4, 1])
  })
})

describe('sources', () => {
  it('name who published each rule, what it says and how the site uses it', () => {
    expect(fitSources.length).toBeGreaterThan(0)
    for (const source of fitSources) {
      expect(source.url).toMatch(/^https:\/\//)
      expect(source.publisher).not.toBe('')
      expect(source.says).not.toBe('')
      expect(source.used).not.toBe('')
    }
  })
})
