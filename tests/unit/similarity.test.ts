import { describe, expect, it, vi } from 'vitest'
import { generateSyntheticMice } from '../../bench/synthetic-catalogue'
import { validateFindSimilarSearch } from '../../web/features/find-similar/find-similar-search'
import { prepareFindSimilarRanking, similarResultLimit } from '../../web/features/find-similar/find-similar-ranking'
import { fitWeightFromSearch, searchFromMouse, serializeTolerances, serializeWeights, tolerancesFromSearch, typedTarget, weightsFromSearch } from '../../web/features/find-similar/find-similar-settings'
import {
  catalogueScales,
  defaultTolerances,
  defaultWeights,
  explainSimilarity,
  fallbackScales,
  prepareSimilarRanking,
  rankSimilar,
  rankSimilarSteps,
  shellDimensionToleranceMm,
  shellMatcher,
  similarityPercent,
  targetFromMouse,
  traitDistance,
} from '../../web/features/find-similar/similarity'
import { frontFlares, humpPlacements, sideCurvatures, type MouseRow } from '../../web/lib/api-types'
import { parseTestProduct } from '../../web/lib/test-mode'

const base = generateSyntheticMice(1, 3)[0]!
function mouse(handle: string, patch: Partial<MouseRow> = {}): MouseRow {
  return { ...base, general__handle: handle, general__model: handle, general__brand_names: ['Brand'], ...patch }
}

const reference = mouse('ref', { mouse__length: 120, mouse__width: 62, mouse__height: 38, mouse__weight: 60, mouse__shape: 'symmetrical', mouse__hand_compatibility: 'right', mouse__hump_placement: 'center', mouse__front_flare: 'flat', mouse__side_curvature: 'inward', mouse__thumb_rest: false, mouse__ring_finger_rest: false })
const scales = { ...fallbackScales }
const handles = (ranked: { row: MouseRow }[]) => ranked.map((item) => item.row.general__handle)

describe('trait distances', () => {
  it('are 0 when equal, partial for neighbours, 1 for opposites and unknowns', () => {
    expect(traitDistance('shape', 'symmetrical', 'symmetrical')).toBe(0)
    expect(traitDistance('shape', 'symmetrical', 'hybrid')).toBe(0.5)
    expect(traitDistance('shape', 'symmetrical', 'ergonomic')).toBe(1)
    expect(traitDistance('hand', 'right', 'ambidextrous')).toBe(0.5)
    expect(traitDistance('hand', 'right', 'left')).toBe(1)
    expect(traitDistance('hump', 'center', 'back - minimal')).toBeCloseTo(1 / 6)
    expect(traitDistance('hump', 'front - aggressive', 'back - aggressive')).toBe(1)
    expect(traitDistance('flare', 'inward - aggressive', 'outward - aggressive')).toBe(1)
    expect(traitDistance('curve', 'flat', 'outward')).toBe(0.25)
    expect(traitDistance('thumbRest', true, false)).toBe(1)
    expect(traitDistance('shape', 'symmetrical', null)).toBe(1)
  })
  it('place every enum value on its scale', () => {
    for (const value of humpPlacements) expect(traitDistance('hump', value, 'center')).toBeLessThan(1)
    for (const value of frontFlares) expect(traitDistance('flare', value, 'flat')).toBeLessThan(1)
    for (const value of sideCurvatures) expect(traitDistance('curve', value, 'flat')).toBeLessThan(1)
  })
})

