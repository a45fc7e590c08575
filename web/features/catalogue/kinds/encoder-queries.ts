import { viewQueryOptions } from '../../../lib/view-query'

export const encoderQueries = {
  list: () => viewQueryOptions('mouse_scroll_wheel_encoders'),
}
