/**
 * What a component page needs to know about one kind of component (sensors, switches,
 * scroll-wheel encoders). The browse and compare pages are one implementation; each kind is one
 * `ComponentKind` value (sensor-kind.ts, switch-kind.ts, encoder-kind.ts).
 */
import type { ComponentType } from 'react'
import type { CatalogueConfig, FacetDefinition, SortDefinition } from '../filter-engine'
import type { FigureColumn } from '../component-pages/figure-columns'
import type { SpecificationRow } from '../ui/specifications-table'
import type { EncoderRow, MouseRow, SensorRow, SwitchRow } from '../../../lib/api-types'
import type { MouseComponentFacet } from '../mice/browse-search'
import { productName } from '../../../lib/product-name'
import { formatPartialDate } from '../../../lib/date-format'
import { messages } from '../../../lib/messages'
import { formatNumber } from '../../../lib/number-format'
import type { ComponentKindId } from '../component-pages/component-search'

export type ComponentRow = SensorRow | SwitchRow | EncoderRow

export interface ComponentKind<Row extends ComponentRow> {
  id: ComponentKindId
  category: Row['general__category']
  /** 'sensor', 'switch', 'scroll wheel encoder' */
  singular: string
  /** 'sensors', 'switches', 'scroll wheel encoders' */
  plural: string
  browsePath: `/mouse/${ComponentKindId}/browse`
  comparePath: `/mouse/${ComponentKindId}/compare`
  /** The mouse browse facet (browse-search.ts) the "mice with it" links set to this component's handle (`?sensor=<handle>`). */
  miceFilterParam: MouseComponentFacet
  /** Every row of the kind (suspends while loading; the route's loader has prefetched it). */
  useRows: () => Row[]
  /** How many published mice use it. */
  miceCount: (row: Row) => number
  /** The handle of this kind of component a mouse uses (its sensor, switch or encoder), or null. */
  usedBy: (mouse: MouseRow) => string | null
  /** Filters, sorts and search of the browse page. */
  catalogue: CatalogueConfig<Row>
  /**
   * The browse table's figure columns (name, compare and mice columns are added by the page), each
   * with its figure: the page shows the most known first (figure-columns.ts).
   */
  columns: FigureColumn<Row>[]
  /** Words after a part's name wherever it is listed ('a PixArt PAW3370', 'family, model not stated'); null when none. */
  nameNote?: (row: Row) => string | null
  /** The family a part belongs to, for the link to every mouse with a switch of that family. */
  family?: (row: Row) => { handle: string; name: string } | null
  /** Between the page's introduction and its columns (e.g. what the encoder links cover). */
  Banner?: ComponentType<{ rows: readonly Row[] }>
  /** The compare page's rows (the mice row is added by the page). */
  specRows: SpecificationRow<Row>[]
  searchPlaceholder: string
  /** A rule the browse page states above its results (e.g. how sensors are ranked). */
  browseNote?: string
}

// Pieces every kind shares -----------------------------------------------------------------------

export const componentName = (row: ComponentRow): string => productName(row)

export function brandFacet<Row extends ComponentRow>(): FacetDefinition<Row> {
  return {
    id: 'brand',
    label: 'Brand',
    values: (row) => row.general__brand_handles,
    optionLabel: (handle, row) => row.general__brand_names[row.general__brand_handles.indexOf(handle)] ?? handle,
  }
}

export function typeFacet<Row extends ComponentRow>(values: readonly string[], value: (row: Row) => string | null | undefined): FacetDefinition<Row> {
  return { id: 'type', label: 'Type', values: value, optionLabel: (type) => capitalize(type), order: values }
}

export function commonSorts<Row extends ComponentRow>(miceCount: (row: Row) => number): SortDefinition<Row>[] {
  return [
    { key: 'name', label: 'Name', value: (row) => componentName(row) },
    { key: 'mice', label: 'Mice using it', value: (row) => miceCount(row) },
    { key: 'released', label: 'Release date', value: (row) => (row.general__release_date ? Date.parse(row.general__release_date) : null) },
  ]
}

/** The text the search box looks through: brands, model, variant, handle and aliases' kin (what it is based on). */
export const componentSearchText = (row: ComponentRow): string => `${componentName(row)} ${row.general__handle}${'mouse_sensor__based_on' in row && row.mouse_sensor__based_on ? ` ${row.mouse_sensor__based_on}` : ''}`

export const brandText = (row: ComponentRow): string | null => {
  const names = (row.general__brand_names ?? []).filter(Boolean)
  return names.length > 0 ? names.join(row.general__brands_separator || ' ') : null
}

// Formatting -------------------------------------------------------------------------------------

export function capitalize(value: string | null | undefined): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : messages.notKnown
}

/** en-US digits, at most two decimals; 'not known' when unknown. */
export function formatFigure(value: number | null | undefined, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return messages.notKnown
  const text = formatNumber(value, 2)
  return unit ? `${text} ${unit}` : text
}

/** '0.7 / 1 / 2 mm'; 'not known' for an empty list. */
export function formatFigureList(values: readonly number[] | null | undefined, unit?: string): string {
  const known = (values ?? []).filter((value) => Number.isFinite(value))
  if (known.length === 0) return messages.notKnown
  const text = known.map((value) => formatNumber(value, 2)).join(' / ')
  return unit ? `${text} ${unit}` : text
}

/** A release date at its precision: '2023', 'Mar 2023', 'Mar 5, 2023'; null when unknown. */
export const releaseMonth = formatPartialDate

/** The smallest of a list of numbers (e.g. the lowest lift-off distance), or null. */
export function smallest(values: readonly number[] | null | undefined): number | null {
  const known = (values ?? []).filter((value) => Number.isFinite(value))
  return known.length > 0 ? Math.min(...known) : null
}
