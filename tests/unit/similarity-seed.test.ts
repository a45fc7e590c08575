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
  it('DeathAdder V3 Pro: its shape child, the DeathAdder V3, comes first, above mice that score 100 % on size and weight alone', () => {
    const ranked = similarTo('razer-deathadder-v3-pro')
    expect(ranked[0]).toMatchObject({ shell: 'shape-parent' })
    expect(ranked[0]!.row.general__handle).toBe('razer-deathadder-v3')
    // Mice that only match on figures (same size within the tolerances, same or near weight) follow.
    const figuresOnly = ranked.filter((item) => item.shell === null && item.similarity === 100)
    expect(figuresOnly.length).toBeGreaterThan(0)
    expect(ranked.indexOf(figuresOnly[0]!)).toBeGreaterThan(0)
  })

  it('Zowie EC2-C: the EC2-CW and EC2-DW (same shape parent) rank above everything else, the DeathAdder V3 HyperSpeed (same descriptors, 0.8 mm shorter) does not count as the same shell', () => {
    const ranked = similarTo('zowie-ec2-c')
    expect(handles(ranked.slice(0, 2)).sort()).toEqual(['zowie-ec2-cw', 'zowie-ec2-dw'])
    expect(ranked.slice(0, 2).every((item) => item.shell === 'shape-parent')).toBe(true)
    // The EC2-DW weighs 13 g less than the EC2-C; mice of other shells within 3 g still rank below it.
    const dw = ranked.findIndex((item) => item.row.general__handle === 'zowie-ec2-dw')
    const sameWeightOtherShell = ranked.findIndex((item) => item.shell === null && Math.abs(item.row.mouse__weight! - 73) <= 3)
    expect(sameWeightOtherShell).toBeGreaterThan(dw)
    const hyperSpeed = ranked.find((item) => item.row.general__handle === 'razer-deathadder-v3-hyperspeed')
    expect(hyperSpeed?.shell ?? null).toBeNull()
    expect(Math.abs(byHandle.get('razer-deathadder-v3-hyperspeed')!.mouse__length - 123)).toBeGreaterThan(shellDimensionToleranceMm)
  })

  it('a shape child finds its parent and its siblings (the EC2-CW: the EC2-C and EC2-DW)', () => {
    const ranked = similarTo('zowie-ec2-cw')
    expect(handles(ranked.slice(0, 2)).sort()).toEqual(['zowie-ec2-c', 'zowie-ec2-dw'])
  })

  it('G Pro X Superlight 2: the Superlight and the G Pro Wireless (same descriptors, same size) first, the G Pro Wireless above mice that weigh 60 g like it', () => {
    const ranked = similarTo('logitech-g-pro-x-superlight-2')
    const shells = ranked.filter((item) => item.shell !== null)
    expect(handles(shells).sort()).toEqual(['logitech-g-pro-wireless', 'logitech-g-pro-x-superlight'])
    expect(shells.every((item) => item.shell === 'descriptors')).toBe(true)
    expect(handles(ranked.slice(0, 2))).toEqual(['logitech-g-pro-x-superlight', 'logitech-g-pro-wireless'])
    // The G Pro Wireless weighs 80 g (20 g more): still above every mouse of another shell.
    expect(ranked[1]!.similarity).toBeLessThan(ranked[2]!.similarity)
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

describe('find-similar on the seed: ties', () => {
  it('orders equal scores by the raw difference, then known figures, then name: a strict, documented order', () => {
    for (const handle of ['logitech-g-pro-x-superlight-2', 'razer-deathadder-v3-pro', 'razer-viper-v3-pro', 'zowie-ec2-c']) {
      const ranked = similarTo(handle, 60)
      for (let i = 1; i < ranked.length; i++) {
        const a = ranked[i - 1]!
        const b = ranked[i]!
        const context = `${handle}: ${a.row.general__handle} before ${b.row.general__handle}`
        if ((a.shell !== null) !== (b.shell !== null)) {
          expect(a.shell, context).not.toBeNull()
          continue
        }
        expect(a.distance, context).toBeLessThanOrEqual(b.distance)
        if (a.distance === b.distance) {
          expect(a.rawDistance, context).toBeLessThanOrEqual(b.rawDistance)
          if (a.rawDistance === b.rawDistance) expect(productName(a.row).localeCompare(productName(b.row), 'en') <= 0 || a.row.general__handle < b.row.general__handle, context).toBe(true)
        }
      }
    }
  })

  it('G Pro X Superlight 2: the mice at 100 % are in the order of their raw closeness, the exact twin (VGN Dragonfly 3, 0.2 mm narrower) before the Aula V9 (0.4 mm off)', () => {
    const ranked = similarTo('logitech-g-pro-x-superlight-2', 60).filter((item) => item.shell === null && item.similarity === 100)
    expect(ranked.length).toBeGreaterThan(5)
    const raw = ranked.map((item) => item.rawDistance)
    expect(raw).toEqual([...raw].sort((a, b) => a - b))
    const position = (handle: string) => ranked.findIndex((item) => item.row.general__handle === handle)
    expect(position('vgn-dragonfly-3-pro')).toBeGreaterThanOrEqual(0)
    expect(position('vgn-dragonfly-3-pro')).toBeLessThan(position('aula-v9-plus'))
  })
})
