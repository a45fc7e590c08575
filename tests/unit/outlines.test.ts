/**
 * The one outline module (web/features/outlines): a traced view replaces the generated one wherever
 * it is valid and has its provenance, every view says which it is in words, and the rules of a
 * valid trace (traced-outline.ts) are the ones catalogue:check applies to the data files.
 */
import { describe, expect, it } from 'vitest'
import { checkCatalogue } from '../../supabase/catalogue/check.ts'
import { describeProblem, readCatalogue } from '../../supabase/catalogue/files.ts'
import type { CuratedMouse } from '../../supabase/catalogue/schemas.ts'
import { curatedMouseSchema } from '../../supabase/catalogue/schemas.ts'
import * as v from 'valibot'
import { generateSilhouette, generateTopOutline } from '../../web/features/outlines/generated-outline'
import { mouseOutlines, mouseTopOutline, type OutlineRow } from '../../web/features/outlines/mouse-outline'
import { generatedFromTexts, outlineSources, outlineSummary, viewCaption } from '../../web/lib/outline-words'
import { dimensionChecks, isFlagged, outlineSize, parseOutlinePath, readTrace, tracedOutlineProblems } from '../../web/features/outlines/traced-outline'
import { syntheticImageTitle, syntheticTracedView } from '../fixtures/synthetic-trace'

const dims = { length: 125, width: 63.5, height: 40 }
const row: OutlineRow = {
  mouse__length: dims.length,
  mouse__width: dims.width,
  mouse__height: dims.height,
  mouse__shape: 'ergonomic',
  mouse__front_flare: 'flat',
  mouse__side_curvature: 'inward',
  mouse__hump_placement: 'back - moderate',
  mouse__hand_compatibility: 'right',
  mouse__thumb_rest: false,
  mouse__ring_finger_rest: false,
  mouse__size_class: null,
  mouse__top_view: null,
  mouse__side_view: null,
  mouse__back_view: null,
  mouse__outline_source: null,
}

describe('traced outline paths', () => {
  it('reads absolute M/L/Z path data and refuses anything else', () => {
    expect(parseOutlinePath('M0 0 L10 0 L10 5 Z')).toEqual({ points: [[0, 0], [10, 0], [10, 5]], closed: true })
    for (const bad of ['', 'm0 0 l1 1 z', 'M0,0 L1,1 Z', 'M0 0 C1 1 2 2 3 3 Z', 'M0 0 L1 1 Z M5 5 L6 6 Z', 'M0 0 L1e3 1 Z', 'photo.png', null, 42]) {
      expect(parseOutlinePath(bad), String(bad)).toHaveProperty('problem')
    }
  })

  it('accepts a closed outline the size of the mouse, and names every way a path is not one', () => {
    const { path } = syntheticTracedView('top', dims)
    expect(tracedOutlineProblems('top', path, dims)).toEqual([])
    expect(outlineSize(path).w).toBeCloseTo(63.5, 1)
    expect(tracedOutlineProblems('top', 'M0 0 L10 0 L10 10 Z', dims)).toEqual(expect.arrayContaining([expect.stringMatching(/3 points; an outline needs at least 8/)]))
    expect(tracedOutlineProblems('top', path.replace(/ Z$/, ''), dims)[0]).toMatch(/must be absolute M and L commands closed by Z/)
    const shifted = syntheticTracedView('side', dims).path.replace(/([ML])([\d.]+) /g, (_, command: string, x: string) => `${command}${Math.round((Number(x) + 3) * 100) / 100} `)
    expect(tracedOutlineProblems('side', shifted, dims)).toEqual(['side view path must start its box at 0 0 (it starts at 3 0)'])
  })

  it('flags a trace more than 2 % off a published dimension, and accepts 2 % exactly', () => {
    const big = syntheticTracedView('top', dims, { scale: 1.03 }).path
    const problems = tracedOutlineProblems('top', big, dims)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/top view is 65\.4 mm in width, the published width is 63\.5 mm \(\+3 %, more than 2 %\)/)
    const checks = dimensionChecks('side', { w: 127.5, h: 41 }, dims)
    expect(checks.map((check) => [check.dimension, check.difference_pct, isFlagged(check)])).toEqual([
      ['length', 2, false],
      ['height', 2.5, true],
    ])
  })

  it('takes provenance only when it says what the image is, its licence, the scale, the date and the editor', () => {
    const { trace } = syntheticTracedView('top', dims)
    expect(readTrace(trace)).toEqual(trace)
    expect(readTrace({ ...trace, image: { title: 'x' } })).toBeNull()
    expect(readTrace({ ...trace, scale: { basis: 'stretched', mm_per_px: 1 } })).toBeNull()
    expect(readTrace({ ...trace, editor: '' })).toBeNull()
    expect(readTrace('traced')).toBeNull()
  })
})

