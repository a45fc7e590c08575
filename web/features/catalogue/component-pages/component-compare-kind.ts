/** A component kind's compare words and rules (../compare/compare-kind.ts), from its ComponentKind. */
import { componentPageIntro } from '../../../lib/component-page-text'
import { pushRecent } from '../../../lib/storage-keys'
import type { CompareKind } from '../compare/compare-kind'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { recentComponentsStore } from './component-stores'

const componentCompareKinds = new Map<string, CompareKind<ComponentRow>>()

/** A component kind's compare words and rules (one value per kind, so the page's memos hold). */
export function componentCompareKind<Row extends ComponentRow>(kind: ComponentKind<Row>): CompareKind<Row> {
  let compareKind = componentCompareKinds.get(kind.id)
  if (!compareKind) {
    const store = recentComponentsStore(kind.category)
    compareKind = {
      comparePath: kind.comparePath,
      singular: kind.singular,
      plural: kind.plural,
      nameOf: componentName,
      handleOf: (row) => row.general__handle,
      pageHeading: (name) => name,
      pageIntro: (name) => componentPageIntro(kind.singular, name),
      shows: 'their figures side by side',
      browsePath: kind.browsePath,
      // The example only: the field is labelled, and at 16 px (no zoom on a phone) the longer "Search scroll
      // wheel encoders, e.g. …" did not fit a 375 px screen.
      searchPlaceholder: kind.searchPlaceholder,
      recent: {
        label: 'Recently compared',
        read: () => [...store.get()],
        // Every component compared counts, the first of the page first.
        record: (found) => {
          let list = store.get()
          for (const entry of [...found].reverse()) list = pushRecent(list, entry.item.general__handle, 12)
          if (list.join(' ') !== store.get().join(' ')) store.set(list)
        },
      },
      testIds: { chips: 'selected-components', chip: 'selected-component', missing: 'missing-component', picker: 'component-picker', recent: 'recent-components' },
    }
    componentCompareKinds.set(kind.id, compareKind)
  }
  return compareKind as unknown as CompareKind<Row>
}
