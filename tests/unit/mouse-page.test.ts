import { describe, expect, it } from 'vitest'
import { extentWithUnderlay, placeUnderlay, underlayOffset, type UnderlayBox } from '../../web/features/outlines/outline-underlay'
import { viewExtent } from '../../web/features/outlines/outline-layout'
import { brandDiscounts, reviewsOfMouse, similarMiceOf, sizeText } from '../../web/features/mouse-page/mouse-product-sections'
import { confidenceText } from '../../web/features/find-similar/find-similar-text'
import { mousePageHeading, mousePageIntro } from '../../web/lib/mouse-page-text'
import { generateHandOutline } from '../../web/features/fit/hand-outline'
import type { DiscountRow, MouseRow, ReviewRow } from '../../web/lib/api-types'

const underlay = (width: number, height: number, centerX?: number): UnderlayBox => ({ width, height, centerX })

describe('something drawn under the shapes (the hand)', () => {
  const mice = [{ length: 125, width: 63.5, height: 40 }]

  it('grows the drawing area to hold it, in whole centimetres, and never shrinks it', () => {
    const top = viewExtent('top', mice)
    expect(top).toEqual({ x: 70, y: 130 })
    // A hand 100 mm across with its middle finger 60 mm from its left edge needs 2 × 60 mm either side of the centre line.
    expect(extentWithUnderlay('top', top, underlay(100, 160, 60))).toEqual({ x: 120, y: 160 })
    expect(extentWithUnderlay('top', top, underlay(40, 50))).toEqual(top)
    expect(extentWithUnderlay('side', viewExtent('side', mice), underlay(181, 55))).toEqual({ x: 190, y: 60 })
  })

  it('puts it on the centre line with its front at the front (top view), on the desk (side view)', () => {
    const hand = underlay(100, 160, 60)
    const extent = extentWithUnderlay('top', viewExtent('top', mice), hand)
    expect(underlayOffset('top', hand, extent)).toEqual({ x: 0, y: 0 })
    expect(underlayOffset('top', underlay(40, 50), { x: 70, y: 130 })).toEqual({ x: 15, y: 0 })
    expect(underlayOffset('side', underlay(181, 55), { x: 190, y: 60 })).toEqual({ x: 0, y: 5 })
  })

  it("a real hand's outline fits the grown area exactly (nothing drawn outside the ruler)", () => {
    const outline = generateHandOutline({ lengthMm: 205, breadthMm: 95, grip: 'palm' })
    const hand = underlay(outline.top.width, outline.top.length, outline.top.landmarks.knuckle.x)
    const extent = extentWithUnderlay('top', viewExtent('top', mice), hand)
    const offset = underlayOffset('top', hand, extent)
    expect(offset.x).toBeGreaterThanOrEqual(0)
    expect(offset.x + hand.width).toBeLessThanOrEqual(extent.x)
    expect(hand.height).toBeLessThanOrEqual(extent.y)
    expect(placeUnderlay('top', hand)(viewExtent('top', mice))).toEqual({ extent, offset })
  })
})

const mouse = (handle: string, figures: Partial<MouseRow> = {}): MouseRow =>
  ({
    general__handle: handle,
    general__brand_names: ['Brand'],
    general__brand_handles: ['brand'],
    general__brands_separator: ' ',
    general__model: handle,
    general__variant: null,
    mouse__length: 120,
    mouse__width: 60,
    mouse__height: 38,
    mouse__weight: 60,
    mouse__shape: 'symmetrical',
    mouse__hand_compatibility: 'right',
    mouse__hump_placement: 'center',
    mouse__front_flare: null,
    mouse__side_curvature: null,
    mouse__thumb_rest: false,
    mouse__ring_finger_rest: false,
    ...figures,
  }) as MouseRow

describe("a mouse's own page", () => {
  it('lists the nearest mice by the find-similar ranking, itself and mice known on nothing left out', () => {
    const reference = mouse('reference')
    const rows = [
      reference,
      mouse('far', { mouse__length: 135, mouse__width: 70, mouse__weight: 95 }),
      mouse('near', { mouse__length: 123 }),
      mouse('same'),
      mouse('unknown', { mouse__length: null, mouse__width: null, mouse__height: null, mouse__weight: null, mouse__shape: null, mouse__hand_compatibility: null, mouse__hump_placement: null, mouse__thumb_rest: null, mouse__ring_finger_rest: null } as unknown as Partial<MouseRow>),
    ]
    const similar = similarMiceOf(reference, rows)
    expect(similar.map((item) => item.row.general__handle)).toEqual(['same', 'near', 'far'])
    expect(similarMiceOf(reference, rows, 1).map((item) => item.row.general__handle)).toEqual(['same'])
  })

  it('labels every figure of a similar mouse, a figure not known included', () => {
    expect(sizeText({ mouse__length: 125, mouse__width: 63.5, mouse__height: 40, mouse__weight: 60 })).toBe('125 × 63.5 × 40 mm · 60 g')
    expect(sizeText({ mouse__length: 125, mouse__width: 63.5, mouse__height: 40, mouse__weight: null })).toBe('125 × 63.5 × 40 mm · weight not known')
  })

  it('says what a similarity rests on when it is less than every figure', () => {
    expect(confidenceText(1, 'shape')).toBeNull()
    expect(confidenceText(0.514, 'size')).toBe('Size and weight only: shape not known')
    expect(confidenceText(0.634, 'shape')).toBe('Some figures not known: 63 % of the comparison known')
    expect(confidenceText(0, 'none')).toBe('Nothing known to compare')
  })

  it('tells a review about the mouse from one that only mentions it', () => {
    const review = (slug: string, about: string[], mentions: string[]) => ({ slug, title: slug, product_handles: about, mentioned_handles: mentions }) as unknown as ReviewRow
    const reviews = [review('naga', ['razer-naga'], ['razer-viper']), review('viper', ['razer-viper-v3-pro'], [])]
    expect(reviewsOfMouse(reviews, 'razer-viper')).toEqual({ about: [], mentions: [reviews[0]] })
    expect(reviewsOfMouse(reviews, 'razer-viper-v3-pro')).toEqual({ about: [reviews[1]], mentions: [] })
    expect(reviewsOfMouse(reviews, 'other')).toEqual({ about: [], mentions: [] })
  })

  it("offers the discounts of the mouse's brands only", () => {
    const discount = (handle: string, brand: string | null) => ({ handle, brand_handle: brand }) as DiscountRow
    const rows = [discount('a', 'brand'), discount('b', 'other'), discount('c', null)]
    expect(brandDiscounts(rows, mouse('m')).map((row) => row.handle)).toEqual(['a'])
  })

  it('is headed by the full name, with an introduction the worker writes the same way', () => {
    expect(mousePageHeading('Zowie EC2-C')).toBe('Zowie EC2-C')
    expect(mousePageIntro('Zowie EC2-C')).toContain('Every specification of the Zowie EC2-C')
  })
})
