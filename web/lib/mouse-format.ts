/** How mouse figures and traits are written on the browse and find-similar pages. */
import type { MouseRow } from './api-types'
import { messages } from './messages'
import { formatNumber as formatSiteNumber } from './number-format'

const { notKnown } = messages

/** 'inward - slight' → 'Inward, slight'; 'symmetrical' → 'Symmetrical'. */
export function traitLabel(value: string | null | undefined): string {
  if (!value) return notKnown
  const text = value.replace(/\s+-\s+/g, ', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A number with at most one decimal, 'not known' when unknown. */
export function formatNumber(value: number | null | undefined, unit?: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return notKnown
  const text = formatSiteNumber(value, 1)
  return unit ? `${text} ${unit}` : text
}

/** '125 × 63.5 × 40 mm'. */
export function formatDimensions(row: { [K in 'mouse__length' | 'mouse__width' | 'mouse__height']: MouseRow[K] | null | undefined }): string {
  const parts = [row.mouse__length, row.mouse__width, row.mouse__height]
  if (parts.every((part) => part === null || part === undefined)) return notKnown
  return `${parts.map((part) => formatNumber(part)).join(' × ')} mm`
}

/** '8,000 Hz'; 'DPI 26,000'. */
export function formatPolling(value: number | null | undefined): string {
  return value === null || value === undefined ? notKnown : `${formatSiteNumber(value)} Hz`
}

export function formatWireless(value: boolean | null | undefined): string {
  return value === true ? 'Wireless' : value === false ? 'Wired' : notKnown
}

/** 'Logitech HERO 2' from the sensor columns; null when unknown. */
export function sensorName(row: Pick<MouseRow, 'mouse__sensor_brand_names' | 'mouse__sensor_brands_separator' | 'mouse__sensor_model' | 'mouse__sensor_variant'>): string | null {
  if (!row.mouse__sensor_model) return null
  const brands = (row.mouse__sensor_brand_names ?? []).join(row.mouse__sensor_brands_separator || ' ')
  return [brands, row.mouse__sensor_model, row.mouse__sensor_variant].filter(Boolean).join(' ')
}

/**
 * A mouse's sensor as it is shown: its name and, where a source states it, the part it is a maker's
 * rendition of ('ROCCAT Owl-Eye 19K, a PixArt PAW3370'), so that both names are read and found.
 */
export function sensorLabel(row: Pick<MouseRow, 'mouse__sensor_brand_names' | 'mouse__sensor_brands_separator' | 'mouse__sensor_model' | 'mouse__sensor_variant' | 'mouse__sensor_based_on'>): string | null {
  const name = sensorName(row)
  return name && row.mouse__sensor_based_on ? `${name}, a ${row.mouse__sensor_based_on}` : name
}

/** A mouse's switch as it is shown: a family (the source does not say which model) says so. */
export function switchLabel(row: Pick<MouseRow, 'mouse__switch_name' | 'mouse__switch_is_family'>): string | null {
  return row.mouse__switch_name ? (row.mouse__switch_is_family ? `${row.mouse__switch_name} (model not stated)` : row.mouse__switch_name) : null
}


/** The release year, or null. */
export function releaseYear(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})/.exec(date) : null
  return match ? Number(match[1]) : null
}

/** Sortable release value (year + month / 12), or null. */
export function releaseValue(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})-(\d{2})/.exec(date) : null
  return match ? Number(match[1]) + (Number(match[2]) - 1) / 12 : releaseYear(date)
}
