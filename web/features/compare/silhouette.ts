/**
 * To-scale silhouettes of a mouse from its dimensions and shape descriptors, for mice without view
 * images. A descriptor that is not known (most imported mice have none) shapes nothing: the outline
 * is then a plain one of the mouse's length, width and height (and, when known, its shape and
 * hand), and the page says it is drawn from the dimensions only (web/lib/figure-sources.ts).
 * Pure: SVG path data in millimetres, each view's bounding box exactly the mouse's size:
 *
 * - top view: x = width (0 … width, the mouse's left side at 0), y = length (front at 0);
 * - side view (seen from the left): x = length (front at 0), y = height (top at 0, desk at height);
 * - back view (seen from behind): x = width (left side at 0), y = height (top at 0, desk at height).
 */
import type { FrontFlare, HandCompatibility, HumpPlacement, MouseShape, SideCurvature } from '../../lib/api-types'

export interface SilhouetteInput {
  length: number
  width: number
  height: number
  shape: MouseShape | null
  frontFlare: FrontFlare | null
  sideCurvature: SideCurvature | null
  humpPlacement: HumpPlacement | null
  handCompatibility: HandCompatibility | null
  thumbRest: boolean | null
  ringFingerRest: boolean | null
}

export type ShapeView = 'top' | 'side' | 'back'

export interface Silhouette {
  top: string
  side: string
  back: string
}

type Point = readonly [number, number]

const samples = 48

/** Front width relative to the widest point. */
const frontWidth: Record<FrontFlare, number> = {
  flat: 0.9,
  'inward - slight': 0.85,
  'inward - moderate': 0.8,
  'inward - aggressive': 0.74,
  'outward - slight': 0.95,
  'outward - moderate': 1.0,
  'outward - aggressive': 1.05,
}

/** Width at the grip (the middle) relative to the widest point. */
const gripWidth: Record<SideCurvature, number> = {
  flat: 0.96,
  inward: 0.88,
  'inward - aggressive': 0.8,
  outward: 1.03,
  'outward - aggressive': 1.08,
}

/** Where along the length (0 front … 1 back) the hump is highest. */
const humpPosition: Record<HumpPlacement, number> = {
  'front - aggressive': 0.36,
  'front - moderate': 0.42,
  'front - slight': 0.48,
  center: 0.54,
  'back - minimal': 0.6,
  'back - moderate': 0.66,
  'back - aggressive': 0.72,
}

/** How much the right and left halves differ: 0 symmetrical, 1 fully ergonomic. */
function asymmetry(shape: MouseShape | null): number {
  if (shape === 'ergonomic') return 1
  if (shape === 'hybrid') return 0.45
  return 0
}

/** +1 when the thumb is on the left of the top view (right-handed), −1 when on the right. */
function thumbSide(hand: HandCompatibility | null): 1 | -1 {
  return hand === 'left' ? -1 : 1
}

const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)))
  return t * t * (3 - 2 * t)
}

/** A bump that is 1 at `centre` and fades to 0 at ± `spread`. */
const bump = (x: number, centre: number, spread: number) => {
  const d = Math.abs(x - centre) / spread
  return d >= 1 ? 0 : 0.5 * (1 + Math.cos(Math.PI * d))
}

/** Smooth interpolation through (0.15, front), (0.45, grip), (0.72, 1). */
function bodyWidth(t: number, front: number, grip: number): number {
  if (t <= 0.15) return front
  if (t <= 0.45) return front + (grip - front) * smoothstep(0.15, 0.45, t)
  if (t <= 0.72) return grip + (1 - grip) * smoothstep(0.45, 0.72, t)
  return 1
}

/** Rounded ends: 0 at the very front and back, 1 along the body (a superellipse corner). */
function endRounding(t: number, backZone: number): number {
  const frontZone = 0.1
  if (t < frontZone) return Math.pow(1 - Math.pow(1 - t / frontZone, 2.6), 1 / 2.6)
  if (t > 1 - backZone) return Math.sqrt(Math.max(0, 1 - Math.pow((t - (1 - backZone)) / backZone, 2)))
  return 1
}

function topOutline(input: SilhouetteInput): Point[] {
  const front = input.frontFlare ? frontWidth[input.frontFlare] : 0.9
  const grip = input.sideCurvature ? gripWidth[input.sideCurvature] : 0.92
  const asym = asymmetry(input.shape)
  const side = thumbSide(input.handCompatibility)
  // The back is close to a half circle as wide as the mouse.
  const ratio = input.width / 2 / input.length
  const backZone = Number.isFinite(ratio) ? Math.min(0.34, Math.max(0.15, ratio)) : 0.25
  // Half-widths of the thumb side and the ring-finger side, before scaling.
  const thumbHalf = (t: number) => {
    const base = bodyWidth(t, front, grip) * endRounding(t, backZone)
    const bulge = asym * 0.08 * bump(t, 0.68, 0.35)
    const rest = input.thumbRest ? 0.14 * bump(t, 0.62, 0.3) : 0
    return base * (1 + bulge + rest)
  }
  const ringHalf = (t: number) => {
    const base = bodyWidth(t, front, grip) * endRounding(t, backZone)
    // Ergonomic mice narrow towards the front on the ring-finger side.
    const taper = asym * 0.16 * (1 - smoothstep(0.1, 0.8, t))
    const rest = input.ringFingerRest ? 0.14 * bump(t, 0.6, 0.3) : 0
    return base * (1 - taper + rest)
  }
  const leftHalf = side === 1 ? thumbHalf : ringHalf
  const rightHalf = side === 1 ? ringHalf : thumbHalf
  const points: Point[] = []
  for (let i = 0; i <= samples; i++) {
    const t = i / samples
    points.push([rightHalf(t), t])
  }
  for (let i = samples - 1; i >= 1; i--) {
    const t = i / samples
    points.push([-leftHalf(t), t])
  }
  return points
}

