/**
 * The one head the router's `head` cannot give: an error screen's. A 404 or an error is shown by
 * a route's notFound/error component, whose match has no head of its own (the router stops its
 * head at the failed match), yet the document must say "Page not found" and noindex.
 *
 * While an error screen is shown, its title, description and robots tags go first in <head>,
 * ahead of the router's (document.title and crawlers read the first), and leave with the screen;
 * the router's own tags are never touched, so the next page's head is intact.
 */
import { useLayoutEffect } from 'react'
import { pageTitle } from '../../lib/navigation'

function tag<Name extends 'title' | 'meta'>(name: Name, attributes: Record<string, string>, text?: string): HTMLElementTagNameMap[Name] {
  const element = document.createElement(name)
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value)
  if (text !== undefined) element.textContent = text
  return element
}

/** Title, description and (unless `indexable`) robots noindex first in <head> while mounted. */
export function usePrependedHead(title: string | undefined, description: string | undefined, indexable = false) {
  useLayoutEffect(() => {
    const tags: HTMLElement[] = [tag('title', {}, pageTitle(title))]
    if (description !== undefined) tags.push(tag('meta', { name: 'description', content: description }))
    if (!indexable) tags.push(tag('meta', { name: 'robots', content: 'noindex' }))
    document.head.prepend(...tags)
    return () => {
      for (const element of tags) element.remove()
    }
  }, [title, description, indexable])
}

export function useErrorScreenHead(title: string, description: string) {
  usePrependedHead(title, description)
}
