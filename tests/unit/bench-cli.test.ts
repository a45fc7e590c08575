import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleCeilingsKb } from '../../bench/budgets'

/** `npm run bench` judged on given measurements: the command itself must fail when a budget is missed. */
function runBench(measurements: { id: string; value: number; unjudged?: string }[], extra: string[] = []) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-cli-')), 'measurements.json')
  writeFileSync(file, JSON.stringify(measurements))
  return spawnSync(process.execPath, ['bench/run.ts', `--measurements=${file}`, ...extra], { encoding: 'utf8' })
}

const healthy = [
  { id: 'bundle:/', value: 120 },
  { id: 'data:filter:10000', value: 4 },
  { id: 'lighthouse:seo:/', value: 100 },
]

describe('npm run bench (budget gate)', () => {
  it('exits 0 when every measured budget holds', () => {
    const result = runBench(healthy)
    expect(result.stderr).not.toContain('BUDGET EXCEEDED')
    expect(result.status).toBe(0)
  })

  it('exits non-zero and names the budget when one is exceeded', () => {
    const ceiling = bundleCeilingsKb['/mouse/browse']
    const result = runBench([...healthy, { id: 'bundle:/mouse/browse', value: ceiling + 0.1 }])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `BUDGET EXCEEDED: First-load JavaScript of /mouse/browse (gzip, counted from the build), no more than today: ${(ceiling + 0.1).toFixed(2)} KB (at most ${ceiling.toFixed(2)} KB)`,
    )
  })

  it('judges the data-at-scale figures that have budgets and only reports the others', () => {
    const result = runBench([...healthy, { id: 'data:similar:10000', value: 20.5 }, { id: 'data:fit:10000', value: 16.5 }, { id: 'data:snapshot:1000', value: 47 }, { id: 'worker:sitemap-cpu:compareMice:10000', value: 150 }])
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/BUDGET EXCEEDED: Rank 10,000 mice for find-similar.*: 20\.50 ms \(at most 20\.00 ms\)/)
    expect(result.stderr).toMatch(/BUDGET EXCEEDED: Score 10,000 mice for a hand.*: 16\.50 ms \(at most 16\.00 ms\)/)
    expect(result.stderr).not.toContain('snapshot')
    expect(result.stderr).not.toContain('sitemap')
  })

  it('exits 2, neither passing nor failing, when timings were taken on a host too unsteady to judge', () => {
    const unsteady = 'host too unsteady to judge: benchmark index 740–1600 across the runs (spread 72%, at most 20%)'
    const result = runBench([...healthy, { id: 'lighthouse:performance:/', value: 80, unjudged: unsteady }])
    expect(result.status).toBe(2)
    expect(result.stderr).not.toContain('BUDGET EXCEEDED')
    expect(result.stderr).toContain(`NOT JUDGED: Lighthouse performance, mobile, CPU slowdown calibrated to the host, /: 80 score (at least 95 score): ${unsteady}`)
  })

  it('still fails a missed budget when others could not be judged', () => {
    const result = runBench([...healthy, { id: 'lighthouse:performance:/', value: 80, unjudged: 'host too unsteady to judge' }, { id: 'lighthouse:tbt-ratio:/mouse/browse', value: 1.6 }])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("BUDGET EXCEEDED: Total blocking time over the reference page's (calibrated), /mouse/browse: 1.60× (at most 1.50×)")
  })

  it('fails with an artificially tiny budget', () => {
    const result = runBench(healthy, ['--budget-scale=0.001'])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('BUDGET EXCEEDED')
  })
})
