import type { SensorRow } from '../../../lib/api-types'
import { activeTestProduct, previewKey, withTestProduct } from '../../../lib/test-object-store'
import { viewQueryOptions } from '../../../lib/view-query'

export const sensorQueries = {
  /** Every published sensor, with this visit's test-mode product first when it is a sensor. */
  list: () =>
    viewQueryOptions('mouse_sensors', {
      key: ['list', previewKey()],
      transform: async (rows) => withTestProduct<SensorRow>(rows, await activeTestProduct(), 'mouse_sensor'),
    }),
}
