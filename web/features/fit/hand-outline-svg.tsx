import type { HandSideView, HandTopView } from './hand-outline'

type HandView = HandTopView | HandSideView

/** The view's box in millimetres: top [0, width] × [0, length], side [0, length] × [0, height]. */
export function handViewBox(view: HandView): { w: number; h: number } {
  return 'width' in view ? { w: view.width, h: view.length } : { w: view.length, h: view.height }
}

export interface HandOutlineShapeProps {
  view: HandView
  /** Any CSS colour; currentColor (the default) follows the theme. */
  color?: string
  /** Marks the fingertip, knuckle, palm centre and wrist crease. */
  showLandmarks?: boolean
  /** An SVG transform placing the hand in a larger drawing (millimetres), e.g. the compare overlay. */
  transform?: string
}

/**
 * The hand outline as SVG elements in millimetres, for a drawing that already has a millimetre
 * viewBox (the compare overlay places it under the mice). Purely visual: the drawing it sits in
 * carries the accessible name.
 */
export function HandOutlineShape({ view, color = 'currentColor', showLandmarks = false, transform }: HandOutlineShapeProps) {
  const marks = [view.landmarks.fingertip, view.landmarks.knuckle, view.landmarks.palmCentre, view.landmarks.wristCrease]
  return (
    <g transform={transform} data-testid="hand-outline" aria-hidden="true">
      <path d={view.path} fill={color} fillOpacity={0.12} stroke={color} strokeOpacity={0.85} strokeLinejoin="round" vectorEffect="non-scaling-stroke" style={{ strokeWidth: 1.25 }} />
      {showLandmarks &&
        marks.map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r={1.4} fill={color} fillOpacity={0.85} data-landmark={['fingertip', 'knuckle', 'palm-centre', 'wrist-crease'][index]} />
        ))}
    </g>
  )
}

export interface HandOutlineSvgProps extends Omit<HandOutlineShapeProps, 'transform'> {
  /** CSS pixels per millimetre: the drawing is exactly to scale at this zoom. */
  pxPerMm: number
  /** The accessible name, e.g. "Your hand, top view, to scale". */
  label: string
  /** Side view: draws the desk the hand rests on (its bottom edge). */
  showDesk?: boolean
}

/** The hand outline on its own, drawn at `pxPerMm` CSS pixels per millimetre. */
export function HandOutlineSvg({ view, pxPerMm, label, color, showLandmarks, showDesk }: HandOutlineSvgProps) {
  const box = handViewBox(view)
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box.w} ${box.h}`}
      width={box.w * pxPerMm}
      height={box.h * pxPerMm}
      style={{ display: 'block', overflow: 'visible' }}
      data-testid="hand-outline-svg"
    >
      <HandOutlineShape view={view} color={color} showLandmarks={showLandmarks} />
      {showDesk && <line x1={0} x2={box.w} y1={box.h} y2={box.h} stroke="currentColor" vectorEffect="non-scaling-stroke" style={{ strokeWidth: 1.5 }} data-testid="hand-desk" />}
    </svg>
  )
}
