/**
 * The favourite heart for mouse cards. Renders nothing unless Supabase is configured; then the
 * control and the sign-in code load on demand, so the embedded build never downloads them.
 */
import { lazy, Suspense } from 'react'
import { publicEnv } from '../../lib/public-env'
import type { FavouriteProps } from './favourite-control'

const FavouriteControl = lazy(() => import('./favourite-control'))

export function FavouriteButton(props: FavouriteProps) {
  if (!publicEnv.supabase) return null
  return (
    <Suspense fallback={null}>
      <FavouriteControl {...props} />
    </Suspense>
  )
}
