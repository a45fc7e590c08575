/**
 * Sanity of the catalogue (supabase/seed): plausible figures or honest unknowns, complete relations,
 * unique kebab-case handles, and coverage of every shape, hand and connection type.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import {
  handCompatibilities,
  mouseShapes,
  type AffiliatePartnerRow,
  type DiscountRow,
  type EncoderRow,
  type MouseRow,
  type MousepadRow,
  type PromoColorRow,
  type PromoRow,
  type ReviewRow,
  type SensorRow,
  type SwitchRow,
} from '../../web/lib/api-types.ts'

let db: PGlite
let mice: MouseRow[]
let sensors: SensorRow[]
let switches: SwitchRow[]
let encoders: EncoderRow[]
let mousepads: MousepadRow[]
let reviews: ReviewRow[]
let discounts: DiscountRow[]
let partners: AffiliatePartnerRow[]
let promos: PromoRow[]
let colors: PromoColorRow[]

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/

beforeAll(async () => {
  db = await openCatalogue()
  const views = await exportApiViews(db)
  const read = <T>(view: string) => JSON.parse(views[view]!) as T[]
  mice = read<MouseRow>('mice')
  sensors = read<SensorRow>('mouse_sensors')
  switches = read<SwitchRow>('mouse_switches')
  encoders = read<EncoderRow>('mouse_scroll_wheel_encoders')
  mousepads = read<MousepadRow>('mousepads')
  reviews = read<ReviewRow>('reviews')
  discounts = read<DiscountRow>('discounts')
  partners = read<AffiliatePartnerRow>('affiliate_partners')
  promos = read<PromoRow>('available_promos')
  colors = read<PromoColorRow>('promo_colors')
}, 60_000)

afterAll(async () => {
  await db?.close()
})

describe('mice', () => {
  it('number at least 1,000', () => {
    expect(mice.length).toBeGreaterThanOrEqual(1000)
  })

  it('have dimensions that can be right and weights that are plausible or not known', () => {
    for (const m of mice) {
      const where = m.general__handle
      expect(m.mouse__length, where).toBeGreaterThanOrEqual(60)
      expect(m.mouse__length, where).toBeLessThanOrEqual(160)
      expect(m.mouse__width, where).toBeGreaterThanOrEqual(40)
      expect(m.mouse__height, where).toBeGreaterThanOrEqual(20)
      // Length is the longest dimension and height the shortest (no swapped figures).
      expect(m.mouse__length, where).toBeGreaterThan(m.mouse__width)
      expect(m.mouse__width, where).toBeGreaterThan(m.mouse__height)
      if (m.mouse__weight !== null) {
        expect(m.mouse__weight, where).toBeGreaterThanOrEqual(25)
        expect(m.mouse__weight, where).toBeLessThanOrEqual(200)
      }
    }
  })

  it('each have a brand, and figures that are either known or null (never a stand-in)', () => {
    for (const m of mice) {
      const where = m.general__handle
      expect(m.general__brand_handles.length, where).toBeGreaterThan(0)
      expect(m.general__brand_names.length, where).toBe(m.general__brand_handles.length)
      // A release date keeps its precision; the 1st of a month never stands in for an unknown day.
      if (m.general__release_date !== null) {
        expect(m.general__release_date, where).toMatch(/^(19|20)\d\d(-(0[1-9]|1[0-2])(-\d\d)?)?$/)
        expect(m.general__release_date, where).not.toMatch(/^\d{4}-\d\d-01$/)
      }
      if (m.mouse__polling_rate !== null) expect([125, 250, 500, 1000, 2000, 4000, 8000], where).toContain(m.mouse__polling_rate)
      expect(m.mouse__sensor_handle === null, where).toBe(m.mouse__sensor_model === null)
      if (m.mouse__side_buttons !== null) expect(m.mouse__side_buttons, where).toBeGreaterThanOrEqual(0)
    }
    // The import leaves what the extract does not give unknown: most mice have no shape descriptors.
    expect(mice.filter((m) => m.mouse__front_flare === null).length).toBeGreaterThan(mice.length / 2)
    expect(mice.filter((m) => m.mouse__material_handle_specific === null).length).toBeGreaterThan(mice.length / 2)
  })

  it('have unique kebab-case handles that start with their brand', () => {
    const handles = mice.map((m) => m.general__handle)
    expect(new Set(handles).size).toBe(handles.length)
    for (const m of mice) {
      expect(m.general__handle).toMatch(kebab)
      expect(m.general__handle.startsWith(`${m.general__brand_handles[0]}-`), m.general__handle).toBe(true)
    }
  })

  it('cover every shape, every hand, wired and wireless, and small to large sizes', () => {
    expect(new Set(mice.map((m) => m.mouse__shape).filter((shape) => shape !== null))).toEqual(new Set(mouseShapes))
    expect(new Set(mice.map((m) => m.mouse__hand_compatibility).filter((hand) => hand !== null))).toEqual(new Set(handCompatibilities))
    expect(new Set(mice.map((m) => m.mouse__wireless))).toEqual(new Set([true, false]))
    expect(mice.some((m) => m.mouse__length < 100)).toBe(true)
    expect(mice.some((m) => m.mouse__length >= 115 && m.mouse__length <= 125)).toBe(true)
    expect(mice.some((m) => m.mouse__length > 128)).toBe(true)
    expect(mice.some((m) => m.mouse__thumb_rest)).toBe(true)
    expect(mice.some((m) => m.mouse__sensor_type === 'laser') || sensors.some((s) => s.mouse_sensor__type === 'laser')).toBe(true)
    expect(new Set(mice.map((m) => m.mouse__material_handle_general).filter(Boolean)).size).toBeGreaterThanOrEqual(2)
    expect(new Set(mice.map((m) => m.mouse__size_class))).toEqual(new Set(['small', 'medium', 'large']))
  })

  it('come from the major brands and the long tail the extract covers', () => {
    const brands = new Set(mice.flatMap((m) => m.general__brand_handles))
    for (const brand of ['logitech', 'razer', 'zowie', 'finalmouse', 'pulsar', 'lamzu', 'vaxee', 'endgame-gear', 'steelseries', 'glorious', 'corsair', 'hyperx', 'roccat', 'ninjutso', 'g-wolves', 'asus-rog', 'cooler-master', 'xtrfy', 'zaopin', 'darmoshark', 'vgn', 'atk', 'wlmouse', 'mchose']) {
      expect(brands.has(brand), brand).toBe(true)
    }
    expect(brands.size).toBeGreaterThanOrEqual(150)
  })

  it('point their parents and shape parents at other mice of the catalogue', () => {
    const ids = new Set(mice.map((m) => m.general__id))
    const withShapeParent = mice.filter((m) => m.mouse__shape_parent_id !== null)
    expect(withShapeParent.length).toBeGreaterThan(10)
    for (const m of mice) {
      if (m.mouse__shape_parent_id !== null) {
        expect(ids.has(m.mouse__shape_parent_id), m.general__handle).toBe(true)
        expect(m.mouse__shape_parent_id).not.toBe(m.general__id)
      }
      if (m.general__parent_id !== null) expect(ids.has(m.general__parent_id), m.general__handle).toBe(true)
    }
    // Mice sharing a shell share its shape.
    const byId = new Map(mice.map((m) => [m.general__id, m]))
    for (const m of withShapeParent) {
      const parent = byId.get(m.mouse__shape_parent_id!)!
      expect(m.mouse__shape, m.general__handle).toBe(parent.mouse__shape)
      expect(Math.abs(m.mouse__length - parent.mouse__length), m.general__handle).toBeLessThanOrEqual(6)
    }
    // Colour and edition variants point at a mouse that is not itself a variant.
    for (const m of mice.filter((row) => row.general__parent_id !== null)) expect(byId.get(m.general__parent_id!)!.general__parent_id, m.general__handle).toBeNull()
  })

  it('include a collaboration with its separator', () => {
    const collabs = mice.filter((m) => m.general__brand_handles.length > 1)
    expect(collabs.length).toBeGreaterThan(0)
    for (const m of collabs) expect(m.general__brands_separator).toBe(' x ')
  })
})

describe('parts', () => {
  it('have at least 58 sensors, 35 switches and 14 encoders (every one traced to a document: COMPONENTS-REVIEW.md) with unique kebab-case handles', () => {
    expect(sensors.length).toBeGreaterThanOrEqual(58)
    expect(switches.length).toBeGreaterThanOrEqual(35)
    expect(encoders.length).toBeGreaterThanOrEqual(14)
    for (const rows of [sensors, switches, encoders, mousepads]) {
      const handles = rows.map((row) => row.general__handle)
      expect(new Set(handles).size).toBe(handles.length)
      for (const handle of handles) expect(handle).toMatch(kebab)
    }
  })

  it('rank the sensors whose figures are known from 1, and count the mice that use them', () => {
    const ranks = sensors.flatMap((s) => (s.mouse_sensor__rank === null ? [] : [s.mouse_sensor__rank])).sort((a, b) => a - b)
    // Competition ranking: the first is 1, and each rank is at most its place (equal figures share one).
    expect(ranks[0]).toBe(1)
    ranks.forEach((rank, index) => expect(rank).toBeLessThanOrEqual(index + 1))
    expect(sensors.some((s) => s.mouse_sensor__type === 'laser')).toBe(true)
    const used = new Map<string, number>()
    for (const m of mice) if (m.mouse__sensor_handle !== null) used.set(m.mouse__sensor_handle, (used.get(m.mouse__sensor_handle) ?? 0) + 1)
    for (const s of sensors) expect(s.mouse_sensor__mice_count, s.general__handle).toBe(used.get(s.general__handle) ?? 0)
    for (const s of sensors) for (const lod of s.mouse_sensor__lift_off_distances) expect(lod).toBeLessThan(5)
  })

  it('count switch users and name switches on the mice', () => {
    const used = mice.filter((m) => m.mouse__switch_handle !== null)
    expect(used.length).toBeGreaterThan(20)
    for (const m of used) expect(m.mouse__switch_name).toBeTruthy()
    const total = switches.reduce((sum, s) => sum + s.mouse_switch__mice_count, 0)
    expect(total).toBe(used.length)
  })

  it('include a handful of mousepads', () => {
    expect(mousepads.length).toBeGreaterThanOrEqual(5)
    for (const pad of mousepads) {
      expect(pad.mousepad__length).toBeGreaterThanOrEqual(pad.mousepad__width)
      expect(pad.mousepad__thickness).toBeLessThan(10)
    }
  })
})

describe('reviews', () => {
  const words = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length

  it('are at least ten, 300 to 700 words of markdown with headings and lists', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(10)
    for (const review of reviews) {
      const count = words(review.body_markdown)
      expect(count, review.slug).toBeGreaterThanOrEqual(300)
      expect(count, review.slug).toBeLessThanOrEqual(700)
      expect(review.body_markdown, review.slug).toMatch(/^## /m)
      expect(review.body_markdown, review.slug).toMatch(/^- /m)
      expect(review.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)+$/)
    }
  })

  it('review mice of the seed, and mention mice of the seed', () => {
    const handles = new Set(mice.map((m) => m.general__handle))
    for (const review of reviews) {
      expect(review.product_category).toBe('mouse')
      for (const handle of [...review.product_handles, ...review.mentioned_handles]) expect(handles.has(handle), `${review.slug}: ${handle}`).toBe(true)
    }
  })

  it('call a mouse reviewed only where the review is about it: the Naga review only mentions the Viper and the X3 LHD', () => {
    const naga = reviews.find((review) => review.slug === 'razer/naga-left-handed-edition')!
    expect(naga.product_handles).toEqual(['razer-naga-left-handed-edition'])
    expect(naga.mentioned_handles).toEqual(['pulsar-x3-lhd', 'razer-viper'])
  })

  it('refuse a review that both reviews and mentions the same mouse', async () => {
    await expect(
      db.query(`update catalog.reviews set mentioned_handles = product_handles[1:1] where slug = 'razer/naga-left-handed-edition'`),
    ).rejects.toThrow(/reviews_mentions_are_not_subjects/)
  })
})

describe('discounts, partners and promos', () => {
  it('mark every demo offer, partner and brand advertisement as an example, with codes that say so', () => {
    // MouseCompare has no agreement with any brand or shop: nothing in the demo may pass for a real offer.
    for (const d of discounts) {
      expect(d.is_example, d.handle).toBe(true)
      if (d.code) expect(d.code, d.handle).toMatch(/^EXAMPLE-/)
    }
    for (const partner of partners) expect(partner.is_example, partner.handle).toBe(true)
    for (const promo of promos.filter((p) => p.link_type === 'external')) {
      expect(promo.is_example, promo.handle).toBe(true)
      expect(promo.vertical_text, promo.handle).toEqual(['EXAMPLE'])
    }
  })

  it('never promote the example offers as real: a promo sending visitors to them is an example itself (issue 31)', async () => {
    // Every promo, the hidden (ended, not yet started) ones too: a date passing must not make one real.
    const { rows } = await db.query<{ handle: string; link_url: string; is_example: boolean }>(`select handle, link_url, is_example from catalog.promos`)
    const onlyExamples = { discounts: discounts.every((d) => d.is_example), affiliates: partners.every((p) => p.is_example) }
    const offers = rows.filter((promo) => (/^\/discounts(\/|$)/.test(promo.link_url) && onlyExamples.discounts) || (/^\/affiliates$/.test(promo.link_url) && onlyExamples.affiliates))
    expect(offers.map((promo) => promo.handle).sort()).toEqual(['cyber-monday-2027', 'discounts', 'spring-2026-sale'])
    for (const promo of offers) expect(promo.is_example, promo.handle).toBe(true)
  })

  it('offer at least ten current discounts, each with a code or a link', () => {
    expect(discounts.length).toBeGreaterThanOrEqual(10)
    for (const d of discounts) {
      expect(d.code !== null || d.link_url !== null, d.handle).toBe(true)
      expect(d.amount).toMatch(/^(\d+(\.\d+)?%|[$€£]\d+(\.\d+)?)$/)
      expect(d.brand_handle).toBeTruthy()
    }
  })

  it('keep expired discounts in the catalogue (hidden from the view)', async () => {
    const { rows } = await db.query<{ n: number }>(`select count(*)::integer as n from catalog.discounts where valid_until <= now()`)
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2)
  })

  it('list eight affiliate partners with https links', () => {
    expect(partners.length).toBeGreaterThanOrEqual(8)
    for (const partner of partners) expect(partner.url).toMatch(/^https:\/\//)
    expect(partners.map((p) => p.rank)).toEqual([...partners.map((p) => p.rank)].sort((a, b) => a - b))
  })

  it('mix promo priorities and link types, with markup and a colour that has no record', () => {
    expect(promos.length).toBeGreaterThanOrEqual(8)
    expect(new Set(promos.map((p) => p.priority))).toEqual(new Set(['high', 'medium', 'low']))
    expect(new Set(promos.map((p) => p.link_type))).toEqual(new Set(['internal', 'external']))
    expect(promos.some((p) => p.title_text.some((line) => /\*\*[^*]+\*\*/.test(line)))).toBe(true)
    expect(promos.some((p) => [...p.title_text, ...p.horizontal_text].some((line) => /(^|[^*])\*[^*]+\*([^*]|$)/.test(line)))).toBe(true)
    for (const promo of promos) {
      expect(promo.img_padding).toHaveLength(4)
      if (promo.link_type === 'internal') expect(promo.link_url).toMatch(/^\//)
      else expect(promo.link_url).toMatch(/^https:\/\//)
    }
    const known = new Set(colors.map((c) => c.handle))
    expect(colors.length).toBeGreaterThanOrEqual(8)
    expect(promos.some((p) => p.colors.some((handle) => !known.has(handle)))).toBe(true)
    expect(colors.some((c) => c.main_background.length > 1)).toBe(true)
    expect(promos.some((p) => p.link_url === '/mouse/compare?p=Razer-Viper-V3-Pro-vs.-Logitech-G-Pro-X-Superlight-2')).toBe(true)
  })

  it('keep an inactive future promo in the catalogue', async () => {
    const { rows } = await db.query<{ n: number }>(`select count(*)::integer as n from catalog.promos where starts_at > now()`)
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1)
  })
})
