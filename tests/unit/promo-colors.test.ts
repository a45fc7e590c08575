import { describe, expect, it } from 'vitest'
import type { PromoColorRow } from '../../web/lib/api-types'
import {
  backgroundCss,
  borderCss,
  chooseSlideColors,
  fallbackPalette,
  gradientAngles,
  isSafeCssColor,
  maxColorTries,
  pickGradientAngle,
  resolvePalette,
} from '../../web/features/promos/promo-colors'

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Returns the given values in turn (then the last one forever) and counts the calls. */
function sequence(...values: number[]) {
  let calls = 0
  const random = () => values[Math.min(calls++, values.length - 1)]!
  return Object.assign(random, { calls: () => calls })
}

describe('slide colours (SPEC §4)', () => {
  it('is deterministic for a given random function', () => {
    const lists = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? ['blue', 'black', 'white'] : ['sunset', 'purple', 'mint']))
    expect(chooseSlideColors(lists, seeded(7))).toEqual(chooseSlideColors(lists, seeded(7)))
  })

  it('picks from the slide’s own list', () => {
    const chosen = chooseSlideColors([['mint'], ['gold', 'white'], ['razer-green']], seeded(1))
    expect(chosen[0]).toBe('mint')
    expect(['gold', 'white']).toContain(chosen[1])
    expect(chosen[2]).toBe('razer-green')
  })

  it('redraws when the draw equals the previous slide’s colour', () => {
    // Slide 0 draws blue; slide 1 draws blue (avoided), then black.
    const random = sequence(0, 0, 0.9)
    expect(chooseSlideColors([['blue', 'black'], ['blue', 'black']], random)).toEqual(['blue', 'black'])
    expect(random.calls()).toBe(3)
  })

  it('redraws when the draw equals the colour three slides back', () => {
    // Slides 0–2 take a, b, c; slide 3 draws a (three back), then d.
    const random = sequence(0, 0, 0, 0, 0.99)
    const chosen = chooseSlideColors([['a'], ['b'], ['c'], ['a', 'd']], random)
    expect(chosen).toEqual(['a', 'b', 'c', 'd'])
  })

  it('does not avoid the colour two slides back', () => {
    const chosen = chooseSlideColors([['a'], ['b'], ['a', 'c']], sequence(0))
    expect(chosen[2]).toBe('a')
  })

  it(`draws at most ${maxColorTries} times, then keeps the last draw`, () => {
    const random = sequence(0)
    // A one-colour list equal to the previous slide's colour: every draw is avoided.
    expect(chooseSlideColors([['white'], ['white']], random)).toEqual(['white', 'white'])
    expect(random.calls()).toBe(1 + maxColorTries)
    // Nine avoided draws, the tenth succeeds.
    const tenth = sequence(0, ...Array(9).fill(0), 0.99)
    expect(chooseSlideColors([['a'], ['a', 'b']], tenth)).toEqual(['a', 'b'])
    // Ten avoided draws: the eleventh would have succeeded but is never made.
    const eleventh = sequence(0, ...Array(10).fill(0), 0.99)
    expect(chooseSlideColors([['a'], ['a', 'b']], eleventh)).toEqual(['a', 'a'])
  })

  it('over many slides, never repeats the previous or the three-back colour when the list has room', () => {
    const palette = ['white', 'black', 'blue', 'sunset', 'mint', 'purple', 'gold', 'carbon']
    for (let seed = 1; seed <= 50; seed++) {
      const random = seeded(seed)
      // Six-colour lists: a draw hits an avoided colour with p <= 1/3, ten in a row with p < 2e-5.
      const lists = Array.from({ length: 200 }, () => {
        const start = Math.floor(random() * palette.length)
        return [0, 1, 2, 3, 4, 5].map((offset) => palette[(start + offset) % palette.length]!)
      })
      const chosen = chooseSlideColors(lists, seeded(seed * 31))
      chosen.forEach((color, index) => {
        expect(lists[index]).toContain(color)
        if (index >= 1) expect(color, `slide ${index} seed ${seed}`).not.toBe(chosen[index - 1])
        if (index >= 3) expect(color, `slide ${index} seed ${seed}`).not.toBe(chosen[index - 3])
      })
    }
  })

  it('with tight lists, repeats only as often as ten avoided draws in a row allow', () => {
    // Three-colour lists with both avoided colours in them: ten avoided draws happen with p = (2/3)^10 ≈ 1.7 %.
    const lists = Array.from({ length: 20_000 }, () => ['a', 'b', 'c'])
    const chosen = chooseSlideColors(lists, seeded(5))
    let repeats = 0
    chosen.forEach((color, index) => {
      if ((index >= 1 && color === chosen[index - 1]) || (index >= 3 && color === chosen[index - 3])) repeats++
    })
    expect(repeats / chosen.length).toBeLessThan(0.03)
    // It is the rule's retry, not a filter: after ten avoided draws the tenth is kept, so some repeats remain
    // (without the rule, half of all slides would repeat one of the two colours).
    expect(repeats).toBeGreaterThan(0)
  })

  it('treats an empty list as white', () => {
    expect(chooseSlideColors([[]], seeded(3))).toEqual(['white'])
  })
})

