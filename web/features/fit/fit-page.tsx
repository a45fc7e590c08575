import { Badge, Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DefaultLayout, entryFor } from '../../components/layouts/default-layout'
import type { MouseRow } from '../../lib/api-types'
import { compareParamPart } from '../../lib/compare-name'
import { describeHand, formatHandFigure, gripLabels, grips, serializeHandParam, type HandProfile, type LengthUnit } from '../../lib/hand-profile'
import { formatNumber } from '../../lib/number-format'
import { productName } from '../../lib/product-name'
import { miceQueries } from '../catalogue/public'
import { createFitScorer, fitInputFromMouse, idealMouseSize, orderByFit, scoreRows, verdictLabels, type FitResult, type FitScorer, type FitSettings } from './fit-model'
import { FitExplanation } from './fit-explanation'
import { validateFitSearch, type FitSearch } from './fit-search'
import { fitSettingsFromSearch, fitSettingsSearch } from './fit-settings'
import { FitSettingsPanel } from './fit-settings-panel'
import { fitPageText } from './fit-text'
import { HandForm } from './hand-form'
import { generateHandOutline } from './hand-outline'
import { HandOutlineSvg } from './hand-outline-svg'
import { useHand, type HandAccountMessage } from './hand-store'
import { MeasureIllustration } from './measure-illustration'

const bestCount = 10

/**
 * This page imports no module that other pages share in their own chunks (the mouse lists and
 * actions, the filter section, app links): importing one would make the bundler split those
 * chunks for everyone, and every other page would load a little more. Hence the few lines below
 * that look like theirs.
 */
const sizeText = (row: MouseRow) => {
  const parts = [row.mouse__length, row.mouse__width, row.mouse__height]
  return parts.every((part) => typeof part === 'number') ? `${parts.map((part) => formatNumber(part, 1)).join(' × ')} mm` : 'size not known'
}

/** The theme's palettes only (web/theme/system.ts keeps gray, red, green and the brand). */
const verdictColors: Record<string, string> = { great: 'green', good: 'brand', fair: 'gray', poor: 'red' }

/** /mouse/fit: the visitor's hand (set, change, clear, share), the ideal mouse for it, the best fits and how the score works. */
export function FitPage() {
  // Validated again: the router keeps keys its validateSearch dropped.
  const rawSearch = useSearch({ from: '/mouse/fit' })
  const search = useMemo(() => validateFitSearch(rawSearch as Record<string, unknown>), [rawSearch])
  const navigate = useNavigate({ from: '/mouse/fit' })
  const settings = useMemo(() => fitSettingsFromSearch(search), [search])
  const { hand, source, stored, accountMessage, invalidInUrl, unit, setHand, clearHand, setUnit } = useHand()
  const entry = entryFor('/mouse/fit')

  const setSettings = (next: FitSettings) => {
    void navigate({ search: (current: FitSearch) => ({ ...current, ...fitSettingsSearch(next) }), replace: true, resetScroll: false })
  }

  return (
    <DefaultLayout entry={entry}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Grid as="section" aria-labelledby="fit-your-hand" templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '6', md: '8' }} alignItems="start">
          <Box borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '4', md: '5' }}>
            <Heading as="h2" id="fit-your-hand" size="lg" mb="2">
              {fitPageText.yourHand}
            </Heading>
            <HandStatus hand={hand} source={source} stored={stored} accountMessage={accountMessage} invalidInUrl={invalidInUrl} unit={unit} onKeep={setHand} />
            <HandForm key={hand ? serializeHandParam(hand) : 'none'} hand={hand} unit={unit} onSubmit={setHand} onUnitChange={setUnit} onClear={clearHand} />
          </Box>
          <MeasureIllustration />
        </Grid>

        {hand && <IdealMouse hand={hand} unit={unit} />}
        {hand && <BestFits hand={hand} settings={settings} unit={unit} onSettingsChange={setSettings} />}

        <FitExplanation />
      </Stack>
    </DefaultLayout>
  )
}

interface HandStatusProps {
  hand: HandProfile | null
  source: 'url' | 'stored' | null
  stored: HandProfile | null
  accountMessage: HandAccountMessage | null
  invalidInUrl: boolean
  unit: LengthUnit
  onKeep: (hand: HandProfile) => void
}