describe('rankSimilar', () => {
  it('puts the nearest first and leaves the reference out', () => {
    const rows = [
      reference,
      mouse('far', { ...targetRow(reference), mouse__length: 132, mouse__width: 70 }),
      mouse('near', { ...targetRow(reference), mouse__length: 121.5 }),
      mouse('same', { ...targetRow(reference) }),
      mouse('ergo', { ...targetRow(reference), mouse__shape: 'ergonomic' }),
    ]
    const ranked = rankSimilar(rows, targetFromMouse(reference), { scales, excludeHandle: 'ref' })
    expect(handles(ranked)).toEqual(['same', 'near', 'ergo', 'far'])
    expect(ranked[0]!.distance).toBe(0)
    expect(ranked[0]!.similarity).toBe(100)
    // 'near' is 1.5 mm longer: 0.5 mm past the 1 mm tolerance.
    expect(ranked[1]!.distance).toBeGreaterThan(0)
  })

  it('treats differences within the tolerance as none', () => {
    const rows = [mouse('a', { ...targetRow(reference), mouse__length: 121 }), mouse('b', { ...targetRow(reference), mouse__weight: 62 })]
    const ranked = rankSimilar(rows, targetFromMouse(reference), { scales })
    expect(ranked.map((item) => item.distance)).toEqual([0, 0])
  })

  it('breaks ties by name, then handle, deterministically', () => {
    const rows = [mouse('c-handle', { ...targetRow(reference), general__model: 'Zed' }), mouse('b-handle', { ...targetRow(reference), general__model: 'Abe' }), mouse('a-handle', { ...targetRow(reference), general__model: 'Zed' })]
    expect(handles(rankSimilar(rows, targetFromMouse(reference), { scales }))).toEqual(['b-handle', 'a-handle', 'c-handle'])
    expect(handles(rankSimilar([...rows].reverse(), targetFromMouse(reference), { scales }))).toEqual(['b-handle', 'a-handle', 'c-handle'])
  })

  it('orders tied names case-insensitively without the browser’s collator (its first use loads locale data: ~20 ms of a cold find-similar page)', () => {
    const tied = (handle: string, model: string) => mouse(handle, { ...targetRow(reference), general__model: model })
    const rows = [tied('upper', 'Zephyr'), tied('lower', 'alpha'), tied('mixed', 'Beta')]
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare')
    try {
      expect(handles(rankSimilar(rows, targetFromMouse(reference), { scales }))).toEqual(['lower', 'mixed', 'upper'])
      expect(localeCompare).not.toHaveBeenCalled()
    } finally {
      localeCompare.mockRestore()
    }
  })

  it('never counts an unknown value as agreement: it lowers the confidence, and so the similarity shown', () => {
    const incomplete = mouse('incomplete', { ...targetRow(reference), mouse__hump_placement: null as never, mouse__weight: null as never })
    const complete = mouse('complete', { ...targetRow(reference), mouse__length: 121 })
    const ranked = rankSimilar([incomplete, complete], targetFromMouse(reference), { scales })
    // Both are equal on what they have (length within its 1 mm tolerance), but the incomplete one is
    // known on less: hump (1) and weight (1) of 17.5 are missing, so it is at most 88.6 %.
    expect(handles(ranked)).toEqual(['complete', 'incomplete'])
    expect(ranked.map((item) => item.distance)).toEqual([0, 0])
    expect(ranked[0]).toMatchObject({ similarity: 100, confidence: 1, basis: 'shape' })
    expect(ranked[1]!.confidence).toBeCloseTo(15.5 / 17.5)
    expect(ranked[1]!.similarity).toBe(88.6)
    const explained = explainSimilarity(incomplete, targetFromMouse(reference), { scales })
    expect(explained.find((item) => item.dimension === 'weight')).toMatchObject({ candidate: null, matches: null, contribution: 0 })
    // A candidate that shares no known dimension with the target cannot be compared: last, 0 %.
    const blank = mouse('blank', { mouse__length: null as never, mouse__width: null as never, mouse__height: null as never, mouse__weight: null as never })
    const withBlank = rankSimilar([blank, complete], { length: 120, weight: 60 }, { scales })
    expect(handles(withBlank)).toEqual(['complete', 'blank'])
    expect(withBlank[1]).toMatchObject({ similarity: 0, basis: 'none' })
  })

  it('says when a result rests on size alone, and never shows it as 100 %', () => {
    // An imported mouse: the same size and weight, no shape descriptor known.
    const sizeOnly = mouse('size-only', {
      ...targetRow(reference),
      mouse__shape: null,
      mouse__front_flare: null,
      mouse__side_curvature: null,
      mouse__hump_placement: null,
      mouse__hand_compatibility: null,
      mouse__thumb_rest: null,
      mouse__ring_finger_rest: null,
    })
    const [ranked] = rankSimilar([sizeOnly], targetFromMouse(reference), { scales })
    expect(ranked!.distance).toBe(0)
    expect(ranked!.basis).toBe('size')
    // Length 3 + width 3 + height 2 + weight 1 of the 17.5 the comparison weighs.
    expect(ranked!.confidence).toBeCloseTo(9 / 17.5)
    expect(ranked!.similarity).toBe(51.4)
    // Typed figures of size only: the same rule (the shape is not known either way).
    const [typed] = rankSimilar([sizeOnly], { length: 120, width: 62 }, { scales })
    expect(typed!.basis).toBe('size')
    expect(typed!.similarity).toBeLessThan(100)
  })

  it('orders by the number it shows: a confirmed small difference above an unconfirmed match', () => {
    const imported = mouse('imported', { ...targetRow(reference), general__model: 'Aaa', mouse__front_flare: null, mouse__side_curvature: null, mouse__hump_placement: null, mouse__hand_compatibility: null })
    const curated = mouse('curated', { ...targetRow(reference), general__model: 'Zzz' })
    const longer = mouse('longer', { ...targetRow(reference), general__model: 'Zzz', mouse__length: 125 })
    const ranked = rankSimilar([imported, longer, curated], targetFromMouse(reference), { scales })
    expect(handles(ranked)).toEqual(['curated', 'longer', 'imported'])
    const shown = ranked.map((item) => item.similarity)
    expect(shown).toEqual([...shown].sort((a, b) => b - a))
    expect(ranked[2]!.similarity).toBeLessThan(100)
  })

  it('follows the weights: weight 0 switches a dimension off', () => {
    const heavy = mouse('heavy', { ...targetRow(reference), mouse__weight: 110 })
    const long = mouse('long', { ...targetRow(reference), mouse__length: 128 })
    // By default length counts three times as much as weight, but 50 g is a lot more than 8 mm.
    expect(handles(rankSimilar([heavy, long], targetFromMouse(reference), { scales }))[0]).toBe('long')
    expect(handles(rankSimilar([heavy, long], targetFromMouse(reference), { scales, weights: { weight: 0.2, length: 5 } }))[0]).toBe('heavy')
    const off = rankSimilar([heavy], targetFromMouse(reference), { scales, weights: { weight: 0 } })
    expect(off[0]!.distance).toBe(0)
  })

  it('all weights zero: everything equal, ordered by name', () => {
    const zero = Object.fromEntries(Object.keys(defaultWeights).map((key) => [key, 0]))
    const ranked = rankSimilar([mouse('b', { general__model: 'B' }), mouse('a', { general__model: 'A' })], targetFromMouse(reference), { scales, weights: zero })
    expect(handles(ranked)).toEqual(['a', 'b'])
    expect(ranked.every((item) => item.distance === 0)).toBe(true)
  })

  it('ranks the test-mode product (mostly empty) without throwing, after complete rows', () => {
    const product = parseTestProduct({ general__category: 'mouse', general__handle: 'preview', general__model: 'Preview', mouse__length: '120', mouse__width: '62' }) as unknown as MouseRow
    const rows = [product, mouse('twin', targetRow(reference))]
    const ranked = rankSimilar(rows, targetFromMouse(reference), { scales })
    expect(handles(ranked)).toEqual(['twin', 'preview'])
    expect(Number.isFinite(ranked[1]!.distance)).toBe(true)
    // As the reference, it compares only what it has.
    const fromProduct = rankSimilar([mouse('twin', targetRow(reference))], targetFromMouse(product), { scales })
    expect(fromProduct[0]!.distance).toBe(0)
  })

  it('limits the list, the top-k path agreeing with a full sort', () => {
    const rows = generateSyntheticMice(2000, 11)
    const target = targetFromMouse(rows[0]!)
    const full = rankSimilar(rows, target, { excludeHandle: rows[0]!.general__handle })
    const top = rankSimilar(rows, target, { excludeHandle: rows[0]!.general__handle, limit: 25 })
    expect(handles(top)).toEqual(handles(full.slice(0, 25)))
    expect(full).toHaveLength(1999)
    // The same shell first, then the rest; within each, the similarity shown never rises.
    for (let i = 1; i < full.length; i++) {
      if ((full[i]!.shell !== null) === (full[i - 1]!.shell !== null)) expect(full[i]!.similarity).toBeLessThanOrEqual(full[i - 1]!.similarity)
      else expect(full[i - 1]!.shell).not.toBeNull()
    }
  })

  it('normalizes by the catalogue spread', () => {
    const rows = generateSyntheticMice(300, 5)
    const measured = catalogueScales(rows)
    expect(measured.length).toBeGreaterThan(2)
    expect(measured.weight).toBeGreaterThan(measured.height)
    expect(catalogueScales(rows.slice(0, 2))).toEqual(fallbackScales)
    expect(similarityPercent(0)).toBe(100)
    expect(similarityPercent(1)).toBe(36.8)
    expect(similarityPercent(0, 0.5)).toBe(50)
    expect(similarityPercent(0, Number.NaN)).toBe(0)
  })
})

