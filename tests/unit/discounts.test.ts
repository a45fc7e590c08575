import { describe, expect, it } from 'vitest'
import type { DiscountRow } from '../../web/lib/api-types'
import { currentDiscounts, dealLinkLabel, safeExternalUrl, validityText, validUntilDate } from '../../web/features/discounts/discount-logic'
import { findCurrentDiscount } from '../../web/features/discounts/queries'
import { writeToClipboard } from '../../web/lib/clipboard'

function discount(handle: string, valid_from: string, valid_until: string | null, extra: Partial<DiscountRow> = {}): DiscountRow {
  return {
    handle,
    is_example: false,
    brand_handle: 'acme',
    brand_name: 'Acme',
    title: `${handle} title`,
    description: '',
    code: 'CODE',
    link_url: null,
    amount: '10%',
    valid_from,
    valid_until,
    ...extra,
  }
}

const now = new Date('2027-06-15T12:00:00Z')
const rows = [
  discount('open-ended', '2026-01-01T00:00:00Z', null),
  discount('ends-2028', '2026-01-01T00:00:00Z', '2028-01-01T00:00:00Z'),
  discount('expired', '2026-01-01T00:00:00Z', '2027-06-15T11:59:59Z'),
  discount('ends-2027', '2026-01-01T00:00:00Z', '2027-12-31T23:59:59Z'),
  discount('not-started', '2027-07-01T00:00:00Z', null),
  discount('open-ended-2', '2026-01-01T00:00:00Z', null),
]

describe('currentDiscounts', () => {
  it('keeps only discounts valid now, soonest-ending first, open-ended last in their given order', () => {
    expect(currentDiscounts(rows, now).map((row) => row.handle)).toEqual(['ends-2027', 'ends-2028', 'open-ended', 'open-ended-2'])
  })

  it('drops a discount the moment it ends, even if the rows were read before', () => {
    const endsAtNoon = discount('noon', '2026-01-01T00:00:00Z', '2027-06-15T12:00:00Z')
    expect(currentDiscounts([endsAtNoon], new Date('2027-06-15T11:59:59.999Z'))).toHaveLength(1)
    expect(currentDiscounts([endsAtNoon], now)).toHaveLength(0)
  })

  it('returns an empty list for no rows', () => {
    expect(currentDiscounts([], now)).toEqual([])
  })
})

describe('findCurrentDiscount', () => {
  it('finds a current discount by its exact handle', () => {
    expect(findCurrentDiscount(rows, 'ends-2028', now)?.handle).toBe('ends-2028')
  })

  it.each(['nope', '', 'ENDS-2028', 'ends-2028 ', 'expired', 'not-started'])('gives nothing for %j (unknown, not exact, expired or not started)', (handle) => {
    expect(findCurrentDiscount(rows, handle, now)).toBeUndefined()
  })
})

describe('validity', () => {
  it('reads the end date in UTC, the same for every visitor', () => {
    expect(validityText({ valid_until: '2027-12-31T23:59:59+00:00' })).toBe('Valid until Dec 31, 2027')
    expect(validUntilDate({ valid_until: '2027-12-31T23:59:59+00:00' })).toBe('2027-12-31')
  })

  it('says "No end date" for open-ended or unreadable dates', () => {
    expect(validityText({ valid_until: null })).toBe('No end date')
    expect(validityText({ valid_until: 'soon' })).toBe('No end date')
    expect(validUntilDate({ valid_until: null })).toBeUndefined()
  })
})

describe('safeExternalUrl', () => {
  it('keeps http and https links', () => {
    expect(safeExternalUrl('https://steelseries.com/')).toBe('https://steelseries.com/')
    expect(safeExternalUrl('http://example.com/a?b=1')).toBe('http://example.com/a?b=1')
  })

  it.each([null, undefined, '', 'javascript:alert(1)', 'data:text/html,hi', 'steelseries.com', '//evil.example', 'ftp://x.y/'])('never renders %j as a link', (url) => {
    expect(safeExternalUrl(url)).toBeUndefined()
  })
})

describe('dealLinkLabel', () => {
  it('names the brand when there is one', () => {
    expect(dealLinkLabel({ brand_name: 'Razer' })).toBe('Shop at Razer')
    expect(dealLinkLabel({ brand_name: null })).toBe('Get the deal')
  })
})

describe('writeToClipboard', () => {
  it('is true when the clipboard accepts the text', async () => {
    const written: string[] = []
    expect(await writeToClipboard('MC8', { writeText: async (text) => void written.push(text) })).toBe(true)
    expect(written).toEqual(['MC8'])
  })

  it('is false, without throwing, when the browser refuses or has no clipboard', async () => {
    expect(await writeToClipboard('MC8', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) })).toBe(false)
    expect(await writeToClipboard('MC8', { writeText: () => { throw new Error('sync failure') } })).toBe(false)
    expect(await writeToClipboard('MC8', undefined)).toBe(false)
    expect(await writeToClipboard('MC8', {} as never)).toBe(false)
  })
})
