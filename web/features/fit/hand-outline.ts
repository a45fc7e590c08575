/**
 * A to-scale outline of the visitor's hand, seen from above and from the side, in the grip they
 * hold a mouse with (issue 22). Pure: SVG path data in millimetres, in the compare overlay's
 * conventions (web/features/outlines/generated-outline.ts, web/features/outlines/outline-layout.ts):
 *
 * - top view: x across (0 … width; a right hand's thumb on the left, as a right-handed mouse's
 *   thumb side), y along the length with the front at 0: y = 0 is the tip of the middle finger and
 *   y = length the wrist crease;
 * - side view (seen from the left): x along the length with the front at 0 and the wrist crease at
 *   x = length; y = height with the top at 0 and the desk at y = height.
 *
 * The hand is a chain along the middle finger's ray: palm (wrist crease to the knuckle), proximal,
 * middle and distal phalanx, as shares of the hand length L (`segmentShares`, sum 1). A grip is a
 * posture (`handPostures`): the pitch of each segment against the desk (+ rising to the front,
 * − falling) and the height of the wrist crease. So:
 *
 *   top-view length = L · Σ sᵢ · cos φᵢ      (the flat posture, all φ = 0, gives exactly L)
 *
 * which is the distance from the wrist crease to the middle fingertip projected on the desk: 0.96 L
 * for the palm grip, 0.68 L for the claw (its fingers come down almost vertically), 0.91 L for the
 * fingertip grip. The breadth across the knuckles is exactly
 * the hand's breadth B in every posture (the knuckles do not move sideways).
 *
 * The proportions (segment shares, finger lengths and widths, thumb, thickness) and the postures
 * are this site's drawing model of an average hand, not measurements of the visitor's: only L, B
 * and the grip come from them. The outline shows where the fingertips, knuckles and palm land over
 * a mouse, to the millimetre for the middle finger's ray and approximately for the rest.
 */
import type { Grip, HandProfile } from '../../lib/hand-profile'

/** Palm (wrist crease → knuckle), proximal, middle, distal phalanx of the middle finger, as shares of L. */
export const segmentShares = [0.46, 0.25, 0.16, 0.13] as const

export interface HandPosture {
  /** Pitch of the palm, proximal, middle and distal segment against the desk, degrees. */
  pitchDeg: readonly [number, number, number, number]
  /** Height of the wrist crease's centre above the desk, as a share of L. */
  wristHeightShare: number
}

export type PostureName = Grip | 'flat'

/**
 * The drawing model's postures. Palm: the palm rises onto the back of the shell, the fingers lie
 * along it down to the buttons. Claw: the palm rises steeply from the back, the fingers arch up and
 * come down almost vertically onto the buttons. Fingertip: the palm is off the shell, the fingers
 * reach forward and bend down a little. Flat: the hand flat on a table, as it is measured.
 */
export const handPostures: Record<PostureName, HandPosture> = {
  palm: { pitchDeg: [20, -8, -12, -15], wristHeightShare: 0.13 },
  claw: { pitchDeg: [30, 10, -80, -85], wristHeightShare: 0.16 },
  fingertip: { pitchDeg: [25, 0, -25, -40], wristHeightShare: 0.12 },
  flat: { pitchDeg: [0, 0, 0, 0], wristHeightShare: 0.08 },
}

/** The top-view length factor Σ sᵢ · cos φᵢ of a posture (1 for flat). */
export function projectedLengthFactor(posture: HandPosture): number {
  let sum = 0
  for (let i = 0; i < segmentShares.length; i++) sum += segmentShares[i]! * Math.cos((posture.pitchDeg[i]! * Math.PI) / 180)
  return sum
}

export interface Point {
  x: number
  y: number
}

