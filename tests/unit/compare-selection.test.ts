import { describe, expect, it } from 'vitest'
import { addToSelection, maxComparedItems as maxComparedMice, prepareSelectionSteps, removeFromSelection, resolveSelection, selectionParam } from '../../web/lib/compare-selection'
import { buildCompareParam, splitCompareParam } from '../../web/lib/compare-name'

interface Mouse {
  handle: string
  name: string
}
const mice: Mouse[] = [
  { handle: 'logitech-g-pro-x-superlight-2', name: 'Logitech G Pro X Superlight 2' },
  { handle: 'razer-viper-v3-pro', name: 'Razer Viper V3 Pro' },
  { handle: 'zowie-ec2-c', name: 'Zowie EC2-C' },
  { handle: 'lamzu-atlantis-mini-4k', name: 'Lamzu Atlantis Mini 4K' },
  ...Array.from({ length: 10 }, (_, i) => ({ handle: `brand-m${i}`, name: `Brand M${i}` })),
]
const nameOf = (mouse: Mouse) => mouse.name
const handleOf = (mouse: Mouse) => mouse.handle
const naming = { nameOf, handleOf }
const resolve = (p: unknown) => resolveSelection(p, mice, naming)
const names = (p: unknown) => resolve(p).map((entry) => (entry.kind === 'found' ? entry.item.name : `missing:${entry.part}`))

describe('resolveSelection', () => {
  it('round-trips: the p built from names resolves to the same mice, in order', () => {
    const chosen = [mice[2]!, mice[0]!, mice[1]!]
    const p = buildCompareParam(chosen.map(nameOf))
    expect(p).toBe('Zowie-EC2-C-vs.-Logitech-G-Pro-X-Superlight-2-vs.-Razer-Viper-V3-Pro')
    expect(names(p)).toEqual(chosen.map(nameOf))
    expect(selectionParam(resolve(p))).toBe(p)
  })

  it('forgives case, repeated and stray dashes, and the separator in any case', () => {
    expect(names('--zowie--ec2-c---VS.-razer-viper-v3-pro-')).toEqual(['Zowie EC2-C', 'Razer Viper V3 Pro'])
    expect(names('LOGITECH-G-PRO-X-SUPERLIGHT-2-Vs.-lamzu-atlantis--mini-4k')).toEqual(['Logitech G Pro X Superlight 2', 'Lamzu Atlantis Mini 4K'])
  })

  it('matches a handle too', () => {
    expect(names('razer-viper-v3-pro')).toEqual(['Razer Viper V3 Pro'])
  })

  it('keeps unknown names as missing, in place, and still resolves the rest', () => {
    expect(names('Zowie-EC2-C-vs.-No-Such-Mouse-vs.-Razer-Viper-V3-Pro')).toEqual(['Zowie EC2-C', 'missing:No-Such-Mouse', 'Razer Viper V3 Pro'])
  })

  it('keeps a mouse named twice once, and at most eight mice', () => {
    expect(names('Zowie-EC2-C-vs.-zowie-ec2-c')).toEqual(['Zowie EC2-C'])
    const all = buildCompareParam(mice.map(nameOf))
    expect(resolve(all).filter((entry) => entry.kind === 'found')).toHaveLength(maxComparedMice)
  })

  it.each([undefined, null, {}, [], '', '-vs.-', '-----', '-vs.--vs.-', 42, 'javascript:alert(1)', '<script>', '%%%', '\u0000'])(
    'never throws on malformed input %j',
    (p) => {
      const entries = resolve(p)
      expect(Array.isArray(entries)).toBe(true)
      expect(entries.every((entry) => entry.kind === 'missing')).toBe(true)
    },
  )

  it('turns a hostile part into a safe p', () => {
    const p = selectionParam(resolve('javascript:alert(1)-vs.-<script>x</script>'))
    expect(p).toMatch(/^[A-Za-z0-9.-]*$/)
    expect(splitCompareParam(p)).toHaveLength(2)
  })
})

