/**
 * The paths the worker owns: wrangler.toml `[assets] run_worker_first` lists exactly these (a
 * worker test compares the two), so the assets layer hands them to the worker even where a file
 * could match (`/` and `/index.html` are files). Every other path is served from the assets; a
 * path no file matches still reaches the worker (`not_found_handling = "none"`), which answers it
 * with the site's 404 page.
 *
 * Patterns follow run_worker_first: a path, or a prefix ending in '*' (which matches anything,
 * '/' included). Wrangler refuses more than 100 rules, rules of 100 characters or more, and a
 * rule that a '*' rule already covers.
 */

/** The app's HTML routes (edge/html.ts rewrites their meta; unknown slugs and handles are 404s). */
export const pagePaths = [
  '/',
  '/contact',
  '/reviews',
  '/affiliates',
  '/discounts',
  '/discounts/*',
  '/mouse/browse',
  '/mouse/compare',
  '/mouse/reviews',
  '/mouse/review/*',
  '/mouse/find-similar',
  '/mouse/fit',
  '/mouse/sensors/browse',
  '/mouse/sensors/compare',
  '/mouse/encoders/browse',
  '/mouse/encoders/compare',
  '/mouse/switches/browse',
  '/mouse/switches/compare',
  '/mousepads',
  '/giveaways',
  '/about',
  '/privacy',
  '/terms',
  '/open-data',
  '/about-the-data',
] as const

/** SPEC §2 legacy redirects (edge/redirects.ts). */
export const legacyPaths = [
  '/index.html',
  '/searchMouse.html',
  '/mouse/database',
  '/addNewMice.html',
  '/contact.html',
  '/support.html',
  '/affiliates-and-discounts',
  '/mouse/shapes',
  '/mouse/specifications',
] as const

/** Route rules (web/lib/route-rules.ts); a worker test checks every rule is listed. */
export const routeRulePaths = ['/mice', '/mouse', '/compare', '/sensors', '/switches', '/encoders', '/discord', '/x'] as const

/** Sitemaps (edge/sitemaps.ts): the index, each sitemap, its numbered parts, and robots.txt. */
export const sitemapPaths = [
  '/sitemap.xml',
  '/pages-sitemap.xml',
  '/pages-sitemap-*',
  '/discounts-sitemap.xml',
  '/discounts-sitemap-*',
  '/findSimilarMice-sitemap.xml',
  '/findSimilarMice-sitemap-*',
  '/compareMice-sitemap.xml',
  '/compareMice-sitemap-*',
  '/robots.txt',
] as const

/** The open-data API (edge/open-data.ts): every path under /api, so no file can shadow it. */
export const apiPaths = ['/api/*'] as const

export const ownedPaths: readonly string[] = [...pagePaths, ...legacyPaths, ...routeRulePaths, ...sitemapPaths, ...apiPaths]

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

const ownedPatterns = ownedPaths.map(patternRegExp)

/** Whether the assets layer hands this pathname to the worker first (as run_worker_first does). */
export function isOwnedPath(pathname: string): boolean {
  return ownedPatterns.some((pattern) => pattern.test(pathname))
}

/** What wrangler would refuse in a run_worker_first list (empty when it is valid). */
export function runWorkerFirstProblems(rules: readonly string[]): string[] {
  const problems: string[] = []
  if (rules.length === 0) problems.push('no rules')
  if (rules.length > 100) problems.push(`${rules.length} rules (at most 100)`)
  const seen = new Set<string>()
  for (const rule of rules) {
    if (!rule.startsWith('/')) problems.push(`'${rule}' must start with '/'`)
    if (rule.length >= 100) problems.push(`'${rule}' is 100 characters or more`)
    if (seen.has(rule)) problems.push(`'${rule}' is listed twice`)
    seen.add(rule)
    if (rule.endsWith('*')) {
      for (const other of rules) {
        if (other !== rule && other.startsWith(rule.slice(0, -1))) problems.push(`'${other}' is redundant with '${rule}'`)
      }
    }
  }
  return problems
}
