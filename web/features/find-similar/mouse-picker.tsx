import { Box, Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { SearchInput } from '../catalogue/public'
import { usePickerMatches } from '../catalogue/public'
import { keyboardHasFocus } from '../catalogue/public'
import type { MouseRow } from '../../lib/api-types'
import { PreviewMark } from '../../components/ui/preview-mark'
import { isPreviewRow } from '../../lib/preview-session'
import { productName } from '../../lib/product-name'
import type { FindSimilarSearch } from './find-similar-search'

const maxMatches = 8

const handleOf = (mouse: MouseRow) => mouse.general__handle

/**
 * Search a mouse by name (typo-tolerant) and pick it: each match is a link to ?mouse=<handle>.
 *
 * It searches by the one rule of every picker (the catalogue's usePickerMatches) but is not the
 * compare pages' picker component (CataloguePicker): that one adds items to a selection (add
 * buttons, "up to 8", recently viewed), while this one chooses a single reference mouse by
 * navigating, its matches links in a labelled region (keyboard and typing e2e suites rely on it).
 */
export function MousePicker({ mice, keep }: { mice: readonly MouseRow[]; keep: Pick<FindSimilarSearch, 'w' | 'tol'> }) {
  const [query, setQuery] = useState('')
  const found = usePickerMatches(mice, productName, handleOf, query, maxMatches)
  const matches = useMemo(() => found.matches.map((row) => ({ row, name: productName(row) })), [found.matches])
  const root = useRef<HTMLDivElement>(null)
  const choose = () => {
    // The chosen link goes with the list: a keyboard user carries on from the search field, not the top of the page.
    if (keyboardHasFocus()) root.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
    setQuery('')
  }
  return (
    <Box ref={root}>
      <SearchInput label="Choose a mouse" placeholder="e.g. Viper V3, Superlight" value={query} onChange={setQuery} delay={80} />
      {/* Once the search rule's code is here (it loads as the visitor types). */}
      {query.trim() !== '' && found.ready && (
        <Box mt="2" role="region" aria-label="Matching mice" aria-live="polite">
          {matches.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No mouse matches “{query.trim()}”.
            </Text>
          ) : (
            <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
              {matches.map(({ row, name }) => (
                <li key={row.general__handle}>
                  <Button asChild size="sm" variant="ghost" w="full" justifyContent="flex-start">
                    <Link to="/mouse/find-similar" search={{ mouse: row.general__handle, ...keep }} onClick={choose} resetScroll={false}>
                      {name}
                      {isPreviewRow(row) && <PreviewMark compact />}
                    </Link>
                  </Button>
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  )
}
