import type { MousepadRow } from '../../lib/api-types'
import { isPreviewRow } from '../../lib/preview-session'
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
  /** A test-mode mousepad (SPEC §4), marked as a preview. */
  preview: boolean
}

// A test-mode mousepad may lack any figure: what is missing is shown as not known, never a crash.
const unknown = '—'
const capitalize = (text: string | null | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : unknown)
const millimetres = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? `${Number.isInteger(value) ? value : value.toFixed(1)} mm` : unknown)

/** The rows of the coming-soon preview: the published mousepads by name, their figures written out. */
export function mousepadPreviewRows(rows: readonly MousepadRow[]): MousepadPreviewRow[] {
  return rows
    .map((row) => ({
      handle: row.general__handle,
      name: productName(row),
      size: row.mousepad__length != null && row.mousepad__width != null ? `${row.mousepad__length} × ${row.mousepad__width} mm` : unknown,
      thickness: millimetres(row.mousepad__thickness),
      surface: capitalize(row.mousepad__surface),
      speed: capitalize(row.mousepad__speed),
      preview: isPreviewRow(row),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
