import { Box } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import type { CompareResultsProps } from './compare-results'

type ResultsModule = typeof import('./compare-results')
let resultsModule: ResultsModule | undefined
let resultsLoading: Promise<ResultsModule> | undefined

/**
 * The shapes and specifications of the mice chosen (./compare-results), loaded once a mouse is
 * named: the route's loader waits for it with the data, so the page renders them at once (no
 * loading state between the chosen mice and their shapes), and the empty page never loads them.
 */
export function loadCompareResults(): Promise<ResultsModule> {
  resultsLoading ??= import('./compare-results').then(
    (module) => (resultsModule = module),
    (error: unknown) => {
      resultsLoading = undefined
      throw error
    },
  )
  return resultsLoading
}

const LazyCompareResults = lazy(loadCompareResults)

/** The mouse compare page's results: at once when the loader has loaded them, else lazily (a loader that has not run, a test). */
export function MouseCompareResults(props: CompareResultsProps) {
  const CompareResults = resultsModule?.default ?? LazyCompareResults
  return (
    // Reserves the height of the shapes while their code arrives, so the page does not jump.
    <Suspense fallback={<Box minH="24rem" />}>
      <CompareResults {...props} />
    </Suspense>
  )
}
