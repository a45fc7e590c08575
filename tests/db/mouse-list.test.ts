/**
 * api.mouse_list and api.mouse_sources (supabase/migrations/20261128000200_mouse_list.sql):
 * together they are api.mice, split where the site reads it. The list is api.mice with each figure
 * source reduced to its kind; the figure sources are the rest, by handle. Checked on the seed in a
 * real Postgres engine (PGlite), as anon.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCatalogue } from '../../supabase/pglite.ts'
import { miceColumns, mouseSourcesColumns } from '../../web/lib/api-types.ts'
import { asciiJson, packRows } from '../../web/lib/packed-rows.ts'

let db: PGlite

beforeAll(async () => {
  db = await openCatalogue()
}, 60_000)

afterAll(async () => {
  await db?.close()
})

type Row = Record<string, unknown>

async function rowsAsAnon(sql: string): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon')
    return (await tx.query<Row>(sql)).rows
  })
}

const figureSourceColumns = mouseSourcesColumns.filter((column) => column !== 'general__handle')

describe('api.mouse_list and api.mouse_sources', () => {
  let mice: Row[]
  let list: Row[]
  let sources: Row[]
  beforeAll(async () => {
    ;[mice, list, sources] = await Promise.all([rowsAsAnon('select * from api.mice'), rowsAsAnon('select * from api.mouse_list'), rowsAsAnon('select * from api.mouse_sources')])
  }, 60_000)

  it('the list is api.mice, row for row in its order, with each figure source reduced to its kind', () => {
    expect(list.map((row) => row.general__handle)).toEqual(mice.map((row) => row.general__handle))
    expect(figureSourceColumns).toHaveLength(5)
    let sourced = 0
    mice.forEach((mouse, index) => {
      const row = list[index]!
      for (const column of miceColumns) {
        if (!figureSourceColumns.includes(column as (typeof figureSourceColumns)[number])) {
          expect(row[column], `${String(mouse.general__handle)}.${column}`).toEqual(mouse[column])
          continue
        }
        const source = mouse[column] as { kind: string } | null
        expect(row[column], `${String(mouse.general__handle)}.${column}`).toEqual(source ? { kind: source.kind } : null)
        if (source && Object.keys(source).length > 1) sourced++
      }
    })
    // The seed's sources carry notes and addresses: the list leaves them out.
    expect(sourced).toBeGreaterThan(1000)
  })

  it('the figure sources are api.mice’s, in full, one row per mouse by handle', () => {
    expect(sources.map((row) => row.general__handle)).toEqual(mice.map((row) => row.general__handle))
    mice.forEach((mouse, index) => {
      for (const column of figureSourceColumns) expect(sources[index]![column], `${String(mouse.general__handle)}.${column}`).toEqual(mouse[column])
    })
  })

  it('the list is under three quarters of api.mice as the snapshot packs it (the notes and addresses are the rest)', () => {
    const packed = (rows: Row[]) => asciiJson(packRows(rows)).length
    expect(packed(list)).toBeLessThan(packed(mice) * 0.75)
  })
})