describe('a mouse outline', () => {
  it('is generated in every view without a trace, and says so', () => {
    const outlines = mouseOutlines(row)
    const generated = generateSilhouette({ length: 125, width: 63.5, height: 40, shape: 'ergonomic', frontFlare: 'flat', sideCurvature: 'inward', humpPlacement: 'back - moderate', handCompatibility: 'right', thumbRest: false, ringFingerRest: false, sizeClass: null })
    expect(outlines.top).toEqual({ path: generated.top, trace: null })
    expect(outlines.side.path).toBe(generated.side)
    expect(viewCaption(outlines.top, outlines.described)).toBe('generated from its dimensions and shape descriptors')
    expect(outlineSummary(outlines)).toBe('Outline generated from its dimensions and shape descriptors')
    const bare = mouseOutlines({ ...row, mouse__front_flare: null, mouse__side_curvature: null, mouse__hump_placement: null })
    expect(outlineSummary(bare)).toBe(`Outline ${generatedFromTexts.dimensions}`)
    expect(outlines.sensor).toBeNull()
  })

  it('takes a traced view where it has one, with its provenance and sensor, and generates the rest', () => {
    const top = syntheticTracedView('top', dims, { sensor: { x: 31.8, y: 52 } })
    const outlines = mouseOutlines({ ...row, mouse__top_view: top.path, mouse__outline_source: { top: top.trace } })
    expect(outlines.top).toEqual({ path: top.path, trace: top.trace })
    expect(outlines.side.trace).toBeNull()
    expect(outlines.sensor).toEqual({ x: 31.8, y: 52 })
    expect(viewCaption(outlines.top, true)).toBe(`traced from ${syntheticImageTitle} (CC0 1.0)`)
    expect(outlineSummary(outlines)).toBe(`Top view traced from ${syntheticImageTitle} (CC0 1.0); side and back views generated from its dimensions and shape descriptors`)
    // The words alone (the specification table's row) say the same without drawing anything.
    expect(outlineSummary(outlineSources({ ...row, mouse__top_view: top.path, mouse__outline_source: { top: top.trace } }))).toBe(outlineSummary(outlines))
    expect(mouseTopOutline({ ...row, mouse__top_view: top.path, mouse__outline_source: { top: top.trace } })).toMatchObject({ path: top.path, trace: top.trace, length: 125, width: 63.5 })
  })

  it('never draws a path as traced without its provenance, nor a path it cannot read', () => {
    const top = syntheticTracedView('top', dims)
    expect(mouseOutlines({ ...row, mouse__top_view: top.path }).top.trace).toBeNull()
    expect(mouseOutlines({ ...row, mouse__top_view: 'photo.png', mouse__outline_source: { top: top.trace } }).top.trace).toBeNull()
    expect(mouseOutlines({ ...row, mouse__top_view: top.path, mouse__outline_source: { top: { ...top.trace, image: { title: 'x' } } } as never }).top.trace).toBeNull()
  })

  it("gives cards and find-similar the compare page's top view", () => {
    expect(mouseTopOutline(row)!.path).toBe(mouseOutlines(row).top.path)
    expect(generateTopOutline({ length: 125, width: 63.5, height: 40, shape: null, frontFlare: null, sideCurvature: null, humpPlacement: null, handCompatibility: null, thumbRest: null, ringFingerRest: null })).toMatch(/^M.* Z$/)
    expect(mouseTopOutline({ ...row, mouse__width: 0 })).toBeNull()
  })
})

describe('traced outlines in the data files (catalogue:check)', () => {
  const curated = (extra: Record<string, unknown>) =>
    ({ handle: 'logitech-g-pro-x-superlight-2', brand: 'logitech', model: 'G Pro X Superlight 2', ...extra }) as unknown as CuratedMouse

  it('a row with a traced view gives its provenance, and provenance names only traced views', () => {
    const top = syntheticTracedView('top', dims)
    const issues = (extra: Record<string, unknown>) => (v.safeParse(curatedMouseSchema, curated(extra)).issues ?? []).map((issue) => issue.message)
    expect(issues({ top_view: top.path, outline_source: { top: top.trace } })).toEqual([])
    expect(issues({ top_view: top.path })).toEqual(['gives a top_view without its provenance (outline_source.top)'])
    expect(issues({ outline_source: { side: top.trace } })).toEqual(['gives outline_source.side but no side_view'])
    expect(issues({ top_view: 'M0,0 Z', outline_source: { top: top.trace } })[0]).toMatch(/^path must be absolute M and L commands/)
    expect(issues({ top_view: top.path, outline_source: { top: { ...top.trace, image: { title: 'x' } } } })).not.toEqual([])
  })

  it('checks a trace against the merged mouse: 2 % of its published dimensions at most', async () => {
    const read = await readCatalogue()
    const index = read.data.mice.findIndex((mouse) => mouse.handle === 'logitech-g-pro-x-superlight-2')
    const withTrace = (scale: number) => {
      const top = syntheticTracedView('top', dims, { scale })
      const mice = read.data.mice.map((mouse, i) => (i === index ? ({ ...mouse, top_view: top.path, outline_source: { top: top.trace } } as CuratedMouse) : mouse))
      return checkCatalogue({ ...read, data: { ...read.data, mice } }).problems.map(describeProblem)
    }
    expect(withTrace(1)).toEqual([])
    expect(withTrace(1.05)).toEqual([
      `mice.json, row ${index} (logitech-g-pro-x-superlight-2), field top_view: top view is 66.7 mm in width, the published width is 63.5 mm (+5 %, more than 2 %)`,
      `mice.json, row ${index} (logitech-g-pro-x-superlight-2), field top_view: top view is 131.3 mm in length, the published length is 125 mm (+5 %, more than 2 %)`,
    ])
  })
})
