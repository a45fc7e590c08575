import { describe, expect, it } from 'vitest'
import { reviewLinksByHandle } from '../../web/features/catalogue/mice/mouse-lists'
import type { ReviewRow } from '../../web/lib/api-types'

const review = (slug: string, about: string[], mentioned: string[] = []): ReviewRow => ({
  slug,
  title: `${slug} title`,
  excerpt: '',
  body_markdown: '',
  author: 'Editors',
  published_at: '2026-01-01',
  product_category: 'mouse',
  product_handles: about,
  cover_image: null,
  mentioned_handles: mentioned,
})

describe('which review a mouse links to', () => {
  it('offers "the review" only for the mice a review is about, and the review\'s title for mice it only mentions', () => {
    const links = reviewLinksByHandle([review('razer/naga', ['razer-naga'], ['razer-viper', 'pulsar-x3-lhd'])])
    expect(links.get('razer-naga')).toEqual({ slug: 'razer/naga', title: 'razer/naga title', about: true })
    expect(links.get('razer-viper')).toEqual({ slug: 'razer/naga', title: 'razer/naga title', about: false })
    expect(links.has('logitech-g-pro')).toBe(false)
  })

  it('prefers a review about the mouse over one that mentions it, whatever the order', () => {
    const mentionFirst = reviewLinksByHandle([review('naga', ['naga'], ['viper']), review('viper', ['viper'])])
    const aboutFirst = reviewLinksByHandle([review('viper', ['viper']), review('naga', ['naga'], ['viper'])])
    expect(mentionFirst.get('viper')).toMatchObject({ slug: 'viper', about: true })
    expect(aboutFirst.get('viper')).toMatchObject({ slug: 'viper', about: true })
  })

  it('keeps the first (newest) review among equals, and tolerates rows without lists', () => {
    const links = reviewLinksByHandle([review('new', ['a']), review('old', ['a']), { ...review('broken', []), product_handles: undefined, mentioned_handles: undefined } as unknown as ReviewRow])
    expect(links.get('a')?.slug).toBe('new')
    expect(reviewLinksByHandle(undefined).size).toBe(0)
  })
})
