import type { SensorRow } from '../../lib/api-types'
import { activeTestProduct, withTestProduct } from '../../lib/test-object-store'
import { viewQueryOptions } from '../../lib/view-query'

export const sensorQueries = {
  /** Every published sensor, with this visit's test-mode product first when it is a sensor. */
  list: () =>
    viewQueryOptions('mouse_sensors', {
      key: ['list', activeTestProduct()?.general__handle ?? null],
      transform: (rows) => withTestProduct<SensorRow>(rows, activeTestProduct(), 'mouse_sensor'),
    }),
}
