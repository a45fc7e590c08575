import { useSyncExternalStore, type ComponentType } from 'react'
import { whenPageIdle } from '../../../lib/when-page-idle'
import type { OutlineRow } from '../../outlines/public'

type Thumbnail = ComponentType<{ row: OutlineRow }>

// The card's outline (web/features/outlines/outline-thumbnail.tsx, the compare page's outline in
// small) loads when the page is idle after its first paint: the cards' text is what a visitor reads
// first, and the browse page's first load does not carry the outline code. The picture's box has
// a fixed height, so nothing moves when it arrives. One download and one wait for all the cards.
let loaded: Thumbnail | undefined
let started = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!started) {
    started = true
    whenPageIdle(
      () =>
        void import('../../outlines/outline-thumbnail').then(
          (module) => {
            loaded = module.OutlineThumbnail
            for (const notify of listeners) notify()
          },
          // A failed download is tried again by the next card that mounts.
          () => (started = false),
        ),
    )
  }
  return () => listeners.delete(listener)
}

const current = () => loaded

/** A card's top view of a mouse, for cards without an image. */
export function MouseOutline({ row }: { row: OutlineRow }) {
  const Loaded = useSyncExternalStore(subscribe, current, current)
  return Loaded ? <Loaded row={row} /> : null
}
