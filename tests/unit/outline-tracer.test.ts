/**
 * The outline tracer's image logic (scripts/outline-tracer/) on synthetic images whose true outline
 * is known: shapes rendered here at known scales and rotations, anti-aliased like a real render,
 * some through the PNG decoder. The trace must land within 0.5 mm of the true outline; bad images
 * get a message that says what to do, and nothing is written.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { calibrationSheetSvg, sheet } from '../../scripts/outline-tracer/calibration'
import { bounds } from '../../scripts/outline-tracer/geometry'
import { buildExport, checkOutline, trace, type TraceOptions } from '../../scripts/outline-tracer/pipeline'
import { decodePng } from '../../scripts/outline-tracer/png'
import { readImageHeader, toGray, TraceError, type GrayImage } from '../../scripts/outline-tracer/raster'
import { outlineTraceSchema } from '../../supabase/catalogue/schemas'
import { generateSilhouette, type SilhouetteInput } from '../../web/features/outlines/generated-outline'
import { tracedOutlineProblems } from '../../web/features/outlines/traced-outline'
import { encodePng } from '../fixtures/png-encode'
import { grayToRaster, outlineDistance, pathPoints, place, renderGray, type Point } from '../fixtures/raster-render'

const dims = { length: 125, width: 63.5, height: 40 }
const symmetrical: SilhouetteInput = { ...dims, shape: 'symmetrical', frontFlare: 'outward - slight', sideCurvature: 'inward', humpPlacement: 'center', handCompatibility: 'right', thumbRest: false, ringFingerRest: false }
const ergonomic: SilhouetteInput = { ...dims, shape: 'ergonomic', frontFlare: 'flat', sideCurvature: 'inward - aggressive', humpPlacement: 'back - moderate', handCompatibility: 'right', thumbRest: true, ringFingerRest: false }
const trueTop = (input: SilhouetteInput) => pathPoints(generateSilhouette(input).top)
const trueSide = (input: SilhouetteInput) => pathPoints(generateSilhouette(input).side)

/** A mouse's view on a plain light background, `margin` mm all round, turned and scaled. */
function photo(outline: Point[], options: { pxPerMm: number; degrees?: number; margin?: number; gray?: number; background?: number; shift?: Point }): GrayImage {
  const box = bounds(outline)
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  const margin = options.margin ?? 12
  const size = Math.ceil((Math.hypot(w, h) + 2 * margin) * options.pxPerMm)
  const centre: Point = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
  const [sx, sy] = options.shift ?? [0, 0]
  const placed = place(outline, { pxPerMm: options.pxPerMm, degrees: options.degrees ?? 0, centre, at: [size / 2 + 0.37 + sx, size / 2 - 0.21 + sy] })
  return renderGray(size, size, options.background ?? 244, [{ points: placed, gray: options.gray ?? 38 }])
}

const topOptions = (extra: Partial<TraceOptions> = {}): TraceOptions => ({ view: 'top', published: dims, scale: 'published-length', ...extra })

function thrown(run: () => unknown): TraceError {
  try {
    run()
  } catch (error) {
    if (error instanceof TraceError) return error
    throw error
  }
  throw new Error('expected a TraceError')
}

describe('known shapes at known scales', () => {
  for (const pxPerMm of [5, 8, 12]) {
    it(`a top view at ${pxPerMm} px/mm, scaled by the published length, lands within 0.5 mm`, () => {
      for (const input of [symmetrical, ergonomic]) {
        const truth = trueTop(input)
        // A maker's orthographic view is upright: the editor keeps it so (rotation 0).
        const result = trace(photo(truth, { pxPerMm }), topOptions({ rotationDeg: 0 }))
        const error = outlineDistance(result.points, truth)
        expect(error, `${input.shape} at ${pxPerMm} px/mm: ${error.toFixed(3)} mm`).toBeLessThan(0.5)
        expect(result.mmPerPx).toBeCloseTo(1 / pxPerMm, 3)
        const { checks, flagged } = checkOutline('top', result.points, dims)
        expect(checks.map((check) => check.dimension)).toEqual(['width', 'length'])
        expect(flagged).toEqual([])
      }
    })
  }

  it('a side view scaled by the published height, through the PNG decoder', () => {
    const truth = trueSide(symmetrical)
    const png = encodePng(grayToRaster(photo(truth, { pxPerMm: 7 })))
    const result = trace(toGray(decodePng(png)), { view: 'side', published: dims, scale: 'published-height', rotationDeg: 0 })
    expect(outlineDistance(result.points, truth)).toBeLessThan(0.5)
    expect(bounds(result.points).maxY).toBeCloseTo(40, 1)
  })

  it('a light mouse on a dark background traces the same', () => {
    const truth = trueTop(symmetrical)
    const result = trace(photo(truth, { pxPerMm: 8, gray: 230, background: 30 }), topOptions())
    expect(result.polarity).toBe('light')
    expect(outlineDistance(result.points, truth)).toBeLessThan(0.5)
  })
})

