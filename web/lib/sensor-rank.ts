/**
 * How sensors are ranked (rank 1 is the best). Nobody types a rank in: it follows from the
 * published figures by this one rule, which api.mouse_sensors applies in SQL
 * (supabase/migrations/*_catalogue_provenance.sql) and this module in TypeScript; a database test
 * compares the two on the real catalogue. Pure.
 */

/** The rule in words, as the sensors page says it. */
export const sensorRankRule =
  'Rank 1 is the best: sensors are ordered by tracking speed, then acceleration, then maximum DPI, then the newest first; a figure that is not known counts after every known one.'

export interface RankedSensorFigures {
  handle: string
  /** Inches per second; null when not published. */
  trackingSpeed: number | null
  /** G; null when not published. */
  acceleration: number | null
  /** Maximum DPI; null when not published (a sensor a source names without its figures). */
  dpi: number | null
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; null when not known. */
  released: string | null
}

/** Larger first, unknown last. */
function descending(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? 1 : -1
}

/** Negative when `a` ranks before (is better than) `b`. */
export function compareSensors(a: RankedSensorFigures, b: RankedSensorFigures): number {
  return (
    descending(a.trackingSpeed, b.trackingSpeed) ||
    descending(a.acceleration, b.acceleration) ||
    descending(a.dpi, b.dpi) ||
    // Release dates of different precision compare as text: '2023-09' after '2023'.
    descending(a.released, b.released) ||
    (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0)
  )
}

/** handle → rank (1 is the best), for every sensor given. */
export function sensorRanks(sensors: readonly RankedSensorFigures[]): Map<string, number> {
  return new Map([...sensors].sort(compareSensors).map((sensor, index) => [sensor.handle, index + 1]))
}
