import { describe, expect, it } from 'vitest'
import { entryForPath, findEntry, isEntryActive, navigation, normalizePath, pageTitle, visibleEntries } from '../../web/lib/navigation'

describe('navigation structure (SPEC §2)', () => {
  const all = (entries = navigation): typeof navigation => entries.flatMap((entry) => [entry, ...all(entry.children ?? [])])

  it('has every entry of the spec, in order, with their sub-pages', () => {
    expect(navigation.map((entry) => entry.descriptions.short)).toEqual([
      'Home', 'Mice', 'Mousepads', 'Sensors', 'Switches', 'Encoders', 'Reviews', 'Discounts', 'Affiliates', 'Giveaways', 'About the data', 'Contact', 'About', 'Privacy', 'Terms', 'Open Data',
    ])
    const subPages = (id: string) => findEntry(id)?.children?.map((child) => child.descriptions.short)
    // SPEC §2's Mice entries, and Hand Fit (issue 22) after Find Similar.
    expect(subPages('mice')).toEqual(['Compare', 'Browse', 'Find Similar', 'Hand Fit', 'Reviews'])
    expect(subPages('mousepads')).toEqual(['Compare', 'Browse'])
    expect(subPages('sensors')).toEqual(['Compare', 'Browse'])
    expect(subPages('switches')).toEqual(['Compare', 'Browse'])
    expect(subPages('encoders')).toEqual(['Compare', 'Browse'])
  })

  it('flags new, coming-soon and hidden entries as the spec does', () => {
    const flagged = (flag: 'isNew' | 'isComingSoon' | 'isHidden') => all().filter((entry) => entry[flag]).map((entry) => entry.id)
    expect(flagged('isNew')).toEqual([
      'mice-browse', 'mice-fit', 'sensors-compare', 'sensors-browse', 'switches-compare', 'switches-browse', 'encoders-compare', 'encoders-browse',
    ])
    expect(flagged('isComingSoon')).toEqual(['mousepads', 'mousepads-compare', 'mousepads-browse'])
    expect(flagged('isHidden')).toEqual(['giveaways'])
    expect(visibleEntries(navigation).map((entry) => entry.id)).not.toContain('giveaways')
  })

  it('gives every entry a short, medium and long description', () => {
    for (const entry of all()) {
      expect(entry.descriptions.short.length, entry.id).toBeGreaterThan(0)
      expect(entry.descriptions.medium.length, entry.id).toBeGreaterThan(entry.descriptions.short.length - 1)
      expect(entry.descriptions.long.length, entry.id).toBeGreaterThan(40)
      expect(entry.descriptions.long.length, entry.id).toBeLessThanOrEqual(200)
    }
  })

  it('gives every page a unique title', () => {
    const titles = all().filter((entry) => entry.path && !entry.isComingSoon).map((entry) => entry.descriptions.medium)
    expect(new Set(titles).size).toBe(titles.length)
    expect(pageTitle('Compare gaming mice shapes and specs')).toBe('Compare gaming mice shapes and specs | MouseCompare')
    expect(pageTitle(undefined)).toBe('MouseCompare')
  })
})

describe('isEntryActive (SPEC §2)', () => {
  const mice = findEntry('mice')!
  const contact = findEntry('contact')!

  it('is active on its own path', () => {
    expect(isEntryActive(contact, '/contact')).toBe(true)
    expect(isEntryActive(contact, '/contact/')).toBe(true)
  })

  it('is active on one of its sub-pages, and only on exact paths', () => {
    expect(isEntryActive(mice, '/mouse/compare')).toBe(true)
    expect(isEntryActive(mice, '/mouse/find-similar')).toBe(true)
    expect(isEntryActive(mice, '/mouse/review/logitech/g-pro')).toBe(false)
    expect(isEntryActive(mice, '/mouse/sensors/browse')).toBe(false)
    expect(isEntryActive(contact, '/contact-us')).toBe(false)
    expect(isEntryActive(mice, '/')).toBe(false)
  })

  it('treats the root path without trailing-slash trimming', () => {
    expect(normalizePath('/')).toBe('/')
    expect(isEntryActive(findEntry('home')!, '/')).toBe(true)
  })
})

describe('entryForPath', () => {
  it('finds the most specific page for a path', () => {
    expect(entryForPath('/mouse/browse')?.id).toBe('mice-browse')
    expect(entryForPath('/mousepads')?.id).toBe('mousepads')
    expect(entryForPath('/contact/')?.id).toBe('contact')
    expect(entryForPath('/nowhere')).toBeUndefined()
  })
})
