import { createElement, Fragment, isValidElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sizes } from '../../web/lib/constants'
import { parseMarkup, pickTextVariant, plainText, renderMarkup, titleFontSizePx, titleSizeFactor, weightedLength } from '../../web/features/promos/promo-text'

const html = (source: string) => renderToStaticMarkup(createElement(Fragment, null, ...renderMarkup(source)))

describe('markup (SPEC §5)', () => {
  it('reads **bold** and *italic*', () => {
    expect(parseMarkup('**Viper V3 Pro** vs')).toEqual([{ type: 'bold', children: [{ type: 'text', text: 'Viper V3 Pro' }] }, { type: 'text', text: ' vs' }])
    expect(parseMarkup('Two *flagship* shapes')).toEqual([
      { type: 'text', text: 'Two ' },
      { type: 'italic', children: [{ type: 'text', text: 'flagship' }] },
      { type: 'text', text: ' shapes' },
    ])
    expect(html('Filter by *shape*, *size* and **weight**')).toBe('Filter by <em>shape</em>, <em>size</em> and <strong>weight</strong>')
  })

  it('nests italic inside bold', () => {
    expect(html('**big *and* bold**')).toBe('<strong>big <em>and</em> bold</strong>')
  })

  it('becomes React elements, not HTML strings', () => {
    const nodes = renderMarkup('a **b**')
    expect(nodes[0]).toBe('a ')
    expect(isValidElement(nodes[1])).toBe(true)
    expect((nodes[1] as ReactElement).type).toBe('strong')
  })

  it('passes nothing else through: HTML and other markdown stay literal text', () => {
    expect(html('<img src=x onerror=alert(1)> **hi**')).toBe('&lt;img src=x onerror=alert(1)&gt; <strong>hi</strong>')
    expect(html('[link](https://x.y) `code` # title _u_ ~~s~~')).toBe('[link](https://x.y) `code` # title _u_ ~~s~~')
    expect(html('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('leaves unpaired or empty markers as they are', () => {
    expect(html('5 * 3 = 15')).toBe('5 * 3 = 15')
    expect(html('**open')).toBe('**open')
    expect(html('****')).toBe('****')
    expect(html('a ** b')).toBe('a ** b')
    expect(plainText('')).toBe('')
  })

  it('reads as plain text without the markers', () => {
    expect(plainText('**Save** on your *next* mouse')).toBe('Save on your next mouse')
  })
})

describe('title size (SPEC §5: 54 down to 10 px, a space counting half)', () => {
  it('counts a space as half a character and ignores markup markers', () => {
    expect(weightedLength('abc')).toBe(3)
    expect(weightedLength('a b')).toBe(2.5)
    expect(weightedLength('**Superlight 2**')).toBe(11.5)
  })

  it(`is floor(${titleSizeFactor} / L) between 10 and 54, L the longest line`, () => {
    expect(titleFontSizePx(['**Superlight 2**'])).toBe(Math.floor(titleSizeFactor / 11.5))
    expect(titleFontSizePx(['Love your mouse?', 'Find a **similar** one'])).toBe(Math.floor(titleSizeFactor / 16.5))
  })

  it('is 54 px for short titles and empty ones', () => {
    expect(titleFontSizePx(['NEW'])).toBe(sizes.promoTitleMaxPx)
    expect(titleFontSizePx([])).toBe(54)
    expect(titleFontSizePx([''])).toBe(54)
  })

  it('is 10 px for very long titles, never smaller', () => {
    expect(titleFontSizePx(['x'.repeat(400)])).toBe(sizes.promoTitleMinPx)
    expect(titleFontSizePx(['x'.repeat(37)])).toBe(10)
  })

  it('shrinks as the title grows, and spaces shrink it half as much', () => {
    let previous = Infinity
    for (let length = 1; length <= 60; length++) {
      const size = titleFontSizePx(['m'.repeat(length)])
      expect(size).toBeLessThanOrEqual(previous)
      expect(size).toBeGreaterThanOrEqual(10)
      expect(size).toBeLessThanOrEqual(54)
      previous = size
    }
    expect(titleFontSizePx(['aaaaaaaaaa' + ' '.repeat(10)])).toBe(titleFontSizePx(['a'.repeat(15)]))
  })
})

describe('horizontal text variant (SPEC §4)', () => {
  const widths = { large: 300, medium: 240, small: 200 }
  const widthOf = (variant: keyof typeof widths) => widths[variant]

  it('is the largest that fits on one line', () => {
    expect(pickTextVariant(widthOf, 320)).toBe('large')
    expect(pickTextVariant(widthOf, 300)).toBe('large')
    expect(pickTextVariant(widthOf, 250)).toBe('medium')
    expect(pickTextVariant(widthOf, 200)).toBe('small')
  })

  it('is small when nothing fits', () => {
    expect(pickTextVariant(widthOf, 100)).toBe('small')
  })
})
