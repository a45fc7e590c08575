/**
 * The catalogue's figures in words ("more than 1,300"), read from api.catalogue_counts. Loaded on
 * demand by use-catalogue-figures.ts after the page has painted, with the data layer it needs.
 */
import type { QueryClient } from '@tanstack/react-query'
import { catalogueFigures, countText, type CatalogueFigures } from '../../lib/catalogue-figures'
import { viewQueryOptions } from '../../lib/view-query'

export type CatalogueFigureTexts = Record<keyof CatalogueFigures, string>

export async function readCatalogueFigureTexts(client: QueryClient): Promise<CatalogueFigureTexts> {
  const figures = catalogueFigures(await client.ensureQueryData(viewQueryOptions('catalogue_counts')))
  return {
    all: countText(figures.all),
    mouse: countText(figures.mouse),
    mouse_sensor: countText(figures.mouse_sensor),
    mouse_switch: countText(figures.mouse_switch),
    mouse_scroll_wheel_encoder: countText(figures.mouse_scroll_wheel_encoder),
  }
}
