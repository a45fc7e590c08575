import type { SystemContext } from '@chakra-ui/react'
import { getSystem } from './system'

/**
 * The system ChakraProvider gets. In a production build the global CSS (reset, global styles,
 * token variables, layer order) is already in index.html (scripts/chakra-static-css-plugin.ts), so
 * the provider gets a view of the same system with nothing global left to insert; in development
 * and tests it inserts the CSS at run time as usual.
 */
export function providerSystem(staticGlobalCss: boolean, full: SystemContext = getSystem()): SystemContext {
  if (!staticGlobalCss) return full
  // Property descriptors, not a spread: a spread would call the `_global` getter and compute the
  // CSS this exists to skip.
  const view = Object.defineProperties({}, Object.getOwnPropertyDescriptors(full)) as SystemContext
  Object.defineProperty(view, '_global', { value: [] })
  view._config = { ...full._config, disableLayers: true }
  return view
}

let appSystem: SystemContext | undefined

/** The system the app's ChakraProvider gets, built once (this build's CSS is static or not). */
export function getAppSystem(): SystemContext {
  return (appSystem ??= providerSystem(import.meta.env.STATIC_CHAKRA_CSS === true))
}
