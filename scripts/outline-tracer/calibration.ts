/**
 * The printable calibration sheet and the photo taken on it. The sheet (A4) has four solid black
 * squares at known places; finding them in a photo sets one uniform scale (millimetres per pixel)
 * and the sheet's rotation, by the similarity transform (scale, rotation, shift: no stretching)
 * that best maps them onto the sheet. How far they are from that fit says whether the photo was
 * taken straight from above. Pure.
 */
import { nothingWritten, TraceError, type GrayImage } from './raster.ts'
import { otsuThreshold, type Point } from './silhouette.ts'

/** The sheet, in millimetres (y down, as on the printed page). */
export const sheet = {
  width: 210,
  height: 297,
  markerSide: 12,
  /** Marker centres: top left, top right, bottom right, bottom left. */
  markers: [
    [18, 18],
    [192, 18],
    [192, 279],
    [18, 279],
  ] as Point[],
  /** The dashed frame the mouse goes inside. */
  frame: { x0: 36, y0: 36, x1: 174, y1: 261 },
  /** How far inside the frame the tracer looks (the dashed line stays out). */
  frameInset: 3,
} as const

/** A photo taken at an angle puts the markers this far (RMS, mm) from a flat sheet's places: more is refused. */
export const maxMarkerResidualMm = 1

/** The sheet as SVG at true size (print at 100 %). */
export function calibrationSheetSvg(): string {
  const { width, height, markerSide, markers, frame } = sheet
  const half = markerSide / 2
  const squares = markers.map(([x, y]) => `<rect x="${x - half}" y="${y - half}" width="${markerSide}" height="${markerSide}" fill="#000"/>`).join('\n  ')
  const ticks = Array.from({ length: 11 }, (_, i) => `<line x1="${55 + i * 10}" y1="267" x2="${55 + i * 10}" y2="${i % 5 === 0 ? 271 : 269.5}" stroke="#000" stroke-width="0.3"/>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">
  <title>MouseCompare outline calibration sheet</title>
  <rect width="${width}" height="${height}" fill="#fff"/>
  ${squares}
  <rect x="${frame.x0}" y="${frame.y0}" width="${frame.x1 - frame.x0}" height="${frame.y1 - frame.y0}" fill="none" stroke="#9a9a9a" stroke-width="0.35" stroke-dasharray="3 2"/>
  <g font-family="sans-serif" fill="#555" font-size="3.6" text-anchor="middle">
    <text x="105" y="12">MouseCompare outline calibration sheet. Print on A4 at 100 % (actual size, no “fit to page”).</text>
    <text x="105" y="17">Check the bar below the frame: it must measure 100 mm. Keep all four black squares uncovered.</text>
    <text x="105" y="31">↑ Mouse inside the dashed frame, its front towards this edge. Photograph straight from above, from 1 m or more, zoomed in.</text>
  </g>
  <rect x="55" y="265" width="100" height="2" fill="#000"/>${ticks}
  <g font-family="sans-serif" fill="#555" font-size="3" text-anchor="middle"><text x="105" y="276">100 mm</text></g>
</svg>
`
}

interface Blob {
  area: number
  centre: Point
  /** Largest / smallest spread (1 for a square or a disc). */
  elongation: number
  /** 12 · √(λ1 λ2) / area: 1 for a square, 0.95 for a disc, more for a ring or a letter. */
  compactness: number
}

/** Dark, compact, square-ish blobs: the candidates for the sheet's markers. */
export function findMarkerCandidates(image: GrayImage): Blob[] {
  const { width, height, data } = image
  const threshold = otsuThreshold(data)
  const seen = new Uint8Array(width * height)
  const blobs: Blob[] = []
  const stack: number[] = []
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start]! >= threshold) continue
    seen[start] = 1
    stack.push(start)
    let n = 0
    let sx = 0
    let sy = 0
    let sxx = 0
    let syy = 0
    let sxy = 0
    let touchesEdge = false
    const visit = (neighbour: number) => {
      if (!seen[neighbour] && data[neighbour]! < threshold) {
        seen[neighbour] = 1
        stack.push(neighbour)
      }
    }
    while (stack.length > 0) {
      const index = stack.pop()!
      const x = index % width
      const y = (index - x) / width
      n += 1
      sx += x
      sy += y
      sxx += x * x
      syy += y * y
      sxy += x * y
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesEdge = true
      if (x > 0) visit(index - 1)
      if (x < width - 1) visit(index + 1)
      if (y > 0) visit(index - width)
      if (y < height - 1) visit(index + width)
    }
    if (n < 30 || touchesEdge) continue
    const cx = sx / n
    const cy = sy / n
    // Spread of the pixels (each a unit square: + 1/12).
    const vxx = sxx / n - cx * cx + 1 / 12
    const vyy = syy / n - cy * cy + 1 / 12
    const vxy = sxy / n - cx * cy
    const mean = (vxx + vyy) / 2
    const diff = Math.sqrt(((vxx - vyy) / 2) ** 2 + vxy * vxy)
    const l1 = mean + diff
    const l2 = Math.max(1e-9, mean - diff)
    const blob: Blob = { area: n, centre: [cx + 0.5, cy + 0.5], elongation: Math.sqrt(l1 / l2), compactness: (12 * Math.sqrt(l1 * l2)) / n }
    if (blob.elongation <= 1.25 && blob.compactness >= 0.85 && blob.compactness <= 1.15) blobs.push(blob)
  }
  return blobs.sort((a, b) => b.area - a.area)
}

