import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import type { MouseRow } from '../../lib/api-types'
import { parseHandParam, type HandProfile } from '../../lib/hand-profile'
import { FindSimilarLayout } from '../../components/layouts/find-similar-layout'
import { productName } from '../../lib/product-name'
import { MouseActions } from '../catalogue/public'
import { MouseCompareBar, RecentMice, reviewLinksByHandle, useCompareHandles, useMiceByHandle, type ReviewLink } from '../catalogue/public'
import { formatDimensions, formatNumber, traitLabel } from '../../lib/mouse-format'
import { miceQueries } from '../catalogue/public'
import { reviewQueries } from '../reviews/public'
import { similarResultLimit } from './find-similar-ranking'
import { validateFindSimilarSearch, type FindSimilarSearch } from './find-similar-search'
import { findSimilarMeta } from './find-similar-meta'
import { useStoredHand } from '../fit/public'
import { fitWeightFromSearch, searchFromMouse, serializeTolerances, serializeWeights, tolerancesFromSearch, typedTarget, weightsFromSearch } from './find-similar-settings'
import { LazyTargetForm } from './lazy-target-form'
import { MousePicker } from './mouse-picker'
import { useTopOutlines, type TopOutline, type TopOutlines } from './similar-outline'
import { SimilarResult } from './similar-result'
import {
  catalogueScales,
  explainSimilarity,
  rankSimilar,
  shellDimensionToleranceMm,
  targetFromMouse,
  type ExtraDimension,
  type RankedMouse,
  type Scales,
  type SimilarityTarget,
  type Tolerances,
  type Weights,
} from './similarity'
import { SimilaritySettings } from './similarity-settings'

/**
 * Results a page shows, all in its first render: the browser lays out only those near the screen
 * (`content-visibility`, index.html). A visitor coming back finds the one they left from: the
 * router restores the scroll position once the page has rendered, and a list that grew only later
 * (the first four results, then the rest) had cut it short at the fourth.
 */
const pageSize = 24

type FitModule = typeof import('../fit/fit-model')
let fitModule: Promise<FitModule> | undefined

/** The fit model, loaded on first use: only once a hand is set (issue 22: no first-load growth). */
function useFitModule(wanted: boolean): FitModule | null {
  const [loaded, setLoaded] = useState<FitModule | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    fitModule ??= import('../fit/fit-model')
    fitModule.then(
      (module) => live && setLoaded(module),
      () => (fitModule = undefined),
    )
    return () => {
      live = false
    }
  }, [wanted, loaded])
  return wanted ? loaded : null
}

/** The visitor's hand: the URL's `hand=190x85-claw` when valid, else this browser's (or the account's); null when none. */
function useVisitorHand(raw: unknown): HandProfile | null {
  const { stored } = useStoredHand()
  const fromUrl = useMemo(() => parseHandParam(raw), [raw])
  return fromUrl ?? stored
}

interface SimilarResultListProps {
  ranked: readonly RankedMouse[]
  /** How many of them are shown. */
  count: number
  target: SimilarityTarget
  explainOptions: { weights: Weights; tolerances: Tolerances; scales: Scales }
  compareHandles: ReadonlySet<string>
  reviewLinks: ReadonlyMap<string, ReviewLink>
  outlines: TopOutlines | undefined
  referenceOutline: TopOutline | null
  referenceName: string
  fitText: (row: MouseRow) => string | undefined
}

/**
 * The ranked results. A component of its own, memoized, so that a render of the page for anything
 * else (the reviews' first, undeferred update) does not render 24 results again.
 */
const SimilarResultList = memo(function SimilarResultList({ ranked, count, target, explainOptions, compareHandles, reviewLinks, outlines, referenceOutline, referenceName, fitText }: SimilarResultListProps) {
  return (
    <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3" data-testid="similar-results">
      {ranked.slice(0, count).map((item, position) => (
        <li key={item.row.general__handle}>
          <SimilarResult
            rank={position + 1}
            row={item.row}
            similarity={item.similarity}
            confidence={item.confidence}
            basis={item.basis}
            explanation={explainSimilarity(item.row, target, explainOptions)}
            inCompare={compareHandles.has(item.row.general__handle)}
            review={reviewLinks.get(item.row.general__handle)}
            shell={item.shell}
            outline={outlines ? { candidate: outlines.mouseTopOutline(item.row), reference: referenceOutline, referenceName } : 'pending'}
            fitText={fitText(item.row)}
          />
        </li>
      ))}
    </Box>
  )
})

