/**
 * Generated outlines: to-scale silhouettes of a mouse from its dimensions and shape descriptors,
 * for views nobody has traced (mouse-outline.ts picks a traced view first). Pure: SVG path data in
 * millimetres, each view's bounding box exactly the mouse's size (the frame traced views share,
 * traced-outline.ts):
 *
 * - top view: x = width (0 … width, the mouse's left side at 0), y = length (front at 0);
 * - side view (seen from the left): x = length (front at 0), y = height (top at 0, desk at height);
 * - back view (seen from behind): x = width (left side at 0), y = height (top at 0, desk at height).
 *
 * The model (also summarised on /about-the-data, web/features/about-the-data). Each view is first
 * drawn in a unit box from the shape descriptors alone, then stretched to the mouse's length,
 * width and height: the "normalised outline" is a function of the descriptors and nothing else,
 * so two mice with the same descriptors share it and two with different ones do not (tests/unit/
 * silhouette.test.ts checks every combination). Along the length, t runs from 0 (front) to 1 (back);
 * widths are shares of the widest point, heights shares of the highest.
 *
 * | descriptor        | what it changes                                                                     |
 * |-------------------|-------------------------------------------------------------------------------------|
 * | front flare       | top view: the width at the front (t ≤ 0.15), `frontWidth`: 0.74 (inward, aggressive) |
 * |                   | … 0.90 (flat) … 1.05 (outward, aggressive)                                          |
 * | side curvature    | top view: the width at the grip (t = 0.45), `gripWidth`: 0.80 (inward, aggressive) … |
 * |                   | 1.08 (outward, aggressive); back view: the sides tuck in towards the desk by half   |
 * |                   | of what the grip narrows, (1 − gripWidth) / 2: 0.10 … −0.04                         |
 * | hump placement    | side view: where the top is highest, `humpPosition`: t = 0.36 (front, aggressive) …  |
 * |                   | 0.72 (back, aggressive); top view: the widest point sits 0.14 behind it (at most 0.74)|
 * | shape             | top and back views: `asymmetry` 0 (symmetrical), 0.45 (hybrid), 1 (ergonomic): the  |
 * |                   | thumb side bulges by 8 % behind the middle, the ring-finger side narrows by up to    |
 * |                   | 16 % towards the front, and the back view's top slopes 22 % down to the ring side   |
 * | hand              | mirrors the drawing for a left-handed mouse (thumb on the right of the top view);  |
 * |                   | ambidextrous draws as right-handed. A symmetrical shell is one shell for either    |
 * |                   | hand (its hand says where the side buttons are): without rests all hands draw alike |
 * | thumb rest        | top and back views: a 14 % ledge on the thumb side around t = 0.62                 |
 * | ring-finger rest  | top and back views: a 14 % ledge on the ring-finger side around t = 0.60           |
 * | size class        | BuildCores OpenDB's small / medium / large: how full the back is, a drawing         |
 * |                   | convention (a larger shell fills more of the palm): the top view's back rounding    |
 * |                   | starts at t = 0.70 / 0.74 / 0.78 and the side view's back edge stands at 0.36 /     |
 * |                   | 0.42 / 0.48 of the height                                                            |
 * | grip width        | not in the data (no source publishes it for most mice); `gripWidth` stands in       |
 *
 * A descriptor that is not known shapes nothing: it is drawn as the middle of its scale (flat
 * front at 0.90, grip 0.92, hump at 0.54, symmetrical, no rests, medium size), the outline of a
 * mouse with no descriptors at all is a plain one of its length, width and height, and the page
 * says what the outline is drawn from (viewCaption in web/features/outlines/mouse-outline.ts).
 */
import type { FrontFlare, HandCompatibility, HumpPlacement, MouseShape, SideCurvature, SizeClass } from '../../lib/api-types'
import { frontWidth, gripWidth, humpPosition, sizeClassBack } from './outline-model'

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
  /** BuildCores OpenDB's size class; optional (callers before it was modelled pass none). */
  sizeClass?: SizeClass | null
}

export type ShapeView = 'top' | 'side' | 'back'

export interface Silhouette {
  top: string
  side: string
  back: string
}

type Point = readonly [number, number]

const samples = 48

const unknownFront = 0.9
const unknownGrip = 0.92
const unknownHump = 0.54

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

/** Smooth interpolation through (0.15, front), (0.45, grip), (widest, 1). */
function bodyWidth(t: number, front: number, grip: number, widest: number): number {
  if (t <= 0.15) return front
  if (t <= 0.45) return front + (grip - front) * smoothstep(0.15, 0.45, t)
  if (t <= widest) return grip + (1 - grip) * smoothstep(0.45, widest, t)
  return 1
}

/** Rounded ends: 0 at the very front and back, 1 along the body (a superellipse corner). */
function endRounding(t: number, backZone: number): number {
  const frontZone = 0.1
  if (t < frontZone) return Math.pow(1 - Math.pow(1 - t / frontZone, 2.6), 1 / 2.6)
  if (t > 1 - backZone) return Math.sqrt(Math.max(0, 1 - Math.pow((t - (1 - backZone)) / backZone, 2)))
  return 1
}

function backOf(input: SilhouetteInput) {
  return input.sizeClass && input.sizeClass in sizeClassBack ? sizeClassBack[input.sizeClass] : sizeClassBack.medium
}

function topOutline(input: SilhouetteInput): Point[] {
  const front = input.frontFlare ? frontWidth[input.frontFlare] : unknownFront
  const grip = input.sideCurvature ? gripWidth[input.sideCurvature] : unknownGrip
  const widest = Math.min(0.74, (input.humpPlacement ? humpPosition[input.humpPlacement] : unknownHump) + 0.14)
  const asym = asymmetry(input.shape)
  const side = thumbSide(input.handCompatibility)
  const backZone = backOf(input).rounding
  // Half-widths of the thumb side and the ring-finger side, before scaling.
  const thumbHalf = (t: number) => {
    const base = bodyWidth(t, front, grip, widest) * endRounding(t, backZone)
    const bulge = asym * 0.08 * bump(t, 0.68, 0.35)
    const rest = input.thumbRest ? 0.14 * bump(t, 0.62, 0.3) : 0
    return base * (1 + bulge + rest)
  }
  const ringHalf = (t: number) => {
    const base = bodyWidth(t, front, grip, widest) * endRounding(t, backZone)
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
  const peak = input.humpPlacement ? humpPosition[input.humpPlacement] : unknownHump
  const frontHeight = 0.5
  const backHeight = backOf(input).height
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
  // Half of what the grip narrows (negative: the sides flare out towards the desk).
  const inward = input.sideCurvature ? (1 - gripWidth[input.sideCurvature]) / 2 : 0
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

/** The top view alone (cards and find-similar draw nothing else), in millimetres. */
export function generateTopOutline(input: SilhouetteInput): string {
  return fit(topOutline(input), positive(input.width), positive(input.length), false)
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
