import { Link } from '@tanstack/react-router'
import type { FigureSource, MouseRow, SensorRow, SourceKind } from '../../../lib/api-types'
import { buildCompareParam } from '../../../lib/compare-name'
import { clickLatencySource, describeLatency } from '../../../lib/click-latency'
import { formatPartialDate, formatUtcDate } from '../../../lib/date-format'
import { messages } from '../../../lib/messages'
import { productName } from '../../../lib/product-name'
import { rankText } from '../../../lib/sensor-rank-text'
import type { SpecificationRow } from '../ui/specifications-table'
import { outlineSources, outlineSummary } from '../../../lib/outline-words'

// Where a mouse's figures come from, in words: each group of figures (size and weight, sensor,
// shape, switch, encoder) has its own source (api.mice `mouse__*_source`), listed on the compare page
// under its figures; and what a mouse's outline is (traced or generated, web/features/outlines). (The browse table's short summary is
// in web/features/catalogue/mice/mouse-columns.tsx.)

export const sourceKindLabels: Record<SourceKind, string> = {
  maker: 'Maker',
  opendb: 'BuildCores OpenDB',
  teardown: 'Teardown',
  editors: 'Our editors',
  review: 'Review',
}

/**
 * 'checked against TechPowerUp, November 2026' ('… Razer (the maker) …' for the maker's own page);
 * null when the group was not checked against a published page.
 */
export function checkedText(source: FigureSource | null | undefined): string | null {
  if (!source?.checked || !source.publisher || !source.url || !sourceKindLabels[source.kind]) return null
  const time = Date.parse(`${source.checked.slice(0, 7)}-01T00:00:00Z`)
  if (Number.isNaN(time)) return null
  return `checked against ${source.publisher}${source.kind === 'maker' ? ' (the maker)' : ''}, ${formatUtcDate(time, 'long-month-year')}`
}

/**
 * 'Maker (Logitech product page)', or for a checked group 'Checked against TechPowerUp, November
 * 2026; dpi from BuildCores OpenDB'; null when the group is not known.
 */
export function sourceText(source: FigureSource | null | undefined): string | null {
  const label = source && sourceKindLabels[source.kind]
  if (!label) return null
  const checked = checkedText(source)
  if (checked) return `C${checked.slice(1)}${source!.note ? `; ${source!.note}` : ''}`
  return `${label}${source!.note ? ` (${source!.note})` : ''}`
}

/** A group's source, its publisher a link to the page it was checked against. */
function SourceValue({ source }: { source: FigureSource | null | undefined }) {
  const text = sourceText(source)
  if (text === null) return <>{notKnown}</>
  const at = checkedText(source) ? text.indexOf(source!.publisher!) : -1
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <a href={source!.url} target="_blank" rel="noopener noreferrer" className="plain-link part-link" data-testid="checked-source-link">
        {source!.publisher}
        {/* Plain (web/index.html): Chakra's VisuallyHidden inserted its recipe's rule when the
            figures' sources arrived, and a rule in a layer makes Chromium restyle the whole page. */}
        <span data-visually-hidden=""> {messages.opensInNewTab}</span>
      </a>
      {text.slice(at + source!.publisher!.length)}
    </>
  )
}

/** A specification row of a group's source: its words, the checked page linked. */
function sourceRow(label: string, sourceOf: (mouse: MouseRow) => FigureSource | null | undefined): SpecificationRow<MouseRow> {
  return { label, value: (mouse) => sourceText(sourceOf(mouse)), format: (_value, mouse) => <SourceValue source={sourceOf(mouse)} /> }
}

/** The name of a mouse's sensor, from the sensor columns joined into the mouse row. */
export function mouseSensorName(mouse: MouseRow): string | null {
  if (!mouse.mouse__sensor_model) return null
  return productName({
    general__brand_names: mouse.mouse__sensor_brand_names,
    general__brands_separator: mouse.mouse__sensor_brands_separator,
    general__model: mouse.mouse__sensor_model,
    general__variant: mouse.mouse__sensor_variant,
  })
}

