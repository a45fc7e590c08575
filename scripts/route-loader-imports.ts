/**
 * What route loaders import before their page renders when the URL's search names a parameter,
 * beyond the route's own chunks: modules as the build's manifest keys them (relative to web/). The
 * worker announces their chunks in such a page's HTML (scripts/route-chunks-plugin.ts), and the
 * bench counts them in that page's first load (bench/budgets.ts). Keep in step with the loaders:
 * web/routes/mouse/compare.tsx loads the results and the chips when `p` names mice.
 */
export const routeLoaderImports = {
  '/mouse/compare': { param: 'p', modules: ['features/mouse-page/mouse-compare-results.tsx', 'features/catalogue/compare/compare-chips.tsx'] },
} as const satisfies Record<string, { param: string; modules: readonly string[] }>
