/** The mouse kind's compare words and rules (./compare-kind.ts). */
import type { MouseRow } from '../../../lib/api-types'
import { mousePageHeading, mousePageIntro } from '../../../lib/mouse-page-text'
import { productName } from '../../../lib/product-name'
import type { CompareKind } from './compare-kind'
import { readRecentMouseHandles, rememberViewedMouse } from './recent-mice'
import { shapeColor } from './shape-colors'

export const mouseCompareKind: CompareKind<MouseRow> = {
  comparePath: '/mouse/compare',
  singular: 'mouse',
  plural: 'mice',
  nameOf: productName,
  handleOf: (mouse) => mouse.general__handle,
  pageHeading: mousePageHeading,
  pageIntro: mousePageIntro,
  shows: 'their shapes on top of each other and their specifications side by side',
  searchPlaceholder: 'Search mice by name, e.g. Viper V3',
  offersOwnPage: true,
  colorOf: shapeColor,
  recent: {
    label: 'Recently viewed',
    read: readRecentMouseHandles,
    // "Recently viewed" counts a mouse whose own page is shown, not one only compared (issue 20).
    record: (found) => {
      if (found.length === 1) rememberViewedMouse({ handle: found[0]!.item.general__handle, name: found[0]!.name })
    },
  },
  testIds: { chips: 'selected-mice', chip: 'selected-mouse', missing: 'missing-mouse', picker: 'mouse-picker', recent: 'recent-mice' },
}
