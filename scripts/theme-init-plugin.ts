import type { Plugin } from 'vite'
import { themeInitScript } from '../web/lib/theme-init-script.ts'

/** Where web/index.html asks for the theme script: an element, so a missing plugin leaves no script rather than a broken one. */
export const themeInitMarker = '<script data-theme-init></script>'

/**
 * Writes the theme script (web/lib/theme-init-script.ts) inline into index.html's head, in place of
 * `themeInitMarker`, in the build and the dev server alike: it must run before the first paint,
 * and inline it costs no request. Fails when the marker is missing, rather than ship a page that
 * paints in the wrong theme.
 */
export function themeInit(): Plugin {
  return {
    name: 'theme-init',
    transformIndexHtml(html) {
      if (!html.includes(themeInitMarker)) throw new Error(`index.html has no ${themeInitMarker}: the theme would apply only after the app starts`)
      return html.replace(themeInitMarker, `<script>${themeInitScript}</script>`)
    },
  }
}
