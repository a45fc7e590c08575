import { describe, expect, it } from 'vitest'
import { byRelevance, pickerIndex, pickerMatches } from '../../web/features/catalogue/compare/picker-matches'

// The one search rule of every picker (mice, sensors, switches, encoders and find-similar's).
// These cases were the mouse picker's and the component picker's tests, under their two old rules.

interface Item {
  handle: string
  name: string
}
const nameOf = (item: Item) => item.name
const handleOf = (item: Item) => item.handle

const mice = pickerIndex<Item>(
  [
    { handle: 'logitech-g-pro-x-superlight-2', name: 'Logitech G Pro X Superlight 2' },
    { handle: 'razer-viper-v3-pro', name: 'Razer Viper V3 Pro' },
    { handle: 'zowie-ec2-c', name: 'Zowie EC2-C' },
    { handle: 'zowie-ec2-cw', name: 'Zowie EC2-CW' },
    { handle: 'lamzu-atlantis-mini-4k', name: 'Lamzu Atlantis Mini 4K' },
    ...Array.from({ length: 10 }, (_, i) => ({ handle: `brand-m${i}`, name: `Brand M${i}` })),
  ],
  nameOf,
  handleOf,
)
const sensors = pickerIndex<Item>(
  [
    { handle: 'pixart-paw3950', name: 'PixArt PAW3950' },
    { handle: 'pixart-paw3395', name: 'PixArt PAW3395' },
    { handle: 'razer-focus-pro-45k', name: 'Razer Focus Pro 45K Gen-3' },
    { handle: 'logitech-hero-2', name: 'Logitech HERO 2' },
    ...Array.from({ length: 8 }, (_, index) => ({ handle: `x-${index}`, name: `Xtra S${index}` })),
  ],
  nameOf,
  handleOf,
)
const namesOf = (items: Item[]) => items.map(nameOf)

describe('pickerMatches', () => {
  it('finds by every word, any case', () => {
    expect(namesOf(pickerMatches(mice, 'viper'))).toEqual(['Razer Viper V3 Pro'])
    expect(namesOf(pickerMatches(mice, 'g pro SUPER'))).toEqual(['Logitech G Pro X Superlight 2'])
  })

  it('is typo-tolerant, and finds by handle too', () => {
    expect(namesOf(pickerMatches(mice, 'supreligth'))).toEqual(['Logitech G Pro X Superlight 2'])
    expect(namesOf(pickerMatches(sensors, 'paw3959'))).toEqual(['PixArt PAW3950'])
    expect(namesOf(pickerMatches(sensors, 'focus gen3'))).toEqual(['Razer Focus Pro 45K Gen-3'])
    expect(namesOf(pickerMatches(sensors, 'pro-45k'))).toEqual(['Razer Focus Pro 45K Gen-3'])
  })

  it('puts names containing the query as typed first, then by name with numbers in order', () => {
    expect(namesOf(pickerMatches(sensors, 'paw'))).toEqual(['PixArt PAW3395', 'PixArt PAW3950'])
    expect(namesOf(pickerMatches(mice, 'ec2-c'))).toEqual(['Zowie EC2-C', 'Zowie EC2-CW'])
    // "Atlantis" as typed comes before "Atlantic", a typo away.
    const typos = pickerIndex<Item>([{ handle: 'a', name: 'Aaa Atlantic' }, { handle: 'b', name: 'Zzz Atlantis' }], nameOf, handleOf)
    expect(namesOf(pickerMatches(typos, 'atlantis'))).toEqual(['Zzz Atlantis', 'Aaa Atlantic'])
  })

  it('gives nothing for a blank query, and at most the limit', () => {
    expect(pickerMatches(mice, '   ')).toEqual([])
    expect(pickerMatches(mice, '')).toEqual([])
    expect(pickerMatches(mice, 'brand', 3)).toHaveLength(3)
    expect(pickerMatches(sensors, 'xtra', 3)).toHaveLength(3)
    expect(pickerMatches(mice, 'brand')).toHaveLength(8)
  })
})

describe('byRelevance (the same rule, for a browse page while text is typed)', () => {
  it('puts the names that contain the text as typed first, then orders by name, numbers in numeric order', () => {
    const items = [
      { handle: 'aigo-gm80-pro', name: 'Aigo GM80 Pro' },
      { handle: 'logitech-g-pro-x-superlight', name: 'Logitech G Pro X Superlight' },
      { handle: 'ardor-fury-pro', name: 'Ardor Gaming Fury Pro' },
      { handle: 'logitech-g-pro-hero', name: 'Logitech G Pro HERO' },
      { handle: 'brand-m10', name: 'Brand G Pro 10' },
      { handle: 'brand-m9', name: 'Brand G Pro 9' },
    ]
    expect(namesOf(byRelevance(items, nameOf, 'g pro'))).toEqual(['Brand G Pro 9', 'Brand G Pro 10', 'Logitech G Pro HERO', 'Logitech G Pro X Superlight', 'Aigo GM80 Pro', 'Ardor Gaming Fury Pro'])
  })

  it('is the order the picker shows', () => {
    const found = pickerMatches(mice, 'ec2', 20)
    expect(namesOf(byRelevance(found, nameOf, 'ec2'))).toEqual(namesOf(found))
  })
})
