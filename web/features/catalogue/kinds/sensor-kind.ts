import { messages } from '../../../lib/messages'
import { sensorRankRule } from '../../../lib/sensor-rank'
import { rankText } from '../../../lib/sensor-rank-text'
import { sourceText } from '../compare/mouse-specification-rows'
import { componentKindWords } from '../../../lib/component-page-text'
import { useSuspenseQuery } from '@tanstack/react-query'
import { sensorTypes, type SensorRow } from '../../../lib/api-types'
import { sensorQueries } from './sensor-queries'
import {
  brandFacet,
  brandText,
  capitalize,
  commonSorts,
  componentName,
  componentSearchText,
  formatFigure,
  formatFigureList,
  releaseMonth,
  smallest,
  typeFacet,
  type ComponentKind,
} from './component-kind'

const miceCount = (row: SensorRow) => row.mouse_sensor__mice_count ?? 0
const lowestLiftOff = (row: SensorRow) => smallest(row.mouse_sensor__lift_off_distances)

export const sensorKind: ComponentKind<SensorRow> = {
  id: 'sensors',
  category: 'mouse_sensor',
  ...componentKindWords.sensors,
  browsePath: '/mouse/sensors/browse',
  comparePath: '/mouse/sensors/compare',
  miceFilterParam: 'sensor',
  useRows: () => useSuspenseQuery(sensorQueries.list()).data,
  miceCount,
  usedBy: (mouse) => mouse.mouse__sensor_handle,
  searchPlaceholder: 'e.g. PAW3950 or Focus Pro',
  browseNote: sensorRankRule,
  catalogue: {
    facets: [typeFacet(sensorTypes, (row) => row.mouse_sensor__type), brandFacet()],
    ranges: [
      { id: 'dpi', label: 'Maximum DPI', unit: 'DPI', step: 100, value: (row) => row.mouse_sensor__dpi },
      { id: 'tracking', label: 'Tracking speed', unit: 'IPS', step: 10, value: (row) => row.mouse_sensor__tracking_speed },
      { id: 'acceleration', label: 'Acceleration', unit: 'G', step: 1, value: (row) => row.mouse_sensor__acceleration },
      { id: 'lod', label: 'Lowest lift-off distance', unit: 'mm', step: 0.1, value: lowestLiftOff },
      { id: 'rank', label: 'Rank', step: 1, value: (row) => row.mouse_sensor__rank },
    ],
    sorts: [
      { key: 'rank', label: 'Rank', value: (row) => row.mouse_sensor__rank },
      { key: 'dpi', label: 'Maximum DPI', value: (row) => row.mouse_sensor__dpi },
      { key: 'tracking', label: 'Tracking speed', value: (row) => row.mouse_sensor__tracking_speed },
      { key: 'acceleration', label: 'Acceleration', value: (row) => row.mouse_sensor__acceleration },
      { key: 'lod', label: 'Lift-off distance', value: lowestLiftOff },
      ...commonSorts(miceCount),
    ],
    searchText: componentSearchText,
    name: componentName,
  },
  // Only the sensor's own properties: a polling rate belongs to the mouse (its controller and radio).
  columns: [
    // Narrow, wrapping: "not ranked (figures not published)" takes two lines rather than the table's width.
    { id: 'rank', header: 'Rank', accessor: (row) => rankText(row.mouse_sensor__rank), sortKey: 'rank', align: 'end', width: '9rem', wrap: true, figure: (row) => row.mouse_sensor__rank },
    { id: 'type', header: 'Type', accessor: (row) => capitalize(row.mouse_sensor__type), figure: (row) => row.mouse_sensor__type },
    { id: 'dpi', header: 'Max DPI', accessor: (row) => formatFigure(row.mouse_sensor__dpi), sortKey: 'dpi', align: 'end', firstDirection: 'desc', figure: (row) => row.mouse_sensor__dpi },
    { id: 'tracking', header: 'Tracking', unit: 'IPS', accessor: (row) => formatFigure(row.mouse_sensor__tracking_speed), sortKey: 'tracking', align: 'end', firstDirection: 'desc', figure: (row) => row.mouse_sensor__tracking_speed },
    { id: 'acceleration', header: 'Accel.', unit: 'G', accessor: (row) => formatFigure(row.mouse_sensor__acceleration), sortKey: 'acceleration', align: 'end', firstDirection: 'desc', figure: (row) => row.mouse_sensor__acceleration },
    { id: 'lod', header: 'Lift-off', unit: 'mm', accessor: (row) => formatFigureList(row.mouse_sensor__lift_off_distances), sortKey: 'lod', align: 'end', figure: (row) => row.mouse_sensor__lift_off_distances },
  ],
  // A maker's rendition of another maker's part names it (where a source states the relation).
  nameNote: (row) => (row.mouse_sensor__based_on ? `a ${row.mouse_sensor__based_on}` : null),
  specRows: [
    { group: 'General', label: 'Brand', value: brandText },
    { label: 'Released', value: (row) => row.general__release_date, format: (value) => releaseMonth(value as string | null) ?? messages.notKnown },
    { label: 'Type', value: (row) => capitalize(row.mouse_sensor__type) },
    { label: 'Based on', value: (row) => row.mouse_sensor__based_on },
    { label: 'Rank', value: (row) => row.mouse_sensor__rank, better: 'lower', format: (value) => rankText(typeof value === 'number' ? value : null) },
    { group: 'Performance', label: 'Maximum DPI', unit: 'DPI', value: (row) => row.mouse_sensor__dpi, better: 'higher' },
    { label: 'Tracking speed', unit: 'IPS', value: (row) => row.mouse_sensor__tracking_speed, better: 'higher' },
    { label: 'Acceleration', unit: 'G', value: (row) => row.mouse_sensor__acceleration, better: 'higher' },
    {
      label: 'Lift-off distances',
      unit: 'mm',
      // Compared (and ranked) by the lowest setting; every setting is shown.
      value: lowestLiftOff,
      better: 'lower',
      format: (_value, row) => formatFigureList(row.mouse_sensor__lift_off_distances, 'mm'),
    },
    // Every figure says where it comes from (a maker's datasheet or page, a teardown: COMPONENTS-REVIEW.md).
    { group: 'Where the figures come from', label: 'Source', value: (row) => sourceText(row.mouse_sensor__source) },
  ],
}
