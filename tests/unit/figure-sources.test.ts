import { describe, expect, it } from 'vitest'
import { checkedText, sourceText } from '../../web/features/catalogue/compare/mouse-specification-rows'
import { sourceSummary } from '../../web/features/catalogue/mice/mouse-columns'
import { sourceKinds } from '../../web/lib/api-types'

// Where a mouse's figures come from, as the compare page and the browse table say it.

describe('sourceText', () => {
  it('names the kind of source and its note', () => {
    expect(sourceText({ kind: 'maker', note: 'Logitech product page' })).toBe('Maker (Logitech product page)')
    expect(sourceText({ kind: 'opendb' })).toBe('BuildCores OpenDB')
    expect(sourceText({ kind: 'editors' })).toBe('Our editors')
  })

  it('is null when the group is not known, or its kind is not one the site knows', () => {
    expect(sourceText(null)).toBeNull()
    expect(sourceText(undefined)).toBeNull()
    expect(sourceText({ kind: 'rumour' } as never)).toBeNull()
  })

  it('has a label for every source kind', () => {
    for (const kind of sourceKinds) expect(sourceText({ kind }), kind).toBeTruthy()
  })
})

describe('sourceSummary', () => {
  it('is one word when every known group shares a source', () => {
    const opendb = { kind: 'opendb' as const }
    expect(sourceSummary({ mouse__dimensions_source: opendb, mouse__sensor_source: opendb, mouse__shape_source: null })).toBe('OpenDB')
  })

  it('lists the groups of each source when they differ', () => {
    const summary = sourceSummary({
      mouse__dimensions_source: { kind: 'maker' },
      mouse__sensor_source: { kind: 'maker' },
      mouse__shape_source: { kind: 'editors' },
      mouse__switch_source: { kind: 'teardown' },
    })
    expect(summary).toBe('Maker: size, sensor · Editors: shape · Teardown: switch')
  })

  it('is null when no group is known', () => {
    expect(sourceSummary({})).toBeNull()
    expect(sourceSummary({ mouse__sensor_source: null })).toBeNull()
  })
})

describe('a checked source', () => {
  const checked = { kind: 'review' as const, publisher: 'TechPowerUp', url: 'https://www.techpowerup.com/review/x/5.html', checked: '2026-11-26' }

  it('says what it was checked against and when, to the month', () => {
    expect(checkedText(checked)).toBe('checked against TechPowerUp, November 2026')
    expect(checkedText({ ...checked, kind: 'maker', publisher: 'Razer' })).toBe('checked against Razer (the maker), November 2026')
    expect(sourceText({ ...checked, note: 'dpi from BuildCores OpenDB' })).toBe('Checked against TechPowerUp, November 2026; dpi from BuildCores OpenDB')
  })

  it('is an ordinary source without its address, publisher or a readable day', () => {
    expect(checkedText({ kind: 'review', publisher: 'TechPowerUp', checked: '2026-11-26' })).toBeNull()
    expect(checkedText({ ...checked, checked: 'soon' })).toBeNull()
    expect(sourceText({ kind: 'review', note: 'TechPowerUp' })).toBe('Review (TechPowerUp)')
  })
})
