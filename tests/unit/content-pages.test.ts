import { describe, expect, it } from 'vitest'
import type { AffiliatePartnerRow, MousepadRow } from '../../web/lib/api-types'
import { listedPartners, partnerHost, partnerInitials, partnerUrl } from '../../web/features/affiliates/affiliate-logic'
import { mousepadPreviewRows } from '../../web/features/mousepads/mousepad-preview'
import { previewMarker } from '../../web/lib/preview-session'

const partner = (handle: string, rank: number, url = `https://www.${handle}.com/`): AffiliatePartnerRow => ({
  handle,
  name: handle,
  description: '',
  url,
  is_example: false,
  logo: null,
  is_sponsored: false,
  rank,
})

describe('affiliate partners', () => {
  it('are listed by rank, equal ranks in their given order', () => {
    expect(listedPartners([partner('c', 3), partner('a', 1), partner('b2', 2), partner('b1', 2)]).map((row) => row.handle)).toEqual(['a', 'b2', 'b1', 'c'])
  })

  it('never list a partner whose link is not http(s)', () => {
    const rows = [partner('ok', 1), partner('js', 2, 'javascript:alert(1)'), partner('bad', 3, 'not a url')]
    expect(listedPartners(rows).map((row) => row.handle)).toEqual(['ok'])
    expect(partnerUrl({ url: 'javascript:alert(1)' })).toBeUndefined()
  })

  it('show the host without www and up to two initials', () => {
    expect(partnerHost({ url: 'https://www.amazon.com/' })).toBe('amazon.com')
    expect(partnerHost({ url: 'https://zowie.benq.com/' })).toBe('zowie.benq.com')
    expect(partnerInitials('Logitech G')).toBe('LG')
    expect(partnerInitials('Best Buy Co')).toBe('BB')
    expect(partnerInitials('amazon')).toBe('A')
    expect(partnerInitials('  ')).toBe('')
  })
})

describe('mousepad preview', () => {
  it('writes the figures out and sorts by name', () => {
    const pad = (model: string, thickness: number): MousepadRow => ({
      general__id: 1,
      general__parent_id: null,
      general__handle: model.toLowerCase(),
      general__category: 'mousepad',
      general__status_edited_date: '2026-01-01',
      general__release_date: null,
      general__brand_handles: ['acme'],
      general__brand_names: ['Acme'],
      general__brands_separator: ' ',
      general__model: model,
      general__variant: null,
      general__example_types: [],
      general__affiliate_links: [],
      images: [],
      mousepad__length: 460,
      mousepad__width: 400,
      mousepad__thickness: thickness,
      mousepad__surface: 'cloth',
      mousepad__speed: 'balanced',
    })
    expect(mousepadPreviewRows([pad('Zed', 3), pad('Alpha', 4.5)])).toEqual([
      { handle: 'alpha', name: 'Acme Alpha', size: '460 × 400 mm', thickness: '4.5 mm', surface: 'Cloth', speed: 'Balanced', preview: false },
      { handle: 'zed', name: 'Acme Zed', size: '460 × 400 mm', thickness: '3 mm', surface: 'Cloth', speed: 'Balanced', preview: false },
    ])
  })

  it('shows a test-mode mousepad missing its figures as not known, marked as a preview (never a crash)', () => {
    const bare = { general__handle: 'test-product', general__model: 'Draft', general__brand_names: [], [previewMarker]: true } as unknown as MousepadRow
    expect(mousepadPreviewRows([bare])).toEqual([{ handle: 'test-product', name: 'Draft', size: '—', thickness: '—', surface: '—', speed: '—', preview: true }])
  })
})
