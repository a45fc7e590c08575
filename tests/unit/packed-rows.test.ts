import { describe, expect, it } from 'vitest'
import { finishSteps } from '../../web/lib/next-task'
import { asciiJson, packedText, packedViewBody, packedViews, packRows, rowsOfBody, rowsOfPackedLines } from '../../web/lib/packed-rows'

const rows = [
  { general__handle: 'a', general__model: 'Ünïcode – “quoted”', mouse__weight: 60, mouse__sensor_source: { kind: 'review', url: 'https://x.example/é' } },
  { general__handle: 'b', general__model: 'Emoji 🖱️', mouse__weight: null, mouse__sensor_source: null },
]

describe('the snapshot file format (web/lib/packed-rows.ts)', () => {
  it('names each column once and reads back the same rows, keys in the same order', () => {
    const packed = packRows(rows)
    expect(packed.columns).toEqual(['general__handle', 'general__model', 'mouse__weight', 'mouse__sensor_source'])
    expect(packed.rows).toHaveLength(2)
    const read = rowsOfBody(JSON.parse(JSON.stringify(packed)))
    expect(read).toEqual(rows)
    expect(Object.keys(read![1]!)).toEqual(Object.keys(rows[1]!))
  })

  it('gives a column a row lacks as null, so every row has every column', () => {
    const packed = packRows([{ a: 1 }, { a: 2, b: 'x' }])
    expect(packed).toEqual({ columns: ['a', 'b'], rows: [[1, null], [2, 'x']] })
  })

  it('with sparseLast, puts the columns that hold a value in more rows first and ends each row at its last value', () => {
    const view = [
      { id: 1, rarely: null, never: null, often: 'x', always: 'a' },
      { id: 2, rarely: 'r', never: null, often: 'y', always: 'b' },
      { id: 3, rarely: null, never: null, often: null, always: 'c' },
    ]
    const packed = packRows(view, { sparseLast: true })
    // Ties keep the view's order (a stable sort).
    expect(packed.columns).toEqual(['id', 'always', 'often', 'rarely', 'never'])
    expect(packed.rows).toEqual([
      [1, 'a', 'x'],
      [2, 'b', 'y', 'r'],
      [3, 'c'],
    ])
    // Every reader takes the missing columns as null; on the view's row of nulls the keys keep the view's order.
    const template = Object.fromEntries(Object.keys(view[0]!).map((column) => [column, null]))
    const read = finishSteps(rowsOfPackedLines(packedText(packed).split('\n'), template))
    expect(read).toEqual(view)
    for (const row of read as Record<string, unknown>[]) expect(Object.keys(row)).toEqual(['id', 'rarely', 'never', 'often', 'always'])
    expect(rowsOfBody(JSON.parse(packedText(packed)))).toEqual(view)
    // Without it, the view's order and every cell, as before.
    expect(packRows(view).rows[2]).toEqual([3, null, null, null, 'c'])
  })

  it('packs with sparseLast only the views it is asked to (packedViews)', () => {
    const exported = { listed: JSON.stringify([{ a: null, b: 1 }]), published: JSON.stringify([{ a: null, b: 1 }]) }
    const bodies = packedViews(exported, (view) => view === 'listed')
    expect(JSON.parse(bodies.listed!)).toEqual({ columns: ['b', 'a'], rows: [[1]] })
    expect(JSON.parse(bodies.published!)).toEqual({ columns: ['a', 'b'], rows: [[null, 1]] })
    expect(JSON.parse(packedViews(exported).listed!)).toEqual({ columns: ['a', 'b'], rows: [[null, 1]] })
  })

  it('writes only ASCII, which JSON reads back as the same text (accents, dashes, emoji)', () => {
    const body = packedViewBody(JSON.stringify(rows))
    expect(body).toMatch(/^[\x20-\x7e\n]*$/)
    expect(rowsOfBody(JSON.parse(body))).toEqual(rows)
    expect(asciiJson('é')).toBe('"\\u00e9"')
    expect(JSON.parse(asciiJson('🖱️'))).toBe('🖱️')
  })

  it('writes the columns on the first line and each row on a line of its own, one JSON value still', () => {
    const text = packedText(packRows(rows))
    const lines = text.split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toBe('{"columns":["general__handle","general__model","mouse__weight","mouse__sensor_source"],"rows":[')
    expect(lines[1]).toMatch(/^\["a",.*\],$/)
    expect(lines[2]).toBe('["b","Emoji \\ud83d\\uddb1\\ufe0f",null,null]')
    expect(lines[3]).toBe(']}')
    expect(JSON.parse(text)).toEqual(packRows(rows))
    expect(packedText(packRows([{ a: 'line\nbreak' }])).split('\n')).toHaveLength(3)
    expect(JSON.parse(packedText({ columns: ['a'], rows: [] }))).toEqual({ columns: ['a'], rows: [] })
  })

  it('reads the lines back a row at a time, one step a row, on the template, as the whole parse reads them', () => {
    const template = Object.freeze({ general__model: null, general__handle: null, other: null })
    const text = packedText(packRows(rows))
    const steps = rowsOfPackedLines(text.split('\n'), template)
    let count = 0
    while (!steps.next().done) count++
    expect(count).toBe(2)
    const read = finishSteps(rowsOfPackedLines(text.split('\n'), template))
    expect(read).toEqual(rowsOfBody(JSON.parse(text), template))
    expect(Object.keys(read![0]!)).toEqual(['general__model', 'general__handle', 'other', 'mouse__weight', 'mouse__sensor_source'])
    expect(finishSteps(rowsOfPackedLines(packedText({ columns: ['a'], rows: [] }).split('\n'), {}))).toEqual([])
    expect(finishSteps(rowsOfPackedLines('{"columns":["a"],"rows":[\n[1],\n"x",\n[2,3]\n]}'.split('\n'), {}))).toEqual([{ a: 1 }, null, { a: 2 }])
  })

  it('throws for text in another layout, a header without columns, or a line that is not JSON', () => {
    const texts = [JSON.stringify(packRows(rows)), '[{"a":1}]', '{"columns":["a"],"rows":[\n[1]\n]', '', '<!doctype html>']
    const bad = [...texts, '{"columns":["a"],"rows":[\n[1\n]}', '{"columns":["a"],"rows":[\n[1]\n[2]\n]}', '<!doctype html>\n[1]\n]}']
    for (const text of bad) expect(() => finishSteps(rowsOfPackedLines(text.split('\n'), {})), text).toThrow(SyntaxError)
    for (const header of ['{"rows":[', '{"columns":"a","rows":[', '{"columns":{},"rows":[']) {
      expect(() => finishSteps(rowsOfPackedLines([header, '[1]', ']}'], {})), header).toThrow(TypeError)
    }
  })

  it('refuses an export that is not an array of rows', () => {
    expect(() => packedViewBody('{"a":1}')).toThrow(/array of rows/)
  })

  it('passes PostgREST’s array through, unpacks a packed body, and answers null for anything else', () => {
    const array = [{ a: 1 }]
    expect(rowsOfBody(array)).toBe(array)
    expect(rowsOfBody({ columns: ['a'], rows: [[1], [2, 'extra'], []] })).toEqual([{ a: 1 }, { a: 2 }, { a: null }])
    for (const body of [null, 'x', 3, {}, { rows: [] }, { columns: ['a'] }, { columns: 'a', rows: [] }]) {
      expect(rowsOfBody(body), JSON.stringify(body)).toBeNull()
    }
  })

  it('builds each packed row on the template: its keys first, in its order, then the file’s others; the template stays as it was', () => {
    const template = Object.freeze({ z: null, a: null, b: null })
    const read = rowsOfBody({ columns: ['a', 'extra', 'z'], rows: [[1, 'x', 2], [3], null] }, template) as Record<string, unknown>[]
    expect(read).toEqual([{ z: 2, a: 1, b: null, extra: 'x' }, { z: null, a: 3, b: null, extra: null }, null])
    expect(Object.keys(read[0]!)).toEqual(['z', 'a', 'b', 'extra'])
    expect(read[0]).not.toBe(read[1])
    expect(template).toEqual({ z: null, a: null, b: null })
  })

  it('makes a packed row that is not an array null, for the reader to drop as a broken row', () => {
    expect(rowsOfBody({ columns: ['a'], rows: [[1], null, 'x', { a: 2 }] })).toEqual([{ a: 1 }, null, null, null])
  })
})
