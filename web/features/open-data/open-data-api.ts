/**
 * The open-data API as the outside world sees it, in one place: its resources and the api views
 * they serve, its paths, cache lifetimes and licence. The worker (edge/open-data.ts), the
 * /open-data page and the schema generator (scripts/open-data-schema.ts) all read it.
 * Pure, importing only another pure module by its .ts path, so Node runs it as it is (the schema
 * generator) and the worker may import it.
 */
import { clickLatencySource } from '../../lib/click-latency.ts'

/** The version path every endpoint lives under. A breaking change to a column needs a new one. */
export const apiVersion = 'v1'
export const apiBasePath = `/api/${apiVersion}`

export interface OpenDataResource {
  /** The path segment: /api/v1/<name>.json. */
  name: string
  /** The api view it serves, with exactly that view's column names. */
  view: string
  /** The column whose value names one item: /api/v1/<name>/<handle>.json. */
  handleColumn: string
  /** The general__category every row has (product views only). */
  category?: string
  /** What one row is, for people. */
  label: string
  /** One sentence for the page and the schema. */
  description: string
  /**
   * Columns v1 promises a value in, which the view may now leave null (a part a source names
   * without that figure): v1 keeps its promise by not serving such a row, and its schema keeps the
   * column non-null. Such parts are on the site; a later version can carry them.
   */
  rowsNeed?: readonly string[]
}

export const openDataResources = {
  mice: {
    name: 'mice',
    view: 'mice',
    handleColumn: 'general__handle',
    category: 'mouse',
    label: 'Mice',
    description: 'Gaming mice: dimensions, weight, shape, sensor, polling rate, buttons, switches and encoder.',
  },
  sensors: {
    name: 'sensors',
    view: 'mouse_sensors',
    handleColumn: 'general__handle',
    category: 'mouse_sensor',
    label: 'Sensors',
    description: 'Mouse sensors: type, DPI, tracking speed, acceleration, lift-off distances, and how many mice use each.',
    rowsNeed: ['mouse_sensor__type', 'mouse_sensor__dpi'],
  },
  switches: {
    name: 'switches',
    view: 'mouse_switches',
    handleColumn: 'general__handle',
    category: 'mouse_switch',
    label: 'Switches',
    description: 'Main-button switches: type, actuation force, travel, rated lifetime, and how many mice use each.',
    rowsNeed: ['mouse_switch__type'],
  },
  encoders: {
    name: 'encoders',
    view: 'mouse_scroll_wheel_encoders',
    handleColumn: 'general__handle',
    category: 'mouse_scroll_wheel_encoder',
    label: 'Scroll-wheel encoders',
    description: 'Scroll-wheel encoders: type, height, rated lifetime, and how many mice use each.',
  },
  brands: {
    name: 'brands',
    view: 'brands',
    handleColumn: 'handle',
    label: 'Brands',
    description: 'The brands of the mice and parts: handle, name and website.',
  },
} as const satisfies Record<string, OpenDataResource>

export type OpenDataResourceName = keyof typeof openDataResources
export const openDataResourceNames = Object.keys(openDataResources) as OpenDataResourceName[]

export function isOpenDataResourceName(name: string): name is OpenDataResourceName {
  return Object.hasOwn(openDataResources, name)
}

export type OpenDataFormat = 'json' | 'csv'

/** /api/v1/mice.json, /api/v1/mice.csv */
export const listPath = (resource: OpenDataResourceName, format: OpenDataFormat) => `${apiBasePath}/${resource}.${format}`
/** /api/v1/mice/<handle>.json, the handle percent-encoded. */
export const itemPath = (resource: OpenDataResourceName, handle: string) => `${apiBasePath}/${resource}/${encodeURIComponent(handle)}.json`
/** /api/v1/schema/mice.json */
export const schemaPath = (resource: OpenDataResourceName) => `${apiBasePath}/schema/${resource}.json`
export const metaPath = `${apiBasePath}/meta.json`
/** The page that documents the API, and its licence section. */
export const openDataPagePath = '/open-data'
export const licenceAnchor = 'licence'

/**
 * HTTP caching of every API response. The catalogue changes when its editors change it, not on a
 * schedule; the worker re-reads it at most once a minute per isolate (edge/catalogue.ts,
 * catalogueTtlMs, which a worker test keeps equal to catalogueRefreshSeconds), so a change shows in
 * the API within catalogueRefreshSeconds + maxAgeSeconds, or a little later for a cache that uses
 * its stale-while-revalidate allowance.
 */
export const openDataCaching = {
  maxAgeSeconds: 300,
  staleWhileRevalidateSeconds: 3600,
  catalogueRefreshSeconds: 60,
} as const

export const openDataCacheControl = `public, max-age=${openDataCaching.maxAgeSeconds}, stale-while-revalidate=${openDataCaching.staleWhileRevalidateSeconds}`

/** The licence of the data as a whole and of each part of it. */
export const dataLicence = {
  /** The SPDX identifier. */
  id: 'ODC-By-1.0',
  shortName: 'ODC-By 1.0',
  name: 'Open Data Commons Attribution License v1.0',
  url: 'https://opendatacommons.org/licenses/by/1-0/',
} as const

export const openDbSource = {
  name: 'BuildCores OpenDB',
  url: 'https://github.com/buildcores/buildcores-open-db',
} as const


export interface LicenceSource {
  name: string
  applies_to: string
  license: string
  url: string
  attribution: string
}

export interface LicenceEnvelope {
  id: string
  name: string
  url: string
  /** The licence section of the open-data page on this site. */
  terms: string
  /** The one line to show where the data is used. */
  attribution: string
  sources: LicenceSource[]
}

/** The `license` field of every JSON response, with the site's own address. */
export function licenceEnvelope(siteOrigin: string): LicenceEnvelope {
  const page = `${siteOrigin}${openDataPagePath}`
  return {
    id: dataLicence.id,
    name: dataLicence.name,
    url: dataLicence.url,
    terms: `${page}#${licenceAnchor}`,
    attribution: `Data from MouseCompare (${page}), ${dataLicence.shortName}, including figures from ${openDbSource.name} (${openDbSource.url}), ${dataLicence.shortName}, and click latencies from the ${clickLatencySource.attribution}.`,
    sources: [
      {
        name: 'MouseCompare',
        applies_to: "The catalogue as a database, and every figure its editors curate (the makers' published specifications, documented teardowns and the editors' own measurements).",
        license: dataLicence.id,
        url: page,
        attribution: `MouseCompare (${page})`,
      },
      {
        name: openDbSource.name,
        applies_to: `Figures imported from the ${openDbSource.name} mouse records.`,
        license: dataLicence.id,
        url: openDbSource.url,
        attribution: `Contains information from ${openDbSource.name} (${openDbSource.url}), made available under the ${dataLicence.name}.`,
      },
      {
        name: clickLatencySource.name,
        applies_to: 'The measured click latencies of mice (mouse__click_latency, mouse__click_latency_ms), version v0.98.0 (2020).',
        license: 'CC-BY-4.0',
        url: clickLatencySource.licenceUrl,
        attribution: clickLatencySource.attribution,
      },
    ],
  }
}
