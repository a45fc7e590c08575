/**
 * Promo colours (SPEC §3, §4, §8): which colour handle each slide gets, what a handle resolves to
 * (with the fallback when no record matches), and how a list of colours becomes a background.
 * Randomness is injected, so every choice is reproducible in tests.
 */
import type { PromoColorRow } from '../../lib/api-types'

export type RandomFn = () => number

/** The colours a slide is painted with. `border` is a colour or 'theme'. */
export interface PromoPalette {
  main_text: string
  main_background: string[]
  button_text: string
  button_background: string[]
  border: string
}

/** SPEC §3: black text on white, white button text on black, border theme. */
export const fallbackPalette: PromoPalette = Object.freeze({
  main_text: '#000000',
  main_background: ['#ffffff'],
  button_text: '#ffffff',
  button_background: ['#000000'],
  border: 'theme',
}) as PromoPalette

/** SPEC §4: gradient angles, in degrees. */
export const gradientAngles = [45, 135, 225, 315] as const
export type GradientAngle = (typeof gradientAngles)[number]

/** SPEC §4: how many times a slide's colour is drawn before the last draw is kept. */
export const maxColorTries = 10

/** A random index in [0, length): robust against random functions that return 1 or garbage. */
export function randomIndex(length: number, random: RandomFn): number {
  const value = random()
  const index = Math.floor((Number.isFinite(value) ? value : 0) * length)
  return Math.min(length - 1, Math.max(0, index))
}

export function pickGradientAngle(random: RandomFn): GradientAngle {
  return gradientAngles[randomIndex(gradientAngles.length, random)]!
}

/**
 * SPEC §4: each slide gets a colour from its own list, avoiding the colour of the slide before it
 * and of the slide three back. A colour is drawn at most `maxColorTries` times; when every draw hits
 * an avoided colour (a one-colour list, say), the last draw is kept. Slides are coloured in list
 * order; the first slide has nothing to avoid. An empty list means white (SPEC §3 default).
 */
export function chooseSlideColors(colorLists: readonly (readonly string[])[], random: RandomFn, tries = maxColorTries): string[] {
  const chosen: string[] = []
  colorLists.forEach((list, index) => {
    const candidates = list.length > 0 ? list : ['white']
    const avoid = new Set<string>()
    if (index >= 1) avoid.add(chosen[index - 1]!)
    if (index >= 3) avoid.add(chosen[index - 3]!)
    let pick = candidates[0]!
    for (let attempt = 0; attempt < Math.max(1, tries); attempt++) {
      pick = candidates[randomIndex(candidates.length, random)]!
      if (!avoid.has(pick)) break
    }
    chosen.push(pick)
  })
  return chosen
}

const hexColor = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const functionalColor = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d\s.,%/+-]+\)$/i
const namedColor = /^[a-z]{3,30}$/i

/**
 * Colours come from the database and end up in style values: only plain colour syntax passes
 * (hex, rgb()/hsl()/… with numeric arguments, a keyword), never url(), var() or anything that
 * could carry another declaration.
 */
export function isSafeCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const color = value.trim()
  return hexColor.test(color) || functionalColor.test(color) || namedColor.test(color)
}

function safeList(value: unknown, fallback: string[]): string[] {
  const list = Array.isArray(value) ? value.filter(isSafeCssColor).map((color) => color.trim()) : []
  return list.length > 0 ? list : fallback
}

/**
 * The palette of a colour handle. SPEC §8: a handle with no record uses the fallback; a record
 * with a missing or unsafe value falls back for that value only.
 */
export function resolvePalette(handle: string, records: readonly PromoColorRow[] | undefined): PromoPalette {
  const record = records?.find((row) => row.handle === handle)
  if (!record) return fallbackPalette
  return {
    main_text: isSafeCssColor(record.main_text) ? record.main_text.trim() : fallbackPalette.main_text,
    main_background: safeList(record.main_background, fallbackPalette.main_background),
    button_text: isSafeCssColor(record.button_text) ? record.button_text.trim() : fallbackPalette.button_text,
    button_background: safeList(record.button_background, fallbackPalette.button_background),
    border: record.border === 'theme' || !isSafeCssColor(record.border) ? 'theme' : record.border.trim(),
  }
}

/** SPEC §4: one colour is a plain background; several are a linear gradient at the slide's angle. */
export function backgroundCss(colors: readonly string[], angle: GradientAngle): string {
  if (colors.length === 0) return fallbackPalette.main_background[0]!
  if (colors.length === 1) return colors[0]!
  return `linear-gradient(${angle}deg, ${colors.join(', ')})`
}

/** The border colour: 'theme' is the theme's own border token. */
export function borderCss(border: string): string {
  return border === 'theme' ? 'var(--chakra-colors-border)' : border
}
