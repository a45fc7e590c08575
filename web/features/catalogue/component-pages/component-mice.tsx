import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { AppLink } from '../ui/app-link'
import { buildCompareParam } from '../../../lib/compare-name'
import { productName } from '../../../lib/product-name'
import { miceQueries } from '../kinds/mouse-queries'
import type { ComponentKind, ComponentRow } from '../kinds/component-kind'
import { miceBrowseHref, miceUsing } from './component-links'
import { MiceCountLink } from './mice-count-link'

const shownPerComponent = 12

/**
 * "Mice that use them": for each compared component, the mice built with it (each linking to its
 * compare page) and a link to mouse browse filtered by it. The mice load after the page, without
 * holding it up; if they cannot be read, the counts in the table above still say how many.
 */
export function ComponentMice<Row extends ComponentRow>({ kind, items }: { kind: ComponentKind<Row>; items: readonly Row[] }) {
  const mice = useQuery(miceQueries.list())
  // Keyed by the handles' text: a new array of the same items must not recompute.
  const handleKey = items.map((item) => item.general__handle).join(' ')
  const byComponent = useMemo(() => (mice.data ? miceUsing(mice.data, kind.usedBy, handleKey === '' ? [] : handleKey.split(' ')) : undefined), [mice.data, kind, handleKey])
  if (mice.isError) return null
  return (
    <Box as="section" aria-labelledby="component-mice-heading" data-testid="component-mice">
      <Heading as="h2" id="component-mice-heading" size="lg" mb="3">
        Mice that use {items.length === 1 ? 'it' : 'them'}
      </Heading>
      {!byComponent ? (
        <Text color="fg.muted" role="status">
          Loading the mice…
        </Text>
      ) : (
        // Plain elements (index.html .component-mice-grid, .plain-heading): the grid arrives once
        // the mice are read, after the page's first render, and its responsive columns (rules in
        // @media) and Chakra's heading recipe (a rule in a layer) inserted then made Chromium
        // restyle and lay out the whole page.
        <div className="component-mice-grid">
          {items.map((item) => {
            const list = byComponent.get(item.general__handle) ?? []
            const name = productName(item)
            const note = kind.nameNote?.(item)
            const family = kind.family?.(item)
            return (
              <Stack key={item.general__handle} gap="2" minW="0">
                <h3 className="plain-heading" data-size="sm">
                  {name}
                  {note && (
                    <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
                      {note}
                    </Text>
                  )}
                </h3>
                {list.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    No mouse in the catalogue uses it yet.
                  </Text>
                ) : (
                  <Box as="ul" listStyleType="none" fontSize="sm">
                    {list.slice(0, shownPerComponent).map((mouse) => (
                      <li key={mouse.general__handle}>
                        {/* Plainly links: underlined, in the link colour. */}
                        <AppLink
                          href={`/mouse/compare?p=${buildCompareParam([productName(mouse)])}`}
                          display="inline-flex"
                          alignItems="center"
                          color={{ _light: 'blue.700', _dark: 'brand.fg' }}
                          textDecoration="underline"
                          textUnderlineOffset="3px"
                          data-testid="component-mouse-link"
                        >
                          {productName(mouse)}
                        </AppLink>
                      </li>
                    ))}
                  </Box>
                )}
                {list.length > 0 && (
                  <Text fontSize="sm" fontWeight="semibold">
                    <MiceCountLink count={list.length} href={miceBrowseHref(kind.miceFilterParam, item.general__handle)} partName={name} prefix={list.length > shownPerComponent ? 'All' : 'Browse'} withName />
                  </Text>
                )}
                {family && (
                  <Text fontSize="sm">
                    <AppLink href={miceBrowseHref('switchFamily', family.handle)} display="inline-flex" alignItems="center" color={{ _light: 'blue.700', _dark: 'brand.fg' }} textDecoration="underline" textUnderlineOffset="3px">
                      Every mouse with a switch of the {family.name} family
                    </AppLink>
                  </Text>
                )}
              </Stack>
            )
          })}
        </div>
      )}
    </Box>
  )
}