function sideOutline(input: SilhouetteInput): Point[] {
  const peak = input.humpPlacement ? humpPosition[input.humpPlacement] : 0.54
  const frontHeight = 0.5
  const backHeight = 0.42
  // Height of the top surface along the length, 0 … 1.
  const top = (u: number) => {
    if (u <= peak) {
      const s = u / peak
      return frontHeight + (1 - frontHeight) * Math.sin((Math.PI / 2) * s) ** 1.3
    }
    const s = (u - peak) / (1 - peak)
    return backHeight + (1 - backHeight) * Math.cos((Math.PI / 2) * s) ** 1.6
  }
  const points: Point[] = []
  // Front face, from the desk up (slightly rounded at the bottom).
  points.push([0.015, 0], [0, 0.04])
  const backRound = 0.1
  for (let i = 0; i <= samples; i++) {
    const u = i / samples
    // The front edge rounds off a little into its face; the back curves down to the desk.
    const front = 0.9 + 0.1 * smoothstep(0, 0.05, u)
    const back = u > 1 - backRound ? Math.sqrt(Math.max(0, 1 - ((u - (1 - backRound)) / backRound) ** 2)) : 1
    points.push([u, Math.max(0, top(u) * front * back)])
  }
  return points
}

function backOutline(input: SilhouetteInput): Point[] {
  const asym = asymmetry(input.shape)
  const side = thumbSide(input.handCompatibility)
  const inward = input.sideCurvature === 'inward - aggressive' ? 0.1 : input.sideCurvature === 'inward' ? 0.06 : input.sideCurvature === 'flat' ? 0.02 : 0
  const points: Point[] = []
  // θ from 0 (right, on the desk) over the top to π (left, on the desk).
  for (let i = 0; i <= samples; i++) {
    const theta = (Math.PI * i) / samples
    const c = Math.cos(theta)
    const s = Math.sin(theta)
    // Sides that curve inward are narrower at the desk than at the widest point.
    const widthFactor = 1 - inward * Math.pow(1 - s, 3)
    let x = 0.5 * c * widthFactor
    // A squarish dome; ergonomic mice slope down towards the ring-finger side.
    let y = Math.pow(s, 0.55) * (1 - asym * 0.22 * smoothstep(-0.2, 1, c * side))
    // A thumb or ring-finger rest: a ledge low on that side.
    const thumbIsLeft = side === 1
    const onLeft = c < 0
    const rest = (onLeft === thumbIsLeft ? input.thumbRest : input.ringFingerRest) ? 0.12 * bump(y, 0.18, 0.2) : 0
    x = x * (1 + rest)
    y = Math.max(0, y)
    points.push([x, y])
  }
  return points
}

/** Scales points to exactly [0, w] × [0, h]; `flipY` turns heights (up) into SVG y (down). */
function fit(points: Point[], w: number, h: number, flipY: boolean): string {
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (const [x, y] of points) {
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
  }
  const sx = maxX > minX ? w / (maxX - minX) : 0
  const sy = maxY > minY ? h / (maxY - minY) : 0
  const round = (value: number) => Math.round(value * 100) / 100
  const commands = points.map(([x, y], index) => {
    const px = round((x - minX) * sx)
    const py = round(flipY ? h - (y - minY) * sy : (y - minY) * sy)
    return `${index === 0 ? 'M' : 'L'}${px} ${py}`
  })
  return `${commands.join(' ')} Z`
}

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0)

/** The three silhouettes of a mouse, in millimetres. */
export function generateSilhouette(input: SilhouetteInput): Silhouette {
  const length = positive(input.length)
  const width = positive(input.width)
  const height = positive(input.height)
  return {
    top: fit(topOutline(input), width, length, false),
    side: fit(sideOutline(input), length, height, true),
    back: fit(backOutline(input), width, height, true),
  }
}

/** The bounding box of SVG path data made of M/L commands with absolute coordinates. */
export function pathBounds(d: string): { minX: number; minY: number; maxX: number; maxY: number } {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number)
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    minX = Math.min(minX, numbers[i]!)
    maxX = Math.max(maxX, numbers[i]!)
    minY = Math.min(minY, numbers[i + 1]!)
    maxY = Math.max(maxY, numbers[i + 1]!)
  }
  return { minX, minY, maxX, maxY }
}
