/**
 * Reading an OpenDB extract row's brand and model (the import, opendb-import.ts). The extract
 * spells one brand several ways ("Logitech G" and "Logitech", "LAMZU" and "Lamzu", "Cherry
 * Xtrfy" and "Xtrfy"), and many of its names are retail titles ("Razer Viper V2 Pro Wireless
 * Optical Gaming Mouse - Black"). These rules turn both into the catalogue's brand handle and
 * model; what they cannot tell apart, opendb-corrections.json settles row by row. Pure.
 */
import type { Brand } from './schemas.ts'

/** Lower-case, single-spaced. */
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

export interface BrandIndex {
  /** Every spelling (name and aliases, folded) → brand handle. */
  bySpelling: Map<string, string>
  /** Spellings, longest first, for prefix matching. */
  spellings: { spelling: string; handle: string }[]
  byHandle: Map<string, Brand>
}

export function indexBrands(brands: readonly Brand[]): BrandIndex {
  const bySpelling = new Map<string, string>()
  for (const brand of brands) {
    for (const spelling of [brand.name, ...(brand.aliases ?? [])]) bySpelling.set(fold(spelling), brand.handle)
  }
  const spellings = [...bySpelling].map(([spelling, handle]) => ({ spelling, handle })).sort((a, b) => b.spelling.length - a.spelling.length || (a.spelling < b.spelling ? -1 : 1))
  return { bySpelling, spellings, byHandle: new Map(brands.map((brand) => [brand.handle, brand])) }
}

/** The brand spelled at the start of `text` (a whole-word prefix, the longest), and its length. */
export function brandPrefix(text: string, index: BrandIndex): { handle: string; length: number } | undefined {
  const folded = fold(text)
  for (const { spelling, handle } of index.spellings) {
    if (folded === spelling || folded.startsWith(`${spelling} `)) return { handle, length: spelling.length }
  }
  return undefined
}

export interface BrandReading {
  brand?: string
  collab_brand?: string
  /** How the manufacturer column was read, for the report. */
  via: 'name' | 'spelling' | 'prefix' | 'none'
  /** The manufacturer column named another company than the row's name does. */
  nameOverrides?: string
}

/**
 * The brand of an extract row. The manufacturer column, matched to a brand's name or alias
 * (case-insensitive), or else to the longest brand spelling it starts with ("Logitech G",
 * "Pulsar Gaming Gears"); "A x B" is a collaboration of A with B. When the row's name starts with a
 * longer brand spelling than that ("ASUS" → "Asus ROG Keris"), or with another brand while the
 * column names none or another ("BOYA" on a "Logitech G102"), the name wins.
 */
export function readBrand(name: string, manufacturer: string, index: BrandIndex): BrandReading {
  const column = fold(manufacturer)
  let brand: string | undefined
  let collab: string | undefined
  let via: BrandReading['via'] = 'none'
  const collabMatch = /^(.+?) x (.+)$/.exec(column)
  if (index.bySpelling.has(column)) {
    brand = index.bySpelling.get(column)
    via = 'spelling'
  } else if (collabMatch) {
    brand = index.bySpelling.get(collabMatch[1]!)
    collab = index.bySpelling.get(collabMatch[2]!)
    via = brand && collab ? 'spelling' : 'none'
    if (!(brand && collab)) brand = collab = undefined
  } else {
    const prefix = brandPrefix(column, index)
    if (prefix) {
      brand = prefix.handle
      via = 'prefix'
    }
  }
  const fromName = brandPrefix(name, index)
  if (fromName && fromName.handle !== brand && !collab) {
    // The column's brand, if it is spelled at the start of the name too, is only a shorter spelling
    // ("ASUS" of "ASUS ROG"): unification. Otherwise the column named another company.
    const columnBrand = brand === undefined ? undefined : index.byHandle.get(brand)
    const columnInName = columnBrand !== undefined && [columnBrand.name, ...(columnBrand.aliases ?? [])].some((spelling) => fold(name).startsWith(`${fold(spelling)} `))
    return { brand: fromName.handle, via: 'name', nameOverrides: columnInName ? undefined : manufacturer.trim() }
  }
  return { brand, collab_brand: collab, via }
}

/**
 * The row's name without its brand: the brand's own name when the row starts with it (so
 * "Logitech G Pro" keeps its G), else its longest alias ("BenQ Zowie EC2-B" → "EC2-B"); for a
 * collaboration, "LAMZU x Fnatic MAYA 8K" → "MAYA 8K".
 */
export function withoutBrand(name: string, brand: Brand, collab: Brand | undefined): string {
  const text = name.replace(/\s+/g, ' ').trim()
  const lower = text.toLowerCase()
  const own = [brand.name]
  const others = [...(brand.aliases ?? [])].sort((a, b) => b.length - a.length)
  const spellings = collab ? [brand.name, ...others].flatMap((b) => [collab.name, ...(collab.aliases ?? [])].map((c) => `${b} x ${c}`)).sort((a, b) => b.length - a.length) : []
  for (const spelling of [...spellings, ...own, ...others]) {
    const prefix = spelling.toLowerCase()
    if (lower.startsWith(`${prefix} `)) return text.slice(prefix.length + 1).trim()
  }
  return text
}

