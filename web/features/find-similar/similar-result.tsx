import { Badge, Box, chakra, Flex, Heading, Text } from '@chakra-ui/react'
import type { MouseRow } from '../../lib/api-types'
import { PreviewMark } from '../../components/ui/preview-mark'
import { isPreviewRow } from '../../lib/preview-session'
import { messages } from '../../lib/messages'
import { productName } from '../../lib/product-name'
import { MouseActions } from '../catalogue/public'
import type { ReviewLink } from '../catalogue/public'
import { mousePageHref } from '../catalogue/public'
import { AppLink } from '../catalogue/public'
import { SimilarOutline, type TopOutline } from './similar-outline'
import { confidenceText } from './find-similar-text'
import type { DimensionExplanation, ShellMatch, SimilarityBasis } from './similarity'

function traitText(value: DimensionExplanation['candidate']): string {
  if (value === null || value === undefined) return messages.notKnown
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  return value.replace(/\s+-\s+/g, ', ')
}

function signed(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : '0'
}

/** 'Length +2.5 mm', 'Width same', 'Weight not known'. */
export function figureText(item: DimensionExplanation): string {
  if (item.difference === null) return `${item.label} ${messages.notKnown}`
  if (item.difference === 0) return `${item.label} same`
  return `${item.label} ${signed(item.difference)} ${item.unit ?? ''}`.trim()
}

export interface SimilarResultProps {
  rank: number
  row: MouseRow
  similarity: number
  /** Share (0–1) of the comparison's weight both mice are known on, and what it rests on. */
  confidence?: number
  basis?: SimilarityBasis
  explanation: DimensionExplanation[]
  inCompare: boolean
  review?: ReviewLink
  /** Of the reference's shell, and why (null: not). */
  shell?: ShellMatch | null
  /** This mouse's top outline and the reference's, for the small overlay ('pending': its code is on its way; its place is kept). */
  outline?: { candidate: TopOutline | null; reference: TopOutline | null; referenceName: string } | 'pending'
  /** The fit for the visitor's hand, when it counts in the ranking (e.g. "Fit 82 (good)"). */
  fitText?: string
}

export const shellTexts: Record<ShellMatch, string> = {
  'shape-parent': 'Same shell: recorded as sharing its shape',
  variant: 'Same shell: another edition or colour of it',
  descriptors: 'Same shell: same shape descriptors and dimensions',
  'same-model': 'Same shell: same maker, model name and dimensions',
}

/** One ranked mouse, explaining itself: the difference in each figure and which traits match or differ. */
export function SimilarResult({ rank, row, similarity, confidence, basis, explanation, inCompare, review, shell, outline, fitText }: SimilarResultProps) {
  const name = productName(row)
  const confidenceNote = confidenceText(confidence, basis)
  const figures = explanation.filter((item) => item.kind === 'number')
  const traits = explanation.filter((item) => item.kind === 'trait')
  return (
    <Box as="article" borderWidth="1px" borderColor={inCompare ? 'brand.solid' : 'border'} rounded="lg" p="4" bg="bg.panel" data-testid="similar-result" data-handle={row.general__handle}>
      <Flex gap="3" align="flex-start">
      <Box flex="1" minW="0">
      <Flex align="baseline" gap="3" wrap="wrap">
        <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" fontWeight="semibold" aria-hidden="true">
          {rank}.
        </Text>
        {/* A line of its own when narrow, the score badge beside it only where both fit (issue 31). */}
        <Heading as="h3" size="md" flex="1 1 12rem" minW="0">
          <AppLink href={mousePageHref(row)} display="inline-block" maxW="full" color="fg" _hover={{ color: 'brand.fg', textDecoration: 'underline' }} data-testid="similar-result-link">
            {name}
          </AppLink>{' '}
          {isPreviewRow(row) && <PreviewMark compact />}
        </Heading>
        <Badge size="md" variant="solid" fontVariantNumeric="tabular-nums">
          {similarity.toFixed(1)}% similar
        </Badge>
      </Flex>
      {(shell || fitText || confidenceNote) && (
        <Flex gap="2" mt="1" wrap="wrap">
          {confidenceNote && (
            <Badge size="sm" variant="outline" colorPalette="gray" data-testid="similar-confidence" data-basis={basis}>
              {confidenceNote}
            </Badge>
          )}
          {shell && (
            <Badge size="sm" variant="subtle" colorPalette="green" data-testid="same-shell" data-shell={shell}>
              {shellTexts[shell]}
            </Badge>
          )}
          {fitText && (
            <Badge size="sm" variant="outline" data-testid="similar-fit">
              {fitText}
            </Badge>
          )}
        </Flex>
      )}
      {figures.length > 0 && (
        <Flex as="ul" listStyleType="none" gap="2" mt="2" wrap="wrap" fontSize="sm" aria-label="Differences in size and weight">
          {figures.map((item) => (
            <chakra.li key={item.dimension} px="2" py="0.5" rounded="md" bg={item.matches ? 'bg.muted' : 'transparent'} borderWidth="1px" borderColor="border" fontVariantNumeric="tabular-nums">
              {item.matches ? '≈ ' : ''}
              {figureText(item)}
            </chakra.li>
          ))}
        </Flex>
      )}
      {traits.length > 0 && (
        <Flex as="ul" listStyleType="none" columnGap="3" rowGap="1" mt="2" wrap="wrap" fontSize="sm" aria-label="Shape traits">
          {traits.map((item) => (
            <chakra.li key={item.dimension} color={item.matches ? 'fg' : 'fg.muted'}>
              <chakra.span aria-hidden="true">{item.matches ? '✓ ' : item.matches === false ? '✗ ' : '? '}</chakra.span>
              {item.matches
                ? `Same ${item.label.toLowerCase()} (${traitText(item.candidate)})`
                : item.matches === false
                  ? `${item.label}: ${traitText(item.candidate)} (reference: ${traitText(item.target)})`
                  : `${item.label} ${messages.notKnown}`}
            </chakra.li>
          ))}
        </Flex>
      )}
      </Box>
      {outline === 'pending' ? (
        <Box flexShrink={0} w="5.5rem" aria-hidden="true" />
      ) : (
        outline && <SimilarOutline candidate={outline.candidate} candidateName={name} reference={outline.reference} referenceName={outline.referenceName} />
      )}
      </Flex>
      <Box mt="3">
        <MouseActions row={row} inCompare={inCompare} review={review} />
      </Box>
    </Box>
  )
}
