/**
 * NVIDIA's measured click latency, as the site and the open-data API show it (issue 29): the
 * figure in milliseconds with its spread, the mode, firmware and year measured, and the attribution
 * its licence (CC BY 4.0) asks for wherever it is shown or served. Pure, no imports: the open-data
 * module that Node runs as it is reads the attribution from here.
 */

export const clickLatencySource = {
  name: 'NVIDIA Reflex Latency Analyzer Mice Database',
  version: 'v0.98.0 (11 Nov 2020)',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  /** The line every latency figure carries. */
  attribution: 'NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0',
} as const

/** One measurement as api.mice serves it (web/lib/api-types.ts ClickLatency). */
export interface LatencyMeasurement {
  mode: string
  mean_ms: number
  std_dev_ms: number
  unadjusted_mean_ms: number
  polled_actuation: boolean
  firmware: string
  measured: string
}

const ms = (value: number) => (Math.round(value * 100) / 100).toFixed(2)

/** '1.72 ms ± 0.42' */
export function formatLatency(measurement: Pick<LatencyMeasurement, 'mean_ms' | 'std_dev_ms'>): string {
  return `${ms(measurement.mean_ms)} ms ± ${ms(measurement.std_dev_ms)}`
}

/** '1.72 ms ± 0.42, wired, firmware 0100, measured 2020' (and NVIDIA's correction for polled optical switches). */
export function describeLatency(measurement: LatencyMeasurement): string {
  const corrected = measurement.polled_actuation ? ` (${ms(measurement.unadjusted_mean_ms)} ms as measured, corrected for its polled optical switch)` : ''
  return `${formatLatency(measurement)}${corrected}, ${measurement.mode}, firmware ${measurement.firmware}, measured ${measurement.measured}`
}

/** The measurement with the lowest mean (the one the sortable figure is), or null. */
export function fastestLatency<M extends Pick<LatencyMeasurement, 'mean_ms'>>(measurements: readonly M[] | null | undefined): M | null {
  let best: M | null = null
  for (const measurement of measurements ?? []) if (best === null || measurement.mean_ms < best.mean_ms) best = measurement
  return best
}
