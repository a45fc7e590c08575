import { useEffect } from 'react'
import { pageTitle } from '../../lib/navigation'
import { isPreviewActive } from '../../lib/preview-session'

interface DocumentMeta {
  /** The page's own title; the site name is appended. */
  title?: string
  description?: string
  robots?: 'noindex'
}

function setMeta(name: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (content === undefined) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.append(element)
  }
  element.content = content
}

/**
 * Keeps the title and meta description of the document in step with the page shown. The worker
 * writes the same values into the HTML for crawlers (edge/html.ts); this covers client navigation.
 */
export function useDocumentMeta({ title, description, robots }: DocumentMeta) {
  useEffect(() => {
    document.title = pageTitle(title)
    setMeta('description', description)
    // A page in test mode is never for indexing, whatever the page says (SPEC §4; issue 17).
    setMeta('robots', robots ?? (isPreviewActive() ? 'noindex' : undefined))
  }, [title, description, robots])
}
