/**
 * The router's head management (each route's `head`, rendered by TanStack Router's <HeadContent />)
 * without the renderer in the first load. The worker has already written the first page's title,
 * description and robots into its HTML (edge/html.ts), so the renderer (about 1.8 KB gzip of the
 * router) loads once the first page has rendered and the browser is idle (as the promo carousel
 * does, web/features/promos/promo-placement.ts), then renders every page's head
 * (router-head.tsx), the first page's included, and the server's copies go.
 */
import { whenPageIdle } from '../../lib/when-page-idle'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

type RendererModule = typeof import('./router-head')

/** The tags the worker wrote, captured before the app renders anything (an error screen adds its own later). */
const serverHeadTags = typeof document === 'undefined' ? [] : [...document.head.querySelectorAll('title, meta[name="description"], meta[name="robots"]')]

/** Removes the worker's tags, once: the router's are in the document from now on. */
export function dropServerHeadTags() {
  for (const tag of serverHeadTags.splice(0)) tag.remove()
}

let loaded: RendererModule | undefined
let loading: Promise<RendererModule> | undefined

/** Loads the renderer (tests load it before rendering, so the head is there on the first render). */
export function loadHeadContent(): Promise<RendererModule> {
  return (loading ??= import('./router-head').then((module) => (loaded = module)))
}

export function HeadContent() {
  const [renderer, setRenderer] = useState<RendererModule | undefined>(loaded)
  const pageReady = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading })
  useEffect(() => {
    if (renderer || !pageReady) return
    let live = true
    const cancel = whenPageIdle(() => void loadHeadContent().then((module) => live && setRenderer(module)))
    return () => {
      live = false
      cancel()
    }
  }, [renderer, pageReady])
  return renderer ? <renderer.RouterHead /> : null
}
