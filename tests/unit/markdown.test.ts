import { describe, expect, it } from 'vitest'
import { parseInline, parseMarkdown, plainText, safeHref } from '../../web/lib/markdown'

describe('safeHref', () => {
  it('accepts http, https and relative links, and marks absolute ones external', () => {
    expect(safeHref('https://example.com/a?b=1')).toEqual({ href: 'https://example.com/a?b=1', external: true })
    expect(safeHref('HTTP://example.com')).toEqual({ href: 'HTTP://example.com', external: true })
    expect(safeHref('/mouse/compare?p=a-vs.-b')).toEqual({ href: '/mouse/compare?p=a-vs.-b', external: false })
    expect(safeHref('../reviews')).toEqual({ href: '../reviews', external: false })
    expect(safeHref('#specs')).toEqual({ href: '#specs', external: false })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:a@b.c',
    '//evil.example/x',
    '\\\\evil.example',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull()
  })
})

describe('parseInline', () => {
  it('reads emphasis, strong, code and links', () => {
    expect(parseInline('a *b* **c** `d` [e](/f)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'em', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'strong', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/f', external: false, children: [{ type: 'text', text: 'e' }] },
    ])
  })

  it('keeps the text of a link with an unsafe target, unlinked', () => {
    const nodes = parseInline('[click](javascript:alert(1))')
    expect(JSON.stringify(nodes)).not.toContain('"link"')
    expect(plainText(nodes)).toContain('click')
  })

  it('leaves raw HTML as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }])
  })

  it('survives pathological input quickly', () => {
    const started = Date.now()
    parseInline('['.repeat(5000) + '*'.repeat(5000) + '_'.repeat(5000) + '`'.repeat(5000))
    parseMarkdown('> '.repeat(2000) + 'x\n' + '- '.repeat(2000) + 'y')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes, code and tables', () => {
    const blocks = parseMarkdown(
      ['# Title', '', 'One', 'two.', '', '- a', '- b', '', '3. c', '4. d', '', '> quoted', '', '```', '<b>code</b>', '```', '', '| A | B |', '|---|--:|', '| 1 | 2 |'].join('\n'),
    )
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'blockquote', 'code', 'table'])
    expect(blocks[0]).toEqual({ type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] })
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: false, items: [[{ type: 'paragraph' }], [{ type: 'paragraph' }]] })
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true, start: 3 })
    expect(blocks[5]).toEqual({ type: 'code', text: '<b>code</b>' })
    expect(blocks[6]).toMatchObject({ type: 'table', align: [null, 'right'], rows: [[[{ type: 'text', text: '1' }], [{ type: 'text', text: '2' }]]] })
  })

  it('shows script and HTML blocks as text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<div onclick="x()">hi</div>')
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '<div onclick="x()">hi</div>' }] },
    ])
  })

  it('accepts anything without throwing', () => {
    for (const input of [undefined, null, 42, '', '\u0000', '#', '>', '-', '|', '```'] as unknown[]) expect(() => parseMarkdown(input as string)).not.toThrow()
  })
})
