/**
 * The build's catalogue manifest (/data-manifest.json, written by
 * scripts/catalogue-snapshot-plugin.ts): this deploy's catalogue version and each api view's
 * snapshot URL (web/lib/snapshot-files.ts). Read once per assets binding and kept; a failed read
 * is not kept, so the next request asks again.
 */
import * as v from 'valibot'
import { dataManifestPath, snapshotUrl, type DataManifest } from '../web/lib/snapshot-files'

const manifestSchema = v.pipe(
  v.object({
    version: v.pipe(v.string(), v.regex(/^[a-z0-9]{1,64}$/)),
    views: v.record(v.pipe(v.string(), v.regex(/^[a-z_]{1,64}$/)), v.string()),
  }),
  // Every URL is the one the rule names: a tampered manifest cannot point anywhere else.
  v.check((manifest) => Object.entries(manifest.views).every(([view, url]) => url === snapshotUrl(manifest.version, view)), 'a view URL is not its snapshot URL'),
)

export class DataManifestError extends Error {
  override name = 'DataManifestError'
}

export function parseDataManifest(value: unknown): DataManifest {
  const result = v.safeParse(manifestSchema, value)
  if (!result.success) throw new DataManifestError(`${dataManifestPath}: ${result.issues.map((issue) => issue.message).join('; ')}`)
  return result.output
}

interface AssetFetcher {
  fetch(input: URL): Promise<Response>
}

const manifests = new WeakMap<object, Promise<DataManifest>>()

/** This deploy's manifest, from the assets at the request's origin. */
export function loadDataManifest(assets: AssetFetcher, baseUrl: string): Promise<DataManifest> {
  let manifest = manifests.get(assets)
  if (!manifest) {
    manifest = assets.fetch(new URL(dataManifestPath, baseUrl)).then(async (response) => {
      if (!response.ok) {
        await response.body?.cancel()
        throw new DataManifestError(`${dataManifestPath}: the assets answered ${response.status}`)
      }
      let body: unknown
      try {
        body = await response.json()
      } catch (error) {
        throw new DataManifestError(`${dataManifestPath}: not JSON`, { cause: error })
      }
      return parseDataManifest(body)
    })
    const kept = manifest
    manifests.set(assets, kept)
    kept.catch(() => {
      if (manifests.get(assets) === kept) manifests.delete(assets)
    })
  }
  return manifest
}

/** A view's snapshot URL in this deploy. */
export async function snapshotPathOf(assets: AssetFetcher, baseUrl: string, view: string): Promise<string> {
  const manifest = await loadDataManifest(assets, baseUrl)
  const path = manifest.views[view]
  if (!path) throw new DataManifestError(`${dataManifestPath}: no view ${view}`)
  return path
}
