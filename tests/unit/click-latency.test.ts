/**
 * Measured click latency (issue 29): the import from NVIDIA's database with its hand-checked
 * matching (supabase/catalogue/latency-import.ts), and how a measurement is written
 * (web/lib/click-latency.ts).
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { latencyCsvPath, readCatalogue } from '../../supabase/catalogue/files.ts'
import { importLatency } from '../../supabase/catalogue/latency-import.ts'
import type { LatencyMatch } from '../../supabase/catalogue/schemas.ts'
import { describeLatency, fastestLatency, formatLatency } from '../../web/lib/click-latency.ts'

const header = 'make,model,vid,pid,revision,mode,type,reportExtensionId,perClickLatency,polledActuation,pulseFrequencyHz,actuationDetectionDurationUs,maximumHostPollRateHz,avgLmbLatencyUs,stdDevUs,adjustedAvgLmbLatencyUs,Tested By'
const csv = [
  header,
  'NVIDIA LUT Version,v0.98.0 11-11-20,10de,0000,0000,wired,none,TRUE,TRUE,TRUE,0,0,0,0,0,0,NVIDIA',
  'Razer,Viper Ultimate (wired),1532,007a,0100,wired,none,FALSE,FALSE,TRUE,1000,180,1000,1309,423,1719,NVIDIA',
  'Razer,Viper Ultimate (wireless),1532,007b,0200,wireless,none,FALSE,FALSE,TRUE,1000,180,1000,2107,489,2517,NVIDIA',
  'Logitech G,G502,046d,c08b,2702,wired,none,FALSE,FALSE,FALSE,0,0,1000,2497,294,2497,NVIDIA',
  'Zowie,EC1-A,1af3,0001,0001,wired,none,FALSE,FALSE,FALSE,0,0,1000,10076,487,10076,NVIDIA',
].join('\n')
const matches: LatencyMatch[] = [
  { make: 'Razer', model: 'Viper Ultimate (wired)', revision: '0100', mouse: 'razer-viper-ultimate', reason: 'wired' },
  { make: 'Razer', model: 'Viper Ultimate (wireless)', revision: '0200', mouse: 'razer-viper-ultimate', reason: 'wireless' },
  { make: 'Logitech G', model: 'G502', revision: '2702', unmatched: true, reason: 'does not say which G502' },
]
const mice = new Set(['razer-viper-ultimate'])

describe('the latency import', () => {
  it('takes each matched row with its mode, firmware and year, the corrected mean first; skips the version row', () => {
    const result = importLatency({ csv, matches, mice })
    expect(result.version).toBe('v0.98.0 11-11-20')
    expect(result.rows).toEqual([
      { mouse: 'razer-viper-ultimate', mode: 'wired', mean_us: 1719, std_dev_us: 423, unadjusted_mean_us: 1309, polled_actuation: true, firmware: '0100', measured: '2020', tested_as: 'Razer Viper Ultimate (wired)' },
      { mouse: 'razer-viper-ultimate', mode: 'wireless', mean_us: 2517, std_dev_us: 489, unadjusted_mean_us: 2107, polled_actuation: true, firmware: '0200', measured: '2020', tested_as: 'Razer Viper Ultimate (wireless)' },
    ])
    expect(result.unmatched.map((row) => `${row.make} ${row.model}: ${row.reason}`)).toEqual(['Logitech G G502: does not say which G502'])
  })

  it('never guesses: a row the list does not decide, or a decision naming no mouse or no row, is a problem', () => {
    const result = importLatency({ csv, matches: [...matches, { make: 'Zowie', model: 'EC9', revision: '0001', mouse: 'zowie-ec9', reason: 'test' }], mice })
    expect(result.problems.map((problem) => `${problem.file} ${problem.field}: ${problem.message}`)).toEqual([
      'nvidia-rla-mice.csv model: Zowie EC1-A (revision 0001): latency-matches.json does not say which mouse it is (or that it is none)',
      'latency-matches.json model: Zowie EC9 (revision 0001) is no row of nvidia-rla-mice.csv',
    ])
    const unknownMouse = importLatency({ csv, matches: [{ ...matches[0]!, mouse: 'razer-viper-nonexistent' }], mice })
    expect(unknownMouse.problems[0]!.message).toMatch(/no catalogue mouse has the handle "razer-viper-nonexistent"/)
  })

  it('the vendored database: every row decided by hand, 34 measurements of 20 mice, 19 rows unmatched', async () => {
    const { data } = await readCatalogue()
    const handles = new Set([...data.mice, ...data.opendbMice].map((mouse) => mouse.handle))
    const result = importLatency({ csv: await readFile(latencyCsvPath, 'utf8'), matches: data.latencyMatches, mice: handles })
    expect(result.problems).toEqual([])
    expect(result.rows).toHaveLength(34)
    expect(new Set(result.rows.map((row) => row.mouse)).size).toBe(20)
    expect(result.unmatched).toHaveLength(19)
    expect(result.rows.filter((row) => row.mouse === 'razer-viper-ultimate').map((row) => row.mode)).toEqual(['wired', 'wireless'])
  })
})

describe('how a measurement is written', () => {
  const wired = { mode: 'wired', mean_ms: 1.719, std_dev_ms: 0.423, unadjusted_mean_ms: 1.309, polled_actuation: true, firmware: '0100', measured: '2020' }
  const wireless = { ...wired, mode: 'wireless', mean_ms: 2.517, std_dev_ms: 0.489, unadjusted_mean_ms: 2.517, polled_actuation: false, firmware: '0200' }

  it('gives the figure in milliseconds with its spread, mode, firmware and year', () => {
    expect(formatLatency(wired)).toBe('1.72 ms ± 0.42')
    expect(describeLatency(wireless)).toBe('2.52 ms ± 0.49, wireless, firmware 0200, measured 2020')
    expect(describeLatency(wired)).toBe('1.72 ms ± 0.42 (1.31 ms as measured, corrected for its polled optical switch), wired, firmware 0100, measured 2020')
  })

  it('finds the fastest measurement; none when not measured', () => {
    expect(fastestLatency([wireless, wired])).toBe(wired)
    expect(fastestLatency(null)).toBeNull()
    expect(fastestLatency([])).toBeNull()
  })
})
