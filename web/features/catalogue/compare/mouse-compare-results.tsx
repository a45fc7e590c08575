import { Box } from '@chakra-ui/react'
import { Suspense } from 'react'
import { preloadedLazy } from '../ui/preloaded-lazy'
import type { CompareResultsProps } from './compare-results'

/**
 * The shapes and specifications of the mice chosen (./compare-results), loaded once a mouse is
 * named: the route's loader waits for them with the data (`loadCompareResults`), so the page renders
 * them at once (no loading state between the chosen mice and their shapes), and the empty page never
 * loads them.
 */
const results = preloadedLazy(() => import('./compare-results').then((module) => module.default))

export const loadCompareResults = results.preload

/** The mouse compare page's results (lazily where the loader has not loaded them: a test). */
export function MouseCompareResults(props: CompareResultsProps) {
  return (
    // Reserves the height of the shapes while their code arrives, so the page does not jump.
    <Suspense fallback={<Box minH="24rem" />}>
      <results.Component {...props} />
    </Suspense>
  )
}
