import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from '../tests/e2e/chromium.ts'

const run = promisify(execFile)

export interface LighthouseScores {
  page: string
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  /** Largest contentful paint and total blocking time of the median run, for the report. */
  lcpMs: number
  tbtMs: number
  cls: number
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such
 * a run is repeated, up to twice, rather than failing the whole benchmark.
 */
async function withRetries<Result>(attempt: () => Promise<Result>, retries = 2): Promise<Result> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= retries) throw error
      console.log(`Lighthouse run failed (${(error as Error).message.split('\n')[0]}); trying again.`)
    }
  }
}

/**
 * Lighthouse 12.8.2 (mobile profile, its default) against the system Chromium, `runs` times per
 * page; the median of each score. Lighthouse is fetched by npx, not kept in the lockfile (its
 * trace engine asks for a package version that breaks `npm ci`; see ../shared/STACK.md).
 */
export async function lighthouse(baseUrl: string, page: string, runs = 3): Promise<LighthouseScores> {
  const directory = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  const reports: Record<string, unknown>[] = []
  try {
    for (let index = 0; index < runs; index++) {
      const output = join(directory, `run-${index}.json`)
      await withRetries(() => run(
        'npx',
        [
          '-y',
          'lighthouse@12.8.2',
          baseUrl + page,
          `--chrome-flags=${chromiumArgs.join(' ')}`,
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
      ))
      reports.push(JSON.parse(readFileSync(output, 'utf8')) as Record<string, unknown>)
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
  type Report = { categories: Record<string, { score: number }>; audits: Record<string, { numericValue?: number }> }
  const typed = reports as unknown as Report[]
  const score = (category: string) => median(typed.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)))
  const audit = (id: string) => median(typed.map((report) => report.audits[id]?.numericValue ?? Number.NaN))
  const result = { page, lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift') } as LighthouseScores
  for (const category of categories) result[category] = score(category)
  return result
}