describe('rotation', () => {
  for (const degrees of [3, -5, 8]) {
    it(`a shell turned ${degrees}° is detected and straightened`, () => {
      const truth = trueTop(symmetrical)
      const result = trace(photo(truth, { pxPerMm: 8, degrees }), topOptions())
      expect(Math.abs(result.detectedRotationDeg - degrees)).toBeLessThan(0.3)
      expect(outlineDistance(result.points, truth)).toBeLessThan(0.5)
    })
  }

  it("an asymmetric shell turned 4°, straightened by the editor's 4°", () => {
    const truth = trueTop(ergonomic)
    const result = trace(photo(truth, { pxPerMm: 8, degrees: 4 }), topOptions({ rotationDeg: 4 }))
    expect(result.rotationDeg).toBe(4)
    expect(outlineDistance(result.points, truth)).toBeLessThan(0.5)
  })

  it('an upside-down image is turned over so the front is at the top', () => {
    const truth = trueTop(ergonomic)
    const upsideDown = photo(truth, { pxPerMm: 8, degrees: 180 })
    expect(outlineDistance(trace(upsideDown, topOptions({ rotationDeg: 180 })).points, truth)).toBeLessThan(0.5)
    expect(outlineDistance(trace(upsideDown, topOptions({ rotationDeg: 0, flipX: true, flipY: true })).points, truth)).toBeLessThan(0.5)
  })
})

/** A photo of the calibration sheet on a darker table, the sheet turned, the mouse inside the frame. */
function sheetPhoto(outline: Point[], options: { pxPerMm: number; degrees: number; markers?: number; mouseAt?: Point }): GrayImage {
  const size = Math.ceil(330 * options.pxPerMm)
  const at: Point = [size / 2 + 0.3, size / 2 - 0.4]
  const onSheet = (points: readonly Point[]) => place(points, { pxPerMm: options.pxPerMm, degrees: options.degrees, centre: [105, 148.5], at })
  const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]
  const half = sheet.markerSide / 2
  const { frame } = sheet
  const box = bounds(outline)
  const [mx, my] = options.mouseAt ?? [105 - (box.minX + box.maxX) / 2, 148.5 - (box.minY + box.maxY) / 2]
  const shapes = [
    { points: onSheet(rect(0, 0, sheet.width, sheet.height)), gray: 246 },
    ...sheet.markers.slice(0, options.markers ?? 4).map(([x, y]) => ({ points: onSheet(rect(x - half, y - half, x + half, y + half)), gray: 12 })),
    // The dashed frame, drawn as four thin grey lines.
    ...[rect(frame.x0, frame.y0 - 0.2, frame.x1, frame.y0 + 0.2), rect(frame.x0, frame.y1 - 0.2, frame.x1, frame.y1 + 0.2), rect(frame.x0 - 0.2, frame.y0, frame.x0 + 0.2, frame.y1), rect(frame.x1 - 0.2, frame.y0, frame.x1 + 0.2, frame.y1)].map((points) => ({ points: onSheet(points), gray: 160 })),
    // The 100 mm bar under the frame.
    { points: onSheet(rect(55, 265, 155, 267)), gray: 12 },
    { points: onSheet(outline.map(([x, y]): Point => [x + mx, y + my])), gray: 45 },
  ]
  return renderGray(size, size, 70, shapes)
}

