/**
 * What the one compare page (catalogue-compare-page.tsx) and the one picker (catalogue-picker.tsx)
 * need to know about a kind of product: its name and handle, its paths and words, its own page's
 * heading and introduction, and how it remembers recently seen items. Mice are one `CompareKind`
 * (./mouse-compare-kind.ts), every component kind is another (../component-pages/component-compare-kind.ts);
 * a new kind (mousepads) writes one. Which items a `p` names is the same rule for all (web/lib/compare-selection.ts).
 */
import type { SelectionEntry } from '../../../lib/compare-selection'

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
  /** Whether the picker offers each result's own page ("Open": the compare page with it alone). */
  offersOwnPage?: boolean
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
