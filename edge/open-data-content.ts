/**
 * The bodies of the open-data API (edge/open-data.ts serves them): the JSON envelopes of a list,
 * an item and meta.json, the CSV of a list, and their strong ETags. Pure, no Workers APIs beyond
 * the Web Crypto digest: the benchmark (bench/open-data-cpu.ts) runs it in Node.
 *
 * JSON: `{ "license": {…}, "version": "v1", "resource", "documentation", "schema", "count",
 * "last_change", "data": [ one row per line ] }` for a list, the same with "data": {row} for an
 * item. Every row has exactly the columns of the resource's schema, in its order (a column the
 * view lacks reads null).
 */
import type { ApiRecord } from './api-view-records'
import { csvDocument } from './open-data-csv'
import {
  apiBasePath,
  apiVersion,
  licenceEnvelope,
  listPath,
  metaPath,
  openDataCaching,
  openDataPagePath,
  openDataResourceNames,
  openDataResources,
  schemaPath,
  type OpenDataResourceName,
  openDataChangelog,
} from '../web/features/open-data/public'

/** The newest general__status_edited_date of the rows (ISO dates compare as text); null without one. */
export function lastChange(rows: readonly ApiRecord[]): string | null {
  let newest: string | null = null
  for (const row of rows) {
    const date = row.general__status_edited_date
    if (typeof date === 'string' && (newest === null || date > newest)) newest = date
  }
  return newest
}

/** Whether the row has exactly these keys in this order (a row the view wrote, as it usually is). */
function hasExactly(row: ApiRecord, columns: readonly string[]): boolean {
  let i = 0
  for (const key in row) {
    if (key !== columns[i]) return false
    i++
  }
  return i === columns.length
}

/** One row's JSON with exactly the columns, in order, a missing one null. */
function rowJson(row: ApiRecord, columns: readonly string[]): string {
  // Stringifying the row as it came halves the time of a 10,000-mouse list (bench/open-data-cpu.ts).
  if (hasExactly(row, columns)) return JSON.stringify(row)
  const out: Record<string, unknown> = {}
  for (const column of columns) {
    const value = row[column]
    out[column] = value === undefined ? null : value
  }
  return JSON.stringify(out)
}

function envelopeHead(siteOrigin: string, resource: OpenDataResourceName): string {
  return (
    `{"license":${JSON.stringify(licenceEnvelope(siteOrigin))},"version":"${apiVersion}","resource":"${resource}",` +
    `"documentation":${JSON.stringify(siteOrigin + openDataPagePath)},"schema":${JSON.stringify(siteOrigin + schemaPath(resource))}`
  )
}

/** /api/v1/<resource>.json */
export function listJson(siteOrigin: string, resource: OpenDataResourceName, columns: readonly string[], rows: readonly ApiRecord[]): string {
  const lines: string[] = new Array(rows.length)
  for (let i = 0; i < rows.length; i++) lines[i] = rowJson(rows[i]!, columns)
  const data = lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n]`
  return `${envelopeHead(siteOrigin, resource)},"count":${rows.length},"last_change":${JSON.stringify(lastChange(rows))},"data":${data}}\n`
}

/** /api/v1/<resource>.csv */
export function listCsv(columns: readonly string[], rows: readonly ApiRecord[]): string {
  return csvDocument(columns, rows)
}

/** /api/v1/<resource>/<handle>.json */
export function itemJson(siteOrigin: string, resource: OpenDataResourceName, columns: readonly string[], row: ApiRecord): string {
  return `${envelopeHead(siteOrigin, resource)},"data":${rowJson(row, columns)}}\n`
}

/** /api/v1/meta.json: licence, versions, and each resource's addresses, count and last change. */
export function metaJson(siteOrigin: string, data: Record<OpenDataResourceName, { rows: readonly ApiRecord[]; columns: readonly string[] }>): string {
  const resources: Record<string, unknown> = {}
  let newest: string | null = null
  for (const name of openDataResourceNames) {
    const spec = openDataResources[name]
    const { rows, columns } = data[name]
    const changed = lastChange(rows)
    if (changed !== null && (newest === null || changed > newest)) newest = changed
    resources[name] = {
      label: spec.label,
      description: spec.description,
      view: `api.${spec.view}`,
      count: rows.length,
      last_change: changed,
      columns: columns.length,
      json: siteOrigin + listPath(name, 'json'),
      csv: siteOrigin + listPath(name, 'csv'),
      item: `${siteOrigin}${apiBasePath}/${name}/{${spec.handleColumn}}.json`,
      schema: siteOrigin + schemaPath(name),
    }
  }
  const meta = {
    license: licenceEnvelope(siteOrigin),
    version: apiVersion,
    documentation: siteOrigin + openDataPagePath,
    meta: siteOrigin + metaPath,
    versions: [{ version: apiVersion, path: `${apiBasePath}/`, status: 'current' }],
    last_change: newest,
    caching: {
      max_age_seconds: openDataCaching.maxAgeSeconds,
      stale_while_revalidate_seconds: openDataCaching.staleWhileRevalidateSeconds,
      catalogue_refresh_seconds: openDataCaching.catalogueRefreshSeconds,
    },
    resources,
    changelog: openDataChangelog,
  }
  return `${JSON.stringify(meta, null, 2)}\n`
}

/** An error body: `{ "error": { "status", "code", "message" }, "documentation" }`. */
export function errorJson(siteOrigin: string, status: number, code: string, message: string): string {
  return `${JSON.stringify({ error: { status, code, message }, documentation: siteOrigin + openDataPagePath }, null, 2)}\n`
}

export interface Encoded {
  bytes: Uint8Array<ArrayBuffer>
  /** A strong ETag: the body's SHA-256, quoted. */
  etag: string
}

const encoder = new TextEncoder()

/** The body as UTF-8 with its ETag. The bytes are what is kept: a string of them would be kept twice. */
export async function encode(body: string): Promise<Encoded> {
  // A fresh, non-shared buffer, whatever the runtime's types say.
  const bytes = encoder.encode(body) as Uint8Array<ArrayBuffer>
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  let hex = ''
  for (let i = 0; i < 16; i++) hex += digest[i]!.toString(16).padStart(2, '0')
  return { bytes, etag: `"${apiVersion}-${hex}"` }
}

/**
 * Whether If-None-Match names this ETag (RFC 9110 13.1.2: weak comparison, so a tag a CDN weakened
 * when it compressed the body still matches; `*` matches any).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = etag.replace(/^W\//, '')
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim()
    if (tag === '*' || tag.replace(/^W\//, '') === opaque) return true
  }
  return false
}
