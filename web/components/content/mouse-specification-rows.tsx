import { Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { MouseRow, SensorRow } from '../../lib/api-types'
import { buildCompareParam } from '../../lib/compare-name'
import { formatUtcDate } from '../../lib/date-format'
import { productName } from '../../lib/product-name'
import type { SpecificationRow } from './specifications-table'

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
    // Darker than the primary in light theme: it stays readable on a highlighted (tinted) row.
    <ChakraLink asChild color={{ _light: 'blue.700', _dark: 'brand.fg' }} textDecoration="underline">
      <Link to={to} search={{ p: buildCompareParam([name]) } as never}>
        {name}
      </Link>
    </ChakraLink>
  )
}

const capitalise = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : null)
const year = (date: string | null) => (date ? formatUtcDate(Date.parse(`${date}T00:00:00Z`), 'month-year') || null : null)

/**
 * Every figure of a mouse as specification-table rows, grouped; sensor figures the mouse row does
 * not carry (lift-off distances, the sensor's own maximum DPI) come from the sensor's record.
 */
export function mouseSpecificationRows(sensors: readonly SensorRow[]): SpecificationRow<MouseRow>[] {
  const sensorByHandle = new Map(sensors.map((sensor) => [sensor.general__handle, sensor]))
  const sensorOf = (mouse: MouseRow) => (mouse.mouse__sensor_handle ? sensorByHandle.get(mouse.mouse__sensor_handle) : undefined)
  return [
    { group: 'General', label: 'Brand', value: (mouse) => mouse.general__brand_names.join(mouse.general__brands_separator || ' ') },
    { label: 'Released', value: (mouse) => mouse.general__release_date, format: (value) => year(value as string | null) ?? '—' },
    { label: 'Connection', value: (mouse) => (mouse.mouse__wireless ? 'Wireless' : 'Wired') },
    { label: 'Weight', unit: 'g', value: (mouse) => mouse.mouse__weight, better: 'lower' },
    { label: 'Hand', value: (mouse) => capitalise(mouse.mouse__hand_compatibility) },
    { label: 'Material', value: (mouse) => mouse.mouse__material_name_specific ?? mouse.mouse__material_name_general },
    { group: 'Size and shape', label: 'Length', unit: 'mm', value: (mouse) => mouse.mouse__length },
    { label: 'Width', unit: 'mm', value: (mouse) => mouse.mouse__width },
    { label: 'Height', unit: 'mm', value: (mouse) => mouse.mouse__height },
    { label: 'Shape', value: (mouse) => capitalise(mouse.mouse__shape) },
    { label: 'Front flare', value: (mouse) => capitalise(mouse.mouse__front_flare) },
    { label: 'Side curvature', value: (mouse) => capitalise(mouse.mouse__side_curvature) },
    { label: 'Hump placement', value: (mouse) => capitalise(mouse.mouse__hump_placement) },
    { label: 'Thumb rest', value: (mouse) => mouse.mouse__thumb_rest },
    { label: 'Ring finger rest', value: (mouse) => mouse.mouse__ring_finger_rest },
    {
      group: 'Sensor',
      label: 'Sensor',
      value: (mouse) => mouseSensorName(mouse),
      format: (value) => (typeof value === 'string' ? <PartLink part="sensor" name={value} /> : '—'),
    },
    { label: 'Sensor type', value: (mouse) => capitalise(mouse.mouse__sensor_type) },
    { label: 'Sensor rank', value: (mouse) => mouse.mouse__sensor_rank, better: 'lower', format: (value) => (typeof value === 'number' ? `#${value}` : '—') },
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
      format: (value) => (typeof value === 'string' ? `${value} mm` : '—'),
    },
    { label: 'Adjustable sensor position', value: (mouse) => mouse.mouse__adjustable_sensor_position },
    { group: 'Buttons and parts', label: 'Side buttons', value: (mouse) => mouse.mouse__side_buttons },
    { label: 'Middle buttons', value: (mouse) => mouse.mouse__middle_buttons },
    {
      label: 'Switches',
      value: (mouse) => mouse.mouse__switch_name,
      format: (value) => (typeof value === 'string' ? <PartLink part="switch" name={value} /> : '—'),
    },
    {
      label: 'Scroll wheel encoder',
      value: (mouse) => mouse.mouse__scroll_wheel_encoder_name,
      format: (value) => (typeof value === 'string' ? <PartLink part="encoder" name={value} /> : '—'),
    },
  ]
}
