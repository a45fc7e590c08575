import { Box, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { generateHandOutline } from './hand-outline'
import { HandOutlineShape } from './hand-outline-svg'
import { measureSteps } from './fit-text'

/** An average hand, flat, for the drawing; its own proportions are the drawing model's. */
const example = generateHandOutline({ lengthMm: 190, breadthMm: 85, grip: 'palm' }, { posture: 'flat' }).top

const margin = { left: 10, right: 56, top: 8, bottom: 12 }

/**
 * How to measure a hand: a flat hand with the two measurements drawn on it, length from the wrist
 * crease to the tip of the middle finger and breadth across the knuckles. Inline SVG in the
 * theme's colours (currentColor and the brand colour), with a text alternative; the steps are also
 * written out beside it.
 */
export function MeasureIllustration() {
  const id = 'measure' + useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const { fingertip, wristCrease, knuckleLine } = example.landmarks
  const width = margin.left + example.width + margin.right
  const height = margin.top + example.length + margin.bottom
  const lengthX = example.width + 12
  const arrow = 'var(--chakra-colors-brand-fg)'
  return (
    <Box as="figure" m="0" data-testid="measure-illustration">
      <Box maxW="15rem" mx="auto">
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`${-margin.left} ${-margin.top} ${width} ${height}`} style={{ width: '100%', height: 'auto', display: 'block' }}>
          <title id={`${id}-title`}>How to measure your hand</title>
          <desc id={`${id}-desc`}>
            {measureSteps.length} {measureSteps.breadth}
          </desc>
          <defs>
            <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
              <path d="M0 0 L10 5 L0 10 z" fill={arrow} />
            </marker>
          </defs>
          <g color="currentColor" opacity={0.9}>
            <HandOutlineShape view={example} />
          </g>
          {/* Length: wrist crease to the tip of the middle finger, drawn beside the hand. */}
          <line x1={fingertip.x} y1={0} x2={lengthX + 4} y2={0} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 2" strokeWidth={0.6} />
          <line x1={wristCrease.x} y1={wristCrease.y} x2={lengthX + 4} y2={wristCrease.y} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 2" strokeWidth={0.6} />
          <line x1={lengthX} y1={1.5} x2={lengthX} y2={wristCrease.y - 1.5} stroke={arrow} strokeWidth={1.4} markerStart={`url(#${id}-arrow)`} markerEnd={`url(#${id}-arrow)`} />
          <text x={lengthX + 4} y={wristCrease.y / 2} fill="currentColor" style={{ fontSize: 9, fontWeight: 600 }} dominantBaseline="middle">
            Length
          </text>
          {/* Breadth: across the knuckles. */}
          <line x1={knuckleLine.from.x + 1.5} y1={knuckleLine.from.y} x2={knuckleLine.to.x - 1.5} y2={knuckleLine.to.y} stroke={arrow} strokeWidth={1.4} markerStart={`url(#${id}-arrow)`} markerEnd={`url(#${id}-arrow)`} />
          <text x={(knuckleLine.from.x + knuckleLine.to.x) / 2} y={knuckleLine.from.y + 17} fill="currentColor" textAnchor="middle" style={{ fontSize: 9, fontWeight: 600 }}>
            Breadth
          </text>
          <text x={wristCrease.x} y={wristCrease.y + 9} fill="currentColor" fillOpacity={0.8} textAnchor="middle" style={{ fontSize: 6.5 }}>
            wrist crease
          </text>
        </svg>
      </Box>
      <Box as="figcaption" mt="3">
        <Text fontSize="sm" mb="1">
          {measureSteps.length}
        </Text>
        <Text fontSize="sm">{measureSteps.breadth}</Text>
      </Box>
    </Box>
  )
}
