import type { Plugin } from 'vite'
import { exportApiViews, openCatalogue } from '../supabase/pglite.ts'

/** Where the embedded catalogue is served: one file per api view, as PostgREST would answer `select=*`. */
export const snapshotPathPrefix = '/data/api/'

async function exportSnapshot(): Promise<Record<string, string>> {
  const started = performance.now()
  // The snapshot is evaluated at the build's own time, pinned in catalog.snapshot_clock.
  const db = await openCatalogue({ snapshotAt: new Date().toISOString() })
  try {
    const views = await exportApiViews(db)
    const bytes = Object.values(views).reduce((sum, body) => sum + body.length, 0)
    console.info(`catalogue snapshot: ${Object.keys(views).length} views, ${(bytes / 1024).toFixed(0)} KiB, ${Math.round(performance.now() - started)} ms`)
    return views
  } finally {
    await db.close()
  }
}

/**
 * The embedded default catalogue: applies supabase/migrations and supabase/seed in PGlite (real
 * Postgres in WASM) and exports each api view into the build as `data/api/<view>.json`. In the
 * dev server the same files are served from memory, built once on first request.
 */
export function catalogueSnapshot(): Plugin {
  let snapshot: Promise<Record<string, string>> | undefined
  const load = () => (snapshot ??= exportSnapshot())
  return {
    name: 'catalogue-snapshot',
    async generateBundle() {
      for (const [view, body] of Object.entries(await load())) {
        this.emitFile({ type: 'asset', fileName: `${snapshotPathPrefix.slice(1)}${view}.json`, source: body })
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith(snapshotPathPrefix) || !path.endsWith('.json')) return next()
        try {
          const body = (await load())[path.slice(snapshotPathPrefix.length, -'.json'.length)]
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
