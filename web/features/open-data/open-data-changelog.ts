/**
 * The open-data API's changelog, newest first: shown on /open-data and in /api/v1/meta.json.
 *
 * Within a version only additive changes are allowed: a new column, or a new value of an
 * enumerated column. Each one is listed here (`added`, `addedValues`) before
 * `npm run open-data:schema` will write it into the version's schemas, and the contract test
 * (tests/db/open-data-contract.test.ts) fails on a change to a view that is not listed. Removing a
 * column, or changing its type or whether it can be null, needs a new version path (/api/v2/).
 * Pure, no runtime imports (Node runs the schema generator on it as it is).
 */
import type { OpenDataResourceName } from './open-data-api'

export interface ChangelogEntry {
  /** ISO date (YYYY-MM-DD). */
  date: string
  version: 'v1'
  summary: string
  /** Columns added to a resource. */
  added?: { resource: OpenDataResourceName; column: string }[]
  /** Values added to an enumerated column. */
  addedValues?: { resource: OpenDataResourceName; column: string; values: string[] }[]
}

export const openDataChangelog: ChangelogEntry[] = [
  {
    date: '2026-11-26',
    version: 'v1',
    summary:
      'Traced outlines: `mouse__top_view`, `mouse__side_view` and `mouse__back_view` carry a traced outline as SVG path data in millimetres (null where no editor has traced the view), and `mouse__outline_source` says how each traced view was made: the image and its licence, the scale basis, the published dimensions against the trace, the date and the editor.',
    added: [{ resource: 'mice', column: 'mouse__outline_source' }],
  },
  {
    date: '2026-11-26',
    version: 'v1',
    summary:
      'Correction: a sensor whose tracking speed or acceleration is not published is no longer ranked last, as if it were the worst: its `mouse_sensor__rank` (and a mouse\'s `mouse__sensor_rank`) is null, "not ranked". Sensors with the same tracking speed, acceleration and maximum DPI share a rank, and the release date no longer breaks ties.',
  },
  {
    date: '2026-11-24',
    version: 'v1',
    summary: 'Sensors, switches and scroll-wheel encoders say where their figures come from, as mice do: a `source` object (kind, note, url).',
    added: [
      { resource: 'sensors', column: 'mouse_sensor__source' },
      { resource: 'switches', column: 'mouse_switch__source' },
      { resource: 'encoders', column: 'mouse_scroll_wheel_encoder__source' },
    ],
  },
  {
    date: '2026-11-23',
    version: 'v1',
    summary:
      'First version: mice, sensors, switches, scroll-wheel encoders and brands as JSON and CSV, one item by its handle, a JSON Schema per resource, and meta.json with counts and the date of the last change.',
  },
]