describe('same shell', () => {
  const parent = mouse('parent', { ...targetRow(reference), general__id: 10, mouse__shape_parent_id: null })
  const child = mouse('child', { ...targetRow(reference), general__id: 11, mouse__shape_parent_id: 10, mouse__length: 131, mouse__weight: 95 })
  const grandchild = mouse('grandchild', { ...targetRow(reference), general__id: 12, mouse__shape_parent_id: 11 })
  const lookalike = mouse('lookalike', { ...targetRow(reference), general__id: 13, mouse__shape_parent_id: null, mouse__weight: 60 })

  it('follows shape parents up to their root: parent, child and grandchild are one shell', () => {
    const rows = [parent, child, grandchild, lookalike]
    const isShell = shellMatcher(rows, targetFromMouse(grandchild))
    expect(isShell(parent)).toBe('shape-parent')
    expect(isShell(child)).toBe('shape-parent')
    expect(isShell(mouse('stranger', { general__id: 99, mouse__shape_parent_id: null, mouse__length: 90 }))).toBeNull()
  })

  it('ranks the shell above a mouse that only matches on figures, even one 11 mm longer and 35 g heavier', () => {
    const distinct = mouse('distinct', { ...targetRow(reference), general__id: 14, mouse__shape_parent_id: null, mouse__front_flare: 'inward - slight' })
    const ranked = rankSimilar([distinct, child, parent], targetFromMouse(parent), { scales, excludeHandle: 'parent' })
    expect(handles(ranked)).toEqual(['child', 'distinct'])
    expect(ranked[0]).toMatchObject({ shell: 'shape-parent' })
    expect(ranked[0]!.similarity).toBeLessThan(ranked[1]!.similarity)
  })

  it('counts the same descriptors and dimensions within the tolerance as one shell, and nothing looser', () => {
    const target = targetFromMouse({ ...reference, general__id: 1, mouse__shape_parent_id: null })
    const isShell = shellMatcher([reference], target)
    const near = shellDimensionToleranceMm
    expect(isShell(mouse('twin', { ...targetRow(reference), general__id: 2, mouse__length: 120 + near, mouse__weight: 90 }))).toBe('descriptors')
    expect(isShell(mouse('longer', { ...targetRow(reference), general__id: 3, mouse__length: 120 + near + 0.1 }))).toBeNull()
    expect(isShell(mouse('other-flare', { ...targetRow(reference), general__id: 4, mouse__front_flare: 'outward - slight' }))).toBeNull()
    expect(isShell(mouse('rest', { ...targetRow(reference), general__id: 5, mouse__thumb_rest: true }))).toBeNull()
    // A symmetrical shell is one shell for either hand; an ergonomic one is not.
    expect(isShell(mouse('ambidextrous', { ...targetRow(reference), general__id: 6, mouse__hand_compatibility: 'ambidextrous' }))).toBe('descriptors')
    const ergonomic = { ...targetRow(reference), mouse__shape: 'ergonomic' as const }
    const ergonomicTarget = targetFromMouse(mouse('e', { ...ergonomic, general__id: 7 }))
    expect(shellMatcher([], ergonomicTarget)(mouse('e-left', { ...ergonomic, general__id: 8, mouse__hand_compatibility: 'left' }))).toBeNull()
    // An import that gives only its shape and size is not a described shell.
    const bare = { ...targetRow(reference), mouse__front_flare: null, mouse__side_curvature: null, mouse__hump_placement: null, mouse__hand_compatibility: null, mouse__thumb_rest: null, mouse__ring_finger_rest: null }
    const bareTarget = targetFromMouse(mouse('bare', { ...bare, general__id: 20 }))
    expect(shellMatcher([], bareTarget)(mouse('other-bare', { ...bare, general__id: 21 }))).toBeNull()
    // Typed figures (no mouse) can still name a shell by its descriptors.
    expect(shellMatcher([], { ...target, id: undefined, shapeParentId: undefined })(mouse('typed', { ...targetRow(reference), general__id: 22 }))).toBe('descriptors')
  })

  it('counts editions of one product of the same size as one shell, not its scaled sizes', () => {
    const base = mouse('x2', { ...targetRow(reference), general__id: 50, general__parent_id: null })
    const wired = mouse('x2-wired', { ...targetRow(reference), general__id: 51, general__parent_id: 50, mouse__weight: 70 })
    const mini = mouse('x2-mini', { ...targetRow(reference), general__id: 52, general__parent_id: 50, mouse__length: 116, mouse__width: 61 })
    const isShell = shellMatcher([base, wired, mini], targetFromMouse(wired))
    expect(isShell(base)).toBe('variant')
    expect(isShell(mini)).toBeNull()
  })

  it('counts the same maker, model name and dimensions as another edition of the shell (the EC2-B beside the EC2-CW)', () => {
    const zowie = { ...targetRow(reference), general__brand_handles: ['zowie'], general__brand_names: ['Zowie'], mouse__shape: 'ergonomic' as const, mouse__length: 123, mouse__width: 65, mouse__height: 42 }
    const cw = mouse('zowie-ec2-cw', { ...zowie, general__id: 60, general__model: 'EC2-CW' })
    const b = mouse('zowie-ec2-b', { ...zowie, general__id: 61, general__model: 'EC2-B', mouse__front_flare: null, mouse__side_curvature: null, mouse__hump_placement: null, mouse__hand_compatibility: null })
    const isShell = shellMatcher([cw, b], targetFromMouse(cw))
    expect(isShell(b)).toBe('same-model')
    // Another model name, another maker, another size or a known other shape: not the same shell.
    expect(isShell(mouse('zowie-s2', { ...zowie, general__id: 62, general__model: 'S2-C', mouse__front_flare: null }))).toBeNull()
    expect(isShell(mouse('other-ec2', { ...zowie, general__id: 63, general__model: 'EC2 Pro', general__brand_handles: ['other'], mouse__front_flare: null }))).toBeNull()
    expect(isShell(mouse('ec2-longer', { ...zowie, general__id: 64, general__model: 'EC2-A', mouse__length: 123.4, mouse__front_flare: null }))).toBeNull()
    expect(isShell(mouse('ec2-sym', { ...zowie, general__id: 65, general__model: 'EC2-S', mouse__shape: 'symmetrical', mouse__front_flare: null }))).toBeNull()
    // An edition for the other hand is the mirror image, not the same shell.
    expect(isShell(mouse('ec2-left', { ...zowie, general__id: 66, general__model: 'EC2', general__variant: 'Left-Handed Edition', mouse__front_flare: null }))).toBeNull()
  })

  it('breaks a tie in distance by the raw difference (tolerances left aside)', () => {
    const within = mouse('a-within', { ...targetRow(reference), general__id: 30, mouse__weight: 62.5, mouse__front_flare: 'outward - slight' })
    const exact = mouse('z-exact', { ...targetRow(reference), general__id: 31, mouse__weight: 60, mouse__front_flare: 'outward - slight' })
    const ranked = rankSimilar([within, exact], targetFromMouse(reference), { scales })
    expect(ranked.map((item) => item.distance)).toEqual([ranked[0]!.distance, ranked[0]!.distance])
    expect(handles(ranked)).toEqual(['z-exact', 'a-within'])
    expect(ranked[0]!.rawDistance).toBeLessThan(ranked[1]!.rawDistance)
  })

  it('takes an extra dimension (the fit) into the mean with its weight; unknown contributes nothing', () => {
    const good = mouse('good', { ...targetRow(reference), general__id: 40, mouse__front_flare: 'outward - slight' })
    const bad = mouse('bad', { ...targetRow(reference), general__id: 41, mouse__front_flare: 'outward - slight' })
    const unknown = mouse('unknown', { ...targetRow(reference), general__id: 42, mouse__front_flare: 'outward - slight' })
    const fit = { good: 0, bad: 1, unknown: null } as Record<string, number | null>
    const extra = { weight: 4, distanceOf: (row: MouseRow) => fit[row.general__handle] ?? null }
    const ranked = rankSimilar([bad, unknown, good], targetFromMouse(reference), { scales, extra })
    expect(handles(ranked).indexOf('bad')).toBe(2)
    // Weight 0 (the default): the fit changes nothing.
    const off = rankSimilar([bad, good], targetFromMouse(reference), { scales, extra: { ...extra, weight: 0 } })
    expect(off[0]!.distance).toBe(off[1]!.distance)
    expect(off[0]!.distance).toBe(rankSimilar([good], targetFromMouse(reference), { scales })[0]!.distance)
  })
})

