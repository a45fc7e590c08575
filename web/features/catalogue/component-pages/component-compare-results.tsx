import { Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import type { FoundEntry } from '../compare/compare-kind'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { SpecificationsSection, type SpecificationItem, type SpecificationRow } from '../ui/specifications-table'
import { miceBrowseHref } from './component-links'
import { MiceCountLink } from './mice-count-link'
import { ComponentMice } from './component-mice'

/** A part's column heading: its name, what it is based on or that it is a family, a test-mode mark. */
function ComponentHeading({ name, note, preview }: { name: string; note: string | null; preview: boolean }) {
  return (
    <>
      {name}
      {note && (
        <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
          {note}
        </Text>
      )}
      {/* A test-mode product (SPEC §4) says it is a preview wherever it appears. */}
      {preview && (
        <>
          {' '}
          <PreviewMark compact />
        </>
      )}
    </>
  )
}

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
        format: (value, row) => <MiceCountLink count={typeof value === 'number' ? value : 0} href={miceBrowseHref(kind.miceFilterParam, row.general__handle)} partName={componentName(row)} />,
      },
    ],
    [kind],
  )
  // The same columns while the same parts are compared (`found` is memoized by the compare page): the table is memoized too.
  const columns = useMemo(
    (): SpecificationItem<Row>[] =>
      found.map((entry) => ({
        id: entry.item.general__handle,
        name: entry.name,
        // A test-mode product (SPEC §4) says it is a preview wherever it appears.
        heading: <ComponentHeading name={entry.name} note={kind.nameNote?.(entry.item) ?? null} preview={isPreviewRow(entry.item)} />,
        item: entry.item,
      })),
    [found, kind],
  )
  return (
    <>
      <SpecificationsSection items={columns} rows={specRows} />
      <ComponentMice kind={kind} items={found.map((entry) => entry.item)} />
    </>
  )
}
