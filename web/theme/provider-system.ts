import type { SystemContext } from '@chakra-ui/react'
import { getSystem } from './system'

/**
 * The system ChakraProvider gets. In a production build the global CSS (reset, global styles,
 * token variables, layer order) is already in index.html (scripts/chakra-static-css-plugin.ts), so
 * the provider gets a view of the same system with nothing global left to insert; in development
 * and tests it inserts the CSS at run time as usual.
 */
export function providerSystem(staticGlobalCss: boolean, full: SystemContext): SystemContext {
  if (!staticGlobalCss) return full
  // Property descriptors, not a spread: the copy reads none of the system's properties, so a system
  // whose `_global` is computed on access (Chakra's own, before the build rewrites it) does not
  // compute the CSS this exists to skip.
  const view = Object.defineProperties({}, Object.getOwnPropertyDescriptors(full)) as SystemContext
  Object.defineProperty(view, '_global', { value: [] })
  view._config = { ...full._config, disableLayers: true }
  return view
}

let appSystem: SystemContext | undefined

/** Gives the app a system built elsewhere (web/app-start.tsx builds it in steps before the first render). */
export function setAppSystem(full: SystemContext): void {
  appSystem = providerSystem(import.meta.env.STATIC_CHAKRA_CSS === true, full)
}

/**
 * The system the app's ChakraProvider gets. A production build has set it before the first render
 * (web/app-start.tsx), so Chakra's one-task createSystem is left out of its bundle; tests and
 * development, which insert the global CSS at run time, build the full system here on first use.
 */
export function getAppSystem(): SystemContext {
  if (import.meta.env.STATIC_CHAKRA_CSS !== true) appSystem ??= getSystem()
  return appSystem!
}
