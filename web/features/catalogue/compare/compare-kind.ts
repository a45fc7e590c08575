/**
 * What the one compare page (catalogue-compare-page.tsx) and the one picker (catalogue-picker.tsx)
 * need to know about a kind of product: its name and handle, its paths and words, its own page's
 * heading and introduction, and how it remembers recently seen items. Mice are one `CompareKind`
 * (`mouseCompareKind`), every component kind is another (`componentCompareKind`); a new kind
 * (mousepads) writes one. Which items a `p` names is the same rule for all (web/lib/compare-selection.ts).
 */
import type { MouseRow } from '../../../lib/api-types'
import { buildCompareParam } from '../../../lib/compare-name'
import type { SelectionEntry } from '../../../lib/compare-selection'
import { componentPageIntro } from '../../../lib/component-page-text'
import { mousePageHeading, mousePageIntro } from '../../../lib/mouse-page-text'
import { productName } from '../../../lib/product-name'
import { pushRecent } from '../../../lib/storage-keys'
import { recentComponentsStore } from '../component-pages/component-stores'
import { componentName, type ComponentKind, type ComponentRow } from '../kinds/component-kind'
import { readRecentMouseHandles, rememberViewedMouse } from './recent-mice'
import { shapeColor } from './shape-colors'

export type FoundEntry<Item> = Extract<SelectionEntry<Item>, { kind: 'found' }>

export interface CompareKind<Item> {
  /** The compare page's path; its navigation entry gives the page's heading and introduction. */
  comparePath: string
  /** 'mouse', 'sensor', 'scroll wheel encoder' */
  singular: string
  /** 'mice', 'sensors', 'scroll wheel encoders' */
  plural: string
  nameOf: (item: Item) => string
  handleOf: (item: Item) => string
  /** One item's own page (the compare page with that one item): its heading and introduction. */
  pageHeading: (name: string) => string
  pageIntro: (name: string) => string
  /** What the comparison shows, for the empty page: 'Pick two or more … above to see {shows}'. */
  shows: string
  /** A browse page to choose from, offered on the empty page. */
  browsePath?: string
  /** The search field's placeholder. */
  searchPlaceholder: string
  /** An item's own page, offered as "Open" beside each search result. */
  pageHref?: (item: Item) => string
  /** The colour that marks an item in the page's drawings (its chip shows it), by position. */
  colorOf?: (index: number) => string
  recent: {
    /** 'Recently viewed', 'Recently compared' */
    label: string
    /** The handles remembered, newest first. */
    read: () => string[]
    /** Remembers what this page shows (the kind decides what counts). */
    record: (found: readonly FoundEntry<Item>[]) => void
  }
  /** The test ids the e2e suites know each kind's parts by. */
  testIds: { chips: string; chip: string; missing: string; picker: string; recent: string }
}

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
  pageHref: (mouse) => `/mouse/compare?p=${buildCompareParam([productName(mouse)])}`,
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
      searchPlaceholder: `Search ${kind.plural}, ${kind.searchPlaceholder}`,
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
