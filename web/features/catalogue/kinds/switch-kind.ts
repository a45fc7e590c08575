import { messages } from '../../../lib/messages'
import { sourceText } from '../compare/mouse-specification-rows'
import { componentKindWords } from '../../../lib/component-page-text'
import { useSuspenseQuery } from '@tanstack/react-query'
import { switchTypes, type SwitchRow } from '../../../lib/api-types'
import { switchQueries } from './switch-queries'
import { brandFacet, brandText, capitalize, commonSorts, componentName, componentSearchText, formatFigure, releaseMonth, typeFacet, type ComponentKind } from './component-kind'

const miceCount = (row: SwitchRow) => row.mouse_switch__mice_count ?? 0

export const switchKind: ComponentKind<SwitchRow> = {
  id: 'switches',
  category: 'mouse_switch',
  ...componentKindWords.switches,
  browsePath: '/mouse/switches/browse',
  comparePath: '/mouse/switches/compare',
  miceFilterParam: 'switch',
  useRows: () => useSuspenseQuery(switchQueries.list()).data,
  miceCount,
  usedBy: (mouse) => mouse.mouse__switch_handle,
  searchPlaceholder: 'e.g. Omron or Optical Gen-3',
  catalogue: {
    facets: [
      typeFacet(switchTypes, (row) => row.mouse_switch__type),
      brandFacet(),
      { id: 'family', label: 'Family', values: (row) => row.mouse_switch__family_handle, optionLabel: (handle, row) => row.mouse_switch__family_name ?? handle },
    ],
    ranges: [
      { id: 'force', label: 'Actuation force', unit: 'gf', step: 1, value: (row) => row.mouse_switch__actuation_force },
      { id: 'lifetime', label: 'Rated lifetime', unit: 'M clicks', step: 1, value: (row) => row.mouse_switch__lifetime },
      { id: 'pretravel', label: 'Pre-travel', unit: 'mm', step: 0.05, value: (row) => row.mouse_switch__pre_travel },
      { id: 'posttravel', label: 'Post-travel', unit: 'mm', step: 0.05, value: (row) => row.mouse_switch__post_travel },
    ],
    sorts: [
      { key: 'type', label: 'Type', value: (row) => row.mouse_switch__type },
      { key: 'force', label: 'Actuation force', value: (row) => row.mouse_switch__actuation_force },
      { key: 'lifetime', label: 'Rated lifetime', value: (row) => row.mouse_switch__lifetime },
      { key: 'pretravel', label: 'Pre-travel', value: (row) => row.mouse_switch__pre_travel },
      { key: 'posttravel', label: 'Post-travel', value: (row) => row.mouse_switch__post_travel },
      ...commonSorts(miceCount),
    ],
    searchText: componentSearchText,
    name: componentName,
  },
  columns: [
    { id: 'type', header: 'Type', accessor: (row) => capitalize(row.mouse_switch__type), sortKey: 'type', figure: (row) => row.mouse_switch__type },
    { id: 'family', header: 'Family', accessor: (row) => row.mouse_switch__family_name ?? messages.notKnown, figure: (row) => row.mouse_switch__family_name, width: '9rem', wrap: true },
    { id: 'force', header: 'Force', unit: 'gf', accessor: (row) => formatFigure(row.mouse_switch__actuation_force), sortKey: 'force', align: 'end', figure: (row) => row.mouse_switch__actuation_force },
    { id: 'lifetime', header: 'Lifetime', unit: 'M clicks', accessor: (row) => formatFigure(row.mouse_switch__lifetime), sortKey: 'lifetime', align: 'end', firstDirection: 'desc', figure: (row) => row.mouse_switch__lifetime },
    { id: 'pretravel', header: 'Pre-travel', unit: 'mm', accessor: (row) => formatFigure(row.mouse_switch__pre_travel), sortKey: 'pretravel', align: 'end', figure: (row) => row.mouse_switch__pre_travel },
    { id: 'posttravel', header: 'Post-travel', unit: 'mm', accessor: (row) => formatFigure(row.mouse_switch__post_travel), sortKey: 'posttravel', align: 'end', figure: (row) => row.mouse_switch__post_travel },
  ],
  // A row that names a family never reads as a model.
  nameNote: (row) => (row.mouse_switch__is_family ? 'family, model not stated' : null),
  family: (row) => (row.mouse_switch__family_handle && row.mouse_switch__family_name ? { handle: row.mouse_switch__family_handle, name: row.mouse_switch__family_name } : null),
  specRows: [
    { group: 'General', label: 'Brand', value: brandText },
    { label: 'Released', value: (row) => row.general__release_date, format: (value) => releaseMonth(value as string | null) ?? messages.notKnown },
    { label: 'Type', value: (row) => capitalize(row.mouse_switch__type) },
    { label: 'Names', value: (row) => (row.mouse_switch__is_family ? 'A family (the source does not say which model)' : 'One model') },
    { label: 'Family', value: (row) => row.mouse_switch__family_name },
    { group: 'Feel and durability', label: 'Actuation force', unit: 'gf', value: (row) => row.mouse_switch__actuation_force },
    { label: 'Rated lifetime', unit: 'M clicks', value: (row) => row.mouse_switch__lifetime, better: 'higher' },
    { label: 'Pre-travel', unit: 'mm', value: (row) => row.mouse_switch__pre_travel, better: 'lower' },
    { label: 'Post-travel', unit: 'mm', value: (row) => row.mouse_switch__post_travel, better: 'lower' },
    // Every figure says where it comes from (a maker's datasheet or page, a teardown: COMPONENTS-REVIEW.md).
    { group: 'Where the figures come from', label: 'Source', value: (row) => sourceText(row.mouse_switch__source) },
  ],
}
