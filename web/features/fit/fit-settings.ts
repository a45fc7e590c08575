/** The fit page's weights and tolerances in its URL (`w=`, `tol=`), like find-similar's. Pure. */
import { readNumberMap, serializeNumberMapParam } from '../../lib/number-map-param'
import { defaultFitSettings, fitDimensions, fitFactors, normalizeFitSettings, type FitSettings } from './fit-model'
import type { FitSearch } from './fit-search'

/** The settings a search names (malformed entries dropped, values clamped to their bounds). */
export function fitSettingsFromSearch(search: Pick<FitSearch, 'w' | 'tol'>): FitSettings {
  return normalizeFitSettings({ weights: readNumberMap(search.w, fitFactors), tolerances: readNumberMap(search.tol, fitDimensions) })
}

/** `w` and `tol` for these settings; undefined where they are the defaults (kept out of the URL). */
export function fitSettingsSearch(settings: FitSettings): Pick<FitSearch, 'w' | 'tol'> {
  return {
    w: serializeNumberMapParam(settings.weights, defaultFitSettings.weights),
    tol: serializeNumberMapParam(settings.tolerances, defaultFitSettings.tolerances),
  }
}

export function isDefaultFitSettings(settings: FitSettings): boolean {
  const { w, tol } = fitSettingsSearch(settings)
  return w === undefined && tol === undefined
}
