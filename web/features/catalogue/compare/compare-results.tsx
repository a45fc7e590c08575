import { useQuery } from '@tanstack/react-query'
import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react'
import { mouseSpecificationRows } from './mouse-specification-rows'
import { shapeColor } from './shape-colors'
import type { ShapeComparison } from './shape-comparison'
import { SpecificationsSection, type SpecificationItem } from '../ui/specifications-table'
import { PreviewMark } from '../../../components/ui/preview-mark'
import type { MouseRow, SensorRow } from '../../../lib/api-types'
import type { SelectionEntry } from '../../../lib/compare-selection'
import { isPreviewRow } from '../../../lib/preview-session'
import { viewQueryOptions } from '../../../lib/view-query'

/**
 * What the mouse compare page shows once mice are chosen: their shapes on top of each other and
 * their specifications side by side, then what the page adds (a mouse's own page: its product
 * sections). Apart from the page (loaded when a mouse is named: the route's loader starts it with
 * the data, web/features/mouse-page/mouse-compare-page.tsx) so that the empty compare page's first load carries none of it.
 */

type Found = Extract<SelectionEntry<MouseRow>, { kind: 'found' }>
export type ShapeComparisonProps = Parameters<typeof ShapeComparison>[0]

/** What a hand overlay (web/features/fit/compare-hand.tsx) draws the shapes with. */
export interface HandOverlayProps {
  shapes: Omit<ShapeComparisonProps, 'underlays' | 'controls'>
  mice: readonly { row: MouseRow; name: string; color: string }[]
}

export interface CompareResultsProps {
  found: readonly Found[]
  sensors: readonly SensorRow[]
  /** The shapes' settings (alignment, outline highlighting and their changes), without the shapes. */
  shapes: Omit<ShapeComparisonProps, 'items'>
  /** Slot: the shapes with the visitor's hand under them, once its code is loaded (a hand may be set). */
  HandOverlay: ComponentType<HandOverlayProps> | undefined
  /** Whether a hand may be set (then the hand overlay draws the shapes, once loaded). */
  handWanted: boolean
  /** Slot: the way to set a hand, beside the shapes' controls while none is (the fit feature's, in place). */
  setHand?: ReactNode
  /** Slot: sections after the specifications (a mouse's own page: similar mice, reviews, where to buy). */
  after?: ReactNode
}

type MouseShapes = typeof import('./mouse-shapes')
let shapesLoaded: MouseShapes | undefined
let shapesLoading: Promise<MouseShapes> | undefined

/**
 * The outline code (web/features/outlines, through ./mouse-shapes) loads as the results mount, not
 * before them: the specifications paint without waiting for it, and the shapes' place is kept
 * meanwhile. 'failed' when it cannot be downloaded (the page says so; the specifications stay).
 */
function useMouseShapes(): MouseShapes | 'failed' | undefined {
  const [module, setModule] = useState<MouseShapes | 'failed' | undefined>(shapesLoaded)
  useEffect(() => {
    if (module !== undefined) return
    let live = true
    shapesLoading ??= import('./mouse-shapes')
    shapesLoading.then(
      (loaded) => {
        shapesLoaded = loaded
        // In a transition React renders in slices: drawn at once, the shapes were one task of
        // about 330 ms at 4× on a phone (traced). Their place is kept meanwhile.
        if (live) startTransition(() => setModule(loaded))
      },
      () => {
        // The next page that shows shapes tries again.
        shapesLoading = undefined
        if (live) setModule('failed')
      },
    )
    return () => {
      live = false
    }
  }, [module])
  return module
}

export default function CompareResults({ found, sensors, shapes, HandOverlay, handWanted, setHand, after }: CompareResultsProps) {
  const shapesModule = useMouseShapes()
  const shapeItems = useMemo(
    () => (typeof shapesModule === 'object' ? found.map((entry, index) => shapesModule.mouseShapeItem(entry.item, entry.name, shapeColor(index))) : null),
    [found, shapesModule],
  )
  const handMice = useMemo(
    () => found.map((entry, index) => ({ row: entry.item, name: entry.name, color: shapeColor(index) })),
    [found],
  )
  const rows = useMemo(() => mouseSpecificationRows(sensors), [sensors])
  // The site's list of mice has each figure source's kind only (api.mouse_list); the notes and
  // addresses (39 KB gzipped of the list before, on every page of mice) load once the results show
  // (api.mouse_sources) and fill in the source rows when they arrive. Deferred: a query's data comes
  // as a synchronous update, and the table's ~800 elements were one task; React now fills the
  // sources in at a lower priority, in slices.
  const figureSources = useDeferredValue(useQuery(viewQueryOptions<'mouse_sources'>('mouse_sources')).data)
  // The same columns until the mice or their sources change: the table (memoized) is then not
  // rendered again when the shapes arrive or the page re-renders around it.
  const columns = useMemo(
    (): SpecificationItem<MouseRow>[] =>
      found.map((entry, index) => ({
        id: entry.item.general__handle,
        name: entry.name,
        color: shapeColor(index),
        // A test-mode mouse (SPEC §4) says it is a preview wherever it appears.
        heading: isPreviewRow(entry.item) ? (
          <>
            {entry.name} <PreviewMark compact />
          </>
        ) : undefined,
        item: { ...entry.item, ...figureSources?.find((row) => row.general__handle === entry.item.general__handle) },
      })),
    [found, figureSources],
  )
  const allShapes = shapeItems && { ...shapes, items: shapeItems }
  const Shapes = typeof shapesModule === 'object' ? shapesModule.ShapeComparison : undefined

  return (
    <>
      {!allShapes || !Shapes ? (
        shapesModule === 'failed' ? (
          // Plain (web/index.html .shapes-failed): it appears after the page's first render.
          <p className="shapes-failed" data-testid="shapes-failed">
            The shapes could not load: reload to try again.
          </p>
        ) : (
          <div className="shapes-pending" style={{ '--mice': found.length } as CSSProperties} aria-busy="true" data-testid="shapes-pending" />
        )
      ) : HandOverlay ? (
        <HandOverlay shapes={allShapes} mice={handMice} />
      ) : (
        <Shapes
          {...allShapes}
          controls={
            handWanted ? undefined : (
              <span className="shape-small" data-testid="set-hand">
                {setHand}
              </span>
            )
          }
        />
      )}
      <SpecificationsSection items={columns} rows={rows} />
      {after}
    </>
  )
}
