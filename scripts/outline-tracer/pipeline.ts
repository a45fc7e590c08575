/**
 * The tracer's steps, image to export: scale (the calibration sheet's markers, or one published
 * dimension: uniform either way, never stretched to fit), silhouette, rotation (detected from the
 * outline's long axis, or the editor's), which way the front is, mirroring a symmetrical shell, the
 * editor's handles, the published dimensions against the trace, the sensor's position, and the
 * export: SVG path data in millimetres with its provenance. Pure: the editor's page runs it in the
 * browser, the tests and `npm run trace -- measure` in Node.
 */
import type { OutlineTrace, ScaleBasis, SensorPosition } from '../../web/lib/api-types.ts'
import { dimensionChecks, isFlagged, tracedOutlineProblems, viewAxes, type DimensionCheck, type Dimensions, type OutlineView } from '../../web/features/outlines/traced-outline.ts'
import { locateSheet, rectifyFrame } from './calibration.ts'
import { applyAffine, bounds, compose, identity, mirrorHalf, principalAxis, rotation, simplifyClosed, toPathData, type Affine } from './geometry.ts'
import { nothingWritten, TraceError, type GrayImage } from './raster.ts'
import { extractSilhouette, type Point } from './silhouette.ts'

export interface TraceOptions {
  view: OutlineView
  /** The mouse's published dimensions (the scale's basis when it is one of them, and the check). */
  published: Partial<Dimensions>
  scale: ScaleBasis
  threshold?: number
  polarity?: 'dark' | 'light'
  /** The editor's rotation, degrees counter-clockwise on screen; detected from the outline when absent. */
  rotationDeg?: number
  /** Turn the result over left to right / top to bottom (the front at the top of a top view, at the left of a side view). */
  flipX?: boolean
  flipY?: boolean
  /** Keep this half of a symmetrical shell and mirror it (top and back views). */
  mirror?: 'left' | 'right' | null
}

export interface TraceResult {
  view: OutlineView
  /** The outline in millimetres, the view's frame, its box from (0, 0): the editor's handles. */
  points: Point[]
  mmPerPx: number
  scale: ScaleBasis
  /** The rotation taken out, degrees counter-clockwise on screen (the sheet's and the mouse's). */
  rotationDeg: number
  /** The mouse's own rotation as detected (before the editor's), degrees. */
  detectedRotationDeg: number
  /** The calibration sheet's fit: markers' RMS distance from a flat sheet, mm. */
  sheetResidualMm: number | null
  threshold: number
  polarity: 'dark' | 'light'
  mirrored: boolean
  /** Image pixel → outline millimetres (draw the image under the outline with it; mark the sensor). */
  imageToOutline: Affine
}

/** Handles no further apart than this from the traced edge (Douglas–Peucker tolerance), mm. */
export const handleTolerance = 0.1
/** A photo or drawing coarser than this cannot be traced to 0.5 mm. */
export const maxMmPerPx = 0.25

const degrees = (radians: number) => (radians * 180) / Math.PI

/** Into (−90°, 90°]: an axis has no direction. */
function normaliseAxis(angle: number): number {
  let a = angle
  while (a <= -Math.PI / 2) a += Math.PI
  while (a > Math.PI / 2) a -= Math.PI
  return a
}

