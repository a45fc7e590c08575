/**
 * How sensors are ranked (rank 1 is the best). Nobody types a rank in: it follows from the
 * published figures by this one rule, which api.mouse_sensors applies in SQL
 * (supabase/migrations/*_sensor_rank_known_figures.sql) and this module in TypeScript; a database
 * test compares the two on the real catalogue. The words for a rank are in sensor-rank-text.ts
 * (kept apart: a mouse's specifications show a rank without loading the rule). Pure.
 *
 * Only what is known is ranked: a sensor whose tracking speed, acceleration or maximum DPI is not
 * published is not ranked at all (rank null), never placed after the others as if it were worse.
 */

/** The rule in words, as the sensors page says it. */
export const sensorRankRule =
  'Rank 1 is the best: sensors are ranked by tracking speed, then acceleration, then maximum DPI, and sensors with the same three figures share a rank. A sensor whose tracking speed, acceleration or maximum DPI is not published is not ranked: an unknown figure is neither better nor worse than a known one.'

export interface RankedSensorFigures {
  handle: string
  /** Inches per second; null when not published. */
  trackingSpeed: number | null
  /** G; null when not published. */
  acceleration: number | null
  /** Maximum DPI; null when not published (a sensor a source names without its figures). */
  dpi: number | null
}

/** Whether the rule can rank this sensor: its three ranking figures are published. */
export function isRankable(sensor: Pick<RankedSensorFigures, 'trackingSpeed' | 'acceleration' | 'dpi'>): boolean {
  return sensor.trackingSpeed !== null && sensor.acceleration !== null && sensor.dpi !== null
}

/** Negative when `a` ranks before (is better than) `b`; 0 when their figures are equal. Both must be rankable. */
export function compareSensors(a: RankedSensorFigures, b: RankedSensorFigures): number {
  return b.trackingSpeed! - a.trackingSpeed! || b.acceleration! - a.acceleration! || b.dpi! - a.dpi!
}

/**
 * handle → rank (1 is the best) for every sensor given; null for a sensor the rule cannot rank.
 * Equal figures share a rank and the next rank skips (1, 2, 2, 4), as SQL's rank() does.
 */
export function sensorRanks(sensors: readonly RankedSensorFigures[]): Map<string, number | null> {
  const ranks = new Map<string, number | null>()
  const rankable = sensors.filter(isRankable).sort(compareSensors)
  rankable.forEach((sensor, index) => {
    const previous = rankable[index - 1]
    ranks.set(sensor.handle, previous && compareSensors(previous, sensor) === 0 ? ranks.get(previous.handle)! : index + 1)
  })
  for (const sensor of sensors) if (!isRankable(sensor)) ranks.set(sensor.handle, null)
  return ranks
}
