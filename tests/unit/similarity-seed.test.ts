/**
 * Find-similar on the real catalogue (issue 20 point 6): the seed's own rows, through the api view,
 * ranked as a person would: a mouse's shell siblings first, then the rest; equal scores in a
 * documented order.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportApiViews, openCatalogue } from '../../supabase/pglite.ts'
import { catalogueScales, rankSimilar, shellDimensionToleranceMm, targetFromMouse, type RankedMouse } from '../../web/features/find-similar/similarity'
import type { MouseRow } from '../../web/lib/api-types'
import { productName } from '../../web/lib/product-name'

let db: PGlite
let mice: MouseRow[]
let byHandle: Map<string, MouseRow>

beforeAll(async () => {
  db = await openCatalogue()
  mice = JSON.parse((await exportApiViews(db)).mice!) as MouseRow[]
  byHandle = new Map(mice.map((row) => [row.general__handle, row]))
}, 120_000)

afterAll(async () => {
  await db?.close()
})

function similarTo(handle: string, limit = 30): RankedMouse[] {
  const reference = byHandle.get(handle)
  if (!reference) throw new Error(`${handle} is not in the seed`)
  return rankSimilar(mice, targetFromMouse(reference), { excludeHandle: handle, limit, scales: catalogueScales(mice) })
}

const handles = (ranked: readonly RankedMouse[]) => ranked.map((item) => item.row.general__handle)

describe('find-similar on the seed: the same shell first', () => {
  it('DeathAdder V3 Pro: its shape child, the DeathAdder V3, comes first', () => {
    const ranked = similarTo('razer-deathadder-v3-pro')
    expect(ranked[0]).toMatchObject({ shell: 'shape-parent' })
    expect(ranked[0]!.row.general__handle).toBe('razer-deathadder-v3')
  })

  it('Zowie EC2-C: its editions first, the EC2-CW and EC2-DW (same shape parent), then the EC2-B and EC2-B V2 (same maker, model name and size); the DeathAdder V3 HyperSpeed (same descriptors, 0.8 mm shorter) is not the same shell', () => {
    const ranked = similarTo('zowie-ec2-c')
    expect(handles(ranked.slice(0, 2)).sort()).toEqual(['zowie-ec2-cw', 'zowie-ec2-dw'])
    expect(ranked.slice(0, 2).every((item) => item.shell === 'shape-parent')).toBe(true)
    expect(handles(ranked.slice(2, 4)).sort()).toEqual(['zowie-ec2-b', 'zowie-ec2-b-v2'])
    expect(ranked.slice(2, 4).every((item) => item.shell === 'same-model')).toBe(true)
    expect(ranked[4]!.shell).toBeNull()
    const hyperSpeed = ranked.find((item) => item.row.general__handle === 'razer-deathadder-v3-hyperspeed')
    expect(hyperSpeed?.shell ?? null).toBeNull()
    expect(Math.abs(byHandle.get('razer-deathadder-v3-hyperspeed')!.mouse__length - 123)).toBeGreaterThan(shellDimensionToleranceMm)
  })

  it('a shape child finds its parent and its siblings, and the EC2-B beside them (the EC2-CW: the EC2-C and EC2-DW, then the EC2-B)', () => {
    const ranked = similarTo('zowie-ec2-cw')
    expect(handles(ranked.slice(0, 2)).sort()).toEqual(['zowie-ec2-c', 'zowie-ec2-dw'])
    const shells = handles(ranked.filter((item) => item.shell !== null))
    expect(shells).toContain('zowie-ec2-b')
    expect(shells.every((handle) => handle.startsWith('zowie-ec2-'))).toBe(true)
  })

  it('G Pro X Superlight 2: the Superlight and the G Pro Wireless (same descriptors, same size) and the G Pro X Victory Edition (same maker, model name and size) first', () => {
    const ranked = similarTo('logitech-g-pro-x-superlight-2')
    const shells = ranked.filter((item) => item.shell !== null)
    expect(handles(shells).sort()).toEqual(['logitech-g-pro-wireless', 'logitech-g-pro-x-superlight', 'logitech-g-pro-x-victory-edition'])
    expect(handles(ranked.slice(0, 2))).toEqual(['logitech-g-pro-x-superlight', 'logitech-g-pro-wireless'])
    expect(ranked.slice(0, 2).every((item) => item.shell === 'descriptors')).toBe(true)
  })

  it('a mouse with near but not equal figures and the same descriptors is not the same shell (Viper V3 Pro and ROG Harpe Ace: 0.4 mm apart in length)', () => {
    const ranked = similarTo('razer-viper-v3-pro')
    const harpe = ranked.find((item) => item.row.general__handle === 'asus-rog-harpe-ace-aim-lab-edition')
    expect(harpe).toBeDefined()
    expect(harpe!.shell).toBeNull()
    expect(ranked[0]).toMatchObject({ shell: 'shape-parent' })
    expect(ranked[0]!.row.general__handle).toBe('razer-viper-v3-hyperspeed')
  })
})

describe('find-similar on the seed: honest confidence', () => {
  it('Razer Viper Mini: no mouse known only by its size is shown as 100 % similar; each says what it rests on', () => {
    const ranked = similarTo('razer-viper-mini', mice.length)
    for (const item of ranked) {
      if (item.similarity === 100) expect(item.confidence, item.row.general__handle).toBe(1)
      if (item.basis === 'size') expect(item.similarity, item.row.general__handle).toBeLessThan(60)
    }
    // Mice known only by size and weight are in the catalogue: the rule is tested on them.
    expect(ranked.some((item) => item.basis === 'size')).toBe(true)
    expect(ranked.slice(0, 24).filter((item) => item.similarity === 100).length).toBeLessThanOrEqual(3)
  })
})

describe('find-similar on the seed: the order follows the number shown', () => {
  it('within the same shell and within the rest: similarity, then raw difference, then confidence, then name', () => {
    for (const handle of ['logitech-g-pro-x-superlight-2', 'razer-deathadder-v3-pro', 'razer-viper-v3-pro', 'zowie-ec2-c', 'razer-viper-mini']) {
      const ranked = similarTo(handle, 60)
      for (let i = 1; i < ranked.length; i++) {
        const a = ranked[i - 1]!
        const b = ranked[i]!
        const context = `${handle}: ${a.row.general__handle} before ${b.row.general__handle}`
        if ((a.shell !== null) !== (b.shell !== null)) {
          expect(a.shell, context).not.toBeNull()
          continue
        }
        expect(a.similarity, context).toBeGreaterThanOrEqual(b.similarity)
        if (a.similarity === b.similarity) {
          expect(a.rawDistance, context).toBeLessThanOrEqual(b.rawDistance)
          if (a.rawDistance === b.rawDistance) {
            expect(a.confidence, context).toBeGreaterThanOrEqual(b.confidence)
            if (a.confidence === b.confidence) expect(productName(a.row).localeCompare(productName(b.row), 'en') <= 0 || a.row.general__handle < b.row.general__handle, context).toBe(true)
          }
        }
      }
    }
  })
})
