/**
 * What /mouse/browse filters and sorts by: the mouse facets, ranges and sorts for the generic
 * catalogue engine (web/features/catalogue/filter-engine.ts); their URL form is in browse-search.ts. Every
 * accessor tolerates missing values (the test-mode product may lack any field).
 */
import type { CatalogueConfig, FacetDefinition, RangeDefinition, SortDefinition } from '../filter-engine'
import { messages } from '../../../lib/messages'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sensorTypes, sideCurvatures, type MouseRow } from '../../../lib/api-types'
import { formatNumber } from '../../../lib/number-format'
import { productName } from '../../../lib/product-name'
import { releaseValue, releaseYear, sensorLabel, switchLabel, traitLabel } from '../../../lib/mouse-format'
import { mouseBrowseOrder } from '../../../lib/browse-order'

const yesNo = (value: boolean | null | undefined) => (value === true ? 'yes' : value === false ? 'no' : null)
const yesNoLabel = (value: string) => (value === 'yes' ? 'Yes' : 'No')
const numberValue = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value))
/** Facets on figures that may be unknown list the mice without one as "Not known". */
const unknownLabel = messages.notKnown.charAt(0).toUpperCase() + messages.notKnown.slice(1)

export const mouseFacets: FacetDefinition<MouseRow>[] = [
  {
    id: 'brand',
    label: 'Brand',
    values: (row) => row.general__brand_handles ?? [],
    optionLabel: (handle, row) => row.general__brand_names?.[row.general__brand_handles.indexOf(handle)] ?? handle,
    // 170 brands: the most common first (the list can be searched).
    order: 'count',
  },
  { id: 'shape', label: 'Shape', values: (row) => row.mouse__shape, optionLabel: traitLabel, order: mouseShapes, unknownLabel },
  { id: 'hand', label: 'Hand', values: (row) => row.mouse__hand_compatibility, optionLabel: traitLabel, order: handCompatibilities, unknownLabel },
  {
    id: 'connection',
    label: 'Connection',
    values: (row) => (row.mouse__wireless === true ? 'wireless' : row.mouse__wireless === false ? 'wired' : null),
    optionLabel: traitLabel,
    order: ['wireless', 'wired'],
  },
  // The label names the part a maker's sensor is based on too: the option's search finds either name.
  { id: 'sensor', label: 'Sensor', values: (row) => row.mouse__sensor_handle, optionLabel: (handle, row) => sensorLabel(row) ?? handle, unknownLabel },
  { id: 'sensorType', label: 'Sensor type', values: (row) => row.mouse__sensor_type, optionLabel: traitLabel, order: sensorTypes, unknownLabel },
  {
    id: 'switch',
    label: 'Switch',
    values: (row) => row.mouse__switch_handle,
    optionLabel: (handle, row) => switchLabel(row) || handle,
    unknownLabel,
  },
  // A family ("Omron Optical") takes in the mice that name it and those that name one of its models.
  {
    id: 'switchFamily',
    label: 'Switch family',
    values: (row) => row.mouse__switch_family_handle,
    optionLabel: (handle, row) => row.mouse__switch_family_name || handle,
  },
  {
    id: 'encoder',
    label: 'Scroll wheel encoder',
    values: (row) => row.mouse__scroll_wheel_encoder_handle,
    optionLabel: (handle, row) => row.mouse__scroll_wheel_encoder_name || handle,
    unknownLabel,
  },
  { id: 'polling', label: 'Polling rate', values: (row) => numberValue(row.mouse__polling_rate), optionLabel: (value) => `${formatNumber(Number(value))} Hz`, order: 'numeric', unknownLabel },
  { id: 'side', label: 'Side buttons', values: (row) => numberValue(row.mouse__side_buttons), order: 'numeric', unknownLabel },
  { id: 'middle', label: 'Middle buttons', values: (row) => numberValue(row.mouse__middle_buttons), order: 'numeric', unknownLabel },
  { id: 'flare', label: 'Front flare', values: (row) => row.mouse__front_flare, optionLabel: traitLabel, order: frontFlares, unknownLabel },
  { id: 'curve', label: 'Side curvature', values: (row) => row.mouse__side_curvature, optionLabel: traitLabel, order: sideCurvatures, unknownLabel },
  { id: 'hump', label: 'Hump placement', values: (row) => row.mouse__hump_placement, optionLabel: traitLabel, order: humpPlacements, unknownLabel },
  { id: 'thumb', label: 'Thumb rest', values: (row) => yesNo(row.mouse__thumb_rest), optionLabel: yesNoLabel, order: ['yes', 'no'], unknownLabel },
  { id: 'ring', label: 'Ring-finger rest', values: (row) => yesNo(row.mouse__ring_finger_rest), optionLabel: yesNoLabel, order: ['yes', 'no'], unknownLabel },
  {
    id: 'material',
    label: 'Material',
    values: (row) => row.mouse__material_handle_general,
    optionLabel: (handle, row) => row.mouse__material_name_general ?? traitLabel(handle),
    unknownLabel,
  },
]

export const mouseRanges: RangeDefinition<MouseRow>[] = [
  { id: 'length', label: 'Length', unit: 'mm', step: 0.5, value: (row) => row.mouse__length },
  { id: 'width', label: 'Width', unit: 'mm', step: 0.5, value: (row) => row.mouse__width },
  { id: 'height', label: 'Height', unit: 'mm', step: 0.5, value: (row) => row.mouse__height },
  { id: 'weight', label: 'Weight', unit: 'g', step: 1, value: (row) => row.mouse__weight },
  { id: 'dpi', label: 'DPI', step: 100, value: (row) => row.mouse__dpi },
  { id: 'released', label: 'Release year', step: 1, value: (row) => releaseYear(row.general__release_date) },
]

export const mouseSorts: SortDefinition<MouseRow>[] = [
  { key: 'name', label: 'Name', value: (row) => productName(row) },
  { key: 'length', label: 'Length', value: (row) => row.mouse__length },
  { key: 'width', label: 'Width', value: (row) => row.mouse__width },
  { key: 'height', label: 'Height', value: (row) => row.mouse__height },
  { key: 'weight', label: 'Weight', value: (row) => row.mouse__weight },
  { key: 'dpi', label: 'DPI', value: (row) => row.mouse__dpi },
  { key: 'polling', label: 'Polling rate', value: (row) => row.mouse__polling_rate },
  { key: 'sensor', label: 'Sensor rank', value: (row) => row.mouse__sensor_rank },
  { key: 'side', label: 'Side buttons', value: (row) => row.mouse__side_buttons },
  {
    key: 'released',
    label: 'Release date',
    value: (row) => releaseValue(row.general__release_date),
    firstDirection: 'desc',
    directionLabels: { asc: mouseBrowseOrder.oldest, desc: mouseBrowseOrder.newest },
  },
  { key: 'latency', label: 'Click latency (measured)', value: (row) => row.mouse__click_latency_ms, firstDirection: 'asc' },
]

export const mouseCatalogueConfig: CatalogueConfig<MouseRow> = {
  facets: mouseFacets,
  ranges: mouseRanges,
  sorts: mouseSorts,
  searchText: (row) => [...(row.general__brand_names ?? []), row.general__model, row.general__variant].filter(Boolean).join(' '),
  name: (row) => productName(row),
}