/** /mouse/find-similar: pick a mouse or type figures, get the mice closest in shape, each explained. */
export function FindSimilarPage() {
  // Validated again: the router keeps keys its validateSearch dropped (e.g. a garbage length).
  const rawSearch = useSearch({ from: '/mouse/find-similar' })
  const search = useMemo(() => validateFindSimilarSearch(rawSearch as Record<string, unknown>), [rawSearch])
  const navigate = useNavigate({ from: '/mouse/find-similar' })
  const { data: mice } = useSuspenseQuery(miceQueries.list())
  const { data: reviews } = useQuery(reviewQueries.list())
  // The reviews and the outlines' code arrive after the page. A query's update is rendered at once
  // and in one piece (traced at 4× on a phone: 150–240 ms for 24 results); deferred, the results
  // are rendered again in a transition React slices, and the page's other parts at once.
  const deferredReviews = useDeferredValue(reviews)
  const reviewLinks = useMemo(() => reviewLinksByHandle(deferredReviews), [deferredReviews])
  const miceByHandle = useMiceByHandle(mice)
  const compareHandles = useCompareHandles()

  const reference = search.mouse ? miceByHandle.get(search.mouse) : undefined
  const unknownHandle = search.mouse !== undefined && reference === undefined ? search.mouse : undefined
  const typed = useMemo(() => (search.mouse ? null : typedTarget(search)), [search])
  const target = useMemo(() => (reference ? targetFromMouse(reference) : typed), [reference, typed])
  const weights = useMemo(() => weightsFromSearch(search), [search])
  const tolerances = useMemo(() => tolerancesFromSearch(search), [search])
  const fitWeight = useMemo(() => fitWeightFromSearch(search), [search])
  const scales = catalogueScales(mice)
  const explainOptions = useMemo(() => ({ weights, tolerances, scales }), [weights, tolerances, scales])
  // `hand` is also the typed target's hand compatibility (right, left, ambidextrous): a hand size never parses as one.
  const hand = useVisitorHand((rawSearch as Record<string, unknown>).hand)
  const fit = useFitModule(hand !== null)
  const scorer = useMemo(() => (fit && hand ? fit.createFitScorer(hand) : null), [fit, hand])
  const extra = useMemo<ExtraDimension | undefined>(() => {
    if (!scorer || !fit || fitWeight === 0) return undefined
    return {
      weight: fitWeight,
      distanceOf: (row) => {
        const score = scorer.score(fit.fitInputFromMouse(row))
        return Number.isNaN(score) ? null : 1 - score / 100
      },
    }
  }, [scorer, fit, fitWeight])
  const fitText = useCallback(
    (row: MouseRow) => {
      if (!scorer || !fit) return undefined
      const score = scorer.score(fit.fitInputFromMouse(row))
      return Number.isNaN(score) ? 'Fit: not enough data' : `Fit ${score}: ${fit.verdictLabels[fit.verdictFor(score)].toLowerCase()}`
    },
    [scorer, fit],
  )
  const [mode, setMode] = useState<'mouse' | 'figures'>(typed ? 'figures' : 'mouse')
  const [shown, setShown] = useState(pageSize)
  useEffect(() => setShown(pageSize), [search])

  const ranked = useMemo(
    () => (target ? rankSimilar(mice, target, { weights, tolerances, scales, extra, excludeHandle: reference?.general__handle, limit: similarResultLimit }) : []),
    [mice, target, weights, tolerances, scales, extra, reference],
  )
  const outlines = useDeferredValue(useTopOutlines())
  const referenceOutline = useMemo(() => (!outlines ? null : reference ? outlines.mouseTopOutline(reference) : target ? outlines.targetTopOutline(target) : null), [outlines, reference, target])

  const keep = { w: search.w, tol: search.tol }
  const setSettings = (nextWeights: Weights, nextTolerances: Tolerances, nextFitWeight: number) => {
    void navigate({
      search: (current: FindSimilarSearch) => ({ ...current, w: serializeWeights(nextWeights, nextFitWeight), tol: serializeTolerances(nextTolerances) }),
      replace: true,
      resetScroll: false,
    })
  }
  const submitFigures = (figures: FindSimilarSearch) => {
    void navigate({ search: { ...figures, ...keep }, resetScroll: false })
  }

  const referenceName = reference ? productName(reference) : undefined
  const { title, description } = findSimilarMeta(reference)

  const targetPanel = (
    <Box borderWidth="1px" borderColor="border" rounded="lg" p="4">
      <Flex role="group" aria-label="Compare with" gap="1" mb="3">
        <Button size="sm" flex="1" variant={mode === 'mouse' ? 'solid' : 'outline'} aria-pressed={mode === 'mouse'} onClick={() => setMode('mouse')}>
          A mouse
        </Button>
        <Button size="sm" flex="1" variant={mode === 'figures' ? 'solid' : 'outline'} aria-pressed={mode === 'figures'} onClick={() => setMode('figures')}>
          Dimensions
        </Button>
      </Flex>
      {mode === 'mouse' && <MousePicker mice={mice} keep={keep} />}
      <LazyTargetForm
        key={reference?.general__handle ?? 'typed'}
        wanted={mode === 'figures'}
        initial={reference ? searchFromMouse(reference) : search}
        onSubmit={submitFigures}
      />
    </Box>
  )

  return (
    <FindSimilarLayout
      title={title}
      description={description}
      banner={<RecentMice miceByHandle={miceByHandle} exclude={reference?.general__handle} />}
      target={targetPanel}
      settings={<SimilaritySettings weights={weights} tolerances={tolerances} fitWeight={hand ? fitWeight : undefined} onChange={setSettings} />}
      footer={<MouseCompareBar miceByHandle={miceByHandle} />}
    >
      {unknownHandle !== undefined && (
        <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" color="fg.error" rounded="lg" p="4" mb="4" data-testid="unknown-mouse">
          <Text fontWeight="semibold">No such mouse: “{unknownHandle}”.</Text>
          <Text fontSize="sm">It may have been renamed or removed. Choose a mouse or enter dimensions instead.</Text>
        </Box>
      )}
      {reference && (
        <Box borderWidth="1px" borderColor="brand.solid" rounded="lg" p="4" mb="4" data-testid="reference-mouse">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Reference
          </Text>
          <Heading as="h2" size="lg">
            {referenceName}
          </Heading>
          <Text fontSize="sm" mt="1">
            {formatDimensions(reference)} · {formatNumber(reference.mouse__weight, 'g')} · {traitLabel(reference.mouse__shape)} · {traitLabel(reference.mouse__hand_compatibility)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Hump {traitLabel(reference.mouse__hump_placement).toLowerCase()} · front flare {traitLabel(reference.mouse__front_flare).toLowerCase()} · sides{' '}
            {traitLabel(reference.mouse__side_curvature).toLowerCase()}
          </Text>
          <Box mt="3">
            <MouseActions row={reference} inCompare={compareHandles.has(reference.general__handle)} review={reviewLinks.get(reference.general__handle)} withoutSimilar />
          </Box>
        </Box>
      )}
      {!target ? (
        <Box borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="lg" p="8" textAlign="center" data-testid="no-target">
          <Heading as="h2" size="md" mb="1">
            Choose a mouse or enter dimensions
          </Heading>
          <Text color="fg.muted">The mice closest in size and shape will be listed here, each with its differences.</Text>
        </Box>
      ) : (
        <>
          <Heading as="h2" size="md" mb="1" aria-live="polite">
            {ranked.length === 0 ? 'No other mice to compare with' : `The ${Math.min(shown, ranked.length)} most similar mice`}
          </Heading>
          {ranked.length > 0 && (
            <Text fontSize="sm" color="fg.muted" mb="3" maxW="3xl" data-testid="similar-order">
              In order: mice of the same shell first, marked “Same shell” (recorded as sharing its shape, another edition of the same
              product and size, the same shape descriptors with length, width and height each within {shellDimensionToleranceMm} mm, or the
              same maker, model name and dimensions); then the rest. Within each, by the similarity shown, highest first: how alike the
              figures both mice have are (figures within the tolerances counting as equal), times the share of the figures that could be
              compared. A figure that is not known is never counted as a match: a mouse known only by its size and weight is at most about
              half as similar, and says so. Mice with the same score are ordered by the closest figures before tolerances, then by how many
              figures are known, then by name.{extra ? ' The fit to your hand counts with its weight.' : ''}
            </Text>
          )}
          <SimilarResultList
            ranked={ranked}
            count={shown}
            target={target}
            explainOptions={explainOptions}
            compareHandles={compareHandles}
            reviewLinks={reviewLinks}
            outlines={outlines}
            referenceOutline={referenceOutline}
            referenceName={referenceName ?? 'your dimensions'}
            fitText={fitText}
          />
          {shown < ranked.length && (
            <Button mt="4" variant="outline" onClick={() => setShown((count) => count + pageSize)}>
              Show more
            </Button>
          )}
        </>
      )}
    </FindSimilarLayout>
  )
}