export function trace(image: GrayImage, options: TraceOptions): TraceResult {
  const { view } = options
  // 1. Where the silhouette is looked for, and the first map from image pixels to a working frame.
  let contour: Point[]
  let toWork: Affine
  let sheetResidualMm: number | null = null
  let sheetAngle = 0
  let threshold: number
  let polarity: 'dark' | 'light'
  let workUnitMm: number | null
  if (options.scale === 'calibration-sheet') {
    const fit = locateSheet(image)
    const rectified = rectifyFrame(image, fit.similarity)
    const silhouette = extractSilhouette(rectified.image, { threshold: options.threshold, polarity: options.polarity, edgeName: "the sheet's dashed frame" })
    // Rectified pixels → sheet millimetres.
    contour = silhouette.contour.map(([x, y]): Point => [rectified.origin[0] + x * rectified.mmPerPx, rectified.origin[1] + y * rectified.mmPerPx])
    const s = fit.similarity
    toWork = [s.ar, s.ai, -s.ai, s.ar, s.bx, s.by]
    sheetResidualMm = s.residual
    sheetAngle = s.angle
    threshold = silhouette.threshold
    polarity = silhouette.polarity
    workUnitMm = 1
  } else {
    const silhouette = extractSilhouette(image, { threshold: options.threshold, polarity: options.polarity })
    contour = silhouette.contour
    toWork = identity
    threshold = silhouette.threshold
    polarity = silhouette.polarity
    workUnitMm = null
  }

  // 2. Upright: the long axis along y in a top view, along x in a side or back view.
  const axis = principalAxis(contour)
  const target = view === 'top' ? Math.PI / 2 : 0
  const detected = normaliseAxis(axis.angle - target)
  // The mouse's own turn, counter-clockwise on screen (the editor's replaces the detected one),
  // taken out by turning it back (y runs down: a positive rotation() turns clockwise on screen).
  const turn = options.rotationDeg === undefined ? -detected : (options.rotationDeg * Math.PI) / 180
  toWork = compose(rotation(turn, axis.centre), toWork)
  contour = contour.map((point) => applyAffine(rotation(turn, axis.centre), point))
  if (options.flipX || options.flipY) {
    const box = bounds(contour)
    const flip: Affine = [options.flipX ? -1 : 1, 0, 0, options.flipY ? -1 : 1, options.flipX ? box.minX + box.maxX : 0, options.flipY ? box.minY + box.maxY : 0]
    toWork = compose(flip, toWork)
    contour = contour.map((point) => applyAffine(flip, point))
  }

  // 3. Millimetres: the sheet's scale, or the one published dimension's.
  let factor = 1
  if (workUnitMm === null) {
    const dimension = options.scale.replace('published-', '') as keyof Dimensions
    const figure = options.published[dimension]
    if (typeof figure !== 'number' || !(figure > 0)) {
      throw new TraceError('no-dimension', `The mouse has no published ${dimension} to set the scale from. Choose another dimension, or photograph it on the calibration sheet. ${nothingWritten}`)
    }
    const axes = viewAxes(view)
    if (axes.w !== dimension && axes.h !== dimension) {
      throw new TraceError('no-dimension', `A ${view} view does not show the ${dimension}: set its scale from the ${axes.w} or the ${axes.h}. ${nothingWritten}`)
    }
    const box = bounds(contour)
    const extent = axes.w === dimension ? box.maxX - box.minX : box.maxY - box.minY
    factor = figure / extent
  }
  // Millimetres per pixel of the image: the sheet's fit, or the published dimension's factor.
  const mmPerPx = Math.hypot(toWork[0], toWork[1]) * factor
  if (mmPerPx > maxMmPerPx) {
    throw new TraceError(
      'tiny',
      `At this image's size the mouse spans only ${(1 / mmPerPx).toFixed(1)} pixels a millimetre; tracing to 0.5 mm needs at least ${1 / maxMmPerPx}. Use a larger image, or photograph the sheet from closer (zoomed in). ${nothingWritten}`,
    )
  }
  const scaled = contour.map(([x, y]): Point => [x * factor, y * factor])
  toWork = compose([factor, 0, 0, factor, 0, 0], toWork)

  // 4. Mirroring a symmetrical shell, then the handles, from (0, 0).
  let points = scaled
  const mirrored = Boolean(options.mirror) && view !== 'side'
  if (mirrored) points = mirrorHalf(points, symmetryAxis(points), options.mirror!)
  points = simplifyClosed(points, handleTolerance)
  const box = bounds(points)
  points = points.map(([x, y]): Point => [x - box.minX, y - box.minY])
  toWork = compose([1, 0, 0, 1, -box.minX, -box.minY], toWork)

  return {
    view,
    points,
    mmPerPx,
    scale: options.scale,
    rotationDeg: Math.round(degrees(turn + sheetAngle) * 10) / 10,
    detectedRotationDeg: Math.round(degrees(-detected) * 10) / 10,
    sheetResidualMm,
    threshold,
    polarity,
    mirrored,
    imageToOutline: toWork,
  }
}

