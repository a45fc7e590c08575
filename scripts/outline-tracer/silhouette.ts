/**
 * The silhouette of a mouse in a grey image: threshold (Otsu's, or the editor's), the largest
 * region that stands out from the background, holes filled (logos, buttons' gaps), and its outline
 * traced to a fraction of a pixel (marching squares on the anti-aliased edge). Pure.
 */
import { nothingWritten, TraceError, type GrayImage } from './raster.ts'

export type Point = [number, number]

/** Pixel bounds, x0/y0 included, x1/y1 excluded. */
export interface Region {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface SilhouetteOptions {
  /** Where to look (the calibration sheet's frame); the whole image by default. */
  region?: Region
  /** Grey level between mouse and background; Otsu's threshold by default. */
  threshold?: number
  /** Which side of the threshold the mouse is; by default the side away from the background. */
  polarity?: 'dark' | 'light'
  /** Words for the edge in a message ("the image's edge", "the sheet's frame"). */
  edgeName?: string
}

export interface Silhouette {
  /** Closed outline in pixel coordinates (pixel (i, j) covers [i, i+1] × [j, j+1]). */
  contour: Point[]
  threshold: number
  polarity: 'dark' | 'light'
  /** Filled area, pixels. */
  area: number
}

/** Otsu's threshold of the values (0 … 255). */
export function otsuThreshold(values: Float32Array | number[]): number {
  const histogram = new Float64Array(256)
  const total = values.length
  for (let i = 0; i < total; i++) {
    const bin = (values[i]! + 0.5) | 0
    histogram[bin < 0 ? 0 : bin > 255 ? 255 : bin]! += 1
  }
  let sum = 0
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!
  let below = 0
  let sumBelow = 0
  let best = 0
  let threshold = 127.5
  for (let i = 0; i < 255; i++) {
    below += histogram[i]!
    if (below === 0) continue
    const above = total - below
    if (above === 0) break
    sumBelow += i * histogram[i]!
    const meanBelow = sumBelow / below
    const meanAbove = (sum - sumBelow) / above
    const between = below * above * (meanBelow - meanAbove) ** 2
    if (between > best) {
      best = between
      threshold = i + 0.5
    }
  }
  return threshold
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 255
}

export function extractSilhouette(image: GrayImage, options: SilhouetteOptions = {}): Silhouette {
  const { width, data } = image
  const region = options.region ?? { x0: 0, y0: 0, x1: image.width, y1: image.height }
  const rw = region.x1 - region.x0
  const rh = region.y1 - region.y0
  const edgeName = options.edgeName ?? "the image's edge"
  const at = (x: number, y: number) => data[(region.y0 + y) * width + region.x0 + x]!

  // The background is what the region's border shows.
  const border: number[] = []
  for (let x = 0; x < rw; x++) border.push(at(x, 0), at(x, rh - 1))
  for (let y = 0; y < rh; y++) border.push(at(0, y), at(rw - 1, y))
  const background = median(border)
  const values = new Float32Array(rw * rh)
  for (let y = 0; y < rh; y++) values.set(data.subarray((region.y0 + y) * width + region.x0, (region.y0 + y) * width + region.x0 + rw), y * rw)
  const threshold = options.threshold ?? otsuThreshold(values)
  const polarity = options.polarity ?? (background > threshold ? 'dark' : 'light')
  const inside = (value: number) => (polarity === 'dark' ? value < threshold : value > threshold)
  // On the mouse's side of the threshold, per pixel (the labelling below reads it millions of times).
  const fg = new Uint8Array(rw * rh)
  if (polarity === 'dark') for (let i = 0; i < fg.length; i++) fg[i] = values[i]! < threshold ? 1 : 0
  else for (let i = 0; i < fg.length; i++) fg[i] = values[i]! > threshold ? 1 : 0

  // The largest 4-connected region on the mouse's side of the threshold (and its box).
  const label = new Int32Array(rw * rh)
  const stack = new Int32Array(rw * rh)
  let bestLabel = 0
  let bestArea = 0
  let best = { x0: 0, y0: 0, x1: 0, y1: 0 }
  let next = 1
  for (let start = 0; start < values.length; start++) {
    if (label[start] !== 0 || !fg[start]) continue
    let area = 0
    let top = 0
    let bx0 = rw
    let by0 = rh
    let bx1 = 0
    let by1 = 0
    label[start] = next
    stack[top++] = start
    while (top > 0) {
      const index = stack[--top]!
      area += 1
      const x = index % rw
      const y = (index - x) / rw
      if (x < bx0) bx0 = x
      if (x > bx1) bx1 = x
      if (y < by0) by0 = y
      if (y > by1) by1 = y
      if (x > 0 && label[index - 1] === 0 && fg[index - 1]) {
        label[index - 1] = next
        stack[top++] = index - 1
      }
      if (x < rw - 1 && label[index + 1] === 0 && fg[index + 1]) {
        label[index + 1] = next
        stack[top++] = index + 1
      }
      if (y > 0 && label[index - rw] === 0 && fg[index - rw]) {
        label[index - rw] = next
        stack[top++] = index - rw
      }
      if (y < rh - 1 && label[index + rw] === 0 && fg[index + rw]) {
        label[index + rw] = next
        stack[top++] = index + rw
      }
    }
    if (area > bestArea) {
      bestArea = area
      bestLabel = next
      best = { x0: bx0, y0: by0, x1: bx1, y1: by1 }
    }
    next += 1
  }
  if (bestArea < rw * rh * 0.01) {
    throw new TraceError(
      'no-silhouette',
      `No mouse stands out from the background. Use an image of the mouse on a plain background that contrasts with it (a dark mouse on the white sheet; a light one on a dark cloth), or set the threshold by hand. ${nothingWritten}`,
    )
  }
  if (best.x0 === 0 || best.y0 === 0 || best.x1 === rw - 1 || best.y1 === rh - 1) throw touches(edgeName)

  // From here on only the mouse's box, one pixel wider all round (inside the region, since the mouse
  // does not touch its edge), in its own coordinates: bw × bh, origin (ox, oy) in the region.
  const ox = best.x0 - 1
  const oy = best.y0 - 1
  const bw = best.x1 - best.x0 + 3
  const bh = best.y1 - best.y0 + 3
  const mouse = new Uint8Array(bw * bh)
  const grey = new Float32Array(bw * bh)
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      const i = (oy + y) * rw + ox + x
      grey[y * bw + x] = values[i]!
      if (label[i] === bestLabel) mouse[y * bw + x] = 1
    }
  }
  // Filled: every pixel the background cannot reach from the box's border belongs to the mouse.
  const outside = new Uint8Array(bw * bh)
  let top = 0
  const seed = (index: number) => {
    if (!outside[index] && !mouse[index]) {
      outside[index] = 1
      stack[top++] = index
    }
  }
  for (let x = 0; x < bw; x++) {
    seed(x)
    seed((bh - 1) * bw + x)
  }
  for (let y = 0; y < bh; y++) {
    seed(y * bw)
    seed(y * bw + bw - 1)
  }
  while (top > 0) {
    const index = stack[--top]!
    const x = index % bw
    if (x > 0) seed(index - 1)
    if (x < bw - 1) seed(index + 1)
    if (index >= bw) seed(index - bw)
    if (index < (bh - 1) * bw) seed(index + bw)
  }
  let area = 0
  for (let i = 0; i < mouse.length; i++) {
    if (!outside[i]) {
      mouse[i] = 1
      area += 1
    }
  }

  // How much of each pixel the mouse covers, from its grey level between the two sides' means:
  // the anti-aliased edge gives the outline to a fraction of a pixel. Inside the mouse (away from
  // its edge) it is 1 whatever the grey (a logo, a gap); away from it, 0.
  let sumIn = 0
  let sumOut = 0
  let countIn = 0
  let countOut = 0
  for (let i = 0; i < grey.length; i++) {
    if (mouse[i] && inside(grey[i]!)) {
      sumIn += grey[i]!
      countIn += 1
    } else if (!mouse[i]) {
      sumOut += grey[i]!
      countOut += 1
    }
  }
  const meanIn = sumIn / Math.max(1, countIn)
  const meanOut = countOut > 0 ? sumOut / countOut : background
  const span = meanIn - meanOut || 1
  // One more pixel of zeros all round, so every iso-line closes.
  const W = bw + 2
  const coverage = new Float32Array(W * (bh + 2))
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      const i = y * bw + x
      const m = mouse[i]
      const nearEdge = x === 0 || y === 0 || x === bw - 1 || y === bh - 1 || mouse[i - 1] !== m || mouse[i + 1] !== m || mouse[i - bw] !== m || mouse[i + bw] !== m
      coverage[(y + 1) * W + x + 1] = nearEdge ? Math.max(0, Math.min(1, (grey[i]! - meanOut) / span)) : m!
    }
  }
  // The level that matches the threshold (0.5 for Otsu's between two flat sides).
  const level = Math.max(0.05, Math.min(0.95, (threshold - meanOut) / span))
  const loop = largestContour(coverage, W, bh + 2, level)
  const contour = loop.map(([x, y]): Point => [x - 1 + 0.5 + ox + region.x0, y - 1 + 0.5 + oy + region.y0])
  return { contour, threshold, polarity, area }
}