/** w ≈ a · z + b with a complex a = scale · e^(i·angle): the least-squares similarity from pixels to millimetres. */
export interface Similarity {
  /** Millimetres per pixel. */
  scale: number
  /** Radians: how far the sheet is turned in the photo (counter-clockwise on screen positive). */
  angle: number
  ar: number
  ai: number
  bx: number
  by: number
  /** RMS distance of the markers from the fit, mm. */
  residual: number
}

export function fitSimilarity(pixels: readonly Point[], millimetres: readonly Point[]): Similarity {
  const n = pixels.length
  const mean = (points: readonly Point[]): Point => [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n]
  const [zx, zy] = mean(pixels)
  const [wx, wy] = mean(millimetres)
  let re = 0
  let im = 0
  let norm = 0
  for (let i = 0; i < n; i++) {
    const ux = pixels[i]![0] - zx
    const uy = pixels[i]![1] - zy
    const vx = millimetres[i]![0] - wx
    const vy = millimetres[i]![1] - wy
    // (vx + i vy) · (ux − i uy)
    re += vx * ux + vy * uy
    im += vy * ux - vx * uy
    norm += ux * ux + uy * uy
  }
  const ar = re / norm
  const ai = im / norm
  const bx = wx - (ar * zx - ai * zy)
  const by = wy - (ar * zy + ai * zx)
  let squares = 0
  for (let i = 0; i < n; i++) {
    const [x, y] = pixels[i]!
    squares += (ar * x - ai * y + bx - millimetres[i]![0]) ** 2 + (ar * y + ai * x + by - millimetres[i]![1]) ** 2
  }
  // Both frames run y down, so a positive angle is a sheet turned counter-clockwise on screen.
  return { scale: Math.hypot(ar, ai), angle: Math.atan2(ai, ar), ar, ai, bx, by, residual: Math.sqrt(squares / n) }
}

export interface SheetFit {
  similarity: Similarity
  markers: Point[]
}