describe('the index resolveSelection keeps', () => {
  it('is built once per list and naming, and never answers for another', () => {
    // A mouse whose handle is not its name's compare key, so a naming without handles cannot find it by handle.
    const list = [...mice, { handle: 'lgp2', name: 'Logitech G Pro Two' }]
    let names = 0
    const counted = {
      nameOf: (mouse: Mouse) => {
        names++
        return mouse.name
      },
      handleOf,
    }
    const withoutHandles = { nameOf: counted.nameOf }
    const resolveCounting = (p: string, items: Mouse[], naming: typeof withoutHandles) => {
      names = 0
      const found = resolveSelection(p, items, naming).map((entry) => (entry.kind === 'found' ? entry.item.handle : `missing:${entry.part}`))
      return { found, names }
    }
    // The first resolve names every mouse (the index) and then the one found.
    expect(resolveCounting('Zowie-EC2-C', list, counted)).toEqual({ found: ['zowie-ec2-c'], names: list.length + 1 })
    // The same list and naming: the index is reused, only the found mice are named.
    expect(resolveCounting('lgp2-vs.-Nope', list, counted)).toEqual({ found: ['lgp2', 'missing:Nope'], names: 1 })
    // Another naming (no handles) has an index of its own, which does not find a mouse by its handle.
    expect(resolveCounting('lgp2', list, withoutHandles)).toEqual({ found: ['missing:lgp2'], names: list.length })
    expect(resolveCounting('Logitech-G-Pro-Two', list, withoutHandles)).toEqual({ found: ['lgp2'], names: 1 })
    // Back to the first naming, and another list: each builds its own.
    expect(resolveCounting('lgp2', list, counted)).toEqual({ found: ['lgp2'], names: list.length + 1 })
    const other = list.slice(0, 3)
    expect(resolveCounting('lgp2', other, counted)).toEqual({ found: ['missing:lgp2'], names: other.length })
  })

  it('can be built ahead, in steps of 350 items, and is then what resolveSelection uses', () => {
    // 1,000 mice, the last sharing the first's name: the first in the list owns a shared key.
    const many: Mouse[] = Array.from({ length: 1000 }, (_, i) => ({ handle: `maker-m${i}`, name: i === 999 ? 'Maker M0' : `Maker M${i}` }))
    let named = 0
    const counting = {
      nameOf: (mouse: Mouse) => {
        named++
        return mouse.name
      },
      handleOf,
    }
    const steps = prepareSelectionSteps(many, counting)
    let pauses = 0
    while (!steps.next().done) pauses++
    expect(pauses).toBe(2)
    expect(named).toBe(many.length)
    named = 0
    const found = resolveSelection('Maker-M0-vs.-maker-m999-vs.-Maker-M998', many, counting)
    expect(found.map((entry) => (entry.kind === 'found' ? entry.item.handle : entry.part))).toEqual(['maker-m0', 'maker-m999', 'maker-m998'])
    // Only the found mice were named: the index built ahead was used.
    expect(named).toBe(3)
    // Built already: nothing to do.
    named = 0
    expect(prepareSelectionSteps(many, counting).next().done).toBe(true)
    expect(named).toBe(0)
  })
})

describe('adding and removing', () => {
  it('adds to the end, once, up to the limit', () => {
    const entries = resolve('Zowie-EC2-C')
    expect(addToSelection(entries, mice[1]!, nameOf)).toBe('Zowie-EC2-C-vs.-Razer-Viper-V3-Pro')
    expect(addToSelection(entries, mice[2]!, nameOf)).toBe('Zowie-EC2-C')
    const full = resolve(buildCompareParam(mice.slice(4, 12).map(nameOf)))
    expect(addToSelection(full, mice[0]!, nameOf)).toBe(selectionParam(full))
  })

  it('removes found and missing entries by position', () => {
    const entries = resolve('Zowie-EC2-C-vs.-Nope-vs.-Razer-Viper-V3-Pro')
    expect(removeFromSelection(entries, 1)).toBe('Zowie-EC2-C-vs.-Razer-Viper-V3-Pro')
    expect(removeFromSelection(entries, 0)).toBe('Nope-vs.-Razer-Viper-V3-Pro')
    expect(removeFromSelection(resolve('Zowie-EC2-C'), 0)).toBe('')
  })
})