describe('explainSimilarity', () => {
  it('gives each figure difference and each trait match', () => {
    const candidate = mouse('c', { ...targetRow(reference), mouse__length: 122.5, mouse__weight: 61, mouse__shape: 'hybrid', mouse__thumb_rest: null as never })
    const explanation = explainSimilarity(candidate, targetFromMouse(reference), { scales })
    const by = Object.fromEntries(explanation.map((item) => [item.dimension, item]))
    expect(by.length).toMatchObject({ difference: 2.5, unit: 'mm', matches: false })
    expect(by.weight).toMatchObject({ difference: 1, matches: true })
    expect(by.width).toMatchObject({ difference: 0, matches: true })
    expect(by.shape).toMatchObject({ kind: 'trait', candidate: 'hybrid', target: 'symmetrical', matches: false })
    expect(by.hand).toMatchObject({ matches: true })
    expect(by.thumbRest).toMatchObject({ matches: null })
    expect(explanation.reduce((sum, item) => sum + item.contribution, 0)).toBeGreaterThan(0)
  })
})

describe('find-similar URL', () => {
  it('validates, clamps and drops garbage', () => {
    expect(validateFindSimilarSearch({ mouse: 'logitech-g-pro-x-superlight-2' })).toEqual({ mouse: 'logitech-g-pro-x-superlight-2' })
    expect(validateFindSimilarSearch({ length: '500', width: 'abc', shape: 'round', hand: 'left', thumb: 'yes', w: 'length:2', tol: '<script>' })).toEqual({
      length: 160,
      hand: 'left',
      thumb: 'yes',
      w: 'length:2',
    })
    expect(validateFindSimilarSearch({ mouse: {}, length: [], w: 5 })).toEqual({ w: '5' })
  })
  it('reads weights and tolerances with defaults, and writes only changes', () => {
    expect(weightsFromSearch({ w: 'length:5,width:9,bogus:1' })).toEqual({ ...defaultWeights, length: 5, width: 5 })
    expect(tolerancesFromSearch({ tol: 'weight:100' })).toEqual({ ...defaultTolerances, weight: 30 })
    expect(serializeWeights({ ...defaultWeights, hump: 0 })).toBe('hump:0')
    expect(serializeWeights(defaultWeights)).toBeUndefined()
    expect(serializeTolerances({ ...defaultTolerances, length: 2.5 })).toBe('length:2.5')
  })
  it('reads the fit weight (0 by default, 0–5) and writes it only when set', () => {
    expect(fitWeightFromSearch({})).toBe(0)
    expect(fitWeightFromSearch({ w: 'length:2,fit:3' })).toBe(3)
    expect(fitWeightFromSearch({ w: 'fit:99' })).toBe(5)
    expect(fitWeightFromSearch({ w: 'fit:abc' })).toBe(0)
    expect(weightsFromSearch({ w: 'fit:3' })).toEqual(defaultWeights)
    expect(serializeWeights(defaultWeights, 0)).toBeUndefined()
    expect(serializeWeights({ ...defaultWeights, hump: 0 }, 2.5)).toBe('hump:0,fit:2.5')
    // A hand size and a hand compatibility share `hand=`: the validator keeps only the latter, the page reads the former from the raw search.
    expect(validateFindSimilarSearch({ hand: '190x85-claw' })).toEqual({})
    expect(validateFindSimilarSearch({ hand: 'left' })).toEqual({ hand: 'left' })
  })
  it('builds a typed target, or none', () => {
    expect(typedTarget({})).toBeNull()
    expect(typedTarget({ length: 120, thumb: 'no' })).toMatchObject({ length: 120, thumbRest: false, width: undefined })
    expect(searchFromMouse(reference)).toEqual({ length: 120, width: 62, height: 38, weight: 60, shape: 'symmetrical', hand: 'right' })
  })
})

