import { Box, Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { SearchInput } from '../catalogue/public'
import { createTextMatcher, tokenize } from '../catalogue/public'
import { keyboardHasFocus } from '../catalogue/public'
import type { MouseRow } from '../../lib/api-types'
import { PreviewMark } from '../../components/ui/preview-mark'
import { isPreviewRow } from '../../lib/preview-session'
import { productName } from '../../lib/product-name'
import type { FindSimilarSearch } from './find-similar-search'

const maxMatches = 8

/** Search a mouse by name (typo-tolerant) and pick it: each match is a link to ?mouse=<handle>. */
export function MousePicker({ mice, keep }: { mice: readonly MouseRow[]; keep: Pick<FindSimilarSearch, 'w' | 'tol'> }) {
  const [query, setQuery] = useState('')
  const searchable = useMemo(() => mice.map((row) => ({ row, name: productName(row), tokens: tokenize(productName(row)) })), [mice])
  const matches = useMemo(() => {
    const matcher = createTextMatcher(query)
    if (matcher.isEmpty) return []
    const found: { row: MouseRow; name: string }[] = []
    for (const item of searchable) {
      if (matcher.matches(item.tokens)) found.push(item)
      if (found.length >= 50) break
    }
    return found.sort((a, b) => a.name.localeCompare(b.name, 'en')).slice(0, maxMatches)
  }, [query, searchable])
  const root = useRef<HTMLDivElement>(null)
  const choose = () => {
    // The chosen link goes with the list: a keyboard user carries on from the search field, not the top of the page.
    if (keyboardHasFocus()) root.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
    setQuery('')
  }
  return (
    <Box ref={root}>
      <SearchInput label="Choose a mouse" placeholder="e.g. Viper V3, Superlight" value={query} onChange={setQuery} delay={80} />
      {query.trim() !== '' && (
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
