import { describe, expect, it } from 'vitest'
import { pathBounds } from '../../web/features/outlines/generated-outline'
import { generateHandOutline, handPostures, projectedLengthFactor, segmentShares, type PostureName } from '../../web/features/fit/hand-outline'
import { grips, type HandProfile } from '../../web/lib/hand-profile'

const hands: HandProfile[] = [
  { lengthMm: 190, breadthMm: 85, grip: 'claw' },
  { lengthMm: 165.5, breadthMm: 74, grip: 'palm' },
  { lengthMm: 214, breadthMm: 99.5, grip: 'fingertip' },
]
const postures: PostureName[] = [...grips, 'flat']

/** Every (x, y) pair of M/L path data. */
function points(d: string): { x: number; y: number }[] {
  return [...d.matchAll(/[ML](-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }))
}

describe('the posture model', () => {
  it('splits the hand length into segments that add up to it', () => {
    expect(segmentShares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10)
  })

  it('documents how much each grip shortens the hand seen from above', () => {
    expect(projectedLengthFactor(handPostures.flat)).toBe(1)
    expect(projectedLengthFactor(handPostures.palm)).toBeCloseTo(0.962, 3)
    expect(projectedLengthFactor(handPostures.claw)).toBeCloseTo(0.684, 3)
    expect(projectedLengthFactor(handPostures.fingertip)).toBeCloseTo(0.911, 3)
  })
})

describe('the top view', () => {
  it.each(hands.flatMap((hand) => postures.map((posture) => [hand, posture] as const)))('%j in the %s posture: its drawn length is the hand length for that posture', (hand, posture) => {
    const outline = generateHandOutline(hand, { posture })
    const box = pathBounds(outline.top.path)
    const expected = hand.lengthMm * projectedLengthFactor(handPostures[posture])
    // The drawing spans exactly the wrist crease (y = length) to the middle fingertip (y = 0).
    expect(box.minY).toBeCloseTo(0, 1)
    expect(box.maxY).toBeCloseTo(expected, 1)
    expect(outline.top.length).toBeCloseTo(expected, 1)
    expect(outline.top.landmarks.fingertip.y).toBe(0)
    expect(outline.top.landmarks.wristCrease.y).toBeCloseTo(expected, 1)
    // x from 0 to the width.
    expect(box.minX).toBeCloseTo(0, 1)
    expect(box.maxX).toBeCloseTo(outline.top.width, 1)
  })

  it('is the full hand length when flat, as the hand is measured', () => {
    for (const hand of hands) {
      const top = generateHandOutline(hand, { posture: 'flat' }).top
      expect(pathBounds(top.path).maxY - pathBounds(top.path).minY).toBeCloseTo(hand.lengthMm, 1)
    }
  })

  it('is the hand breadth across the knuckles, from the knuckle line to the little-finger edge', () => {
    for (const hand of hands) {
      for (const posture of postures) {
        const top = generateHandOutline(hand, { posture }).top
        const { from, to } = top.landmarks.knuckleLine
        expect(to.x - from.x).toBeCloseTo(hand.breadthMm, 1)
        expect(from.y).toBe(to.y)
        // Nothing reaches past the little finger's knuckle edge.
        expect(pathBounds(top.path).maxX).toBeCloseTo(to.x, 1)
      }
    }
  })

  it('puts the landmarks in order from the fingertip to the wrist', () => {
    for (const hand of hands) {
      const { landmarks } = generateHandOutline(hand).top
      expect(landmarks.fingertip.y).toBeLessThan(landmarks.knuckle.y)
      expect(landmarks.knuckle.y).toBeLessThan(landmarks.palmCentre.y)
      expect(landmarks.palmCentre.y).toBeLessThan(landmarks.wristCrease.y)
      // A right hand's thumb on the left, as on a right-handed mouse.
      expect(landmarks.thumbTip.x).toBeLessThan(landmarks.fingertip.x)
    }
  })

  it('mirrors a left hand', () => {
    const hand = hands[0]!
    const right = generateHandOutline(hand).top
    const left = generateHandOutline(hand, { side: 'left' }).top
    expect(left.width).toBe(right.width)
    expect(left.landmarks.thumbTip.x).toBeCloseTo(right.width - right.landmarks.thumbTip.x, 1)
    expect(left.landmarks.thumbTip.x).toBeGreaterThan(left.landmarks.fingertip.x)
  })

  it('scales with the hand', () => {
    const small = generateHandOutline({ lengthMm: 160, breadthMm: 72, grip: 'claw' }).top
    const large = generateHandOutline({ lengthMm: 220, breadthMm: 99, grip: 'claw' }).top
    expect(large.length / small.length).toBeCloseTo(220 / 160, 2)
    expect(large.width / small.width).toBeCloseTo(99 / 72, 2)
  })
})

describe('the side view', () => {
  it.each(hands.flatMap((hand) => grips.map((grip) => [hand, grip] as const)))('%j in the %s grip: to scale, desk at the bottom, wrist crease at the back', (hand, grip) => {
    const side = generateHandOutline(hand, { posture: grip }).side
    const box = pathBounds(side.path)
    expect(box.minX).toBeCloseTo(0, 1)
    expect(box.maxX).toBeCloseTo(side.length, 1)
    expect(box.minY).toBeCloseTo(0, 1)
    // The hand rests on the desk the mice stand on (y = height, issue 31): nothing below it, nothing floating above it.
    expect(box.maxY).toBeCloseTo(side.height, 1)
    expect(side.landmarks.wristCrease.x).toBeCloseTo(side.length, 1)
    // Along the length, the middle finger's ray is the same as seen from above.
    const top = generateHandOutline(hand, { posture: grip }).top
    const wristToTip = side.landmarks.wristCrease.x - side.landmarks.fingertip.x
    expect(wristToTip).toBeCloseTo(top.length, 1)
    const wristToKnuckle = side.landmarks.wristCrease.x - side.landmarks.knuckle.x
    expect(wristToKnuckle).toBeCloseTo(top.landmarks.wristCrease.y - top.landmarks.knuckle.y, 1)
    // The centre line's segments keep their real lengths.
    const { wristCrease, knuckle, pip, dip, fingertip } = side.landmarks
    const segment = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y)
    const lengths = [segment(wristCrease, knuckle), segment(knuckle, pip), segment(pip, dip), segment(dip, fingertip)]
    lengths.forEach((length, i) => expect(length).toBeCloseTo(segmentShares[i]! * hand.lengthMm, 1))
  })

  it('puts a claw’s knuckles higher than a palm’s, and fingertips on the buttons rather than the desk', () => {
    const hand = hands[0]!
    const claw = generateHandOutline({ ...hand, grip: 'claw' }).side
    const palm = generateHandOutline({ ...hand, grip: 'palm' }).side
    const heightOf = (view: typeof claw, point: { y: number }) => view.height - point.y
    expect(heightOf(claw, claw.landmarks.knuckle)).toBeGreaterThan(heightOf(palm, palm.landmarks.knuckle))
    // Heights above the desk the hand rests on (its wrist's underside on it): the fingertips are up
    // on the buttons, not down on the desk.
    for (const view of [claw, palm]) {
      expect(heightOf(view, view.landmarks.fingertip)).toBeGreaterThan(10)
      expect(heightOf(view, view.landmarks.fingertip)).toBeLessThan(45)
    }
    expect(points(claw.path).length).toBeGreaterThan(10)
  })
})
