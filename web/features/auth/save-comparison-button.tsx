/**
 * "Save comparison" for the compare page. Renders nothing unless Supabase is configured; then the
 * control and the sign-in code load on demand, so the embedded build never downloads them.
 */
import { lazy, Suspense } from 'react'
import { publicEnv } from '../../lib/public-env'
import type { SaveComparisonProps } from './save-comparison-control'

const SaveComparisonControl = lazy(() => import('./save-comparison-control'))

export function SaveComparisonButton(props: SaveComparisonProps) {
  if (!publicEnv.supabase) return null
  return (
    <Suspense fallback={null}>
      <SaveComparisonControl {...props} />
    </Suspense>
  )
}
