/**
 * The open-data API's changelog, newest first: shown on /open-data and in /api/v1/meta.json.
 *
 * Within a version only additive changes are allowed: a new column, a new value of an
 * enumerated column, or a new optional field of an object column. Each one is listed here
 * (`added`, `addedValues`, `addedFields`) before
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
  /** Values added to an enumerated column (`column.field` for a field of an object column). */
  addedValues?: { resource: OpenDataResourceName; column: string; values: string[] }[]
  /** Optional fields added to the objects of an object column (e.g. a source). */
  addedFields?: { resource: OpenDataResourceName; column: string; fields: string[] }[]
}

export const openDataChangelog: ChangelogEntry[] = [
  {
    date: '2026-11-26',
    version: 'v1',
    summary:
      'A source can say that its figures were checked against a published page: `publisher` (who published it) and `checked` (the day, YYYY-MM-DD), with the page in `url`; and a source can be a lab `review`.',
    addedFields: [
      { resource: 'mice', column: 'mouse__dimensions_source', fields: ['publisher', 'checked'] },
      { resource: 'mice', column: 'mouse__sensor_source', fields: ['publisher', 'checked'] },
      { resource: 'mice', column: 'mouse__shape_source', fields: ['publisher', 'checked'] },
      { resource: 'mice', column: 'mouse__switch_source', fields: ['publisher', 'checked'] },
      { resource: 'mice', column: 'mouse__encoder_source', fields: ['publisher', 'checked'] },
      { resource: 'sensors', column: 'mouse_sensor__source', fields: ['publisher', 'checked'] },
      { resource: 'switches', column: 'mouse_switch__source', fields: ['publisher', 'checked'] },
      { resource: 'encoders', column: 'mouse_scroll_wheel_encoder__source', fields: ['publisher', 'checked'] },
    ],
    addedValues: [
      { resource: 'mice', column: 'mouse__dimensions_source.kind', values: ['review'] },
      { resource: 'mice', column: 'mouse__sensor_source.kind', values: ['review'] },
      { resource: 'mice', column: 'mouse__shape_source.kind', values: ['review'] },
      { resource: 'mice', column: 'mouse__switch_source.kind', values: ['review'] },
      { resource: 'mice', column: 'mouse__encoder_source.kind', values: ['review'] },
      { resource: 'sensors', column: 'mouse_sensor__source.kind', values: ['review'] },
      { resource: 'switches', column: 'mouse_switch__source.kind', values: ['review'] },
      { resource: 'encoders', column: 'mouse_scroll_wheel_encoder__source.kind', values: ['review'] },
    ],
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
