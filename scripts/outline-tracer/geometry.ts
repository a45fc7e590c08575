/**
 * Plane geometry of a traced outline: its principal axis (how far it is turned), rotation, bounds,
 * simplification (the editor's handles), mirroring one half of a symmetrical shell, and the SVG
 * path in millimetres. Pure.
 */
import { nothingWritten, TraceError } from './raster.ts'
import { signedArea, type Point } from './silhouette.ts'

export function bounds(points: readonly Point[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (const [x, y] of points) {
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  return { minX, minY, maxX, maxY }
}

/** The polygon's centroid and the direction of its long axis (radians, 0 = along x), from its area moments. */
export function principalAxis(points: readonly Point[]): { centre: Point; angle: number } {
  let a = 0
  let cx = 0
  let cy = 0
  let xx = 0
  let yy = 0
  let xy = 0
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!
    const [x1, y1] = points[(i + 1) % points.length]!
    const cross = x0 * y1 - x1 * y0
    a += cross
    cx += (x0 + x1) * cross
    cy += (y0 + y1) * cross
    xx += (x0 * x0 + x0 * x1 + x1 * x1) * cross
    yy += (y0 * y0 + y0 * y1 + y1 * y1) * cross
    xy += (x0 * y1 + 2 * x0 * y0 + 2 * x1 * y1 + x1 * y0) * cross
  }
  // Either winding: the moments take the area's sign, so make them all positive.
  const sign = a < 0 ? -1 : 1
  a = (sign * a) / 2
  cx = (sign * cx) / (6 * a)
  cy = (sign * cy) / (6 * a)
  xx *= sign
  yy *= sign
  xy *= sign
  // Second moments about the centroid.
  const mxx = xx / 12 - a * cx * cx
  const myy = yy / 12 - a * cy * cy
  const mxy = xy / 24 - a * cx * cy
  return { centre: [cx, cy], angle: 0.5 * Math.atan2(2 * mxy, mxx - myy) }
}

export function rotate(points: readonly Point[], angle: number, centre: Point = [0, 0]): Point[] {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return points.map(([x, y]) => {
    const dx = x - centre[0]
    const dy = y - centre[1]
    return [centre[0] + dx * c - dy * s, centre[1] + dx * s + dy * c]
  })
}

/** Douglas–Peucker on a closed outline: no point of the original is further than `tolerance` from the result. */
export function simplifyClosed(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 8) return [...points]
  // Split at the two points furthest apart, so each half is an open chain.
  let far = 0
  let best = -1
  for (let i = 0; i < points.length; i++) {
    const d = (points[i]![0] - points[0]![0]) ** 2 + (points[i]![1] - points[0]![1]) ** 2
    if (d > best) {
      best = d
      far = i
    }
  }
  const first = simplifyOpen(points.slice(0, far + 1), tolerance)
  const second = simplifyOpen([...points.slice(far), points[0]!], tolerance)
  return [...first.slice(0, -1), ...second.slice(0, -1)]
}

function simplifyOpen(points: readonly Point[], tolerance: number): Point[] {
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [start, end] = stack.pop()!
    const [ax, ay] = points[start]!
    const [bx, by] = points[end]!
    const dx = bx - ax
    const dy = by - ay
    const length = Math.hypot(dx, dy) || 1
    let worst = -1
    let index = -1
    for (let i = start + 1; i < end; i++) {
      const [px, py] = points[i]!
      const distance = Math.abs(dy * (px - ax) - dx * (py - ay)) / length
      if (distance > worst) {
        worst = distance
        index = i
      }
    }
    if (worst > tolerance && index > 0) {
      keep[index] = 1
      stack.push([start, index], [index, end])
    }
  }
  return points.filter((_, i) => keep[i])
}

/**
 * A symmetrical shell from one of its halves: the half on the `keep` side of the vertical line
 * x = axis, and its mirror image. The outline must cross that line exactly twice.
 */
export function mirrorHalf(points: readonly Point[], axis: number, keep: 'left' | 'right'): Point[] {
  const side = (point: Point) => (keep === 'left' ? point[0] <= axis : point[0] >= axis)
  // Start on the other side, so the kept half is one unbroken run.
  const start = points.findIndex((point) => !side(point))
  if (start < 0) throw mirrorError()
  const ordered = [...points.slice(start), ...points.slice(0, start)]
  const runs: Point[][] = []
  let run: Point[] | null = null
  for (let i = 0; i < ordered.length; i++) {
    const point = ordered[i]!
    const previous = ordered[(i - 1 + ordered.length) % ordered.length]!
    if (side(point)) {
      if (!run) {
        run = [crossing(previous, point, axis)]
        runs.push(run)
      }
      run.push(point)
    } else if (run) {
      run.push(crossing(previous, point, axis))
      run = null
    }
  }
  if (run) run.push(crossing(ordered[ordered.length - 1]!, ordered[0]!, axis))
  if (runs.length !== 1) throw mirrorError()
  const half = runs[0]!
  const mirrored = half
    .slice(1, -1)
    .reverse()
    .map(([x, y]): Point => [2 * axis - x, y])
  return [...half, ...mirrored]
}

const mirrorError = () =>
  new TraceError('mirror', `The outline does not cross its centre line exactly twice, so it cannot be mirrored: turn mirroring off, or straighten the trace first. ${nothingWritten}`)

function crossing(a: Point, b: Point, axis: number): Point {
  const t = b[0] === a[0] ? 0 : (axis - a[0]) / (b[0] - a[0])
  return [axis, a[1] + t * (b[1] - a[1])]
}

/** Counter-clockwise in SVG's y-down frame? Outlines are stored clockwise on screen (positive area). */
export function clockwise(points: readonly Point[]): Point[] {
  return signedArea(points) < 0 ? [...points].reverse() : [...points]
}

const format = (value: number) => {
  const rounded = Math.round(value * 100) / 100
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** The outline moved so its box starts at (0, 0), as SVG path data in millimetres (0.01 mm). */
export function toPathData(points: readonly Point[]): string {
  const box = bounds(points)
  const commands = clockwise(points).map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${format(x - box.minX)} ${format(y - box.minY)}`)
  return `${commands.join(' ')} Z`
}

/** x' = a·x + c·y + e, y' = b·x + d·y + f (canvas setTransform's order). */
export type Affine = [number, number, number, number, number, number]

export const identity: Affine = [1, 0, 0, 1, 0, 0]

export function applyAffine(m: Affine, [x, y]: Point): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
}

/** `outer` after `inner`. */
export function compose(outer: Affine, inner: Affine): Affine {
  const [a1, b1, c1, d1, e1, f1] = outer
  const [a2, b2, c2, d2, e2, f2] = inner
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1]
}

export function invert(m: Affine): Affine {
  const [a, b, c, d, e, f] = m
  const det = a * d - b * c
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det]
}

/** Rotation by `angle` (radians; y down, so positive turns clockwise on screen) about `centre`. */
export function rotation(angle: number, [cx, cy]: Point): Affine {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return [c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy]
}
