/**
 * The fit on /mouse/browse (issue 22, point 3), loaded on demand by use-browse-fit.tsx only when a
 * hand may be set (a `hand=` in the URL or a stored hand): the fit model, the hand's validation
 * (web/lib/hand-profile.ts, valibot) and these pieces never reach the page's first load.
 *
 * The hand: the URL's `hand=` when it is a valid hand (it wins), else this browser's (or the
 * account's) hand from the hand store; a `hand=` that is not valid is ignored. Scores use the fit
 * model's default weights and tolerances (the fit page's own settings live in its URL).
 */
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { BrowseControls, CatalogueConfig, TableColumn } from '../catalogue/public'
import type { MouseRow } from '../../lib/api-types'
import { describeHand, parseHandParam, serializeHandParam, type HandProfile, type LengthUnit } from '../../lib/hand-profile'
import { productName } from '../../lib/product-name'
import { createFitScorer, fitInputFromMouse, verdictLabels, type FitResult, type FitScorer } from './fit-model'
import { getStoredHandState, startHandAccountSync, storeHand, subscribeStoredHand, type StoredHandState } from './hand-store'
import { browseFitScores, fitsMyHandMinScore, fitsMyHandVerdicts, withFit, type BrowseFitScores } from './browse-fit-model'

export { getStoredHandState, startHandAccountSync, subscribeStoredHand }

export interface BrowseFit {
  hand: HandProfile
  /** Where the hand comes from: the link's `hand=` or this browser (or the account). */
  source: 'url' | 'stored'
  /** `190x85-claw`: what a link carries. */
  param: string
  unit: LengthUnit
  scorer: FitScorer
  scores: BrowseFitScores
  /** The mouse catalogue with the fit facet and the fit sort. */
  config: CatalogueConfig<MouseRow>
}

/** The hand a URL's raw `hand=` names, or null when it is missing or not a valid hand. */
export function handFromUrl(raw: string | undefined): HandProfile | null {
  return raw ? (parseHandParam(raw) ?? null) : null
}

/** The fit for these mice, or null when no valid hand is set. */
export function createBrowseFit(rows: readonly MouseRow[], base: CatalogueConfig<MouseRow>, rawHand: string | undefined, stored: StoredHandState): BrowseFit | null {
  const fromUrl = handFromUrl(rawHand)
  const hand = fromUrl ?? stored.stored
  if (!hand) return null
  const scorer = createFitScorer(hand)
  const scores = browseFitScores(rows, scorer)
  return { hand, source: fromUrl ? 'url' : 'stored', param: serializeHandParam(hand), unit: stored.unit, scorer, scores, config: withFit(base, scores) }
}

/** Forgets this browser's (and the account's) hand; the page removes a hand from its URL. */
export function clearStoredHand(): void {
  storeHand(null)
}

const verdictPalettes: Record<string, string> = { great: 'green', good: 'brand', fair: 'gray', poor: 'red' }

function explain(fit: BrowseFit, row: MouseRow): FitResult {
  return fit.scorer.explain(fitInputFromMouse(row), { unit: fit.unit })
}

/**
 * A mouse's fit: its score and verdict ("92 · Great fit") or "Not enough data", as a button that
 * opens the explanation (a popover: Escape or a click elsewhere closes it).
 */
export function FitBadge({ fit, row, compact = false }: { fit: BrowseFit; row: MouseRow; /** "92 · Great" (a table cell). */ compact?: boolean }) {
  const id = useId()
  const result = explain(fit, row)
  const scored = result.status === 'scored'
  const label = scored ? `${result.score} · ${verdictLabels[result.verdict]}` : verdictLabels['not-enough-data']
  const shown = compact ? (scored ? `${result.score} · ${verdictLabels[result.verdict].replace(/ fit$/, '')}` : 'No data') : label
  const lines = scored ? result.parts.map((part) => part.text) : [result.text]
  const name = productName(row)
  return (
    <>
      <chakra.button
        type="button"
        popoverTarget={`${id}-why`}
        colorPalette={scored ? verdictPalettes[result.verdict] : 'gray'}
        bg="colorPalette.subtle"
        color="colorPalette.fg"
        fontSize="xs"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        // Narrow in a table cell: with the fit column the mice table still fits at 1280 px (issue 20).
        px={compact ? '1.5' : '2'}
        minH={{ base: '44px', md: '6' }}
        rounded="sm"
        whiteSpace="nowrap"
        cursor="pointer"
        aria-label={`Fit for your hand: ${label}. Why?`}
        data-testid="fit-badge"
        data-fit-score={scored ? result.score : ''}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {shown}
      </chakra.button>
      <chakra.div
        id={`${id}-why`}
        popover="auto"
        role="dialog"
        aria-label={`Fit of ${name}`}
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="lg"
        p="4"
        maxW="min(22rem, calc(100vw - 32px))"
        whiteSpace="normal"
        textAlign="start"
        data-testid="fit-explanation"
      >
        <Text fontWeight="semibold" mb="1">
          {name}: {label}
        </Text>
        <chakra.ul listStyleType="disc" ps="5" fontSize="sm" mb="3">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </chakra.ul>
        <Flex gap="2" align="center" justify="space-between">
          <chakra.a asChild color="brand.fg" textDecoration="underline" fontSize="sm" display="inline-flex" alignItems="center" minH="44px">
            <Link to="/mouse/fit" search={fit.source === 'url' ? { hand: fit.param } : {}}>
              How the fit is scored
            </Link>
          </chakra.a>
          <Button size="sm" variant="outline" minH="44px" popoverTarget={`${id}-why`} popoverTargetAction="hide">
            Close
          </Button>
        </Flex>
      </chakra.div>
    </>
  )
}

