/**
 * Sitemap generation at 1,000 and 10,000 mice: everything the worker does for one sitemap request
 * with a cold per-isolate cache (parse the snapshot JSON, read the rows, pick the compare pairs,
 * write every URL of every sitemap, split into parts, write the index), and, separately, just
 * picking the compare pairs.
 *
 *   npx vitest bench --run --project unit bench/sitemaps.bench.ts
 *
 * Workers allow 30 s of CPU per request by default (paid plan; the free plan 10 ms). The latest
 * results, and how to read them, are in bench/sitemaps.results.md.
 */
import { bench, describe } from 'vitest'
import { catalogueViews, type CatalogueMouse } from '../edge/catalogue-rows'
import { selectComparePairs } from '../edge/compare-pairs'
import { buildSitemaps, renderSitemapIndex, renderUrlset, sitemapNames } from '../edge/sitemap-content'
import { generateSyntheticMice } from './synthetic-catalogue'

const origin = 'https://mousecompare.com'

for (const count of [1_000, 10_000]) {
  const json = JSON.stringify(generateSyntheticMice(count, 42))

  describe(`${count.toLocaleString('en-US')} mice`, () => {
    bench(
      'every sitemap, cold (JSON parse, rows, pairs, XML, parts, index)',
      () => {
        const mice = (JSON.parse(json) as Record<string, unknown>[]).map((row) => catalogueViews.mice.read(row)!) as CatalogueMouse[]
        const parts = buildSitemaps(origin, { mice, reviews: [], discounts: [] }, Date.now())
        let bytes = renderSitemapIndex(origin, parts).length
        for (const name of sitemapNames) for (const part of parts[name]) bytes += renderUrlset(part).length
        if (bytes === 0) throw new Error('empty')
      },
      { time: 2_000, iterations: 3 },
    )

    const mice = JSON.parse(json) as CatalogueMouse[]
    bench('compare pairs only', () => void selectComparePairs(mice.slice()), { time: 2_000, iterations: 3 })
  })
}
