/**
 * A route's document head (TanStack Router `head`, rendered by <HeadContent /> in the root route):
 * the title (the page's own title, then the site name) and the meta description. The worker
 * writes the same values into the HTML for crawlers (edge/html.ts); this covers the app.
 */
import { entryForPath, pageTitle } from './navigation'

export interface PageMeta {
  /** The page's own title; the document title appends the site name. */
  title: string | undefined
  description: string | undefined
}

export function pageHead({ title, description }: PageMeta) {
  return { meta: [{ title: pageTitle(title) }, ...(description === undefined ? [] : [{ name: 'description', content: description }])] }
}

/** The head of a page whose title and description are its navigation entry's (web/lib/navigation.ts). */
export function navigationHead(path: string) {
  const entry = entryForPath(path)
  return pageHead({ title: entry?.descriptions.medium, description: entry?.descriptions.long })
}
