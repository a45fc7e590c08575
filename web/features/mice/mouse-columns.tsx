import type { TableColumn } from '../../components/catalogue/sortable-table'
import type { MouseRow } from '../../lib/api-types'
import { PreviewMark } from '../../components/ui/preview-mark'
import { isPreviewRow } from '../../lib/preview-session'
import { productName } from '../../lib/product-name'
import { MouseActions } from './mouse-actions'
import { formatNumber, formatRelease, formatWireless, sensorName, traitLabel } from './mouse-format'

/** The dense table's columns; `actions` renders the compare / similar / review buttons of a row. */
export function mouseColumns(actions: (row: MouseRow) => ReturnType<typeof MouseActions>): TableColumn<MouseRow>[] {
  return [
    {
      id: 'name',
      header: 'Mouse',
      accessor: (row) =>
        isPreviewRow(row) ? (
          <>
            {productName(row)} <PreviewMark compact />
          </>
        ) : (
          productName(row)
        ),
      sortKey: 'name',
      isRowHeader: true,
      width: '16rem',
    },
    { id: 'length', header: 'Length', unit: 'mm', accessor: (row) => formatNumber(row.mouse__length), sortKey: 'length', align: 'end' },
    { id: 'width', header: 'Width', unit: 'mm', accessor: (row) => formatNumber(row.mouse__width), sortKey: 'width', align: 'end' },
    { id: 'height', header: 'Height', unit: 'mm', accessor: (row) => formatNumber(row.mouse__height), sortKey: 'height', align: 'end' },
    { id: 'weight', header: 'Weight', unit: 'g', accessor: (row) => formatNumber(row.mouse__weight), sortKey: 'weight', align: 'end' },
    { id: 'shape', header: 'Shape', accessor: (row) => traitLabel(row.mouse__shape) },
    { id: 'sensor', header: 'Sensor', accessor: (row) => sensorName(row) ?? '—', sortKey: 'sensor', width: '12rem' },
    { id: 'connection', header: 'Connection', accessor: (row) => formatWireless(row.mouse__wireless) },
    { id: 'polling', header: 'Polling', unit: 'Hz', accessor: (row) => formatNumber(row.mouse__polling_rate), sortKey: 'polling', align: 'end', firstDirection: 'desc' },
    { id: 'dpi', header: 'DPI', accessor: (row) => formatNumber(row.mouse__dpi), sortKey: 'dpi', align: 'end', firstDirection: 'desc' },
    { id: 'released', header: 'Released', accessor: (row) => formatRelease(row.general__release_date), sortKey: 'released', firstDirection: 'desc' },
    { id: 'actions', header: 'Actions', accessor: actions },
  ]
}
