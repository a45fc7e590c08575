/**
 * CPU time the worker spends generating each sitemap (edge/sitemap-content.ts), on a given api.mice
 * snapshot body. Workers limit a request's CPU time, not its wall time, so this counts the thread's
 * CPU (threadCpuClock) rather than the clock: time the machine spends on other jobs is
 * left out, and so is V8's background work on other threads, which Workers do not bill either.
 *
 * Per sitemap: its entries, split into parts, every part written, with the per-array caches of the
 * mouse index and the compare pairs empty, as in a new isolate.
 * 'cold-request' is what one request to any sitemap costs with an empty isolate cache: parse the
 * three views' JSON, read the rows, build every sitemap (edge/sitemaps.ts loadParts), write the
 * index. bench/sitemaps.bench.ts runs similar work under vitest bench for its wall-clock statistics.
 */
import { rowsOfBody } from '../web/lib/packed-rows'
import { catalogueViews, type CatalogueDiscount, type CatalogueMouse, type CatalogueReview } from '../edge/catalogue-rows'
import {
  buildSitemaps,
  compareEntries,
  discountsEntries,
  findSimilarEntries,
  pagesEntries,
  partition,
  renderSitemapIndex,
  renderUrlset,
  type SitemapEntry,
  type SitemapName,
} from '../edge/sitemap-content'
import { threadCpuClock, time } from './browse-measure'
import type { DataFigure } from './data-scale-output'

const origin = 'https://mousecompare.com'

function readView<Row>(read: (record: Record<string, unknown>) => Row | undefined, records: readonly Record<string, unknown>[]): Row[] {
  const rows: Row[] = []
  for (const record of records) {
    const row = read(record)
    if (row !== undefined) rows.push(row)
  }
  return rows
}

/** A snapshot file's rows, as the worker reads them (edge/catalogue.ts). */
const parse = (json: string) => rowsOfBody(JSON.parse(json)) as Record<string, unknown>[]
const readMice = (records: readonly Record<string, unknown>[]) => readView(catalogueViews.mice.read, records) as CatalogueMouse[]
const readReviews = (records: readonly Record<string, unknown>[]) => readView(catalogueViews.reviews.read, records) as CatalogueReview[]
const readDiscounts = (records: readonly Record<string, unknown>[]) => readView(catalogueViews.discounts.read, records) as CatalogueDiscount[]

function nonEmpty(bytes: number): number {
  if (!(bytes > 0)) throw new Error('a sitemap came out empty')
  return bytes
}

function writeParts(entries: readonly SitemapEntry[]): number {
  let bytes = 0
  for (const part of partition(entries)) bytes += renderUrlset(part).length
  return bytes
}

export interface SitemapViews {
  /** The api.mice body (JSON text) as the snapshot or PostgREST serves it. */
  mice: string
  reviews: string
  discounts: string
}

/** Mean CPU ms (see time() in bench/browse-measure.ts) per sitemap and for a cold request. */
export function measureSitemapCpu(count: number, views: SitemapViews, samples: number): DataFigure[] {
  const label = count.toLocaleString('en-US')
  const mice = readMice(parse(views.mice))
  const reviews = readReviews(parse(views.reviews))
  const discounts = readDiscounts(parse(views.discounts))
  const now = Date.now()
  // A copy of the array each call: the mouse index and the compare pairs are cached per array.
  const work: Record<SitemapName, () => number> = {
    pages: () => writeParts(pagesEntries(origin, reviews)),
    discounts: () => writeParts(discountsEntries(origin, discounts, now)),
    findSimilarMice: () => writeParts(findSimilarEntries(origin, mice.slice())),
    compareMice: () => writeParts(compareEntries(origin, mice.slice())),
  }
  const figures: DataFigure[] = []
  for (const [name, generate] of Object.entries(work) as [SitemapName, () => number][]) {
    figures.push({
      id: `worker:sitemap-cpu:${name}:${count}`,
      label: `Worker CPU to generate /${name}-sitemap.xml (every part), ${label} mice (mean)`,
      value: time(samples, () => nonEmpty(generate()), threadCpuClock),
      unit: 'ms',
    })
  }
  const coldRequest = () => {
    const parts = buildSitemaps(origin, { mice: readMice(parse(views.mice)), reviews: readReviews(parse(views.reviews)), discounts: readDiscounts(parse(views.discounts)) }, now)
    return nonEmpty(renderSitemapIndex(origin, parts).length)
  }
  figures.push({
    id: `worker:sitemap-cpu:cold-request:${count}`,
    label: `Worker CPU for one sitemap request, cold isolate cache (parse JSON, every sitemap, index), ${label} mice (mean)`,
    value: time(samples, coldRequest, threadCpuClock),
    unit: 'ms',
  })
  return figures
}
