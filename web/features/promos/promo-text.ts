/**
 * Promo text (SPEC §5): **bold** and *italic* markup, the title size rule, and the choice among the
 * horizontal text's size variants. Markup becomes React elements; everything else is literal text
 * (no HTML ever reaches the DOM as markup).
 */
import { createElement, type ReactNode } from 'react'
import { sizes } from '../../lib/constants'

export type MarkupNode = { type: 'text'; text: string } | { type: 'bold' | 'italic'; children: MarkupNode[] }

function pushText(nodes: MarkupNode[], value: string) {
  if (value === '') return
  const last = nodes[nodes.length - 1]
  if (last?.type === 'text') last.text += value
  else nodes.push({ type: 'text', text: value })
}

/**
 * `**x**` is bold, `*x*` is italic (they nest: `**a *b***`… is read left to right, the first
 * closing marker wins). A marker with no partner, or around nothing, stays literal text.
 */
export function parseMarkup(source: string): MarkupNode[] {
  const nodes: MarkupNode[] = []
  let index = 0
  let plain = ''
  while (index < source.length) {
    if (source.startsWith('**', index)) {
      const close = source.indexOf('**', index + 2)
      if (close > index + 2) {
        pushText(nodes, plain)
        plain = ''
        nodes.push({ type: 'bold', children: parseMarkup(source.slice(index + 2, close)) })
        index = close + 2
        continue
      }
    } else if (source[index] === '*') {
      const close = source.indexOf('*', index + 1)
      if (close > index + 1) {
        pushText(nodes, plain)
        plain = ''
        nodes.push({ type: 'italic', children: parseMarkup(source.slice(index + 1, close)) })
        index = close + 1
        continue
      }
    }
    plain += source[index]
    index++
  }
  pushText(nodes, plain)
  return nodes
}

/** The text without markers, as it reads on screen. */
export function plainText(source: string): string {
  const flatten = (nodes: MarkupNode[]): string => nodes.map((node) => (node.type === 'text' ? node.text : flatten(node.children))).join('')
  return flatten(parseMarkup(source))
}

function toReact(nodes: MarkupNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`
    if (node.type === 'text') return node.text
    return createElement(node.type === 'bold' ? 'strong' : 'em', { key }, ...toReact(node.children, `${key}.`))
  })
}

/** Markup as React nodes: <strong> and <em> around literal strings. */
export function renderMarkup(source: string): ReactNode[] {
  return toReact(parseMarkup(source), 'm')
}

/** A line's length for sizing: every character counts 1, a space counts half (SPEC §5). */
export function weightedLength(line: string): number {
  let length = 0
  for (const character of plainText(line)) length += character === ' ' ? 0.5 : 1
  return length
}

/**
 * Chosen so a line of bold sans-serif fills the 226 px the title has in the column: an average
 * bold glyph is about 0.62 em wide, and 226 / 0.62 ≈ 364.
 */
export const titleSizeFactor = 364

/**
 * SPEC §5 title size, in px:
 *
 *   size = clamp(floor(364 / L), 10, 54)
 *
 * where L is the weighted length (spaces count half, markup markers not at all) of the title's
 * longest line. Up to L = 6.7 the title is 54 px; from L = 36.4 on it is 10 px. Every line of one
 * title shares the size. An empty title is 54 px.
 */
export function titleFontSizePx(lines: readonly string[]): number {
  const length = Math.max(0, ...lines.map(weightedLength))
  if (length === 0) return sizes.promoTitleMaxPx
  return Math.min(sizes.promoTitleMaxPx, Math.max(sizes.promoTitleMinPx, Math.floor(titleSizeFactor / length)))
}

/** SPEC §4: the horizontal text's variants, largest first. */
export const textVariants = ['large', 'medium', 'small'] as const
export type TextVariant = (typeof textVariants)[number]

/** Font size of each variant in px; the small one may wrap onto a second line. */
export const textVariantPx: Record<TextVariant, number> = { large: 17, medium: 14, small: 12 }

/** The largest variant whose one-line width fits the container; small when none does. */
export function pickTextVariant(widthOf: (variant: TextVariant) => number, containerWidth: number): TextVariant {
  return textVariants.find((variant) => widthOf(variant) <= containerWidth) ?? 'small'
}
