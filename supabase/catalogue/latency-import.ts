/**
 * `npm run catalogue:import`, the click-latency part, pure: NVIDIA's Reflex Latency Analyzer mice
 * database (supabase/seed/vendor/nvidia-rla/, CC BY 4.0) and the hand-checked list of which
 * catalogue mouse each of its rows is (latency-matches.json) → mouse-latency.json, one measurement
 * per row that names a catalogue mouse. A row the list calls unmatched is left out with its reason;
 * a row the list does not mention, or a decision for a row that does not exist, is a problem.
 */
import { parseCsv } from './csv.ts'
import type { LatencyMatch, MouseLatency } from './schemas.ts'

export const latencyFile = 'nvidia-rla-mice.csv'

/** The attribution NVIDIA's licence asks for, wherever the figures are shown or served. */
export const latencyAttribution = 'NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0'

export interface LatencyOutcome {
  line: number
  make: string
  model: string
  revision: string
  mode: string
  mouse?: string
  reason: string
  meanUs: number
}

export interface LatencyResult {
  rows: MouseLatency[]
  /** The database version named by its first row ("v0.98.0 11-11-20"). */
  version: string
  matched: LatencyOutcome[]
  unmatched: LatencyOutcome[]
  problems: { file: string; line: number; field: string; message: string }[]
}

const key = (make: string, model: string, revision: string) => `${make}\u0000${model}\u0000${revision}`

export function importLatency(input: { csv: string; matches: readonly LatencyMatch[]; mice: ReadonlySet<string> }): LatencyResult {
  const table = parseCsv(input.csv)
  const problems: LatencyResult['problems'] = []
  const decisions = new Map(input.matches.map((match) => [key(match.make, match.model, match.revision), match]))
  const seen = new Set<string>()
  const rows: MouseLatency[] = []
  const matched: LatencyOutcome[] = []
  const unmatched: LatencyOutcome[] = []
  let version = ''
  table.rows.forEach((cells, index) => {
    const line = table.lines[index]!
    const make = (cells.make ?? '').trim()
    const model = (cells.model ?? '').trim()
    const revision = (cells.revision ?? '').trim()
    if (make === 'NVIDIA LUT Version') {
      version = model
      return
    }
    const id = key(make, model, revision)
    if (seen.has(id)) problems.push({ file: latencyFile, line, field: 'model', message: `${make} ${model} (revision ${revision}) appears twice` })
    seen.add(id)
    const numbers: Record<string, number> = {}
    for (const field of ['avgLmbLatencyUs', 'stdDevUs', 'adjustedAvgLmbLatencyUs']) {
      const text = (cells[field] ?? '').trim()
      if (!/^\d+$/.test(text) || (field !== 'stdDevUs' && Number(text) === 0)) problems.push({ file: latencyFile, line, field, message: `"${text}" is not a whole number of microseconds` })
      numbers[field] = Number(text)
    }
    const mode = (cells.mode ?? '').trim()
    if (mode !== 'wired' && mode !== 'wireless') problems.push({ file: latencyFile, line, field: 'mode', message: `"${mode}" is not wired or wireless` })
    const polled = (cells.polledActuation ?? '').trim()
    if (polled !== 'TRUE' && polled !== 'FALSE') problems.push({ file: latencyFile, line, field: 'polledActuation', message: `"${polled}" is not TRUE or FALSE` })
    const decision = decisions.get(id)
    const outcome = { line, make, model, revision, mode, meanUs: numbers.adjustedAvgLmbLatencyUs! }
    if (!decision) {
      problems.push({ file: latencyFile, line, field: 'model', message: `${make} ${model} (revision ${revision}): latency-matches.json does not say which mouse it is (or that it is none)` })
      return
    }
    if (decision.unmatched) {
      unmatched.push({ ...outcome, reason: decision.reason })
      return
    }
    if (!input.mice.has(decision.mouse!)) {
      problems.push({ file: 'latency-matches.json', line, field: 'mouse', message: `${make} ${model}: no catalogue mouse has the handle "${decision.mouse}"` })
      return
    }
    matched.push({ ...outcome, mouse: decision.mouse, reason: decision.reason })
    rows.push({
      mouse: decision.mouse!,
      mode: mode as MouseLatency['mode'],
      mean_us: numbers.adjustedAvgLmbLatencyUs!,
      std_dev_us: numbers.stdDevUs!,
      unadjusted_mean_us: numbers.avgLmbLatencyUs!,
      polled_actuation: polled === 'TRUE',
      firmware: revision,
      measured: '2020',
      tested_as: `${make} ${model}`,
    })
  })
  for (const match of input.matches) {
    if (!seen.has(key(match.make, match.model, match.revision))) problems.push({ file: 'latency-matches.json', line: 0, field: 'model', message: `${match.make} ${match.model} (revision ${match.revision}) is no row of ${latencyFile}` })
  }
  const order = (row: MouseLatency) => `${row.mouse}\u0000${row.mode}\u0000${row.firmware}\u0000${row.tested_as}`
  rows.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
  return { rows, version, matched, unmatched, problems }
}
