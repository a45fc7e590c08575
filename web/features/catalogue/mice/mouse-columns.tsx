import type { ReactNode } from 'react'
import type { TableColumn } from '../ui/sortable-table'
import type { MouseRow } from '../../../lib/api-types'
import { PreviewMark } from '../../../components/ui/preview-mark'
import { isPreviewRow } from '../../../lib/preview-session'
import { messages } from '../../../lib/messages'
import { productName } from '../../../lib/product-name'
import { AppLink } from '../ui/app-link'
import { MouseActions } from './mouse-actions'
import { mousePageHref } from './mouse-selection'
import { formatPartialDate } from '../../../lib/date-format'
import { formatNumber, formatWireless, sensorLabel, traitLabel } from '../../../lib/mouse-format'
import { clickLatencySource, fastestLatency, formatLatency } from '../../../lib/click-latency'

/**
 * A release date at its precision ('2023', 'Sep 2023', 'Sep 19, 2023'); 'not known' when unknown.
 * Only the table shows it: kept out of mouse-format.ts so the cards carry no date code.
 */
function formatRelease(date: string | null | undefined): string {
  return formatPartialDate(date) ?? messages.notKnown
}

const sourceGroups = [
  ['mouse__dimensions_source', 'size'],
  ['mouse__sensor_source', 'sensor'],
  ['mouse__shape_source', 'shape'],
  ['mouse__switch_source', 'switch'],
  ['mouse__encoder_source', 'encoder'],
] as const
const shortKinds: Record<string, string> = { maker: 'Maker', opendb: 'OpenDB', teardown: 'Teardown', editors: 'Editors', review: 'Review' }

/**
 * Where a row's figures come from, in a few words: 'OpenDB' when every known group shares a
 * source, else 'Maker: size, sensor · Editors: shape'; null when no group is known.
 */
export function sourceSummary(row: Partial<Pick<MouseRow, (typeof sourceGroups)[number][0]>>): string | null {
  const byKind = new Map<string, string[]>()
  for (const [column, group] of sourceGroups) {
    const kind = row[column]?.kind
    if (kind && shortKinds[kind]) byKind.set(kind, [...(byKind.get(kind) ?? []), group])
  }
  if (byKind.size < 2) return byKind.size ? shortKinds[[...byKind.keys()][0]!]! : null
  return [...byKind].map(([kind, groups]) => `${shortKinds[kind]}: ${groups.join(', ')}`).join(' · ')
}

/** '1.72 ± 0.42 (wired)', the fastest measurement; 'not known' for a mouse NVIDIA did not measure. */
function latencyCell(row: MouseRow): string {
  const fastest = fastestLatency(row.mouse__click_latency)
  return fastest ? `${formatLatency(fastest).replace(' ms', '')} (${fastest.mode})` : messages.notKnown
}

/** Under the table while the latency column is shown: whose measurements they are (CC BY 4.0 asks it). */
export const latencyFootnote = `Click latency: measured by NVIDIA in 2020, the mean of 500 clicks ± its standard deviation, the fastest of a mouse's measurements (${clickLatencySource.attribution}).`

/** The columns a visitor may hide (the column chooser); the others are always shown. */
export const mouseOptionalColumns = ['polling', 'dpi', 'released', 'latency', 'sources', 'links'] as const
/** At 1280 px the columns people compare fit beside the filters: every optional column starts hidden. */
export const mouseDefaultColumns: readonly string[] = []

export interface MouseColumnParts {
  /** The compare toggle of a row (a compact button). */
  compare: (row: MouseRow) => ReactNode
  /** The row's other actions (find similar, its review). */
  links: (row: MouseRow) => ReturnType<typeof MouseActions> | ReactNode
  /** The fit column, when a hand is set (after the name). */
  fit?: TableColumn<MouseRow>
}

/** The dense table's columns, in display order. */
export function mouseColumns({ compare, links, fit }: MouseColumnParts): TableColumn<MouseRow>[] {
  return [
    {
      id: 'name',
      header: 'Mouse',
      // The name opens the mouse's own page (the compare page with that one mouse).
      accessor: (row) => (
        <>
          <AppLink href={mousePageHref(row)} display="inline-flex" alignItems="center" color="fg" textDecoration="underline" textDecorationColor="border" textUnderlineOffset="3px" _hover={{ color: 'brand.fg' }} data-testid="mouse-row-link">
            {productName(row)}
          </AppLink>
          {isPreviewRow(row) && (
            <>
              {' '}
              <PreviewMark compact />
            </>
          )}
        </>
      ),
      sortKey: 'name',
      isRowHeader: true,
      width: '8rem',
      wrap: true,
    },
    ...(fit ? [fit] : []),
    { id: 'length', header: 'Length', unit: 'mm', accessor: (row) => formatNumber(row.mouse__length), sortKey: 'length', align: 'end' },
    { id: 'width', header: 'Width', unit: 'mm', accessor: (row) => formatNumber(row.mouse__width), sortKey: 'width', align: 'end' },
    { id: 'height', header: 'Height', unit: 'mm', accessor: (row) => formatNumber(row.mouse__height), sortKey: 'height', align: 'end' },
    { id: 'weight', header: 'Weight', unit: 'g', accessor: (row) => formatNumber(row.mouse__weight), sortKey: 'weight', align: 'end' },
    { id: 'shape', header: 'Shape', accessor: (row) => traitLabel(row.mouse__shape) },
    { id: 'sensor', header: 'Sensor', accessor: (row) => sensorLabel(row) ?? messages.notKnown, sortKey: 'sensor', width: '5.5rem', wrap: true },
    { id: 'connection', header: 'Connection', accessor: (row) => formatWireless(row.mouse__wireless) },
    { id: 'polling', header: 'Polling', unit: 'Hz', accessor: (row) => formatNumber(row.mouse__polling_rate), sortKey: 'polling', align: 'end', firstDirection: 'desc' },
    { id: 'dpi', header: 'DPI', accessor: (row) => formatNumber(row.mouse__dpi), sortKey: 'dpi', align: 'end', firstDirection: 'desc' },
    { id: 'released', header: 'Released', accessor: (row) => formatRelease(row.general__release_date), sortKey: 'released', firstDirection: 'desc' },
    // NVIDIA's measurement (the fastest of the mouse's), with its mode; attributed under the table.
    { id: 'latency', header: 'Click latency', unit: 'ms', accessor: latencyCell, sortKey: 'latency', align: 'end', width: '7rem', wrap: true },
    // Where each group of the row's figures comes from (the maker, BuildCores OpenDB, our editors…).
    { id: 'sources', header: 'Sources', accessor: (row) => sourceSummary(row) ?? messages.notKnown, width: '15rem' },
    { id: 'links', header: 'Links', accessor: links },
    { id: 'compare', header: 'Compare', accessor: compare, align: 'end' },
  ]
}