function HandStatus({ hand, source, stored, accountMessage, invalidInUrl, unit, onKeep }: HandStatusProps) {
  return (
    <Box mb="4" aria-live="polite">
      {invalidInUrl && (
        <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" color="fg.error" rounded="md" px="3" py="2" mb="3" fontSize="sm" data-testid="hand-link-invalid">
          {fitPageText.invalidLink}
        </Box>
      )}
      {accountMessage && (
        <Box
          role={accountMessage.kind === 'error' ? 'alert' : 'status'}
          borderWidth="1px"
          borderColor={accountMessage.kind === 'error' ? 'border.error' : 'brand.solid'}
          bg={accountMessage.kind === 'error' ? 'bg.error' : 'brand.subtle'}
          color={accountMessage.kind === 'error' ? 'fg.error' : 'fg'}
          rounded="md"
          px="3"
          py="2"
          mb="3"
          fontSize="sm"
          data-testid="hand-account-message"
        >
          {accountMessage.text}
        </Box>
      )}
      {hand ? (
        <>
          <Text data-testid="hand-summary">
            <chakra.span fontWeight="semibold">{describeHand(hand, unit)}</chakra.span>
          </Text>
          {source === 'url' && (
            <Flex align="center" gap="2" wrap="wrap" mt="1" fontSize="sm" data-testid="hand-from-link">
              <Text color="fg.muted">{fitPageText.fromLink}</Text>
              {(!stored || serializeHandParam(stored) !== serializeHandParam(hand)) && (
                <Button size="xs" variant="outline" onClick={() => onKeep(hand)}>
                  {fitPageText.keepLinkHand}
                </Button>
              )}
            </Flex>
          )}
          <Text fontSize="sm" mt="1" color="fg.muted">
            {fitPageText.shareLabel}: <ShareLink hand={hand} />
          </Text>
        </>
      ) : (
        <Text color="fg.muted" data-testid="hand-summary">
          {fitPageText.noHand}
        </Text>
      )}
    </Box>
  )
}

function IdealMouse({ hand, unit }: { hand: HandProfile; unit: LengthUnit }) {
  const outline = useMemo(() => generateHandOutline(hand), [hand])
  const ideal = idealMouseSize(hand)
  return (
    <Box as="section" aria-labelledby="fit-ideal" data-testid="fit-ideal">
      <Heading as="h2" id="fit-ideal" size="lg" mb="2">
        {fitPageText.idealHeading}
      </Heading>
      <Text mb="3">
        For your {hand.grip} grip: about{' '}
        <chakra.span fontWeight="semibold" data-testid="fit-ideal-size">
          {ideal.length} × {ideal.width} × {ideal.height} mm
        </chakra.span>{' '}
        (length × width × height).{' '}
        {grips
          .filter((grip) => grip !== hand.grip)
          .map((grip) => {
            const other = idealMouseSize({ ...hand, grip })
            return `${gripLabels[grip]} grip: ${other.length} × ${other.width} × ${other.height} mm.`
          })
          .join(' ')}
      </Text>
      <Flex gap="6" wrap="wrap" align="flex-end" color="fg.muted">
        <Box as="figure" m="0">
          <HandOutlineSvg view={outline.top} pxPerMm={1.4} label={`Your hand in a ${hand.grip} grip, seen from above, to scale`} showLandmarks />
          <Text as="figcaption" fontSize="xs" mt="1">
            Seen from above: {formatHandFigure(outline.top.length, unit)} from wrist crease to fingertip in this grip
          </Text>
        </Box>
        <Box as="figure" m="0">
          <HandOutlineSvg view={outline.side} pxPerMm={1.4} label={`Your hand in a ${hand.grip} grip, seen from the side, to scale`} showLandmarks showDesk />
          <Text as="figcaption" fontSize="xs" mt="1">
            From the side, resting on the desk
          </Text>
        </Box>
      </Flex>
    </Box>
  )
}

interface BestFitsProps {
  hand: HandProfile
  settings: FitSettings
  unit: LengthUnit
  onSettingsChange: (settings: FitSettings) => void
}

