/** One size-class rule from the figures (web/lib/size-class.ts), applied where the seed is made (supabase/catalogue/merge.ts). */
import { describe, expect, it } from 'vitest'
import { mergeMice } from '../../supabase/catalogue/merge'
import type { CuratedMouse, ImportedMouse } from '../../supabase/catalogue/schemas'
import { sizeClassLimitsMm, sizeClassOfLength, sizeClassRule } from '../../web/lib/size-class'

describe('sizeClassOfLength', () => {
  it('gives small under 119 mm, medium from 119 to under 126 mm, large from 126 mm', () => {
    expect(sizeClassOfLength(116.6)).toBe('small')
    expect(sizeClassOfLength(118.9)).toBe('small')
    expect(sizeClassOfLength(119)).toBe('medium')
    expect(sizeClassOfLength(125)).toBe('medium')
    expect(sizeClassOfLength(125.9)).toBe('medium')
    expect(sizeClassOfLength(126)).toBe('large')
    expect(sizeClassOfLength(132)).toBe('large')
  })

  it('has no class for a length that is not a figure', () => {
    expect(sizeClassOfLength(null)).toBeNull()
    expect(sizeClassOfLength(undefined)).toBeNull()
    expect(sizeClassOfLength(Number.NaN)).toBeNull()
    expect(sizeClassOfLength(-3)).toBeNull()
  })

  it('states its limits in words', () => {
    expect(sizeClassRule).toContain(`under ${sizeClassLimitsMm.mediumFrom} mm`)
    expect(sizeClassRule).toContain(`from ${sizeClassLimitsMm.largeFrom} mm`)
  })
})

describe('the size class in the merged catalogue', () => {
  const imported = (handle: string, length: number, size: 'small' | 'medium' | 'large'): ImportedMouse =>
    ({ handle, brand: 'logitech', model: handle, opendb_names: [handle], size, length, width: 63.5, height: 40, wireless: true, dimensions_source: { kind: 'opendb' } }) as ImportedMouse

  it('gives two mice of the same length the same class, whatever the import labelled them', () => {
    const { mice } = mergeMice([], [imported('superlight', 125, 'large'), imported('superlight-2', 125, 'medium')])
    expect(mice.map((mouse) => mouse.size)).toEqual(['medium', 'medium'])
    // The class is the rule's: the size figures' source does not claim it came from the import.
    expect(mice.map((mouse) => mouse.dimensions_source)).toEqual([{ kind: 'opendb' }, { kind: 'opendb' }])
  })

  it('keeps a size the maker names, recorded with the maker as the source', () => {
    const curated = { handle: 'za11', brand: 'zowie', model: 'ZA11', size: 'large', length: 123, width: 66, height: 42, wireless: false, dimensions_source: { kind: 'maker', url: 'https://zowie.benq.com/' } } as CuratedMouse
    const { mice, problems } = mergeMice([curated], [])
    expect(mice[0]!.size).toBe('large')
    expect(problems).toEqual([])
  })

  it('names a curated size whose source is not the maker as a problem', () => {
    const curated = { handle: 'x', brand: 'zowie', model: 'X', size: 'large', length: 123, width: 66, height: 42, wireless: false, dimensions_source: { kind: 'editors' } } as CuratedMouse
    const { problems } = mergeMice([curated], [])
    expect(problems).toEqual([expect.objectContaining({ handle: 'x', field: 'size' })])
  })
})
