import { useEffect, useState, type ComponentType } from 'react'
import { whenPageIdle } from '../../../lib/when-page-idle'
import type { OutlineRow } from '../../outlines/public'

type Thumbnail = ComponentType<{ row: OutlineRow }>

// The card's outline (web/features/outlines/outline-thumbnail.tsx, the compare page's outline in
// small) loads when the page is idle after its first paint: the cards' text is what a visitor reads
// first, and the browse page's first load does not carry the outline code. The picture's box has
// a fixed height, so nothing moves when it arrives. Every card shares the one download.
let loaded: Thumbnail | undefined
let loading: Promise<Thumbnail> | undefined
const load = () =>
  (loading ??= import('../../outlines/outline-thumbnail').then(
    (module) => (loaded = module.OutlineThumbnail),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/** A card's top view of a mouse, for cards without an image. */
export function MouseOutline({ row }: { row: OutlineRow }) {
  const [Loaded, setLoaded] = useState(() => loaded)
  useEffect(() => {
    if (Loaded) return
    let live = true
    const cancel = whenPageIdle(() => void load().then((component) => live && setLoaded(() => component), () => undefined))
    return () => {
      live = false
      cancel()
    }
  }, [Loaded])
  return Loaded ? <Loaded row={row} /> : null
}
