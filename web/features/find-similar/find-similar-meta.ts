/**
 * The find-similar page's title and description: the reference mouse's when the URL names one the
 * catalogue has, else the page's navigation entry's. The route's loader computes it (its `head`
 * shows it); the page shows the same as its heading and introduction.
 */
import { entryFor } from '../../components/layouts/default-layout'
import type { MouseRow } from '../../lib/api-types'
import type { PageMeta } from '../../lib/page-head'
import { productName } from '../../lib/product-name'
import { findSimilarHeading, findSimilarIntro } from './find-similar-text'

export function findSimilarMeta(reference: MouseRow | undefined): { title: string; description: string } {
  if (reference) {
    const name = productName(reference)
    return { title: findSimilarHeading(name), description: findSimilarIntro(name, reference) }
  }
  const entry = entryFor('/mouse/find-similar')
  return { title: entry.descriptions.medium, description: entry.descriptions.long }
}

/** The meta of the page for the mouse `handle` names (undefined: none named). */
export function findSimilarMetaFor(mice: readonly MouseRow[], handle: string | undefined): PageMeta {
  return findSimilarMeta(handle === undefined ? undefined : mice.find((row) => row.general__handle === handle))
}
