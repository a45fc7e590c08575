/**
 * The URL state of the component pages (sensors, switches, scroll-wheel encoders), small enough
 * for the route files: what each browse page keeps in its query string, and the compare page's
 * `p`. The full page configurations (columns, filters, compare rows) live in the *-kind modules
 * and load with the page.
 */
import { encoderTypes, sensorTypes, switchTypes } from '../../../lib/api-values'
import { createCatalogueSearch, type CatalogueSearchSpec } from '../catalogue-search'
import { compareParamValue, searchSchema } from '../../../lib/url-values'

import type { ComponentKindId } from '../../../lib/component-page-text'
export type { ComponentKindId }

export const componentSearchSpecs = {
  sensors: {
    facets: { type: sensorTypes, brand: undefined },
    ranges: ['dpi', 'tracking', 'acceleration', 'lod', 'rank'],
    sortKeys: ['rank', 'name', 'dpi', 'tracking', 'acceleration', 'lod', 'mice', 'released'],
    defaultSort: { key: 'rank', direction: 'asc' },
  },
  switches: {
    facets: { type: switchTypes, brand: undefined, family: undefined },
    ranges: ['force', 'lifetime', 'pretravel', 'posttravel'],
    sortKeys: ['name', 'type', 'force', 'lifetime', 'pretravel', 'posttravel', 'mice', 'released'],
    defaultSort: { key: 'mice', direction: 'desc' },
  },
  encoders: {
    facets: { type: encoderTypes, brand: undefined },
    ranges: ['height', 'lifetime'],
    sortKeys: ['name', 'type', 'height', 'lifetime', 'mice', 'released'],
    defaultSort: { key: 'mice', direction: 'desc' },
  },
} as const satisfies Record<ComponentKindId, CatalogueSearchSpec>

export const componentSearch = {
  sensors: createCatalogueSearch(componentSearchSpecs.sensors),
  switches: createCatalogueSearch(componentSearchSpecs.switches),
  encoders: createCatalogueSearch(componentSearchSpecs.encoders),
} as const

export interface CompareSearch {
  p?: string
}

/** The compare page's `p`, read as the mouse compare page and the worker read theirs. Never throws. */
export const validateCompareSearch: (raw: unknown) => CompareSearch = searchSchema({ p: compareParamValue })
