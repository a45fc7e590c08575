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
      'Traced outlines: `mouse__top_view`, `mouse__side_view` and `mouse__back_view` carry a traced outline as SVG path data in millimetres (null where no editor has traced the view), and `mouse__outline_source` says how each traced view was made: the image and its licence, the scale basis, the published dimensions against the trace, the date and the editor.',
    added: [{ resource: 'mice', column: 'mouse__outline_source' }],
  },
  {
    date: '2026-11-26',
    version: 'v1',
    summary:
      'Correction: a sensor whose tracking speed, acceleration or maximum DPI is not published is no longer ranked last, as if it were the worst: its `mouse_sensor__rank` (and a mouse\'s `mouse__sensor_rank`) is null, "not ranked". Sensors with the same tracking speed, acceleration and maximum DPI share a rank, and the release date no longer breaks ties.',
  },
  {
    date: '2026-11-26',
    version: 'v1',
    summary:
      'Parts and measured click latency. Mice: the part a sensor is a maker’s rendition of (`mouse__sensor_based_on`), whether the switch named is a family rather than a model and its family (`mouse__switch_is_family`, `mouse__switch_family_handle`, `mouse__switch_family_name`), and NVIDIA’s measured click latency with its spread, mode, firmware and year (`mouse__click_latency`, the lowest mean in `mouse__click_latency_ms`; NVIDIA Reflex Latency Analyzer Mice Database, CC BY 4.0). Sensors: `mouse_sensor__based_on`. Switches: family columns and the type `inductive`. Encoders: detents. Sensors and switches that a source names without their type (or a sensor without its maximum DPI) are on the site but not in v1, whose columns promise those values.',
    added: [
      { resource: 'mice', column: 'mouse__sensor_based_on' },
      { resource: 'mice', column: 'mouse__switch_is_family' },
      { resource: 'mice', column: 'mouse__switch_family_handle' },
      { resource: 'mice', column: 'mouse__switch_family_name' },
      { resource: 'mice', column: 'mouse__click_latency' },
      { resource: 'mice', column: 'mouse__click_latency_ms' },
      { resource: 'sensors', column: 'mouse_sensor__based_on' },
      { resource: 'switches', column: 'mouse_switch__is_family' },
      { resource: 'switches', column: 'mouse_switch__family_handle' },
      { resource: 'switches', column: 'mouse_switch__family_name' },
      { resource: 'encoders', column: 'mouse_scroll_wheel_encoder__detents' },
    ],
    addedValues: [{ resource: 'switches', column: 'mouse_switch__type', values: ['inductive'] }],
  },
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
