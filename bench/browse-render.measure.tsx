/**
 * Data at scale, rendering (jsdom): the results list /mouse/browse renders (web/features/catalogue/browse/
 * catalogue-browse-page.tsx), as the dense table (SortableTable with the page's columns and actions) and as
 * cards (VirtualGrid of MouseCard, the default view), with 1,000 and 10,000 synthetic mice.
 *
 * Two figures per view and size, means of warm samples (main-thread CPU time, see timed()):
 * - mount: the list appears inside an app that is already running (providers, router and Chakra's
 *   styles in place), with the page's per-render work: the filter pass over every mouse for the
 *   current state, then the windowed rows;
 * - filter change: the state changes (a facet, a range, a search text) and the list re-renders:
 *   the page's filter pass again, then the new rows. The filter pass alone is 'data:filter:*'.
 *
 * Both views are windowed against the page's scroll, so only the rows on screen are in the DOM
 * whatever the count; the DOM row counts are reported to show it. jsdom has no layout, so the
 * virtualizer sees its default 1024×768 window with the list at the top, and the card grid is
 * given a 960 px width (four columns, as beside the filters on a desktop).
 *
 * React runs its production build, as shipped (bench/vitest.config.ts sets NODE_ENV and the JSX
 * runtime for this project; the development build adds checks no visitor pays for), so updates
 * are flushed with flushSync rather than act(), which production React does not provide. jsdom is not a browser:
 * these figures are React's, Chakra's and the DOM's work, without style recalculation, layout or
 * paint, and jsdom's DOM is slower than a browser's.
 */
import { ChakraProvider } from '@chakra-ui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import * as React from 'react'
import { useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SortableTable } from '../web/features/catalogue/ui/sortable-table'
import { VirtualGrid } from '../web/features/catalogue/ui/virtual-grid'
import { applyFilters, createCatalogueIndex, type CatalogueIndex, type FilterState } from '../web/features/catalogue/filter-engine'
import { defaultMouseSort } from '../web/features/catalogue/mice/browse-search'
import { MouseActions } from '../web/features/catalogue/mice/mouse-actions'
import { MouseCard, mouseCardHeight } from '../web/features/catalogue/mice/mouse-card'
import { mouseCatalogueConfig } from '../web/features/catalogue/kinds/mouse-catalogue'
import { mouseColumns } from '../web/features/catalogue/mice/mouse-columns'
import { useCompareHandles } from '../web/features/catalogue/mice/mouse-lists'
import type { MouseRow } from '../web/lib/api-types'
import { getSystem } from '../web/theme/system'
import { filterStates, mean, threadCpuClock } from './browse-measure'
import { writeDataScalePart, type DataFigure } from './data-scale-output'
import { generateSyntheticMice } from './synthetic-catalogue'

// jsdom lacks these layout APIs; as in tests/jsdom/setup.ts they only answer "nothing to report".
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList
window.scrollTo = () => {}
const gridWidth = 960
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return this.dataset.testid === 'virtual-grid' ? gridWidth : 0
  },
})

type View = 'table' | 'cards'

interface Scene {
  view: View
  index: CatalogueIndex<MouseRow>
  filters: FilterState
}

const getKey = (row: MouseRow) => row.general__handle

/** The results part of MouseBrowsePage, with the same props, minus the URL and the shell. */
function BrowseResults({ view, index, filters }: Scene) {
  const result = useMemo(() => applyFilters(index, filters, defaultMouseSort), [index, filters])
  const compareHandles = useCompareHandles()
  const columns = useMemo(
    () =>
      mouseColumns({
        compare: (row) => <MouseActions row={row} inCompare={compareHandles.has(row.general__handle)} noWrap withoutSimilar />,
        links: (row) => <MouseActions row={row} inCompare={compareHandles.has(row.general__handle)} noWrap withoutCompare />,
      }),
    [compareHandles],
  )
  const count = result.rows.length
  const noun = count === 1 ? 'mouse' : 'mice'
  return view === 'table' ? (
    <SortableTable rows={result.rows} columns={columns} getKey={getKey} sort={defaultMouseSort} onSortChange={() => {}} caption={`${count} ${noun}`} stickyFirstColumn />
  ) : (
    <VirtualGrid
      items={result.rows}
      getKey={getKey}
      itemHeight={mouseCardHeight}
      minItemWidth={220}
      gap={16}
      label={`${count} ${noun}`}
      renderItem={(row) => <MouseCard row={row} inCompare={compareHandles.has(row.general__handle)} />}
    />
  )
}

