import { describe, expect, it } from 'vitest'
import { arrangeFigureColumns, shownFigureShare, type FigureColumn } from '../../web/features/catalogue/component-pages/figure-columns'
import { sensorKind } from '../../web/features/catalogue/kinds/sensor-kind'
import { sensorLabel, switchLabel } from '../../web/lib/mouse-format'

type Row = { a: number | null; b: number[]; c: string | null }
const column = (id: keyof Row): FigureColumn<Row> => ({ id, header: id, accessor: () => '', figure: (row) => row[id] })

describe('the figure columns a part table shows first (issue 29)', () => {
  it('orders the columns by how many rows know them and hides those fewer than half know', () => {
    const rows: Row[] = [
      { a: 1, b: [], c: 'x' },
      { a: null, b: [], c: 'y' },
      { a: null, b: [1], c: 'z' },
      { a: null, b: [], c: null },
      { a: null, b: [], c: null },
    ]
    const arranged = arrangeFigureColumns([column('a'), column('b'), column('c')], rows)
    expect(arranged.columns.map((item) => item.id)).toEqual(['c', 'a', 'b'])
    expect(arranged.known).toEqual({ a: 1, b: 1, c: 3 })
    expect(shownFigureShare).toBe(0.5)
    expect(arranged.hidden).toEqual(['a', 'b'])
  })

  it('keeps the kind’s order for ties and hides nothing without rows', () => {
    expect(arrangeFigureColumns([column('a'), column('b')], []).columns.map((item) => item.id)).toEqual(['a', 'b'])
    expect(arrangeFigureColumns([column('a'), column('b')], []).hidden).toEqual([])
  })

  it('the sensors table shows no polling rate: not a sensor property', () => {
    expect(sensorKind.columns.map((item) => item.id)).not.toContain('polling')
    expect(sensorKind.specRows.map((row) => row.label)).not.toContain('Polling rate')
  })
})

describe('a mouse’s parts as shown', () => {
  const mouse = { mouse__sensor_brand_names: ['Roccat'], mouse__sensor_brands_separator: ' ', mouse__sensor_model: 'Owl-Eye 19K', mouse__sensor_variant: null }

  it('names a maker’s rendition of a PixArt part with both names, only where a source states it', () => {
    expect(sensorLabel({ ...mouse, mouse__sensor_based_on: 'PixArt PAW3370' })).toBe('Roccat Owl-Eye 19K, a PixArt PAW3370')
    expect(sensorLabel({ ...mouse, mouse__sensor_based_on: null })).toBe('Roccat Owl-Eye 19K')
    expect(sensorLabel({ ...mouse, mouse__sensor_model: null, mouse__sensor_based_on: null })).toBeNull()
  })

  it('shows a switch family as a family, never as a model', () => {
    expect(switchLabel({ mouse__switch_name: 'Omron Optical', mouse__switch_is_family: true })).toBe('Omron Optical (model not stated)')
    expect(switchLabel({ mouse__switch_name: 'Omron D2FC-F-7N 20M', mouse__switch_is_family: false })).toBe('Omron D2FC-F-7N 20M')
    expect(switchLabel({ mouse__switch_name: null, mouse__switch_is_family: null })).toBeNull()
  })
})
