/**
 * The reference page's route tree (bench/reference/vite.config.ts puts it in place of
 * web/route-tree.gen.ts): the site's own root route (the app shell: promo slots, top bar, the head
 * renderer, the route rules) and one page that shows nothing but its heading. Everything else the
 * reference runs is the site's: index.html with its boot shell and build-time CSS, web/main.tsx,
 * web/app-start.tsx, web/router.tsx, the theme. Its blocking time is the floor this stack allows:
 * bench/lighthouse.ts holds every page to a multiple of it.
 */
import { createRoute } from '@tanstack/react-router'
import { Route as rootRoute } from '../../web/routes/__root'
import { referencePath } from './reference-path'

// A heading, as every page has: the promo carousel and the head renderer load once a page's h1
// is on screen (web/lib/when-page-idle.ts), so without it they would load on a timer instead.
function ReferencePage() {
  return <h1>Reference page</h1>
}

const referenceRoute = createRoute({ getParentRoute: () => rootRoute, path: referencePath, component: ReferencePage })

export const routeTree = rootRoute.addChildren([referenceRoute])
