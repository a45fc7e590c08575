/**
 * The colours of compared products, in order: distinct from each other, and each at least 3:1
 * against both the light (#ffffff) and the dark (#0a0a0a, panels #141414) backgrounds, so outlines
 * and swatches read in both themes (WCAG 1.4.11, non-text contrast).
 */
export const shapeColors = ['#3B82F6', '#E5484D', '#1F9D55', '#D97706', '#A855F7', '#0E9FA8', '#DB2777', '#7C8B1F'] as const

export function shapeColor(index: number): string {
  return shapeColors[((index % shapeColors.length) + shapeColors.length) % shapeColors.length]!
}
