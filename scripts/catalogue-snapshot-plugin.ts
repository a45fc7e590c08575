import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { wholeViews } from '../edge/api-view-records.ts'
import { exportApiViews, openCatalogue } from '../supabase/pglite.ts'
import { packedViews } from '../web/lib/packed-rows.ts'
import { dataManifestPath, devCatalogueVersion, parseSnapshotPath, snapshotUrl, type DataManifest } from '../web/lib/snapshot-files.ts'

/**
 * The views whose files carry their emptiest columns last (web/lib/packed-rows.ts packRows): all
 * but the open data's. The worker reads those files' rows with the file's column order
 * (edge/catalogue.ts), and the open-data API answers in it, so they keep the view's.
 */
export function packedSparseLast(view: string): boolean {
  return !Object.hasOwn(wholeViews, view)
}

export interface CatalogueSnapshot {
  /** A hash of every exported view: the files' URLs change when (and only when) the data does. */
  version: string
  /** View name → the file's body: the rows PostgREST would answer for `select=*`, packed (web/lib/packed-rows.ts). */
  views: Record<string, string>
}

/** The version of a set of exported views: the first 12 hex digits of a SHA-256 over names and bodies. */
export function catalogueVersion(views: Record<string, string>): string {
  const hash = createHash('sha256')
  for (const name of Object.keys(views).sort()) hash.update(`${name}\n${views[name]!.length}\n${views[name]}\n`)
  return hash.digest('hex').slice(0, 12)
}

async function exportSnapshot(): Promise<CatalogueSnapshot> {
  const started = performance.now()
  // The snapshot is evaluated at the build's own time, pinned in catalog.snapshot_clock.
  const db = await openCatalogue({ snapshotAt: new Date().toISOString() })
  try {
    // Packed before hashing, so a change of format changes the files' URLs as a change of data does.
    const views = packedViews(await exportApiViews(db), packedSparseLast)
    const bytes = Object.values(views).reduce((sum, body) => sum + body.length, 0)
    const version = catalogueVersion(views)
    console.info(`catalogue snapshot ${version}: ${Object.keys(views).length} views, ${(bytes / 1024).toFixed(0)} KiB, ${Math.round(performance.now() - started)} ms`)
    return { version, views }
  } finally {
    await db.close()
  }
}

export function dataManifest(snapshot: CatalogueSnapshot): DataManifest {
  return { version: snapshot.version, views: Object.fromEntries(Object.keys(snapshot.views).sort().map((view) => [view, snapshotUrl(snapshot.version, view)])) }
}

/**
 * The embedded default catalogue: applies supabase/migrations and supabase/seed in PGlite (real
 * Postgres in WASM) and exports each api view into the build, packed, as `data/api/<version>/<view>.json`
 * (web/lib/snapshot-files.ts), with `data-manifest.json` for the worker; the site gets the
 * version compiled in. In the dev server the same files are served from memory, built once on
 * first request, under any version.
 */
export function catalogueSnapshot(): Plugin {
  let snapshot: Promise<CatalogueSnapshot> | undefined
  const load = () => (snapshot ??= exportSnapshot())
  return {
    name: 'catalogue-snapshot',
    async config(_config, { command }) {
      const version = command === 'build' ? (await load()).version : devCatalogueVersion
      return { define: { __CATALOGUE_VERSION__: JSON.stringify(version) } }
    },
    async generateBundle() {
      const built = await load()
      for (const [view, body] of Object.entries(built.views)) {
        this.emitFile({ type: 'asset', fileName: snapshotUrl(built.version, view).slice(1), source: body })
      }
      this.emitFile({ type: 'asset', fileName: dataManifestPath.slice(1), source: `${JSON.stringify(dataManifest(built), null, 1)}\n` })
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        try {
          if (path === dataManifestPath) {
            const built = await load()
            response.setHeader('content-type', 'application/json; charset=utf-8')
            response.end(JSON.stringify(dataManifest({ ...built, version: devCatalogueVersion })))
            return
          }
          const file = parseSnapshotPath(path)
          const body = file ? (await load()).views[file.view] : undefined
          if (body === undefined) return next()
          response.setHeader('content-type', 'application/json; charset=utf-8')
          response.end(body)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