/** The sheet's four markers in a photo, or a message saying what to do. */
export function locateSheet(image: GrayImage): SheetFit {
  const candidates = findMarkerCandidates(image).slice(0, 16)
  let best: SheetFit | null = null
  const k = candidates.length
  for (let a = 0; a < k; a++)
    for (let b = a + 1; b < k; b++)
      for (let c = b + 1; c < k; c++)
        for (let d = c + 1; d < k; d++) {
          const four = [candidates[a]!, candidates[b]!, candidates[c]!, candidates[d]!]
          const areas = four.map((blob) => blob.area)
          if (Math.max(...areas) > 1.6 * Math.min(...areas)) continue
          const cx = four.reduce((s, blob) => s + blob.centre[0], 0) / 4
          const cy = four.reduce((s, blob) => s + blob.centre[1], 0) / 4
          const ordered = four.map((blob) => blob.centre).sort((p, q) => Math.atan2(p[1] - cy, p[0] - cx) - Math.atan2(q[1] - cy, q[0] - cx))
          const corners = [...sheet.markers].sort((p, q) => Math.atan2(p[1] - 148.5, p[0] - 105) - Math.atan2(q[1] - 148.5, q[0] - 105))
          for (let shift = 0; shift < 4; shift++) {
            const shifted = corners.map((_, i) => corners[(i + shift) % 4]!)
            const similarity = fitSimilarity(ordered, shifted)
            // The markers' size must agree with the scale the fit found.
            const expectedArea = (sheet.markerSide / similarity.scale) ** 2
            if (areas.some((area) => area < 0.6 * expectedArea || area > 1.5 * expectedArea)) continue
            const better = !best || similarity.residual < best.similarity.residual - 1e-3 || (Math.abs(similarity.residual - best.similarity.residual) <= 1e-3 && Math.abs(similarity.angle) < Math.abs(best.similarity.angle))
            if (better) best = { similarity, markers: ordered }
          }
        }
  if (!best || best.similarity.residual > 5) {
    throw new TraceError(
      'markers-not-found',
      `${k < 4 ? `Found ${k} of the calibration sheet's 4 black corner squares` : "Found square marks, but no four of them lie like the calibration sheet's corner squares"}. Photograph the whole sheet with all four squares in view and uncovered, in even light without glare; or set the scale from a published dimension instead. ${nothingWritten}`,
    )
  }
  if (best.similarity.residual > maxMarkerResidualMm) {
    throw new TraceError(
      'tilted-photo',
      `The corner squares are ${best.similarity.residual.toFixed(1)} mm away from where a photo taken straight from above puts them: the camera was at an angle to the sheet, or the sheet is not flat. Lay the sheet flat and photograph it from straight above, from 1 m or more (zoom in). ${nothingWritten}`,
    )
  }
  return best
}

/** Pixel position of a point on the sheet (mm). */
export function sheetToImage(fit: Similarity, [x, y]: Point): Point {
  const dx = x - fit.bx
  const dy = y - fit.by
  const d = fit.ar * fit.ar + fit.ai * fit.ai
  // z = (w − b) / a
  return [(dx * fit.ar + dy * fit.ai) / d, (dy * fit.ar - dx * fit.ai) / d]
}

/** Bilinear grey level at a continuous pixel position (pixel (i, j) covers [i, i+1] × [j, j+1]). */
function sample(image: GrayImage, x: number, y: number): number {
  const fx = Math.max(0, Math.min(image.width - 1.000001, x - 0.5))
  const fy = Math.max(0, Math.min(image.height - 1.000001, y - 0.5))
  const ix = Math.floor(fx)
  const iy = Math.floor(fy)
  const tx = fx - ix
  const ty = fy - iy
  const at = (xx: number, yy: number) => image.data[yy * image.width + xx]!
  return (at(ix, iy) * (1 - tx) + at(ix + 1, iy) * tx) * (1 - ty) + (at(ix, iy + 1) * (1 - tx) + at(ix + 1, iy + 1) * tx) * ty
}

export interface Rectified {
  image: GrayImage
  /** Millimetres per pixel of the rectified image. */
  mmPerPx: number
  /** Where its top-left corner is on the sheet, mm. */
  origin: Point
}

/** The sheet's frame, turned upright and resampled at the photo's own resolution (at most 12 px/mm). */
export function rectifyFrame(image: GrayImage, fit: Similarity): Rectified {
  const pxPerMm = Math.min(12, 1 / fit.scale)
  const x0 = sheet.frame.x0 + sheet.frameInset
  const y0 = sheet.frame.y0 + sheet.frameInset
  const w = Math.round((sheet.frame.x1 - sheet.frame.x0 - 2 * sheet.frameInset) * pxPerMm)
  const h = Math.round((sheet.frame.y1 - sheet.frame.y0 - 2 * sheet.frameInset) * pxPerMm)
  const data = new Float32Array(w * h)
  for (let v = 0; v < h; v++) {
    for (let u = 0; u < w; u++) {
      const [px, py] = sheetToImage(fit, [x0 + (u + 0.5) / pxPerMm, y0 + (v + 0.5) / pxPerMm])
      data[v * w + u] = sample(image, px, py)
    }
  }
  return { image: { width: w, height: h, data }, mmPerPx: 1 / pxPerMm, origin: [x0, y0] }
}
