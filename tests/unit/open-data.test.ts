import { describe, expect, it } from 'vitest'
import { csvDocument, csvField } from '../../edge/open-data-csv'
import { lastChange, listJson, matchesEtag, metaJson } from '../../edge/open-data-content'
import { codeExamples, columnType } from '../../web/features/open-data/open-data-docs'
import { itemPath, licenceEnvelope, openDataResourceNames } from '../../web/features/open-data/open-data-api'

describe('CSV fields (RFC 4180)', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvField('plain text')).toBe('plain text')
    expect(csvField('a, b')).toBe('"a, b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvField('lf\nonly')).toBe('"lf\nonly"')
    expect(csvField('Überleicht 日本')).toBe('Überleicht 日本')
  })

  it('keeps null and the empty string apart, and writes numbers, booleans, lists and objects', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField('')).toBe('""')
    expect(csvField(120.5)).toBe('120.5')
    expect(csvField(0)).toBe('0')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvField(true)).toBe('true')
    expect(csvField(['Logitech'])).toBe('"[""Logitech""]"')
    expect(csvField(['a', 'b'])).toBe('"[""a"",""b""]"')
    expect(csvField([])).toBe('[]')
    expect(csvField({ label: 'x', url: 'y' })).toBe('"{""label"":""x"",""url"":""y""}"')
  })

  it('writes a byte-order mark, a header row and CRLF after every record', () => {
    expect(csvDocument(['a', 'b'], [{ a: 1, b: 'x,y' }, { a: null }])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n,\r\n')
    expect(csvDocument(['a'], [])).toBe('\uFEFFa\r\n')
  })
})

describe('JSON bodies', () => {
  const origin = 'https://example.org'
  it('lists rows one per line with exactly the columns asked for, a missing one null', () => {
    const body = listJson(origin, 'brands', ['handle', 'name', 'website'], [{ handle: 'a', name: 'A', extra: 1 }, { handle: 'b', name: 'B', website: 'https://b' }])
    const parsed = JSON.parse(body) as { license: unknown; count: number; data: unknown[] }
    expect(parsed.license).toEqual(licenceEnvelope(origin))
    expect(parsed.count).toBe(2)
    expect(parsed.data).toEqual([{ handle: 'a', name: 'A', website: null }, { handle: 'b', name: 'B', website: 'https://b' }])
    expect(body.split('\n').filter((line) => line.startsWith('{"handle"'))).toHaveLength(2)
    expect(JSON.parse(listJson(origin, 'brands', ['handle'], [])).data).toEqual([])
    // A row with its keys in another order comes out in the columns' order.
    const reordered = listJson(origin, 'brands', ['handle', 'name', 'website'], [{ website: null, name: 'C', handle: 'c' }, { handle: 'd', name: 'D', website: null }])
    expect(reordered).toContain('{"handle":"c","name":"C","website":null},\n{"handle":"d","name":"D","website":null}')
  })

  it('takes the newest status date as the last change', () => {
    expect(lastChange([{ general__status_edited_date: '2026-01-02' }, { general__status_edited_date: '2026-11-20' }, {}])).toBe('2026-11-20')
    expect(lastChange([{ handle: 'x' }])).toBeNull()
  })

  it('meta.json counts every resource', () => {
    const data = Object.fromEntries(openDataResourceNames.map((name) => [name, { rows: [{ general__status_edited_date: name === 'mice' ? '2026-11-21' : '2026-01-01' }], columns: ['x'] }]))
    const meta = JSON.parse(metaJson(origin, data as unknown as Parameters<typeof metaJson>[1])) as { last_change: string; resources: Record<string, { count: number; item: string }> }
    expect(meta.last_change).toBe('2026-11-21')
    expect(meta.resources.mice).toMatchObject({ count: 1, item: `${origin}/api/v1/mice/{general__handle}.json` })
    expect(meta.resources.brands!.item).toBe(`${origin}/api/v1/brands/{handle}.json`)
  })
})

describe('If-None-Match', () => {
  const etag = '"v1-abc"'
  it('matches weakly, in lists, and *', () => {
    expect(matchesEtag(etag, etag)).toBe(true)
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true)
    expect(matchesEtag(`"x", ${etag}`, etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
    expect(matchesEtag('"v1-abd"', etag)).toBe(false)
    expect(matchesEtag(undefined, etag)).toBe(false)
    expect(matchesEtag('', etag)).toBe(false)
  })
})

describe('the page’s computed text', () => {
  it('says each column type in words', () => {
    expect(columnType({ type: 'integer' })).toBe('integer')
    expect(columnType({ type: ['integer', 'null'] })).toBe('integer, or null')
    expect(columnType({ type: ['string', 'null'], format: 'date' })).toBe('text (date, YYYY-MM-DD), or null')
    expect(columnType({ type: 'string', enum: ['a', 'b'] })).toBe('one of: "a", "b"')
    expect(columnType({ type: ['string', 'null'], enum: ['a', null] })).toBe('one of: "a", or null')
    expect(columnType({ type: 'string', const: 'mouse' })).toBe('always "mouse"')
    expect(columnType({ type: 'array', items: { type: 'string' } })).toBe('list of text')
    expect(columnType({ type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, url: { type: 'string' } } } })).toBe('list of objects {label, url}')
  })

  it('writes the examples for the site it is on', () => {
    const examples = codeExamples('https://example.org')
    expect(examples.map((example) => example.id)).toEqual(['curl-json', 'curl-csv', 'curl-etag', 'fetch-json', 'fetch-item'])
    for (const example of examples) expect(example.code).toContain('https://example.org/api/v1/')
    expect(examples.find((example) => example.id === 'fetch-item')!.code).toContain(`https://example.org${itemPath('mice', 'logitech-g-pro-x-superlight-2')}`)
  })
})