export interface HandTopView {
  /** SVG path data (several closed sub-paths: palm, fingers, thumb), millimetres. */
  path: string
  /** Bounding box [0, width] × [0, length]. */
  width: number
  /** Wrist crease to the middle fingertip, projected: L · Σ sᵢ · cos φᵢ. */
  length: number
  landmarks: {
    /** Tip of the middle finger: the front, y = 0. */
    fingertip: Point
    /** The middle finger's knuckle (metacarpophalangeal joint). */
    knuckle: Point
    /** Middle of the wrist crease: the back, y = length. */
    wristCrease: Point
    /** Middle of the palm, halfway from the wrist crease to the knuckle. */
    palmCentre: Point
    thumbTip: Point
    /** Outer ends of the knuckle line: the breadth B apart. */
    knuckleLine: { from: Point; to: Point }
  }
}

export interface HandSideView {
  path: string
  /** Bounding box [0, length] × [0, height]: the front-most point of the hand at x = 0, the wrist crease at x = length. */
  length: number
  /** The highest point of the hand above the desk (the desk is at y = height, where the hand's lowest point rests). */
  height: number
  /** Points on the middle finger's centre line. */
  landmarks: {
    fingertip: Point
    /** Distal and proximal interphalangeal joints. */
    dip: Point
    pip: Point
    knuckle: Point
    wristCrease: Point
    palmCentre: Point
  }
}

export interface HandOutline {
  hand: HandProfile
  posture: PostureName
  top: HandTopView
  side: HandSideView
}

interface Finger {
  /** Knuckle position across, as a share of B from the thumb side. */
  across: number
  /** Width at the base, as a share of B. */
  width: number
  /** Length of the finger relative to the middle finger. */
  length: number
  /** How far behind the middle knuckle its knuckle sits, as a share of L. */
  setback: number
}

/** Index, middle, ring, little (drawing model). */
const fingers: readonly Finger[] = [
  { across: 0.11, width: 0.215, length: 0.92, setback: 0.015 },
  { across: 0.35, width: 0.225, length: 1, setback: 0 },
  { across: 0.59, width: 0.21, length: 0.95, setback: 0.012 },
  { across: 0.815, width: 0.18, length: 0.75, setback: 0.05 },
]

/** Thickness of the hand (palm side to back) at the wrist crease, knuckle, PIP, DIP and tip, as shares of L. */
const thickness = [0.16, 0.13, 0.095, 0.08, 0.06] as const

const round = (value: number) => Math.round(value * 100) / 100

/** A finger or thumb seen from above: a tapered capsule from `base` towards `tip` whose rounded end reaches `tip` exactly. */
function capsule(base: Point, tip: Point, baseRadius: number, tipRadius: number, samples = 10): Point[] {
  const dx = tip.x - base.x
  const dy = tip.y - base.y
  const length = Math.hypot(dx, dy) || 1
  const ux = dx / length
  const uy = dy / length
  // Normal to the left of the direction.
  const nx = -uy
  const ny = ux
  const capCentre = { x: tip.x - ux * tipRadius, y: tip.y - uy * tipRadius }
  const points: Point[] = [
    { x: base.x + nx * baseRadius, y: base.y + ny * baseRadius },
    { x: capCentre.x + nx * tipRadius, y: capCentre.y + ny * tipRadius },
  ]
  for (let i = 1; i < samples; i++) {
    const angle = (Math.PI * i) / samples
    // From the left normal, through the tip, to the right normal.
    const c = Math.cos(angle)
    const s = Math.sin(angle)
    points.push({ x: capCentre.x + tipRadius * (nx * c + ux * s), y: capCentre.y + tipRadius * (ny * c + uy * s) })
  }
  points.push({ x: capCentre.x - nx * tipRadius, y: capCentre.y - ny * tipRadius }, { x: base.x - nx * baseRadius, y: base.y - ny * baseRadius })
  return points
}

/** Chaikin corner cutting: smooth corners, straight edges stay on their lines. */
function smooth(points: Point[], passes: number): Point[] {
  let current = points
  for (let pass = 0; pass < passes; pass++) {
    const next: Point[] = []
    for (let i = 0; i < current.length; i++) {
      const a = current[i]!
      const b = current[(i + 1) % current.length]!
      next.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y }, { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y })
    }
    current = next
  }
  return current
}