/** Words of a retail title that describe rather than name the mouse. */
const descriptorWords = new Set([
  'wired', 'wireless', 'bluetooth', 'optical', 'laser', 'gaming', 'esports', 'mouse', 'fps', 'moba', 'mmo', 'ergonomic',
  'lightweight', 'ultralight', 'ultra-lightweight', 'and', 'with', 'usb', 'usb-c', 'tri-mode', 'customizable', 'portable', 'silent', 'clicks',
  'matte',
])

/** Colours a title may end with (or carry inside its descriptor tail). Longest first. */
export const colourPhrases = [
  'charcoal black', 'phantom white', 'matte black', 'matte white', 'pale grey', 'sage green', 'soft pink',
  'black', 'white', 'grey', 'gray', 'pink', 'rose', 'lilac', 'purple', 'red', 'blue', 'green', 'mint', 'yellow', 'graphite', 'silver', 'magenta',
]

export interface ModelReading {
  model: string
  /** Colours read from the title ('black', 'lilac'…), lower case, in title order. */
  colours: string[]
}

/**
 * The model from the rest of a title: a trailing run of descriptor words that ends in "Mouse"
 * (and any colour inside it or after it: "Wireless Optical White Gaming Mouse", "… Mouse - Black",
 * "… Mouse Black") is dropped, then a trailing colour ("OP1w 4k v2 - Black", "MAYA X Charcoal
 * Black"). Without "Mouse", "Wired"/"Wireless" stay: they tell models apart ("X2 Wired").
 */
export function readModel(rest: string): ModelReading {
  const colours: string[] = []
  let text = rest.replace(/\s+/g, ' ').trim()
  // "… Mouse - Black", "… Mouse Black", "… Mouse, White": a colour after the title.
  const takeTrailingColour = (): boolean => {
    const lower = text.toLowerCase()
    for (const colour of colourPhrases) {
      for (const lead of [' - ', ' – ', ', ', ' ']) {
        if (lower.endsWith(`${lead}${colour}`) || lower.endsWith(`${lead}(${colour})`)) {
          const cut = lower.endsWith(`${lead}${colour}`) ? lead.length + colour.length : lead.length + colour.length + 2
          if (text.length - cut < 2) return false
          colours.unshift(colour)
          text = text.slice(0, text.length - cut).trim()
          return true
        }
      }
    }
    return false
  }
  const words = text.split(' ')
  const mouseAt = words.findLastIndex((word) => /^mouse[,:-]?$/i.test(word))
  if (mouseAt > 0) {
    let start = mouseAt
    const tailColours: string[] = []
    while (start > 1) {
      const word = words[start - 1]!.toLowerCase().replace(/[,:]$/, '')
      const parts = word.split('/')
      if (parts.every((part) => descriptorWords.has(part) || part === '' || part === '-' || part === '–')) start--
      else if (colourPhrases.includes(word)) {
        tailColours.unshift(word)
        start--
      } else break
    }
    // "The Chosen Mouse": a name that ends in Mouse is not a retail title unless a descriptor
    // comes before it ("Gaming Mouse").
    if (start < mouseAt) {
      const after = words.slice(mouseAt + 1).join(' ')
      text = words.slice(0, start).join(' ')
      colours.push(...tailColours)
      if (after) {
        const trailing = after.replace(/^[-–,\s]+/, '').toLowerCase()
        if (colourPhrases.includes(trailing)) colours.push(trailing)
      }
    }
  }
  text = text.replace(/(?:\s+[-–]|[,:])+\s*$/, '').trim()
  while (takeTrailingColour()) text = text.replace(/(?:\s+[-–]|[,:])+\s*$/, '').trim()
  return { model: text, colours }
}

/**
 * The key that says two names are the same mouse: lower case, letters and digits only, words that
 * only describe (wired, wireless, optical, gaming, mouse…) left out. With the brand and whether it
 * is wireless, it finds the same mouse twice (tests/db) and matches imported rows to curated ones.
 */
export function modelKey(text: string): string {
  return text
    .toLowerCase()
    // "Model O-" is not "Model O".
    .replace(/(?<=[a-z0-9])-(?=\s|$)/g, ' minus ')
    .split(/[\s/]+/)
    .filter((word) => !['wired', 'wireless', 'bluetooth', 'optical', 'laser', 'gaming', 'mouse', 'esports'].includes(word))
    .join('')
    .replace(/[^a-z0-9+]/g, '')
    .replace(/\+/g, 'plus')
}

/** Kebab-case handle words: 'FK1+-C' → 'fk1-plus-c', 'Model O-' → 'model-o-minus'. */
export function handleWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/(?<=[a-z0-9])-(?=\s|$)/g, ' minus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
