/**
 * The catalogue files a page's route loader reads before it can render (web/routes/**, `loader`),
 * announced in the page's HTML as preloads. Without them the browser asks for the data only
 * after the app's code and the route's code have loaded and run: two round trips later, which
 * on a phone network is most of the time to the first useful paint.
 *
 * Only for the embedded snapshot: with Supabase configured the app reads the REST API with its
 * key in a header, which a preload cannot send. The URLs are this deploy's (its data manifest,
 * edge/data-manifest.ts), the same the site's data source asks for.
 */
import { escapeHtml } from './html-escape'
import type { ApiView } from '../web/lib/api-types'
import type { DataManifest } from '../web/lib/snapshot-files'

const pageViews: readonly [RegExp, readonly ApiView[]][] = [
  // The site's list of mice (api.mouse_list); the compare page reads the figures' full sources
  // (api.mouse_sources) once its results show, not before the page.
  [/^\/mouse\/(browse|find-similar)$/, ['mouse_list', 'reviews']],
  [/^\/mouse\/compare$/, ['mouse_list', 'mouse_sensors']],
  [/^\/mouse\/fit$/, ['mouse_list']],
  // The review's text needs only the reviews; its specification box loads the catalogue after the
  // text has painted (web/features/reviews/review-page.tsx), so preloading it would only delay the text.
  [/^\/mouse\/review\/.+/, ['reviews']],
  [/^\/(mouse\/)?reviews$/, ['reviews']],
  [/^\/mouse\/sensors\/(browse|compare)$/, ['mouse_sensors']],
  [/^\/mouse\/switches\/(browse|compare)$/, ['mouse_switches']],
  [/^\/mouse\/encoders\/(browse|compare)$/, ['mouse_scroll_wheel_encoders']],
  [/^\/discounts(\/[^/]+)?$/, ['discounts']],
  [/^\/affiliates$/, ['affiliate_partners']],
  [/^\/mousepads$/, ['mousepads']],
  // The catalogue's figures are read after the first paint (web/features/home/use-catalogue-figures.ts);
  // a few hundred bytes, preloaded so they are there by then.
  [/^\/(about)?$/, ['catalogue_counts']],
]

/** The api views the page at `path` loads first. */
export function preloadedViews(path: string): readonly ApiView[] {
  return pageViews.find(([pattern]) => pattern.test(path))?.[1] ?? []
}

/**
 * `<link rel="preload">` tags for those views' snapshot files. `as="fetch"` with `crossorigin`
 * matches the app's own `fetch()` (CORS mode, same-origin credentials), so the browser reuses the
 * preloaded response instead of downloading the file twice.
 */
export function dataPreloadTags(path: string, manifest: DataManifest): string {
  return preloadedViews(path)
    .flatMap((view) => {
      const url = manifest.views[view]
      return url ? [`<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`] : []
    })
    .join('')
}
