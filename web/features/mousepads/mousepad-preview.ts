import type { MousepadRow } from '../../lib/api-types'
import { productName } from '../../lib/product-name'

export interface MousepadPreviewRow {
  handle: string
  name: string
  /** '460 × 400 mm' */
  size: string
  /** '3 mm' */
  thickness: string
  surface: string
  speed: string
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const millimetres = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} mm`

/** The rows of the coming-soon preview: the published mousepads by name, their figures written out. */
export function mousepadPreviewRows(rows: readonly MousepadRow[]): MousepadPreviewRow[] {
  return rows
    .map((row) => ({
      handle: row.general__handle,
      name: productName(row),
      size: `${row.mousepad__length} × ${row.mousepad__width} mm`,
      thickness: millimetres(row.mousepad__thickness),
      surface: capitalize(row.mousepad__surface),
      speed: capitalize(row.mousepad__speed),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