describe('gradient angle (SPEC §4)', () => {
  it('is one of 45, 135, 225, 315, chosen by the random function', () => {
    expect(gradientAngles).toEqual([45, 135, 225, 315])
    expect(pickGradientAngle(() => 0)).toBe(45)
    expect(pickGradientAngle(() => 0.3)).toBe(135)
    expect(pickGradientAngle(() => 0.6)).toBe(225)
    expect(pickGradientAngle(() => 0.9999)).toBe(315)
    expect(pickGradientAngle(() => 1)).toBe(315)
    expect(pickGradientAngle(() => Number.NaN)).toBe(45)
  })

  it('is uniform enough over many draws', () => {
    const random = seeded(11)
    const counts = new Map<number, number>()
    for (let i = 0; i < 4000; i++) {
      const angle = pickGradientAngle(random)
      counts.set(angle, (counts.get(angle) ?? 0) + 1)
    }
    for (const angle of gradientAngles) expect(counts.get(angle)).toBeGreaterThan(850)
  })
})

describe('backgrounds', () => {
  it('is a plain colour for one colour and a gradient at the angle for several', () => {
    expect(backgroundCss(['#44d62c'], 135)).toBe('#44d62c')
    expect(backgroundCss(['#ff512f', '#dd2476'], 225)).toBe('linear-gradient(225deg, #ff512f, #dd2476)')
    expect(backgroundCss(['#f7971e', '#ffd200', '#f7971e'], 45)).toBe('linear-gradient(45deg, #f7971e, #ffd200, #f7971e)')
    expect(backgroundCss([], 45)).toBe('#ffffff')
  })

  it("uses the theme's border colour for 'theme'", () => {
    expect(borderCss('theme')).toBe('var(--chakra-colors-border)')
    expect(borderCss('#0a58ca')).toBe('#0a58ca')
  })
})

describe('palettes (SPEC §3, §8)', () => {
  const records: PromoColorRow[] = [
    { handle: 'blue', main_text: '#ffffff', main_background: ['#0080fe', '#1a72e9'], button_text: '#0080fe', button_background: ['#ffffff'], border: '#0a58ca' },
    { handle: 'evil', main_text: 'red;background:url(x)', main_background: ['url(https://x/y.png)', '#123456'], button_text: 'var(--x)', button_background: [], border: 'red}body{' },
  ]

  it('resolves a handle to its record', () => {
    expect(resolvePalette('blue', records)).toEqual({
      main_text: '#ffffff',
      main_background: ['#0080fe', '#1a72e9'],
      button_text: '#0080fe',
      button_background: ['#ffffff'],
      border: '#0a58ca',
    })
  })

  it('falls back to black on white, white on black, theme border when no record matches', () => {
    expect(fallbackPalette).toEqual({ main_text: '#000000', main_background: ['#ffffff'], button_text: '#ffffff', button_background: ['#000000'], border: 'theme' })
    expect(resolvePalette('neon', records)).toEqual(fallbackPalette)
    expect(resolvePalette('blue', undefined)).toEqual(fallbackPalette)
    expect(resolvePalette('blue', [])).toEqual(fallbackPalette)
  })

  it('lets no unsafe value through: each one falls back on its own', () => {
    expect(resolvePalette('evil', records)).toEqual({
      main_text: '#000000',
      main_background: ['#123456'],
      button_text: '#ffffff',
      button_background: ['#000000'],
      border: 'theme',
    })
  })

  it('accepts plain colour syntax only', () => {
    for (const ok of ['#fff', '#0a0a0a', '#0a0a0a80', 'rgb(1, 2, 3)', 'rgba(0,0,0,.4)', 'hsl(210 100% 50% / 0.5)', 'white', 'rebeccapurple']) expect(isSafeCssColor(ok), ok).toBe(true)
    for (const bad of ['', '#ggg', 'url(x)', 'var(--a)', 'red;color:blue', 'rgb(1,2,3);x', 'expression(alert(1))', 'calc(1px)', 42, null]) expect(isSafeCssColor(bad), String(bad)).toBe(false)
  })
})
