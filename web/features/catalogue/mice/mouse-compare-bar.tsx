/**
 * The mouse compare bar of /mouse/find-similar (the browse page has the one browse page's bar):
 * the visitor's compare selection, linking to the compare page.
 */
import type { MouseRow } from '../../../lib/api-types'
import { productName } from '../../../lib/product-name'
import { CompareBar } from '../ui/compare-bar'
import { useStoredList } from '../ui/stored-list'
import { clearCompare, compareHref, compareSelectionStore, removeFromCompare } from './mouse-selection'

/** `hand`: a hand from the page's link (`190x85-claw`), carried on to the compare page. */
export function MouseCompareBar({ miceByHandle, hand }: { miceByHandle: ReadonlyMap<string, MouseRow>; hand?: string }) {
  const handles = useStoredList(compareSelectionStore)
  const rows = handles.flatMap((handle) => miceByHandle.get(handle) ?? [])
  return (
    <CompareBar
      items={rows.map((row) => ({ id: row.general__handle, label: productName(row) }))}
      href={hand ? `${compareHref(rows)}&hand=${encodeURIComponent(hand)}` : compareHref(rows)}
      onRemove={removeFromCompare}
      onClear={clearCompare}
    />
  )
}

