import { Box, Heading } from '@chakra-ui/react'
import { useMemo } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import type { FoundEntry } from '../compare/compare-kind'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { AppLink } from '../ui/app-link'
import { SpecificationsTable, type SpecificationItem, type SpecificationRow } from '../ui/specifications-table'
import { miceBrowseHref, miceCountText } from './component-links'
import { ComponentMice } from './component-mice'

/**
 * A component compare page's results (the `results` slot of the one compare page,
 * ../compare/catalogue-compare-page.tsx): the components side by side, rows that differ
 * highlighted, with how many mice use each; then the mice that use them.
 */
export function ComponentCompareResults<Row extends ComponentRow>({ kind, found }: { kind: ComponentKind<Row>; found: readonly FoundEntry<Row>[] }) {
  const specRows = useMemo<SpecificationRow<Row>[]>(
    () => [
      ...kind.specRows,
      {
        group: 'Mice',
        label: 'Mice using it',
        value: (row) => kind.miceCount(row),
        format: (value, row) =>
          typeof value === 'number' && value > 0 ? (
            <AppLink
              href={miceBrowseHref(kind.miceFilterParam, row.general__handle)}
              display="inline-flex"
              alignItems="center"
              color="fg"
              textDecoration="underline"
              textDecorationColor="brand.solid"
              textUnderlineOffset="3px"
              aria-label={`${miceCountText(value)} with the ${componentName(row)}`}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              {miceCountText(value)}
            </AppLink>
          ) : (
            miceCountText(0)
          ),
      },
    ],
    [kind],
  )
  const columns: SpecificationItem<Row>[] = found.map((entry) => ({
    id: entry.item.general__handle,
    name: entry.name,
    // A test-mode product (SPEC §4) says it is a preview wherever it appears.
    heading: isPreviewRow(entry.item) ? (
      <>
        {entry.name} <PreviewMark compact />
      </>
    ) : undefined,
    item: entry.item,
  }))
  return (
    <>
      <Box as="section" aria-labelledby="specifications-heading" minW="0">
        <Heading as="h2" id="specifications-heading" size="lg" mb="3">
          Specifications
        </Heading>
        <SpecificationsTable items={columns} rows={specRows} caption={`Specifications of ${found.map((entry) => entry.name).join(', ')}`} />
      </Box>
      <ComponentMice kind={kind} items={found.map((entry) => entry.item)} />
    </>
  )
}
