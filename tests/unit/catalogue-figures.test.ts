/** "More than N" from the catalogue served (web/lib/catalogue-figures.ts). */
import { describe, expect, it } from 'vitest'
import { catalogueFigures, countText, moreThanFigure } from '../../web/lib/catalogue-figures'

describe('moreThanFigure', () => {
  it('is the largest round figure strictly below the count', () => {
    expect(moreThanFigure(1322)).toBe(1300)
    expect(moreThanFigure(1468)).toBe(1400)
    expect(moreThanFigure(58)).toBe(50)
    expect(moreThanFigure(35)).toBe(30)
    expect(moreThanFigure(14)).toBe(10)
    expect(moreThanFigure(640)).toBe(600)
    expect(moreThanFigure(12_345)).toBe(12_000)
  })

  it('never says "more than" the count itself', () => {
    expect(moreThanFigure(50)).toBe(40)
    expect(moreThanFigure(1000)).toBe(900)
    expect(moreThanFigure(100)).toBe(50)
    for (let count = 11; count < 20_000; count += 7) expect(moreThanFigure(count)!).toBeLessThan(count)
  })

  it('says each SPEC §9 target as soon as the catalogue passes it', () => {
    expect(moreThanFigure(1501)).toBe(1500)
    expect(moreThanFigure(1001)).toBe(1000)
    expect(moreThanFigure(201)).toBe(200)
    expect(moreThanFigure(91)).toBe(90)
    expect(moreThanFigure(31)).toBe(30)
  })

  it('says ten or fewer as they are, and garbage as nothing', () => {
    expect(moreThanFigure(10)).toBeNull()
    expect(countText(7)).toBe('7')
    expect(countText(0)).toBe('0')
    expect(moreThanFigure(Number.NaN)).toBeNull()
    expect(countText(1322)).toBe('more than 1,300')
  })
})

describe('catalogueFigures', () => {
  it('reads the counts view, adds the counted kinds, and leaves mousepads out', () => {
    expect(
      catalogueFigures([
        { category: 'mouse', product_count: 1322 },
        { category: 'mouse_sensor', product_count: 58 },
        { category: 'mouse_switch', product_count: 35 },
        { category: 'mouse_scroll_wheel_encoder', product_count: 14 },
        { category: 'mousepad', product_count: 6 },
      ]),
    ).toEqual({ mouse: 1322, mouse_sensor: 58, mouse_switch: 35, mouse_scroll_wheel_encoder: 14, all: 1429 })
  })

  it('counts a kind the rows do not name as 0', () => {
    expect(catalogueFigures([{ category: 'mouse', product_count: 12 }])).toEqual({ mouse: 12, mouse_sensor: 0, mouse_switch: 0, mouse_scroll_wheel_encoder: 0, all: 12 })
  })
})