describe('the ranking prepared ahead of the page (the route loader)', () => {
  const catalogue = generateSyntheticMice(1000, 7)
  const first = catalogue[3]!
  const target = targetFromMouse(first)
  const options = { weights: { hump: 0 }, excludeHandle: first.general__handle, limit: 50 }

  it('pauses after the scales, the shell index and every row, and ranks as one pass does', () => {
    const steps = rankSimilarSteps(catalogue, target, options)
    let pauses = 0
    let step = steps.next()
    while (!step.done) {
      pauses++
      step = steps.next()
    }
    expect(pauses).toBe(2 + 999) // 1,000 rows: a pause before each but the first
    expect(step.value.length).toBe(50)
    // A copy of the rows array: nothing prepared for it, ranked in one go.
    expect(step.value).toEqual(rankSimilar([...catalogue], target, options))
  })

  it("is what the page's render finds for the same rows, target and options, and only then", async () => {
    const rows = [...catalogue]
    await prepareSimilarRanking(rows, target, options)
    const prepared = rankSimilar(rows, targetFromMouse(first), { ...options, weights: { hump: 0 }, scales: catalogueScales(rows) })
    expect(rankSimilar(rows, target, options)).toBe(prepared)
    expect(prepared).toEqual(rankSimilar([...rows], target, options))
    // Other options, other scales, another rows array or an extra dimension: ranked afresh.
    expect(rankSimilar(rows, target, { ...options, limit: 49 })).not.toBe(prepared)
    expect(rankSimilar(rows, target, { ...options, scales: { ...fallbackScales } })).not.toBe(prepared)
    expect(rankSimilar([...rows], target, options)).not.toBe(prepared)
    const extra = { weight: 1, distanceOf: () => 0 }
    expect(rankSimilar(rows, target, { ...options, extra })).not.toBe(prepared)
    await prepareSimilarRanking(rows, target, { ...options, extra })
    expect(rankSimilar(rows, target, options)).toBe(prepared)
  })

  it("prepares what the page asks for a search: a chosen mouse, typed figures, or nothing", async () => {
    const rows = [...catalogue]
    const weights = weightsFromSearch({ w: 'length:3' })
    const tolerances = tolerancesFromSearch({ w: 'length:3' })
    await prepareFindSimilarRanking(rows, { mouse: first.general__handle, w: 'length:3' })
    const asked = { weights, tolerances, scales: catalogueScales(rows), excludeHandle: first.general__handle, limit: similarResultLimit }
    const prepared = rankSimilar(rows, targetFromMouse(first), asked)
    expect(rankSimilar(rows, targetFromMouse(first), asked)).toBe(prepared)
    expect(prepared).toEqual(rankSimilar([...rows], targetFromMouse(first), asked))

    await prepareFindSimilarRanking(rows, { length: 120, width: 62 })
    const typed = typedTarget({ length: 120, width: 62 })!
    const typedOptions = { weights: weightsFromSearch({}), tolerances: tolerancesFromSearch({}), scales: catalogueScales(rows), limit: similarResultLimit }
    expect(rankSimilar(rows, typed, typedOptions)).toBe(rankSimilar(rows, typed, typedOptions))

    // An unknown handle or no target: nothing ranked, and what was prepared stays.
    const kept = rankSimilar(rows, typed, typedOptions)
    await prepareFindSimilarRanking(rows, { mouse: 'no-such-mouse' })
    await prepareFindSimilarRanking(rows, {})
    expect(rankSimilar(rows, typed, typedOptions)).toBe(kept)
  })
})

function targetRow(row: MouseRow): Partial<MouseRow> {
  const { general__handle: _handle, general__model: _model, ...rest } = row
  return rest
}
