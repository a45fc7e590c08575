/**
 * Data at scale, the pure measurements (node): browse filter and find-similar ranking, the hand-fit
 * score (bench/fit-measure.ts), the mice snapshot over the wire (and the real catalogue's), each
 * sitemap's CPU time, and each open-data endpoint's CPU time and size, at 1,000 and 10,000
 * synthetic mice. Run by
 * `node bench/run.ts --only=data` through bench/vitest.config.ts; the rendering figures are in
 * bench/browse-render.measure.tsx.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { rowsOfBody } from '../web/lib/packed-rows'
import { measureBrowse, threadCpuClock } from './browse-measure'
import { measureFit } from './fit-measure'
import { writeDataScalePart, type DataFigure } from './data-scale-output'
import { measureOpenData } from './open-data-cpu'
import { measureSitemapCpu } from './sitemap-cpu'
import { syntheticSnapshots, type SyntheticSnapshots } from './synthetic-snapshot'

const counts = [1_000, 10_000] as const
const kb = (bytes: number) => bytes / 1024

describe('data at scale', () => {
  let snapshots: SyntheticSnapshots
  beforeAll(async () => {
    snapshots = await syntheticSnapshots(counts)
  }, 120_000)

  it('browse filter and find-similar ranking', () => {
    // CPU time, not the clock: the machine is shared (see threadCpuClock).
    const figures = measureBrowse(15, threadCpuClock).map((figure) => ({
      ...figure,
      label: figure.label.includes('(median)') ? figure.label.replace('(median)', '(mean CPU time)') : `${figure.label}, mean CPU time`,
    }))
    for (const figure of figures) expect(Number.isFinite(figure.value)).toBe(true)
    writeDataScalePart('browse', figures)
  })

  it('the hand-fit score', () => {
    const figures = measureFit(15, threadCpuClock).map((figure) => ({ ...figure, label: figure.label.replace('(median)', '(mean CPU time)') }))
    for (const figure of figures) expect(Number.isFinite(figure.value)).toBe(true)
    writeDataScalePart('fit', figures)
  })

  it('the mice snapshot over the wire', () => {
    const figures: DataFigure[] = []
    for (const count of counts) {
      const body = snapshots.mice.get(count)!
      expect(rowsOfBody(JSON.parse(body))?.length).toBe(count)
      const label = count.toLocaleString('en-US')
      // The budget is judged at gzip level 9, as bench/bundle.ts weighs scripts. Cloudflare picks
      // its own levels (and serves brotli to browsers that ask), so levels 6 and brotli are shown too.
      figures.push({ id: `data:snapshot:${count}`, label: `Mice snapshot (data/api/mice.json), ${label} mice, gzip level 9`, value: kb(gzipSync(body, { level: 9 }).length), unit: 'KB' })
      if (count !== 1_000) continue
      figures.push(
        { id: `data:snapshot-gzip6:${count}`, label: `Mice snapshot, ${label} mice, gzip level 6`, value: kb(gzipSync(body, { level: 6 }).length), unit: 'KB' },
        {
          id: `data:snapshot-brotli4:${count}`,
          label: `Mice snapshot, ${label} mice, brotli quality 4`,
          value: kb(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length),
          unit: 'KB',
        },
        { id: `data:snapshot-raw:${count}`, label: `Mice snapshot, ${label} mice, uncompressed`, value: kb(Buffer.byteLength(body)), unit: 'KB' },
      )
    }
    // The real catalogue (issue 18: every curated and imported mouse), as the build embeds it: the
    // list the site's pages read (api.mouse_list, each figure source reduced to its kind), and
    // api.mice whole (the open-data API's shape) beside it.
    const catalogue = snapshots.seed.mouse_list!
    const catalogueCount = rowsOfBody(JSON.parse(catalogue))!.length
    const whole = snapshots.seed.mice!
    expect(rowsOfBody(JSON.parse(whole))!.length).toBe(catalogueCount)
    figures.push(
      {
        id: 'data:snapshot:catalogue',
        label: `Mice snapshot the pages read (data/api/mouse_list.json), the real catalogue (${catalogueCount.toLocaleString('en-US')} mice), gzip level 9`,
        value: kb(gzipSync(catalogue, { level: 9 }).length),
        unit: 'KB',
      },
      { id: 'data:snapshot-raw:catalogue', label: 'Mice snapshot the pages read, the real catalogue, uncompressed', value: kb(Buffer.byteLength(catalogue)), unit: 'KB' },
      { id: 'data:snapshot-whole:catalogue', label: 'api.mice whole (data/api/mice.json, with every source), the real catalogue, gzip level 9', value: kb(gzipSync(whole, { level: 9 }).length), unit: 'KB' },
    )
    writeDataScalePart('snapshot', figures)
  })

  it('each sitemap’s generation CPU time', () => {
    const figures: DataFigure[] = []
    for (const count of counts) {
      figures.push(
        ...measureSitemapCpu(count, { mice: snapshots.mice.get(count)!, reviews: snapshots.seed.reviews!, discounts: snapshots.seed.discounts! }, count >= 10_000 ? 5 : 9),
      )
    }
    for (const figure of figures) expect(Number.isFinite(figure.value) && figure.value >= 0).toBe(true)
    writeDataScalePart('sitemaps', figures)
  })

  it('each open-data endpoint’s CPU time (new isolate, isolate cache, 304) and size', async () => {
    const figures: DataFigure[] = []
    for (const count of counts) {
      // The synthetic mice; sensors, switches, encoders and brands as the seed has them.
      const views = { ...snapshots.seed, mice: snapshots.mice.get(count)! }
      figures.push(...(await measureOpenData(count, views, count >= 10_000 ? 5 : 9)))
    }
    for (const figure of figures) expect(Number.isFinite(figure.value) && figure.value >= 0).toBe(true)
    writeDataScalePart('open-data', figures)
  })
})
