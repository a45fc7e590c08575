/** A review's opening in the boot shell (edge/boot-header.ts): only what the page then draws the same. */
import { describe, expect, it } from 'vitest'
import { bootArticleBlocks, bootHeaderHtml } from '../../edge/boot-header'
import { formatArticleDate, reviewBylineLead } from '../../web/lib/article-text'

const article = (markdown: string, aside = true) => bootHeaderHtml({ layout: 'article', heading: 'A & B', byline: 'Mouse review by Ada, 3 March 2026', markdown, aside })

describe('the boot article', () => {
  it('draws the first heading and the first paragraph, with strong, emphasis and links as the page draws them', () => {
    const html = article('## What it is\n\nIt is **light**, *fast* and [cheap](https://example.com/x).\n\nMore text.\n\n- a list')
    expect(html).toBe(
      '<div class="boot-page boot-page-article boot-page-aside"><div class="boot-article">' +
        '<div class="boot-heading">A &#38; B</div><div class="boot-byline">Mouse review by Ada, 3 March 2026</div>' +
        '<div class="prose"><div class="prose-h2">What it is</div><p>It is <strong>light</strong>, <em>fast</em> and <span class="prose-link">cheap</span>.</p></div>' +
        '</div></div>',
    )
  })

  it('a review without an aside is not narrowed', () => {
    expect(article('Text.', false)).toContain('class="boot-page boot-page-article"><div class="boot-article">')
  })

  it('escapes what the markdown says, and never writes its HTML or its link targets', () => {
    const html = article('<script>alert(1)</script> and [x](javascript:alert(1)) & "quotes"')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })

  it('stops at the first block the page would draw differently, and draws no opening without a paragraph', () => {
    expect(bootArticleBlocks('Some `code` here.')).toEqual([])
    expect(bootArticleBlocks('Line one  \nline two')).toEqual([])
    expect(bootArticleBlocks('## Only a heading\n\n- then a list')).toEqual([])
    expect(bootArticleBlocks('')).toEqual([])
    // A smaller heading than the document's biggest renders smaller than the boot shell's h2.
    expect(bootArticleBlocks('## Big\n\n### Small\n\nText.')).toEqual([])
    expect(bootArticleBlocks('# Top\n\nText.').map((block) => block.type)).toEqual(['heading', 'paragraph'])
    expect(bootArticleBlocks('First.\n\nSecond.')).toHaveLength(1)
    expect(article('- a list')).not.toContain('class="prose"')
  })

  it('writes the byline the review page writes', () => {
    expect(reviewBylineLead('mouse', 'Ada') + formatArticleDate('2026-03-03')).toBe('Mouse review by Ada, March 3, 2026')
    expect(reviewBylineLead('mouse_scroll_wheel_encoder', 'Ada')).toBe('Scroll wheel encoder review by Ada, ')
    expect(formatArticleDate('not a date')).toBe('not a date')
  })
})