function BestFits({ hand, settings, unit, onSettingsChange }: BestFitsProps) {
  const mice = useQuery(miceQueries.list())
  const scorer = useMemo(() => createFitScorer(hand, settings), [hand, settings])
  const ranked = useMemo(() => {
    const rows = mice.data ?? []
    const { scores, closeness } = scoreRows(rows, scorer, true)
    const order = orderByFit(scores, closeness)
    const unscored = scores.reduce((count, score) => (Number.isNaN(score) ? count + 1 : count), 0)
    const topScore = order.length > 0 ? scores[order[0]!]! : Number.NaN
    const tied = Number.isNaN(topScore) ? 0 : scores.reduce((count, score) => (score === topScore ? count + 1 : count), 0)
    return { best: order.slice(0, bestCount).filter((index) => !Number.isNaN(scores[index]!)).map((index) => rows[index]!), unscored, topScore, tied }
  }, [mice.data, scorer])

  return (
    <Grid as="section" aria-labelledby="fit-best" templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="6" alignItems="start">
      <Box>
        <Heading as="h2" id="fit-best" size="lg" mb="3">
          {fitPageText.bestHeading}
        </Heading>
        {mice.isError ? (
          <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" color="fg.error" rounded="lg" p="4" data-testid="fit-data-error">
            {fitPageText.dataUnavailable}
          </Box>
        ) : mice.isPending ? (
          <Text color="fg.muted">Loading the catalogue…</Text>
        ) : (
          <>
            {ranked.tied > 1 && (
              <Text fontSize="sm" color="fg.muted" mb="3" data-testid="fit-ties">
                {fitPageText.ties(ranked.tied, ranked.topScore)}
              </Text>
            )}
            <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3" data-testid="fit-results">
              {ranked.best.map((row, position) => (
                <li key={row.general__handle}>
                  <FitResultCard rank={position + 1} row={row} scorer={scorer} unit={unit} />
                </li>
              ))}
            </Box>
            {ranked.unscored > 0 && (
              <Text fontSize="sm" color="fg.muted" mt="3" data-testid="fit-unscored">
                {ranked.unscored} {ranked.unscored === 1 ? 'mouse lacks' : 'mice lack'} a figure the score needs: not enough data, so not scored.
              </Text>
            )}
          </>
        )}
      </Box>
      <FitSettingsPanel settings={settings} onChange={onSettingsChange} />
    </Grid>
  )
}

function FitResultCard({ rank, row, scorer, unit }: { rank: number; row: MouseRow; scorer: FitScorer; unit: LengthUnit }) {
  const result: FitResult = scorer.explain(fitInputFromMouse(row), { unit })
  const name = productName(row)
  return (
    <Box as="article" borderWidth="1px" borderColor="border" rounded="lg" p="4" bg="bg.panel" data-testid="fit-result" data-handle={row.general__handle}>
      <Flex align="baseline" gap="3" wrap="wrap">
        <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" fontWeight="semibold" aria-hidden="true">
          {rank}.
        </Text>
        <Heading as="h3" size="md" flex="1" minW="0">
          {name}
        </Heading>
        {result.status === 'scored' ? (
          <Badge size="md" variant="subtle" colorPalette={verdictColors[result.verdict]} fontVariantNumeric="tabular-nums" data-testid="fit-score">
            {result.score} · {verdictLabels[result.verdict]}
          </Badge>
        ) : (
          <Badge size="md" variant="outline">
            {verdictLabels['not-enough-data']}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {sizeText(row)}
        {row.mouse__shape ? ` · ${row.mouse__shape}` : ''}
      </Text>
      {result.status === 'scored' ? (
        <chakra.ul listStyleType="none" mt="2" fontSize="sm" aria-label={`Why ${name} fits as it does`}>
          {result.parts.map((part) => (
            <li key={part.factor}>
              <chakra.span aria-hidden="true" color="fg.muted">
                {part.assessment === 'ideal' || part.assessment === 'suits' ? '✓ ' : part.assessment === 'fine' ? '≈ ' : '✗ '}
              </chakra.span>
              {part.text}
            </li>
          ))}
        </chakra.ul>
      ) : (
        <Text fontSize="sm" mt="2">
          {result.text}
        </Text>
      )}
      <Flex gap="1.5" mt="3" wrap="wrap">
        <Button asChild size="xs" variant="outline">
          <Link to="/mouse/compare" search={{ p: compareParamPart(name) }} aria-label={`Compare ${name}`}>
            Compare
          </Link>
        </Button>
        <Button asChild size="xs" variant="outline">
          <Link to="/mouse/find-similar" search={{ mouse: row.general__handle }} aria-label={`Find mice similar to ${name}`}>
            Similar
          </Link>
        </Button>
      </Flex>
    </Box>
  )
}

/** The link to this hand's fit page, to copy and share. */
function ShareLink({ hand }: { hand: HandProfile }) {
  const param = serializeHandParam(hand)
  return (
    <chakra.a asChild color="brand.fg" wordBreak="break-all" textDecoration="underline">
      <Link to="/mouse/fit" search={(current: FitSearch) => ({ ...current, hand: param })} data-testid="hand-share-link">
        /mouse/fit?hand={param}
      </Link>
    </chakra.a>
  )
}
