import { lazy, type ComponentType } from 'react'

/**
 * A component whose code loads apart from the page's (React.lazy), and that renders at once, with
 * no Suspense fallback, once that code is here: a route's loader calls `preload` with the data when
 * the page will show it, so what only some states of a page need stays out of its first load
 * without a loading flash where it is shown. Render `Component` inside a Suspense boundary (it
 * suspends when not preloaded: a loader that has not run, a test). A failed download is tried again
 * on the next `preload`.
 */
export function preloadedLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = (): Promise<ComponentType<Props>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Component(props: Props) {
    const Loaded = loaded ?? (Lazy as unknown as ComponentType<Props>)
    return <Loaded {...props} />
  }
  return { preload, Component }
}