/**
 * Updates per timed sample. The CPU clock ticks every 4 ms (see threadCpuClock), so a sample times
 * a batch of updates spanning some 80 ms: the clock's error is then a few percent of a sample.
 * Mounts are batched across separate stages (each its own React root), since a list must be
 * unmounted, untimed, before it mounts again.
 */
const batch = 4
/** Samples per figure, and samples left out before them (they warm the JIT and Chakra's style cache). */
const samples = 15
const warmUp = 3

const setScenes: ((scene: Scene | null) => void)[] = []

function Stage({ slot }: { slot: number }) {
  const [scene, set] = useState<Scene | null>(null)
  setScenes[slot] = set
  return scene ? <BrowseResults {...scene} /> : null
}

const containers = Array.from({ length: batch }, () => document.body.appendChild(document.createElement('div')))
const roots: Root[] = []
beforeAll(() => {
  // The router only provides context for the rows' links; no route renders.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/mouse/browse'] }) })
  containers.forEach((container, slot) => {
    const root = createRoot(container)
    flushSync(() =>
      root.render(
        <ChakraProvider value={getSystem()}>
          <RouterContextProvider router={router}>
            <Stage slot={slot} />
          </RouterContextProvider>
        </ChakraProvider>,
      ),
    )
    roots.push(root)
  })
})
afterAll(() => roots.forEach((root) => root.unmount()))

/**
 * Main-thread CPU ms per update of a batch of updates, each flushed at once: render, commit and
 * effects (a discrete update flushes its effects synchronously). Samples are averaged, not
 * medians, for the reason given at time() in bench/browse-measure.ts. The updates run back to back
 * with no task between them, so an update whose effects queue a further render (a state set that
 * changes nothing still does) piles up unflushed work until React stops with error #185, "Maximum
 * update depth exceeded": that is a wasted render on the page to remove, not a fault of the bench.
 */
function timed(updates: (() => void)[]): number {
  const start = threadCpuClock.now()
  for (const update of updates) flushSync(update)
  return (threadCpuClock.now() - start) / updates.length
}

const domRows = (view: View) => containers[0]!.querySelectorAll(view === 'table' ? 'tbody tr[aria-rowindex]' : '[role="listitem"]').length

function measure(view: View, count: number): DataFigure[] {
  const mice = generateSyntheticMice(count, 42)
  const index = createCatalogueIndex(mice, mouseCatalogueConfig)
  const none: FilterState = { facets: {}, ranges: {} }
  const label = `${count.toLocaleString('en-US')} mice`
  const name = view === 'table' ? 'table' : 'cards'
  const slots = setScenes.slice(0, batch)

  const mounts: number[] = []
  let rowsInDom = 0
  for (let sample = 0; sample < warmUp + samples; sample++) {
    const ms = timed(slots.map((setScene) => () => setScene({ view, index, filters: none })))
    rowsInDom = domRows(view)
    flushSync(() => slots.forEach((setScene) => setScene(null)))
    if (sample >= warmUp) mounts.push(ms)
  }
  expect(rowsInDom).toBeGreaterThan(0)
  expect(rowsInDom).toBeLessThan(100)

  // Every change differs from the state before it: the four realistic states, then no filter.
  const states = [...filterStates(mice), none]
  const setScene = slots[0]!
  flushSync(() => setScene({ view, index, filters: none }))
  const changes: number[] = []
  let run = 0
  for (let sample = 0; sample < warmUp + samples; sample++) {
    const ms = timed(slots.map(() => {
      const filters = states[run++ % states.length]!
      return () => setScene({ view, index, filters })
    }))
    if (sample >= warmUp) changes.push(ms)
  }
  flushSync(() => setScene(null))

  return [
    { id: `data:render-mount:${view}:${count}`, label: `Mount the browse ${name} (filter pass + windowed rows), ${label}, jsdom (mean CPU time)`, value: mean(mounts), unit: 'ms' },
    { id: `data:render-filter:${view}:${count}`, label: `Filter change: filter pass + re-render the browse ${name}, ${label}, jsdom (mean CPU time)`, value: mean(changes), unit: 'ms' },
    { id: `data:render-dom-rows:${view}:${count}`, label: `${view === 'table' ? 'Table rows' : 'Cards'} in the DOM after mounting, ${label} (windowed)`, value: rowsInDom, unit: view === 'table' ? 'rows' : 'cards' },
  ]
}

describe('rendering the browse list at scale', () => {
  it('mounts and re-renders the table and the cards', () => {
    // Only React's development build exports act: a development build would inflate every figure.
    expect(typeof React.act).toBe('undefined')
    const figures: DataFigure[] = []
    for (const count of [1_000, 10_000]) for (const view of ['table', 'cards'] as const) figures.push(...measure(view, count))
    writeDataScalePart('render', figures)
  })
})