/** Twice the signed area (positive: counter-clockwise in y-up coordinates). */
function signedArea(points: readonly Point[]): number {
  let sum = 0
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!
    const b = points[(i + 1) % points.length]!
    sum += a.x * b.y - b.x * a.y
  }
  return sum
}

/**
 * One closed sub-path. Every sub-path winds the same way, so where palm, fingers and thumb overlap
 * the nonzero fill rule fills them once (the hand is one shape, not shapes with holes).
 */
function subpath(points: readonly Point[], map: (point: Point) => Point): string {
  const mapped = points.map(map)
  if (signedArea(mapped) < 0) mapped.reverse()
  return (
    mapped
      .map((point, index) => {
        return `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`
      })
      .join(' ') + ' Z'
  )
}

function bounds(shapes: readonly (readonly Point[])[]) {
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (const shape of shapes) {
    for (const { x, y } of shape) {
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
  }
  return { minX, maxX, minY, maxY }
}

/**
 * The top view, built in hand coordinates: u forward from the wrist crease, v across from the
 * thumb side of the knuckle line; then mapped to the overlay's x (across) and y (front at 0).
 */
function topView(hand: HandProfile, posture: HandPosture, mirror: boolean): HandTopView {
  const L = hand.lengthMm
  const B = hand.breadthMm
  const pitch = posture.pitchDeg.map((deg) => (deg * Math.PI) / 180)
  const projected = segmentShares.map((share, i) => share * L * Math.cos(pitch[i]!))
  const palm = projected[0]!
  const finger = projected[1]! + projected[2]! + projected[3]!
  const tipU = palm + finger

  const palmShape = smooth(
    [
      { x: 0.1 * B, y: 0 },
      { x: 0.9 * B, y: 0 },
      { x: 1.0 * B, y: 0.55 * palm },
      { x: 1.0 * B, y: palm },
      { x: 0, y: palm },
      { x: -0.06 * B, y: 0.45 * palm },
      { x: 0.02 * B, y: 0.12 * palm },
    ],
    2,
  )
  // Chaikin keeps the wrist edge on u = 0 but cuts its corners; nothing of the palm reaches behind it.
  const fingerShapes = fingers.map((item) => {
    const baseU = palm - item.setback * L
    const across = item.across * B
    return capsule({ x: across, y: baseU - 0.04 * L }, { x: across, y: baseU + finger * item.length }, (item.width * B) / 2, (item.width * B * 0.82) / 2)
  })
  // The thumb lies along the shell's side, angled out from the palm (drawing model).
  const thumbAngle = (28 * Math.PI) / 180
  const thumbLength = 0.3 * L * (0.75 + 0.25 * projectedLengthFactor(posture))
  const thumbBase = { x: 0.06 * B, y: 0.24 * palm }
  const thumbTip = { x: thumbBase.x - Math.sin(thumbAngle) * thumbLength, y: thumbBase.y + Math.cos(thumbAngle) * thumbLength }
  const thumbShape = capsule(thumbBase, thumbTip, 0.14 * B, 0.105 * B)

  const shapes = [palmShape, ...fingerShapes, thumbShape]
  const box = bounds(shapes)
  const width = box.maxX - box.minX
  // u → y: front (the middle fingertip, u = tipU) at 0, wrist crease (u = 0) at y = tipU.
  const map = (point: Point): Point => ({ x: mirror ? box.maxX - point.x : point.x - box.minX, y: tipU - point.y })
  const middle = fingers[1]!.across * B
  return {
    path: shapes.map((shape) => subpath(shape, map)).join(' '),
    width: round(width),
    length: round(tipU),
    landmarks: {
      fingertip: roundPoint(map({ x: middle, y: tipU })),
      knuckle: roundPoint(map({ x: middle, y: palm })),
      wristCrease: roundPoint(map({ x: 0.5 * B, y: 0 })),
      palmCentre: roundPoint(map({ x: 0.5 * B, y: palm / 2 })),
      thumbTip: roundPoint(map(thumbTip)),
      knuckleLine: { from: roundPoint(map({ x: 0, y: palm })), to: roundPoint(map({ x: B, y: palm })) },
    },
  }
}

const roundPoint = (point: Point): Point => ({ x: round(point.x), y: round(point.y) })

/** The side view, built in (a forward from the wrist crease, h above the desk) on the middle finger's centre line. */
function sideView(hand: HandProfile, posture: HandPosture): HandSideView {
  const L = hand.lengthMm
  const nodes: Point[] = [{ x: 0, y: posture.wristHeightShare * L }]
  for (let i = 0; i < segmentShares.length; i++) {
    const angle = (posture.pitchDeg[i]! * Math.PI) / 180
    const last = nodes[nodes.length - 1]!
    nodes.push({ x: last.x + segmentShares[i]! * L * Math.cos(angle), y: last.y + segmentShares[i]! * L * Math.sin(angle) })
  }
  // The back (dorsal) and palm side at each node: along the normal of the segments meeting there;
  // at the wrist crease a vertical cut, so the wrist crease is the back of the drawing.
  const upper: Point[] = []
  const lower: Point[] = []
  for (let i = 0; i < nodes.length; i++) {
    const half = (thickness[i]! * L) / 2
    const node = nodes[i]!
    if (i === 0) {
      upper.push({ x: 0, y: node.y + half })
      lower.push({ x: 0, y: node.y - half })
      continue
    }
    const before = nodes[i - 1]!
    const after = nodes[i + 1]
    let dx = node.x - before.x
    let dy = node.y - before.y
    if (after) {
      const l1 = Math.hypot(dx, dy) || 1
      const ax = after.x - node.x
      const ay = after.y - node.y
      const l2 = Math.hypot(ax, ay) || 1
      dx = dx / l1 + ax / l2
      dy = dy / l1 + ay / l2
    }
    const length = Math.hypot(dx, dy) || 1
    // Left of the direction of travel = the back of the hand (up for a flat hand).
    const nx = -dy / length
    const ny = dx / length
    if (i === nodes.length - 1) {
      // The fingertip: a rounded end around the last node.
      const ux = dx / length
      const uy = dy / length
      for (let k = 0; k <= 10; k++) {
        const angle = (Math.PI * k) / 10
        upper.push({ x: node.x + half * (nx * Math.cos(angle) + ux * Math.sin(angle)), y: node.y + half * (ny * Math.cos(angle) + uy * Math.sin(angle)) })
      }
      continue
    }
    upper.push({ x: node.x + nx * half, y: node.y + ny * half })
    lower.push({ x: node.x - nx * half, y: node.y - ny * half })
  }
  const outline = [...upper, ...lower.reverse()]
  const box = bounds([outline])
  const top = box.maxY
  const front = box.maxX
  // The hand rests on the desk the mice stand on (issue 31): its lowest point, the underside of the
  // wrist, is on it, whatever height the posture starts the wrist at.
  const rest = box.minY
  // a → x: the front-most point at 0, the wrist crease (a = 0) at x = front; h → y: desk at y = top - rest.
  const map = (point: Point): Point => ({ x: front - point.x, y: top - point.y })
  const [wrist, knuckle, pip, dip, tip] = nodes as [Point, Point, Point, Point, Point]
  return {
    path: subpath(outline, map),
    length: round(front),
    height: round(top - rest),
    landmarks: {
      fingertip: roundPoint(map(tip)),
      dip: roundPoint(map(dip)),
      pip: roundPoint(map(pip)),
      knuckle: roundPoint(map(knuckle)),
      wristCrease: roundPoint(map(wrist)),
      palmCentre: roundPoint(map({ x: (wrist.x + knuckle.x) / 2, y: (wrist.y + knuckle.y) / 2 })),
    },
  }
}

/**
 * The hand's outline in its grip's posture (or flat, as it is measured), top and side view, in
 * millimetres. `hand: 'left'` mirrors the top view (thumb on the right).
 */
export function generateHandOutline(hand: HandProfile, options: { posture?: PostureName; side?: 'right' | 'left' } = {}): HandOutline {
  const postureName = options.posture ?? hand.grip
  const posture = handPostures[postureName]
  return { hand, posture: postureName, top: topView(hand, posture, options.side === 'left'), side: sideView(hand, posture) }
}