describe('the calibration sheet', () => {
  it('is an A4 page at true size with four corner squares and the frame', () => {
    const svg = calibrationSheetSvg()
    expect(svg).toContain('width="210mm" height="297mm" viewBox="0 0 210 297"')
    expect(svg.match(/<rect x="[\d.]+" y="[\d.]+" width="12" height="12" fill="#000"\/>/g)).toHaveLength(4)
    expect(svg).toContain('stroke-dasharray="3 2"')
  })

  for (const [pxPerMm, degrees] of [
    [8, 3],
    [6, -6],
  ] as const) {
    it(`its markers set a uniform scale and the sheet's rotation (${pxPerMm} px/mm, turned ${degrees}°)`, () => {
      const truth = trueTop(symmetrical)
      const result = trace(sheetPhoto(truth, { pxPerMm, degrees }), { view: 'top', published: dims, scale: 'calibration-sheet' })
      expect(result.mmPerPx * pxPerMm).toBeCloseTo(1, 2)
      expect(result.sheetResidualMm).toBeLessThan(0.2)
      expect(Math.abs(result.rotationDeg - degrees)).toBeLessThan(0.3)
      expect(outlineDistance(result.points, truth)).toBeLessThan(0.5)
      // Scaled by the sheet, not by a published figure: both dimensions are measured.
      expect(checkOutline('top', result.points, dims).flagged).toEqual([])
    })
  }

  it('measures a mouse that differs from its published figures, and the check flags it', () => {
    const truth = trueTop({ ...symmetrical, width: 66 })
    const result = trace(sheetPhoto(truth, { pxPerMm: 8, degrees: 2 }), { view: 'top', published: dims, scale: 'calibration-sheet' })
    const { flagged } = checkOutline('top', result.points, dims)
    expect(flagged.map((check) => [check.dimension, Math.round(check.traced)])).toEqual([['width', 66]])
  })
})

describe('mirroring a symmetrical shell', () => {
  it('keeps the good half and mirrors it', () => {
    const truth = trueTop(symmetrical)
    // A cable or a shadow on the right: a bump the left half does not have.
    const damaged = truth.map(([x, y]): Point => (x > 40 && y > 50 && y < 70 ? [x + 3, y] : [x, y]))
    const result = trace(photo(damaged, { pxPerMm: 8 }), topOptions({ rotationDeg: 0, mirror: 'left' }))
    expect(result.mirrored).toBe(true)
    expect(outlineDistance(result.points, truth)).toBeLessThan(0.5)
    const unmirrored = trace(photo(damaged, { pxPerMm: 8 }), topOptions({ rotationDeg: 0 }))
    expect(outlineDistance(unmirrored.points, truth)).toBeGreaterThan(2)
  })
})

describe('the export', () => {
  const image = { title: 'Synthetic test render', licence: 'CC0 1.0' }

  it('writes the path in mm and its provenance, the sensor where the editor marked it', () => {
    const truth = trueTop(symmetrical)
    const pxPerMm = 8
    const rendered = photo(truth, { pxPerMm, degrees: 3 })
    const result = trace(rendered, topOptions())
    // The sensor, 31.75 mm from the left and 60 mm from the front of the true outline, in image pixels.
    const box = bounds(truth)
    const [sensorPx] = place([[31.75, 60]], { pxPerMm, degrees: 3, centre: [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2], at: [rendered.width / 2 + 0.37, rendered.height / 2 - 0.21] })
    const exported = buildExport({ result, points: result.points, published: dims, image, editor: 'Test Editor', date: '2026-11-26', sensorPx: sensorPx! })
    if ('problems' in exported) throw new Error(exported.problems.join('; '))
    expect(tracedOutlineProblems('top', exported.path, dims)).toEqual([])
    expect(v.safeParse(outlineTraceSchema, exported.trace).issues).toBeUndefined()
    expect(exported.trace).toMatchObject({ method: 'traced', image, scale: { basis: 'published-length' }, mirrored: false, editor: 'Test Editor', date: '2026-11-26' })
    expect(exported.trace.error_mm).toBeLessThan(0.5)
    expect(Math.hypot(exported.trace.sensor_position!.x - 31.75, exported.trace.sensor_position!.y - 60)).toBeLessThan(0.3)
  })

  it('refuses a trace more than 2 % off a published dimension, or without licence, title or editor', () => {
    const truth = trueTop({ ...symmetrical, width: 66 })
    const result = trace(photo(truth, { pxPerMm: 8 }), topOptions({ rotationDeg: 0 }))
    const refused = buildExport({ result, points: result.points, published: dims, image: { title: '', licence: ' ' }, editor: '', date: '26.11.2026' })
    expect('problems' in refused && refused.problems).toEqual([
      'Say what the image is (its title or a description).',
      "Give the image's licence: only an image whose licence allows tracing may be traced.",
      'Give your name as the editor.',
      'The date must be YYYY-MM-DD.',
      expect.stringMatching(/^top view is 66(\.0)? mm in width, the published width is 63\.5 mm \(\+(3\.9|4) %, more than 2 %\)$/),
    ])
  })
})

