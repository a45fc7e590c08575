/**
 * The visitor's hand on the compare page (issue 22): drawn to scale under the mice in the top and
 * side views, in the chosen grip (web/features/fit/hand-outline.ts), and each mouse's fit score for
 * it (web/features/fit/fit-model.ts). Loaded only when a hand is set (a `hand` in the URL or one
 * stored in this browser; web/features/mouse-page/mouse-compare-page.tsx), so the compare page's first load
 * does not grow. The catalogue's compare page takes it as a slot (its `HandOverlay`).
 *
 * The hand comes from `hand=` in the URL when it has one, else from this browser (or the account);
 * a `hand=` that is not a valid hand means no hand, whatever is stored.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { PlainAppLink, ShapeComparison, type HandOverlayProps, type ShapeComparisonProps, type ShapeUnderlay } from '../catalogue/public'
import { placeUnderlay } from '../outlines/public'
import { describeHand, type HandProfile, type LengthUnit } from '../../lib/hand-profile'
import { fitInputFromMouse, scoreFit, verdictLabels, type FitResult } from './fit-model'
import { generateHandOutline } from './hand-outline'
import { HandOutlineShape } from './hand-outline-svg'
import { HandDialogButton } from './hand-dialog-button'
import { useHand } from './hand-store'

/** Muted, so the mice's colours stay in front; follows the theme. */
const handColor = 'var(--chakra-colors-fg-muted)'

/** The top and side views' underlays for a hand: its outline in the grip, front (fingertips) at the front of the mice. */
export function handUnderlays(hand: HandProfile): NonNullable<ShapeComparisonProps['underlays']> {
  const outline = generateHandOutline(hand)
  const label = `your hand (${describeHand(hand)})`
  const top: ShapeUnderlay = {
    // The middle finger's ray on the mice's centre line.
    place: placeUnderlay('top', { width: outline.top.width, height: outline.top.length, centerX: outline.top.landmarks.knuckle.x }),
    label,
    node: <HandOutlineShape view={outline.top} color={handColor} />,
  }
  const side: ShapeUnderlay = {
    place: placeUnderlay('side', { width: outline.side.length, height: outline.side.height }),
    label,
    node: <HandOutlineShape view={outline.side} color={handColor} />,
  }
  return { top, side }
}

/** The shapes with the hand under them (and a switch to hide it), then each mouse's fit for the hand. */
export function ShapesWithHand({ shapes, mice }: HandOverlayProps) {
  const { hand: handInUse, invalidInUrl, unit, source } = useHand()
  const hand = invalidInUrl ? null : handInUse
  const [shown, setShown] = useState(true)
  const underlays = useMemo(() => (hand ? handUnderlays(hand) : undefined), [hand])
  const controls = hand ? (
    <HStack gap="3" wrap="wrap" fontSize="sm">
      <HStack as="label" gap="2" cursor="pointer" minH="11">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} data-testid="show-hand" />
        Show my hand
      </HStack>
      <Text as="span" color="fg.muted" data-testid="hand-summary">
        {describeHand(hand, unit)}
        {source === 'url' ? ' (from this link)' : ''}
      </Text>
      <HandDialogButton>Change</HandDialogButton>
    </HStack>
  ) : (
    <SetHandLink invalid={invalidInUrl} />
  )
  return (
    <>
      <ShapeComparison {...shapes} underlays={hand && shown ? underlays : undefined} controls={controls} />
      {hand && <FitScores hand={hand} unit={unit} mice={mice} />}
    </>
  )
}

/** Where to set a hand, in place (and, for a link whose hand is not valid, that it was ignored). */
export function SetHandLink({ invalid = false }: { invalid?: boolean }) {
  return (
    <Text as="span" fontSize="sm" color="fg.muted" data-testid="set-hand">
      {invalid && (
        <Text as="span" color="fg.error" data-testid="hand-invalid">
          The hand in this link is not valid, so none is shown.{' '}
        </Text>
      )}
      <HandDialogButton>{invalid ? 'Set your hand' : 'Draw your hand under the shapes'}</HandDialogButton>
    </Text>
  )
}

function FitScores({ hand, unit, mice }: { hand: HandProfile; unit: LengthUnit; mice: HandOverlayProps['mice'] }) {
  const results = useMemo(() => mice.map((mouse) => ({ ...mouse, fit: scoreFit(fitInputFromMouse(mouse.row), hand, undefined, { unit }) })), [mice, hand, unit])
  return (
    <Box as="section" aria-labelledby="fit-heading" data-testid="compare-fit">
      {/* The heading and the link are plain (web/index.html .plain-heading, .fit-heading, .plain-link,
          .underlined-link): the scores arrive after the page's first render, and a Chakra recipe's
          first rule then made Chromium restyle and lay out the whole page. */}
      <h2 id="fit-heading" className="plain-heading fit-heading" data-size="lg">
        Fit for your hand
      </h2>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {describeHand(hand, unit)}.{' '}
        <PlainAppLink href="/mouse/fit" className="plain-link underlined-link">
          How the fit is scored
        </PlainAppLink>
      </Text>
      <Stack as="ul" listStyleType="none" gap="4">
        {results.map(({ row, name, color, fit }) => (
          <Box as="li" key={row.general__handle} data-testid="fit-score" data-handle={row.general__handle}>
            <HStack gap="2" mb="1">
              <Box aria-hidden="true" w="3" h="3" borderRadius="full" bg={color} flexShrink={0} />
              <Text as="span" fontWeight="semibold">
                {name}:
              </Text>
              <Text as="span" data-testid="fit-verdict">
                {fitHeadline(fit)}
              </Text>
            </HStack>
            {fit.status === 'scored' ? (
              <Stack as="ul" gap="0.5" ps="5" fontSize="sm" color="fg.muted" listStyleType="disc">
                {fit.parts.map((part) => (
                  <li key={part.factor}>{part.text}</li>
                ))}
              </Stack>
            ) : (
              <Text ps="5" fontSize="sm" color="fg.muted">
                {fit.text}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  )
}

/** 'Great fit (92 / 100)' or 'Not enough data'. */
export function fitHeadline(fit: FitResult): string {
  return fit.status === 'scored' ? `${verdictLabels[fit.verdict]} (${fit.score} / 100)` : verdictLabels['not-enough-data']
}