/** The compare pages of a mouse's parts (built by their own features), each with `p` naming the part. */
export const partComparePaths = {
  sensor: '/mouse/sensors/compare',
  switch: '/mouse/switches/compare',
  encoder: '/mouse/encoders/compare',
} as const

function PartLink({ part, name }: { part: keyof typeof partComparePaths; name: string }) {
  // Typed as a plain string: these routes belong to other features and may join the route tree later.
  const to: string = partComparePaths[part]
  return (
    // Plain (index.html .part-link): on a review the box with these links arrives after the first
    // render, and Chakra's link recipe's rule inserted then (in a layer) restyled the whole page.
    <Link to={to} search={{ p: buildCompareParam([name]) } as never} className="plain-link part-link">
      {name}
    </Link>
  )
}

const capitalise = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : null)
const { notKnown } = messages
const outline = (mouse: MouseRow) => outlineSummary(outlineSources(mouse))

/**
 * Every figure of a mouse as specification-table rows, grouped by where the figures come from: each
 * group ends with its source (the maker, BuildCores OpenDB, a teardown or our editors). Sensor
 * figures the mouse row does not carry (lift-off distances, the sensor's own maximum DPI) come
 * from the sensor's record. A figure nobody has published reads "not known".
 */
export function mouseSpecificationRows(sensors: readonly SensorRow[]): SpecificationRow<MouseRow>[] {
  const sensorByHandle = new Map(sensors.map((sensor) => [sensor.general__handle, sensor]))
  const sensorOf = (mouse: MouseRow) => (mouse.mouse__sensor_handle ? sensorByHandle.get(mouse.mouse__sensor_handle) : undefined)
  return [
    { group: 'General', label: 'Brand', value: (mouse) => mouse.general__brand_names.join(mouse.general__brands_separator || ' ') },
    { group: 'Size, weight and release', label: 'Released', value: (mouse) => formatPartialDate(mouse.general__release_date) },
    { label: 'Connection', value: (mouse) => (mouse.mouse__wireless === true ? 'Wireless' : mouse.mouse__wireless === false ? 'Wired' : null) },
    { label: 'Length', unit: 'mm', value: (mouse) => mouse.mouse__length },
    { label: 'Width', unit: 'mm', value: (mouse) => mouse.mouse__width },
    { label: 'Height', unit: 'mm', value: (mouse) => mouse.mouse__height },
    { label: 'Weight', unit: 'g', value: (mouse) => mouse.mouse__weight, better: 'lower' },
    { label: 'Size class', value: (mouse) => capitalise(mouse.mouse__size_class ?? null) },
    sourceRow('Source (size, weight, release)', (mouse) => mouse.mouse__dimensions_source),
    { group: 'Shape', label: 'Shape', value: (mouse) => capitalise(mouse.mouse__shape) },
    { label: 'Hand', value: (mouse) => capitalise(mouse.mouse__hand_compatibility) },
    { label: 'Front flare', value: (mouse) => capitalise(mouse.mouse__front_flare) },
    { label: 'Side curvature', value: (mouse) => capitalise(mouse.mouse__side_curvature) },
    { label: 'Hump placement', value: (mouse) => capitalise(mouse.mouse__hump_placement) },
    { label: 'Thumb rest', value: (mouse) => mouse.mouse__thumb_rest },
    { label: 'Ring finger rest', value: (mouse) => mouse.mouse__ring_finger_rest },
    { label: 'Side buttons', value: (mouse) => mouse.mouse__side_buttons },
    { label: 'Middle buttons', value: (mouse) => mouse.mouse__middle_buttons },
    { label: 'Material', value: (mouse) => mouse.mouse__material_name_specific ?? mouse.mouse__material_name_general },
    { label: 'Outline', value: outline },
    sourceRow('Source (shape)', (mouse) => mouse.mouse__shape_source),
    {
      group: 'Sensor',
      label: 'Sensor',
      value: (mouse) => mouseSensorName(mouse),
      // A maker's rendition of a PixArt part names both (where a source states it): "Owl-Eye 19K, a PixArt PAW3370".
      format: (value, mouse) =>
        typeof value === 'string' ? (
          <>
            <PartLink part="sensor" name={value} />
            {mouse.mouse__sensor_based_on && (
              <>
                , a <PartLink part="sensor" name={mouse.mouse__sensor_based_on} />
              </>
            )}
          </>
        ) : (
          notKnown
        ),
    },
    { label: 'Sensor type', value: (mouse) => capitalise(mouse.mouse__sensor_type) },
    {
      label: 'Sensor rank',
      value: (mouse) => mouse.mouse__sensor_rank,
      better: 'lower',
      // A known sensor without a rank is one whose ranking figures are not published (web/lib/sensor-rank.ts).
      format: (value, mouse) => (typeof value === 'number' || mouse.mouse__sensor_handle !== null ? rankText(typeof value === 'number' ? value : null) : notKnown),
    },
    { label: 'DPI', unit: 'DPI', value: (mouse) => mouse.mouse__dpi, better: 'higher' },
    { label: 'Sensor maximum DPI', unit: 'DPI', value: (mouse) => sensorOf(mouse)?.mouse_sensor__dpi ?? null, better: 'higher' },
    { label: 'Polling rate', unit: 'Hz', value: (mouse) => mouse.mouse__polling_rate, better: 'higher' },
    { label: 'Tracking speed', unit: 'IPS', value: (mouse) => mouse.mouse__sensor_tracking_speed, better: 'higher' },
    { label: 'Acceleration', unit: 'G', value: (mouse) => mouse.mouse__sensor_acceleration, better: 'higher' },
    {
      label: 'Lift-off distances',
      unit: 'mm',
      value: (mouse) => {
        const distances = sensorOf(mouse)?.mouse_sensor__lift_off_distances ?? []
        return distances.length > 0 ? distances.join(', ') : null
      },
      format: (value) => (typeof value === 'string' ? `${value} mm` : notKnown),
    },
    { label: 'Adjustable sensor position', value: (mouse) => mouse.mouse__adjustable_sensor_position },
    sourceRow('Source (sensor)', (mouse) => mouse.mouse__sensor_source),
    {
      group: 'Parts',
      label: 'Switches',
      value: (mouse) => mouse.mouse__switch_name,
      // A family ("Omron Optical") is shown as one: the source does not say which model.
      format: (value, mouse) =>
        typeof value === 'string' ? (
          <>
            <PartLink part="switch" name={value} />
            {mouse.mouse__switch_is_family && ' (family; the model is not stated)'}
          </>
        ) : (
          notKnown
        ),
    },
    sourceRow('Source (switches)', (mouse) => mouse.mouse__switch_source),
    {
      label: 'Scroll wheel encoder',
      value: (mouse) => mouse.mouse__scroll_wheel_encoder_name,
      format: (value) => (typeof value === 'string' ? <PartLink part="encoder" name={value} /> : notKnown),
    },
    sourceRow('Source (encoder)', (mouse) => mouse.mouse__encoder_source),
    {
      group: 'Click latency',
      label: 'Click latency (measured)',
      unit: 'ms',
      // Compared by the fastest measurement; every measurement (each mode, each firmware) is listed.
      value: (mouse) => mouse.mouse__click_latency_ms ?? null,
      better: 'lower',
      format: (_value, mouse) => {
        const measurements = mouse.mouse__click_latency ?? []
        if (measurements.length === 0) return notKnown
        return measurements.length === 1 ? (
          describeLatency(measurements[0]!)
        ) : (
          // Plain elements (web/index.html .latency-note; a list has no bullets by Chakra's preflight):
          // the table is about 800 elements, and Chakra's factory resolved these styles at run time.
          <ul data-testid="click-latency">
            {measurements.map((measurement) => (
              <li key={`${measurement.mode} ${measurement.firmware} ${measurement.tested_as}`}>
                {describeLatency(measurement)}
                <span className="latency-note"> (tested as {measurement.tested_as})</span>
              </li>
            ))}
          </ul>
        )
      },
    },
    { label: 'Source (click latency)', value: (mouse) => ((mouse.mouse__click_latency ?? []).length > 0 ? `${clickLatencySource.attribution} (${clickLatencySource.version})` : null) },
  ]
}