/**
 * Where a symmetrical shell's centre line is: through its front and back tips (top view), or its
 * crown and the middle of its base (back view), which a bump on one side does not move, unlike the
 * middle of its box.
 */
export function symmetryAxis(points: readonly Point[]): number {
  const box = bounds(points)
  const near = (edge: number, index: 1) => {
    const xs = points.filter((point) => Math.abs(point[index] - edge) <= 0.3).map((point) => point[0])
    return (Math.min(...xs) + Math.max(...xs)) / 2
  }
  return (near(box.minY, 1) + near(box.maxY, 1)) / 2
}

/** The published dimensions the view shows, against the outline as it stands (after the editor's corrections). */
export function checkOutline(view: OutlineView, points: readonly Point[], published: Partial<Dimensions>): { checks: DimensionCheck[]; flagged: DimensionCheck[] } {
  const box = bounds(points)
  const checks = dimensionChecks(view, { w: box.maxX - box.minX, h: box.maxY - box.minY }, published)
  return { checks, flagged: checks.filter(isFlagged) }
}

export interface ExportInput {
  result: TraceResult
  /** The outline after the editor's corrections (mm). */
  points: readonly Point[]
  published: Partial<Dimensions>
  image: OutlineTrace['image']
  editor: string
  /** YYYY-MM-DD. */
  date: string
  /** Where the editor marked the sensor, in image pixels (top view only). */
  sensorPx?: Point | null
}

/** The view's path and provenance, or every reason it cannot be written. */
export function buildExport(input: ExportInput): { path: string; trace: OutlineTrace } | { problems: string[] } {
  const { result } = input
  const problems: string[] = []
  if (!input.image.title.trim()) problems.push('Say what the image is (its title or a description).')
  if (!input.image.licence.trim()) problems.push("Give the image's licence: only an image whose licence allows tracing may be traced.")
  if (!input.editor.trim()) problems.push('Give your name as the editor.')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) problems.push('The date must be YYYY-MM-DD.')
  const path = toPathData(input.points)
  problems.push(...tracedOutlineProblems(result.view, path, input.published))
  const { checks } = checkOutline(result.view, input.points, input.published)
  let sensor: SensorPosition | undefined
  if (input.sensorPx && result.view === 'top') {
    const [x, y] = applyAffine(result.imageToOutline, input.sensorPx)
    const box = bounds(input.points)
    if (x < box.minX || x > box.maxX || y < box.minY || y > box.maxY) problems.push('The sensor mark is outside the outline: mark it on the mouse.')
    sensor = { x: Math.round((x - box.minX) * 10) / 10, y: Math.round((y - box.minY) * 10) / 10 }
  }
  if (problems.length > 0) return { problems }
  const image = Object.fromEntries(Object.entries(input.image).filter(([, value]) => typeof value === 'string' && value.trim() !== '').map(([key, value]) => [key, (value as string).trim()])) as OutlineTrace['image']
  return {
    path,
    trace: {
      method: 'traced',
      image,
      scale: { basis: result.scale, mm_per_px: Math.round(result.mmPerPx * 1e5) / 1e5 },
      rotation_deg: result.rotationDeg,
      mirrored: result.mirrored,
      checks,
      error_mm: Math.round(Math.max(0, ...checks.map((check) => Math.abs(check.traced - check.published))) * 10) / 10,
      date: input.date,
      editor: input.editor.trim(),
      ...(sensor ? { sensor_position: sensor } : {}),
    },
  }
}
