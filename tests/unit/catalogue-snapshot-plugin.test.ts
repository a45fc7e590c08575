import { describe, expect, it } from 'vitest'
import { wholeViews } from '../../edge/api-view-records'
import { apiViews } from '../../web/lib/api-types'
import { packedSparseLast } from '../../scripts/catalogue-snapshot-plugin'

describe('which snapshot files carry their emptiest columns last (scripts/catalogue-snapshot-plugin.ts)', () => {
  it('keeps the view order for every view the open-data API publishes, and packs the site-only views tighter', () => {
    // The open data answers with its files' column order (edge/catalogue.ts reads them with template {}).
    for (const view of Object.keys(wholeViews)) expect(packedSparseLast(view), view).toBe(false)
    for (const view of ['mouse_list', 'mouse_sources', 'reviews', 'discounts']) expect(packedSparseLast(view), view).toBe(true)
    // The published views are named as the export names them: a misspelt one would lose its order.
    for (const view of Object.keys(wholeViews)) expect(Object.keys(apiViews)).toContain(view)
  })
})
