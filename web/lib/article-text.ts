/**
 * The words around an article that the site and the worker both write: a review's category label
 * and its byline's date. The worker draws a review's heading and byline in the boot shell
 * (edge/boot-header.ts), and the page then draws the same text in the same place.
 */
import type { ProductCategory } from './api-types'
import { formatUtcDate } from './date-format'

export const reviewCategoryLabels: Record<ProductCategory, string> = {
  mouse: 'Mouse',
  mousepad: 'Mousepad',
  mouse_sensor: 'Sensor',
  mouse_switch: 'Switch',
  mouse_scroll_wheel_encoder: 'Scroll wheel encoder',
}

/** An article's date as its byline shows it ("3 March 2026"); a date that does not parse, as given. */
export function formatArticleDate(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date)
  return Number.isNaN(parsed.getTime()) ? date : formatUtcDate(parsed.getTime(), 'long')
}

/** What precedes a review's date in its byline: "Mouse review by Ada Lovelace, ". */
export function reviewBylineLead(category: ProductCategory, author: string): string {
  return `${reviewCategoryLabels[category] ?? category} review by ${author}, `
}
