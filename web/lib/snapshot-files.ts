/**
 * Where the embedded catalogue's files are, for one build: the one rule the site's data source
 * (web/lib/data-source.ts), the worker's catalogue reader and preloads (edge/catalogue.ts,
 * edge/data-preloads.ts) and the build (scripts/catalogue-snapshot-plugin.ts) share. Pure.
 *
 * Each api view is '/data/api/<version>/<view>.json', where <version> is a hash of the whole
 * exported catalogue: a new build with other data has other URLs, so a new bundle never reads an
 * old file and every file can be cached immutably; a build with the same data keeps them. The
 * build compiles its version into the site (`__CATALOGUE_VERSION__`) and writes it, with each
 * view's URL, to '/data-manifest.json' for the worker, which reads it from its assets.
 */

export const dataManifestPath = '/data-manifest.json'

/** The version the dev server and the tests use (the dev server serves any version). */
export const devCatalogueVersion = 'dev'

/**
 * A view's snapshot file in a build with this catalogue version. Both are URL-safe as they are (a
 * hex hash or 'dev', an api view's name), the pattern parseSnapshotPath reads back.
 */
export function snapshotUrl(version: string, view: string): string {
  return `/data/api/${version}/${view}.json`
}

/** The version and view of a snapshot URL path, or null. */
export function parseSnapshotPath(pathname: string): { version: string; view: string } | null {
  const match = /^\/data\/api\/([a-z0-9]+)\/([a-z_]+)\.json$/.exec(pathname)
  return match ? { version: match[1]!, view: match[2]! } : null
}

/** What the build writes to /data-manifest.json. */
export interface DataManifest {
  version: string
  /** View name → its snapshot URL (snapshotUrl(version, view)). */
  views: Record<string, string>
}

declare const __CATALOGUE_VERSION__: string | undefined

/** This build's catalogue version (compiled in by the build; the dev version elsewhere). */
export function builtCatalogueVersion(): string {
  return typeof __CATALOGUE_VERSION__ === 'string' ? __CATALOGUE_VERSION__ : devCatalogueVersion
}