const touches = (edgeName: string) =>
  new TraceError(
    'touches-edge',
    `The silhouette touches ${edgeName}: part of the mouse may be cut off, or the background is not plain. Use an image with a clear margin all round the mouse (on the calibration sheet, inside its dashed frame). ${nothingWritten}`,
  )

/**
 * The longest closed iso-line of a grid (marching squares, samples at integer points; a saddle is
 * split by the cell's mean). The grid's border must be below the level, so every line closes.
 */
export function largestContour(field: Float32Array, width: number, height: number, level: number): Point[] {
  // An edge point is keyed by its cell edge: 2 · (y · width + x) for the horizontal edge from
  // (x, y) to (x + 1, y), + 1 for the vertical one from (x, y) to (x, y + 1).
  const position = new Map<number, Point>()
  const links = new Map<number, number[]>()
  const value = (x: number, y: number) => field[y * width + x]!
  const point = (key: number): Point => {
    let found = position.get(key)
    if (found) return found
    const base = key >> 1
    const x = base % width
    const y = (base - x) / width
    const a = value(x, y)
    const b = key & 1 ? value(x, y + 1) : value(x + 1, y)
    const t = (level - a) / (b - a)
    found = key & 1 ? [x, y + t] : [x + t, y]
    position.set(key, found)
    return found
  }
  const link = (p: number, q: number) => {
    point(p)
    point(q)
    const lp = links.get(p)
    if (lp) lp.push(q)
    else links.set(p, [q])
    const lq = links.get(q)
    if (lq) lq.push(p)
    else links.set(q, [p])
  }
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const tl = value(x, y) >= level ? 8 : 0
      const tr = value(x + 1, y) >= level ? 4 : 0
      const br = value(x + 1, y + 1) >= level ? 2 : 0
      const bl = value(x, y + 1) >= level ? 1 : 0
      const cell = tl | tr | br | bl
      if (cell === 0 || cell === 15) continue
      const top = 2 * (y * width + x)
      const left = top + 1
      const bottom = 2 * ((y + 1) * width + x)
      const right = 2 * (y * width + x + 1) + 1
      switch (cell) {
        case 1:
        case 14:
          link(left, bottom)
          break
        case 2:
        case 13:
          link(bottom, right)
          break
        case 3:
        case 12:
          link(left, right)
          break
        case 4:
        case 11:
          link(top, right)
          break
        case 6:
        case 9:
          link(top, bottom)
          break
        case 7:
        case 8:
          link(left, top)
          break
        case 5:
        case 10: {
          const centre = (value(x, y) + value(x + 1, y) + value(x + 1, y + 1) + value(x, y + 1)) / 4
          const joined = centre >= level
          // 5: top-right and bottom-left inside; 10: top-left and bottom-right inside.
          if ((cell === 5) === joined) {
            link(left, top)
            link(bottom, right)
          } else {
            link(top, right)
            link(left, bottom)
          }
          break
        }
      }
    }
  }
  const visited = new Set<number>()
  let best: Point[] = []
  let bestArea = 0
  for (const start of links.keys()) {
    if (visited.has(start)) continue
    const loop: Point[] = []
    let previous = -1
    let current = start
    while (!visited.has(current)) {
      visited.add(current)
      loop.push(position.get(current)!)
      const options = links.get(current)!
      const nextKey = options[0] !== previous ? options[0]! : options[1]
      if (nextKey === undefined) break
      previous = current
      current = nextKey
    }
    const area = Math.abs(signedArea(loop))
    if (area > bestArea) {
      bestArea = area
      best = loop
    }
  }
  return best
}

export function signedArea(points: readonly Point[]): number {
  let sum = 0
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!
    const [x2, y2] = points[(i + 1) % points.length]!
    sum += x1 * y2 - x2 * y1
  }
  return sum / 2
}