describe('bad images get a clear answer, and nothing is written', () => {
  const expectRefusal = (error: TraceError, code: TraceError['code'], words: RegExp) => {
    expect(error.code).toBe(code)
    expect(error.message).toMatch(words)
    expect(error.message).toMatch(/Nothing was written\.$/)
  }

  it('an empty file', () => {
    expectRefusal(thrown(() => readImageHeader(new Uint8Array(0))), 'empty', /The file is empty \(0 bytes\)\. Choose the image file again/)
  })

  it('a file that is not an image', () => {
    expectRefusal(thrown(() => decodePng(new TextEncoder().encode('<html>not a picture</html>'))), 'not-an-image', /not an image the tracer reads \(PNG or JPEG\)\. Save or export the view as PNG/)
    // A damaged PNG: the right signature, nothing after it.
    expectRefusal(thrown(() => decodePng(encodePng(grayToRaster(renderGray(500, 500, 255, []))).slice(0, 60))), 'not-an-image', /This PNG cannot be read/)
  })

  it('a tiny image', () => {
    expectRefusal(thrown(() => decodePng(encodePng(grayToRaster(renderGray(120, 90, 255, []))))), 'tiny', /120 × 90 pixels: too small to trace to 0\.5 mm\. Use one at least 400 pixels/)
  })

  it('a huge image, refused from its header before anything is decoded', () => {
    const small = grayToRaster(renderGray(8, 8, 255, []))
    expectRefusal(thrown(() => decodePng(encodePng(small, { declaredSize: { width: 20000, height: 20000 } }))), 'huge', /20000 × 20000 pixels \(400 megapixels\): more than the tracer takes.*Scale it down/)
  })

  it('a mouse too coarse to trace to 0.5 mm', () => {
    expectRefusal(thrown(() => trace(photo(trueTop(symmetrical), { pxPerMm: 3, margin: 60 }), topOptions())), 'tiny', /spans only 3\.0 pixels a millimetre/)
  })

  it('markers not found', () => {
    expectRefusal(thrown(() => trace(photo(trueTop(symmetrical), { pxPerMm: 8 }), { ...topOptions(), scale: 'calibration-sheet' })), 'markers-not-found', /Found 0 of the calibration sheet's 4 black corner squares\. Photograph the whole sheet/)
    expectRefusal(thrown(() => trace(sheetPhoto(trueTop(symmetrical), { pxPerMm: 6, degrees: 1, markers: 3 }), { ...topOptions(), scale: 'calibration-sheet' })), 'markers-not-found', /Found 3 of the calibration sheet's 4/)
  })

  it('a silhouette that touches the edge', () => {
    const cut = photo(trueTop(symmetrical), { pxPerMm: 8, shift: [0, 500] })
    expectRefusal(thrown(() => trace(cut, topOptions())), 'touches-edge', /touches the image's edge: part of the mouse may be cut off.*clear margin/)
    const offFrame = sheetPhoto(trueTop(symmetrical), { pxPerMm: 6, degrees: 0, mouseAt: [30, 60] })
    expectRefusal(thrown(() => trace(offFrame, { ...topOptions(), scale: 'calibration-sheet' })), 'touches-edge', /touches the sheet's dashed frame/)
  })

  it('an image with no mouse in it', () => {
    expectRefusal(thrown(() => trace(renderGray(600, 600, 250, [{ points: [[10, 10], [14, 10], [14, 14], [10, 14]], gray: 0 }]), topOptions())), 'no-silhouette', /No mouse stands out from the background/)
  })
})
