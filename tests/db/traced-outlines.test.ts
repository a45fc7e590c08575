/**
 * A traced outline, from the tracer's export to the open data: written into a copy of the data
 * files (scripts/outline-tracer/write-trace.ts, the tracer's server calls it), loaded by the same
 * seed and loader as the real catalogue, read back through api.mice, and served by the open-data
 * API's body maker against the committed schema. A trace that fails a check writes nothing. The
 * trace is a synthetic test shape: the real catalogue holds none (README "Traced outlines").
 */
import type { PGlite } from '@electric-sql/pglite'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listJson } from '../../edge/open-data-content.ts'
import { openDataSchemas, schemaColumns } from '../../edge/open-data-schema.ts'
import { planTraceWrite, writeTrace, type WritePaths } from '../../scripts/outline-tracer/write-trace.ts'
import { catalogueDir, opendbCsvPath, readCatalogue, seedSqlPath } from '../../supabase/catalogue/files.ts'
import { mergeMice } from '../../supabase/catalogue/merge.ts'
import { openCatalogue } from '../../supabase/pglite.ts'
import type { MouseRow } from '../../web/lib/api-types.ts'
import { syntheticTracedView } from '../fixtures/synthetic-trace.ts'
import { schemaProblems } from '../worker/json-schema-check.ts'

const curated = 'logitech-g-pro-x-superlight-2'
const importedOnly = 'razer-viper-v4-pro'
let work: string
let paths: WritePaths
let db: PGlite

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'traced-outlines-'))
  await cp(catalogueDir, join(work, 'catalogue'), { recursive: true })
  await cp(seedSqlPath, join(work, '01-catalogue.sql'))
  paths = { dir: join(work, 'catalogue'), csv: opendbCsvPath, seedSql: join(work, '01-catalogue.sql') }
}, 60_000)

afterAll(async () => {
  await db?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

const dimsOf = async (handle: string) => {
  const read = await readCatalogue(paths.dir)
  const mouse = mergeMice(read.data.mice, read.data.opendbMice).mice.find((m) => m.handle === handle)!
  return { length: mouse.length!, width: mouse.width!, height: mouse.height! }
}

describe('the tracer writing into the data files', () => {
  it('refuses a trace more than 2 % off the published dimensions, and writes nothing', async () => {
    const before = await readFile(join(paths.dir, 'mice.json'), 'utf8')
    const seedBefore = await readFile(paths.seedSql, 'utf8')
    const big = syntheticTracedView('top', await dimsOf(curated), { scale: 1.04 })
    const result = await writeTrace({ handle: curated, view: 'top', ...big }, paths)
    expect('problems' in result && result.problems.join('\n')).toMatch(/field top_view: top view is [\d.]+ mm in width, the published width is 63\.5 mm \(\+4 %, more than 2 %\)/)
    expect(await readFile(join(paths.dir, 'mice.json'), 'utf8')).toBe(before)
    expect(await readFile(paths.seedSql, 'utf8')).toBe(seedBefore)
    expect(await planTraceWrite({ handle: 'no-such-mouse', view: 'top', ...big }, paths)).toEqual({ problems: ['No mouse has the handle "no-such-mouse".'] })
  })

  it('writes a curated mouse\'s view and an imported mouse\'s overlay row, then the seed', async () => {
    const top = syntheticTracedView('top', await dimsOf(curated), { sensor: { x: 31.8, y: 60 } })
    expect(await writeTrace({ handle: curated, view: 'top', ...top }, paths)).toEqual({ written: [join(paths.dir, 'mice.json'), paths.seedSql] })
    const side = syntheticTracedView('side', await dimsOf(importedOnly))
    expect('written' in (await writeTrace({ handle: importedOnly, view: 'side', ...side }, paths))).toBe(true)
    const text = await readFile(join(paths.dir, 'mice.json'), 'utf8')
    const overlay = text.split('\n').find((line) => line.includes(`"handle": "${importedOnly}"`))!
    expect(overlay).toMatch(/^\{"handle": "razer-viper-v4-pro", "brand": "razer", "model": "Viper V4 Pro", "side_view": "M.* Z", "outline_source": \{"side":\{"method":"traced",/)
    // The copy passes catalogue:check as it stands.
    const read = await readCatalogue(paths.dir)
    expect(read.problems).toEqual([])
    const seed = await readFile(paths.seedSql, 'utf8')
    expect(seed).toContain('"outline_source": {"top":{"method":"traced"')
    db = await openCatalogue({ seedOverrides: { '01-catalogue.sql': seed } })
  }, 120_000)
})

describe('a traced outline on the database and in the open data', () => {
  it('api.mice returns the traced views with their provenance, and the rest as before', async () => {
    const dims = await dimsOf(curated)
    const top = syntheticTracedView('top', dims, { sensor: { x: 31.8, y: 60 } })
    const { rows } = await db.query<MouseRow>(`select * from api.mice where general__handle = any($1) order by general__handle`, [[curated, importedOnly]])
    const [logitech, razer] = [rows.find((row) => row.general__handle === curated)!, rows.find((row) => row.general__handle === importedOnly)!]
    expect(logitech.mouse__top_view).toBe(top.path)
    expect(logitech.mouse__outline_source).toEqual({ top: top.trace })
    expect(logitech.mouse__outline_kind).toBe('traced')
    expect(logitech.mouse__side_view).toBeNull()
    expect(razer.mouse__side_view).toMatch(/^M.* Z$/)
    expect(razer.mouse__outline_source?.side?.image.title).toMatch(/^Synthetic test shape/)
    expect(razer.mouse__outline_kind).not.toBe('traced')
    // Its other figures are still the import's.
    expect(razer.mouse__dimensions_source.kind).toBe('opendb')
  })

  it('the open-data API serves them under the committed v1 schema', async () => {
    // As PostgREST returns it (JSON: numbers as numbers).
    const { rows } = await db.query<{ row: Record<string, unknown> }>(`select to_json(m) as row from api.mice m where general__handle = $1`, [curated])
    const body = JSON.parse(listJson('https://mousecompare.com', 'mice', schemaColumns(openDataSchemas.mice), rows.map((r) => r.row))) as { data: Record<string, unknown>[] }
    const row = body.data[0]!
    expect(row.mouse__outline_source).toMatchObject({ top: { method: 'traced', image: { licence: 'CC0 1.0' }, scale: { basis: 'published-length' }, sensor_position: { x: 31.8, y: 60 } } })
    expect(schemaProblems(openDataSchemas.mice, row)).toEqual([])
  })

  it('the database refuses a view without its provenance, and provenance that is not a trace', async () => {
    await expect(db.query(`update catalog.mice set outline_source = null where handle = $1`, [curated])).rejects.toThrow(/mice_views_sourced/)
    await expect(db.query(`update catalog.mice set top_view = 'M0,0 L1,1 Z' where handle = $1`, [curated])).rejects.toThrow(/mice_views_are_paths/)
    await expect(db.query(`update catalog.mice set outline_source = '{"top": {"method": "guessed"}}' where handle = $1`, [curated])).rejects.toThrow(/outline_source/)
  })
})
