import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { componentPageIntro } from '../../../lib/component-page-text'
import { useEffect, useMemo } from 'react'
import { AppLink } from '../ui/app-link'
import { useSelectionFocus } from '../ui/selection-focus'
import { useStoredList } from '../ui/stored-list'
import { SpecificationsTable, type SpecificationItem, type SpecificationRow } from '../ui/specifications-table'
import { entryFor } from '../../../components/layouts/default-layout'
import { CompareLayout } from '../ui/compare-layout'
import { CopyLinkButton } from '../../../components/ui/copy-link-button'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import { pushRecent } from '../../../lib/storage-keys'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { miceBrowseHref, miceCountText } from './component-links'
import { componentSelection, withComponent, withoutEntry, type ComponentSelectionEntry } from './component-selection'
import { ComponentMice } from './component-mice'
import { ComponentPicker } from './component-picker'
import { recentComponentsStore } from './component-stores'

export interface ComponentComparePageProps<Row extends ComponentRow> {
  kind: ComponentKind<Row>
  p: string
  /** Shows the page for another `p` (a new history entry, so back undoes it). */
  onChangeP: (p: string) => void
}

type Found<Row extends ComponentRow> = Extract<ComponentSelectionEntry<Row>, { kind: 'found' }>

/**
 * /mouse/{sensors,switches,encoders}/compare?p=…: the components `p` names side by side, rows that
 * differ highlighted; names that match nothing are listed as not found. The selection is the URL.
 */
export function ComponentComparePage<Row extends ComponentRow>({ kind, p, onChangeP }: ComponentComparePageProps<Row>) {
  const rows = kind.useRows()
  const entries = useMemo(() => componentSelection(p, rows), [p, rows])
  const found = entries.filter((entry): entry is Found<Row> => entry.kind === 'found')
  const foundKey = found.map((entry) => entry.item.general__handle).join(' ')

  const recentStore = recentComponentsStore(kind.category)
  const recentHandles = useStoredList(recentStore)
  useEffect(() => {
    let list = recentStore.get()
    for (const entry of [...found].reverse()) list = pushRecent(list, entry.item.general__handle, 12)
    if (list.join(' ') !== recentStore.get().join(' ')) recentStore.set(list)
    // foundKey stands for `found`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [foundKey, recentStore])
  const byHandle = useMemo(() => new Map(rows.map((row) => [row.general__handle, row])), [rows])
  const recent = recentHandles.map((handle) => byHandle.get(handle)).filter((row): row is Row => row !== undefined)
  const selected = new Set(found.map((entry) => entry.item.general__handle))
  const selectionFocus = useSelectionFocus(p)

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
  const title = found.length > 0 ? found.map((entry) => entry.name).join(' vs. ') : undefined
  /** One component: its own page (issue 20), headed by its name. */
  const single = found.length === 1 ? found[0] : undefined

  return (
    <CompareLayout
      entry={entryFor(kind.comparePath)}
      title={title}
      heading={single?.name}
      description={single ? componentPageIntro(kind.singular, single.name) : undefined}
      actions={found.length > 0 ? <CopyLinkButton /> : undefined}
      selection={
        <Stack gap="5" ref={selectionFocus.container}>
          <SelectedComponents
            entries={entries}
            onRemove={(index) => {
              selectionFocus.beforeRemove(index)
              onChangeP(withoutEntry(entries, index))
            }}
          />
          <ComponentPicker
            kind={kind}
            rows={rows}
            selected={selected}
            recent={recent}
            label={single ? `Compare the ${single.name} with…` : undefined}
            onAdd={(row) => {
              selectionFocus.beforeAdd()
              onChangeP(withComponent(entries, row))
            }}
          />
        </Stack>
      }
    >
      {found.length === 0 ? (
        <Text color="fg.muted" data-testid="compare-empty">
          Pick two or more {kind.plural} above to see their figures side by side, or choose them on the{' '}
          <AppLink href={kind.browsePath} color="brand.fg" textDecoration="underline">
            {kind.plural} browse page
          </AppLink>
          .
        </Text>
      ) : (
        <Box as="section" aria-labelledby="specifications-heading" minW="0">
          <Heading as="h2" id="specifications-heading" size="lg" mb="3">
            Specifications
          </Heading>
          <SpecificationsTable items={columns} rows={specRows} caption={`Specifications of ${found.map((entry) => entry.name).join(', ')}`} />
        </Box>
      )}
      {found.length > 0 && <ComponentMice kind={kind} items={found.map((entry) => entry.item)} />}
    </CompareLayout>
  )
}

/** The introduction of one component's page. */
function SelectedComponents<Row extends ComponentRow>({ entries, onRemove }: { entries: readonly ComponentSelectionEntry<Row>[]; onRemove: (index: number) => void }) {
  if (entries.length === 0) return null
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        Comparing
      </Heading>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" data-testid="selected-components">
        {entries.map((entry, index) =>
          entry.kind === 'found' ? (
            <Flex as="li" key={`found-${entry.item.general__handle}`} align="center" gap="2" borderWidth="1px" borderRadius="full" ps="3" pe="1" py="1" fontSize="sm" data-testid="selected-component">
              <Text as="span" fontWeight="medium">
                {componentName(entry.item)}
              </Text>
              <Button size="2xs" variant="ghost" borderRadius="full" data-remove-button aria-label={`Remove ${entry.name}`} onClick={() => onRemove(index)}>
                ✕
              </Button>
            </Flex>
          ) : (
            <Flex as="li" key={`missing-${entry.part}-${index}`} align="center" gap="2" borderWidth="1px" borderStyle="dashed" borderColor="border.error" borderRadius="full" ps="3" pe="1" py="1" fontSize="sm" data-testid="missing-component">
              <Text as="span">
                <Text as="span" fontWeight="medium">
                  {entry.part}
                </Text>
                <Text as="span" color="fg.error">
                  {' '}
                  not found
                </Text>
              </Text>
              <Button size="2xs" variant="ghost" borderRadius="full" data-remove-button aria-label={`Remove ${entry.part}`} onClick={() => onRemove(index)}>
                ✕
              </Button>
            </Flex>
          ),
        )}
      </Flex>
    </Box>
  )
}
