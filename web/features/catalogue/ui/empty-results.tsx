import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { formatNumber } from '../../../lib/number-format'

export interface LoosenOption {
  /** Identifies the filter (e.g. an ActiveFilter key). */
  key: string
  label: string
  /** How many results removing this filter would give. */
  countWithout: number
}

export interface EmptyResultsProps {
  /** e.g. 'No mice match these filters'. */
  title: string
  /** The filters in effect, best candidate to loosen first (the one whose removal brings back the most). */
  filters: readonly LoosenOption[]
  onLoosen: (key: string) => void
  onReset?: () => void
  /** Plural noun for counts, e.g. 'mice'. */
  noun?: string
}

/**
 * What a browse page shows when nothing matches: says so, and offers to remove the filter that
 * removes the most results (then the others), or to clear everything.
 */
export function EmptyResults({ title, filters, onLoosen, onReset, noun = 'results' }: EmptyResultsProps) {
  const [best, ...others] = filters
  return (
    <Box role="status" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="lg" p={{ base: '5', md: '8' }} textAlign="center" data-testid="empty-results">
      <Heading as="h2" size="lg" mb="2">
        {title}
      </Heading>
      {best ? (
        <>
          <Text color="fg.muted" mb="4">
            {best.label} removes the most. Without it, {formatNumber(best.countWithout)} {best.countWithout === 1 ? noun.replace(/s$/, '') : noun} would
            match.
          </Text>
          <Flex gap="2" justify="center" wrap="wrap">
            <Button onClick={() => onLoosen(best.key)} data-testid="loosen-filter">
              Remove {best.label.toLowerCase()} filter ({formatNumber(best.countWithout)})
            </Button>
            {others.filter((filter) => filter.countWithout > 0).slice(0, 3).map((filter) => (
              <Button key={filter.key} variant="outline" onClick={() => onLoosen(filter.key)}>
                Remove {filter.label.toLowerCase()} ({formatNumber(filter.countWithout)})
              </Button>
            ))}
            {onReset && (
              <Button variant="ghost" onClick={onReset}>
                Clear all filters
              </Button>
            )}
          </Flex>
        </>
      ) : (
        <Text color="fg.muted">The catalogue is empty.</Text>
      )}
    </Box>
  )
}