/** The table's fit column (after the name), sortable by fit. */
export function fitColumn(fit: BrowseFit): TableColumn<MouseRow> {
  return { id: 'fit', header: 'Fit', sortKey: 'fit', accessor: (row) => <FitBadge fit={fit} row={row} compact /> }
}

export interface HandPanelProps {
  fit: BrowseFit
  /** "Fits my hand" is on (the fit filter is exactly great + good). */
  fitsOnly: boolean
  onFitsOnlyChange: (on: boolean) => void
  /** Forget the hand (and drop it from the URL). */
  onClear: () => void
}

/** Whose hand the fit is for, with "Fits my hand", change and clear. */
export function HandPanel({ fit, fitsOnly, onFitsOnlyChange, onClear }: HandPanelProps) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" px="3" py="2" data-testid="browse-hand">
      <Flex align="center" gap="2" wrap="wrap" fontSize="sm">
        <Text me="auto">
          Fit for your hand: <chakra.span fontWeight="semibold">{describeHand(fit.hand, fit.unit)}</chakra.span>
          {fit.source === 'url' ? <chakra.span color="fg.muted"> (from the link)</chakra.span> : null}
        </Text>
        <Button
          size="xs"
          minH={{ base: '44px', md: '8' }}
          variant={fitsOnly ? 'solid' : 'outline'}
          aria-pressed={fitsOnly}
          onClick={() => onFitsOnlyChange(!fitsOnly)}
          title={`A fit score of ${fitsMyHandMinScore} or more (${fitsMyHandVerdicts.map((verdict) => verdictLabels[verdict].toLowerCase()).join(' or ')})`}
          data-testid="fits-my-hand"
        >
          Fits my hand ({fitsMyHandMinScore}+)
        </Button>
        <Button asChild size="xs" minH={{ base: '44px', md: '8' }} variant="ghost">
          <Link to="/mouse/fit" search={fit.source === 'url' ? { hand: fit.param } : {}}>
            Change hand
          </Link>
        </Button>
        <Button size="xs" minH={{ base: '44px', md: '8' }} variant="ghost" onClick={onClear} data-testid="clear-hand">
          Clear hand
        </Button>
      </Flex>
    </Box>
  )
}

/** "Fits my hand": the fit filter is exactly these verdicts. */
const fitsOnlyValues: readonly string[] = fitsMyHandVerdicts

/** The browse page's slots for this hand: each mouse's badge, the table's column, the link's hand, the hand panel under the toolbar. */
export function browseFitParts(fit: BrowseFit) {
  return {
    slots: {
      fitBadge: (row: MouseRow) => <FitBadge fit={fit} row={row} />,
      fitColumn: fitColumn(fit),
      // A hand from the page's link goes on to the compare page.
      compareHand: fit.source === 'url' ? fit.param : undefined,
    },
    toolbar: ({ state, update }: BrowseControls) => {
      const chosen = state.facets.fit ?? []
      const fitsOnly = chosen.length === fitsOnlyValues.length && fitsOnlyValues.every((value) => chosen.includes(value))
      const clear = () => {
        clearStoredHand()
        // Without a hand the fit filter and sort mean nothing: both go, and the hand leaves the URL.
        update({ facets: { ...state.facets, fit: undefined }, sort: state.sort.key === 'fit' ? undefined : state.sort }, { replace: true, extraSearch: {} })
      }
      return <HandPanel fit={fit} fitsOnly={fitsOnly} onFitsOnlyChange={(on) => update({ facets: { ...state.facets, fit: on ? [...fitsOnlyValues] : undefined } })} onClear={clear} />
    },
  }
}
