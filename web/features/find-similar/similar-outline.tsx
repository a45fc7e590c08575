import { Box, Text } from '@chakra-ui/react'
import type { MouseRow } from '../../lib/api-types'
import { generateSilhouette } from '../catalogue/public'
import type { SilhouetteInput } from '../catalogue/public'
import type { SimilarityTarget } from './similarity'

/** One top-view outline, in millimetres (path box [0, width] × [0, length]). */
export interface TopOutline {
  path: string
  length: number
  width: number
  /** Drawn from shape descriptors as well as dimensions (else from the dimensions only). */
  described: boolean
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

function outlineOf(input: SilhouetteInput): TopOutline | null {
  if (!positive(input.length) || !positive(input.width)) return null
  // Only the top view is drawn here; a missing height changes nothing in it.
  const silhouette = generateSilhouette({ ...input, height: positive(input.height) ? input.height : 1 })
  return { path: silhouette.top, length: input.length, width: input.width, described: Boolean(input.frontFlare || input.sideCurvature || input.humpPlacement) }
}

/** A mouse's top outline (null without a length and width), from every descriptor the row has. */
export function mouseTopOutline(row: MouseRow): TopOutline | null {
  return outlineOf({
    length: row.mouse__length,
    width: row.mouse__width,
    height: row.mouse__height,
    shape: row.mouse__shape,
    frontFlare: row.mouse__front_flare,
    sideCurvature: row.mouse__side_curvature,
    humpPlacement: row.mouse__hump_placement,
    handCompatibility: row.mouse__hand_compatibility,
    thumbRest: row.mouse__thumb_rest,
    ringFingerRest: row.mouse__ring_finger_rest,
    sizeClass: row.mouse__size_class ?? null,
  })
}

/** The top outline of typed figures (null without a length and width). */
export function targetTopOutline(target: SimilarityTarget): TopOutline | null {
  return outlineOf({
    length: target.length ?? 0,
    width: target.width ?? 0,
    height: target.height ?? 0,
    shape: target.shape ?? null,
    frontFlare: target.flare ?? null,
    sideCurvature: target.curve ?? null,
    humpPlacement: target.hump ?? null,
    handCompatibility: target.hand ?? null,
    thumbRest: target.thumbRest ?? null,
    ringFingerRest: target.ringRest ?? null,
  })
}

/** Pixels per millimetre of the small overlay (a 125 mm mouse is 70 px long). */
const scale = 0.56
const pad = 1.5

export interface SimilarOutlineProps {
  candidate: TopOutline | null
  candidateName: string
  reference: TopOutline | null
  referenceName: string
}

/**
 * A small top view of a result's outline (filled) over the reference's (dashed), to scale and
 * centred on each other, with what the outlines are drawn from. Nothing is drawn without both.
 */
export function SimilarOutline({ candidate, candidateName, reference, referenceName }: SimilarOutlineProps) {
  if (!candidate || !reference) return null
  const width = Math.max(candidate.width, reference.width) + 2 * pad
  const length = Math.max(candidate.length, reference.length) + 2 * pad
  const place = (outline: TopOutline) => `translate(${(width - outline.width) / 2} ${(length - outline.length) / 2})`
  const described = candidate.described && reference.described
  const drawnFrom = described ? 'dimensions and shape descriptors' : candidate.described || reference.described ? 'dimensions (and shape descriptors where known)' : 'dimensions only'
  return (
    <Box as="figure" m="0" flexShrink={0} w="5.5rem" display="flex" flexDirection="column" alignItems="center" data-testid="similar-outline">
      <svg
        role="img"
        aria-label={`Top view to scale: ${candidateName} (filled) over ${referenceName} (dashed), centred on each other`}
        viewBox={`0 0 ${width} ${length}`}
        width={Math.round(width * scale)}
        height={Math.round(length * scale)}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <path
          d={reference.path}
          transform={place(reference)}
          fill="none"
          stroke="var(--chakra-colors-fg-muted)"
          strokeDasharray="3 2"
          strokeWidth={0.8}
          data-outline="reference"
        />
        <path
          d={candidate.path}
          transform={place(candidate)}
          fill="var(--chakra-colors-brand-solid)"
          fillOpacity={0.25}
          stroke="var(--chakra-colors-brand-solid)"
          strokeWidth={1}
          data-outline="candidate"
        />
      </svg>
      <Text as="figcaption" fontSize="2xs" color="fg.muted" lineHeight="short" mt="1" textAlign="center" data-testid="similar-outline-note">
        Outlines drawn from {drawnFrom}
      </Text>
    </Box>
  )
}
