import { useEffect, useState } from 'react'
import type { MouseRow } from '../../lib/api-types'
import { whenPageIdle } from '../../lib/when-page-idle'
import type { TopOutline } from '../outlines/public'
import type { SimilarityTarget } from './similarity'

export type { TopOutline }

type OutlineModule = typeof import('../outlines/mouse-outline')

export interface TopOutlines {
  /** A mouse's top outline (traced where the catalogue has a trace); null without a length and width. */
  mouseTopOutline: (row: MouseRow) => TopOutline | null
  /** The top outline of typed figures (always generated); null without a length and width. */
  targetTopOutline: (target: SimilarityTarget) => TopOutline | null
}

// The outline code (web/features/outlines) loads when the page is idle after its first paint: the
// ranking is what a visitor reads first, and the page's first load does not carry it.
let loaded: TopOutlines | undefined
let loading: Promise<TopOutlines> | undefined
const load = () =>
  (loading ??= import('../outlines/mouse-outline').then(
    (module) => (loaded = { mouseTopOutline: module.mouseTopOutline, targetTopOutline: (target) => targetTopOutline(module, target) }),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/** The outline functions once their code is here (undefined until then). */
export function useTopOutlines(): TopOutlines | undefined {
  const [outlines, setOutlines] = useState(() => loaded)
  useEffect(() => {
    if (outlines) return
    let live = true
    const cancel = whenPageIdle(() => void load().then((value) => live && setOutlines(value), () => undefined))
    return () => {
      live = false
      cancel()
    }
  }, [outlines])
  return outlines
}

function targetTopOutline({ generatedTopOutline }: OutlineModule, target: SimilarityTarget): TopOutline | null {
  return generatedTopOutline({
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

/** "traced" or "generated from …", short, for the small overlay's caption. */
function kindOf(outline: TopOutline): string {
  if (outline.trace) return 'traced'
  return outline.described ? 'generated from dimensions and shape descriptors' : 'generated from dimensions only'
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
 * centred on each other (web/features/outlines: a mouse's traced top view where the catalogue has
 * one), with what each outline is. Nothing is drawn without both.
 */
export function SimilarOutline({ candidate, candidateName, reference, referenceName }: SimilarOutlineProps) {
  if (!candidate || !reference) return null
  const width = Math.max(candidate.width, reference.width) + 2 * pad
  const length = Math.max(candidate.length, reference.length) + 2 * pad
  const place = (outline: TopOutline) => `translate(${(width - outline.width) / 2} ${(length - outline.length) / 2})`
  const candidateKind = kindOf(candidate)
  const referenceKind = kindOf(reference)
  // Both alike: one clause; else each outline says what it is.
  const drawnFrom =
    candidateKind === referenceKind
      ? `Outlines ${candidateKind}`
      : `Filled: ${candidateKind}; dashed: ${referenceKind}`
  return (
    // Plain elements styled by web/index.html (.similar-outline), as the result around it.
    <figure className="similar-outline" data-testid="similar-outline">
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
      <figcaption data-testid="similar-outline-note">{drawnFrom}</figcaption>
    </figure>
  )
}
