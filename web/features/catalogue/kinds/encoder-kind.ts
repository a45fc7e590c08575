import { messages } from '../../../lib/messages'
import { sourceText } from '../compare/mouse-specification-rows'
import { componentKindWords } from '../../../lib/component-page-text'
import { useSuspenseQuery } from '@tanstack/react-query'
import { encoderTypes, type EncoderRow } from '../../../lib/api-types'
import { encoderQueries } from './encoder-queries'
import { EncoderLinksNote } from '../component-pages/encoder-links-note'
import { brandFacet, brandText, capitalize, commonSorts, componentName, componentSearchText, formatFigure, releaseMonth, typeFacet, type ComponentKind } from './component-kind'

const miceCount = (row: EncoderRow) => row.mouse_scroll_wheel_encoder__mice_count ?? 0

export const encoderKind: ComponentKind<EncoderRow> = {
  id: 'encoders',
  category: 'mouse_scroll_wheel_encoder',
  ...componentKindWords.encoders,
  browsePath: '/mouse/encoders/browse',
  comparePath: '/mouse/encoders/compare',
  miceFilterParam: 'encoder',
  useRows: () => useSuspenseQuery(encoderQueries.list()).data,
  miceCount,
  usedBy: (mouse) => mouse.mouse__scroll_wheel_encoder_handle,
  searchPlaceholder: 'e.g. TTC or Alps',
  catalogue: {
    facets: [typeFacet(encoderTypes, (row) => row.mouse_scroll_wheel_encoder__type), brandFacet()],
    ranges: [
      { id: 'height', label: 'Height', unit: 'mm', step: 0.5, value: (row) => row.mouse_scroll_wheel_encoder__height },
      { id: 'lifetime', label: 'Rated lifetime', unit: 'M rotations', step: 0.5, value: (row) => row.mouse_scroll_wheel_encoder__lifetime },
    ],
    sorts: [
      { key: 'type', label: 'Type', value: (row) => row.mouse_scroll_wheel_encoder__type },
      { key: 'height', label: 'Height', value: (row) => row.mouse_scroll_wheel_encoder__height },
      { key: 'lifetime', label: 'Rated lifetime', value: (row) => row.mouse_scroll_wheel_encoder__lifetime },
      ...commonSorts(miceCount),
    ],
    searchText: componentSearchText,
    name: componentName,
  },
  columns: [
    { id: 'type', header: 'Type', accessor: (row) => capitalize(row.mouse_scroll_wheel_encoder__type), sortKey: 'type', figure: (row) => row.mouse_scroll_wheel_encoder__type },
    { id: 'height', header: 'Height', unit: 'mm', accessor: (row) => formatFigure(row.mouse_scroll_wheel_encoder__height), sortKey: 'height', align: 'end', figure: (row) => row.mouse_scroll_wheel_encoder__height },
    { id: 'detents', header: 'Detents', accessor: (row) => formatFigure(row.mouse_scroll_wheel_encoder__detents), align: 'end', figure: (row) => row.mouse_scroll_wheel_encoder__detents },
    { id: 'lifetime', header: 'Lifetime', unit: 'M rotations', accessor: (row) => formatFigure(row.mouse_scroll_wheel_encoder__lifetime), sortKey: 'lifetime', align: 'end', firstDirection: 'desc', figure: (row) => row.mouse_scroll_wheel_encoder__lifetime },
  ],
  Banner: EncoderLinksNote,
  specRows: [
    { group: 'General', label: 'Brand', value: brandText },
    { label: 'Released', value: (row) => row.general__release_date, format: (value) => releaseMonth(value as string | null) ?? messages.notKnown },
    { label: 'Type', value: (row) => capitalize(row.mouse_scroll_wheel_encoder__type) },
    { group: 'Figures', label: 'Height', unit: 'mm', value: (row) => row.mouse_scroll_wheel_encoder__height },
    { label: 'Detents per turn', value: (row) => row.mouse_scroll_wheel_encoder__detents },
    { label: 'Rated lifetime', unit: 'M rotations', value: (row) => row.mouse_scroll_wheel_encoder__lifetime, better: 'higher' },
    // Every figure says where it comes from (a maker's datasheet or page, a teardown: COMPONENTS-REVIEW.md).
    { group: 'Where the figures come from', label: 'Source', value: (row) => sourceText(row.mouse_scroll_wheel_encoder__source) },
  ],
}
