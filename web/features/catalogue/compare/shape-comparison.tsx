import { useId, useState, type ReactNode } from 'react'
import { parseFlag, safeStorage, storageKeys } from '../../../lib/storage-keys'
import { rulerTicks, viewExtent, viewPlacement, type OutlineView, type ShapeAlignment, type ShapeDimensions } from '../../outlines/public'

export type ShapeViewName = OutlineView

/** One product's outline in one view: SVG path data in millimetres, and what it is. */
export interface ShapeViewDrawing {
  /** Path data, bounding box [0, w] × [0, h] of the view (web/features/outlines/outline-layout.ts). */
  path: string
  /** What the outline is, in words ("traced from …" or "generated from …"), shown under the view. */
  caption: string
  traced: boolean
}

export interface ShapeItem extends ShapeDimensions {
  id: string
  name: string
  color: string
  views: Record<ShapeViewName, ShapeViewDrawing>
  /** Says what the outline is drawn from (every view in one sentence), shown in the legend. */
  note?: string
  /** Top view: where a trace marks the sensor, mm. */
  sensor?: { x: number; y: number } | null
}

const viewLabels: Record<ShapeViewName, string> = { top: 'Top view', side: 'Side view', back: 'Back view' }
const alignments: { value: ShapeAlignment; label: string }[] = [
  { value: 'front', label: 'Front' },
  { value: 'center', label: 'Centre' },
  { value: 'back', label: 'Back' },
]

/** Ruler room at the top and left of each view, and a little at the other edges (mm). */
const rulerPad = 11
const edgePad = 3

function readHighlightDefault(): boolean {
  return parseFlag(safeStorage.get(storageKeys.enableHighlightOutlinesByDefault), true)
}

/**
 * Products drawn on top of each other at true scale (millimetres, with a ruler and grid) in top,
 * side and back views, aligned at the front, centre or back, each in its own colour with a legend
 * and its own opacity. Outline highlighting starts as the stored preference.
 */
export function ShapeComparison({
  items,
  heading = 'Shapes',
  headingLevel = 'h2',
  alignment: givenAlignment,
  onAlignmentChange,
  highlight: givenHighlight,
  onHighlightChange,
  underlays,
  controls,
}: {
  items: readonly ShapeItem[]
  heading?: ReactNode
  headingLevel?: 'h2' | 'h3'
  /** The alignment when the page keeps it (e.g. in its URL); else the component keeps its own, starting at the front. */
  alignment?: ShapeAlignment
  onAlignmentChange?: (alignment: ShapeAlignment) => void
  /** Whether outlines are highlighted when the page keeps it; else the stored preference. */
  highlight?: boolean
  onHighlightChange?: (highlight: boolean) => void
  /** Drawn under the products, to the same scale (e.g. the visitor's hand). */
  underlays?: Partial<Record<ShapeViewName, ShapeUnderlay>>
  /** More controls beside the alignment (e.g. showing the hand). */
  controls?: ReactNode
}) {
  const [ownAlignment, setOwnAlignment] = useState<ShapeAlignment>('front')
  const [ownHighlight, setOwnHighlight] = useState(readHighlightDefault)
  const alignment = givenAlignment ?? ownAlignment
  const highlight = givenHighlight ?? ownHighlight
  const setAlignment = (value: ShapeAlignment) => (onAlignmentChange ? onAlignmentChange(value) : setOwnAlignment(value))
  const [opacity, setOpacity] = useState<Record<string, number>>({})
  const idPrefix = 'shape' + useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const opacityOf = (id: string) => opacity[id] ?? 0.85

  const toggleHighlight = (value: boolean) => {
    if (onHighlightChange) onHighlightChange(value)
    else setOwnHighlight(value)
    safeStorage.set(storageKeys.enableHighlightOutlinesByDefault, String(value))
  }

  // Plain elements styled by web/index.html (.shape-*, .mouse-action for Chakra's button recipe,
  // .plain-heading for its heading recipe): on a compare page its legend, views and captions were 21 of the page's 77
  // styles generated at run time (each product's colour a style of its own), every one resolved,
  // hashed and inserted. The shapes arrive after the page's first render, and Chakra's buttons then
  // inserted their recipe's rules, in a layer: Chromium restyled and laid out the whole page for it.
  const HeadingTag = headingLevel
  return (
    <section aria-labelledby={`${idPrefix}-heading`} data-testid="shape-comparison">
      <HeadingTag id={`${idPrefix}-heading`} className="plain-heading section-heading" data-size="lg">
        {heading}
      </HeadingTag>
      <div className="shape-controls">
        <div className="shape-control" role="group" aria-label="Align the shapes at">
          <span className="shape-muted shape-small">Align:</span>
          {alignments.map((option) => (
            <button
              key={option.value}
              type="button"
              className="mouse-action"
              data-variant={alignment === option.value ? 'solid' : 'outline'}
              aria-pressed={alignment === option.value}
              onClick={() => setAlignment(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
        <label className="shape-control shape-small shape-highlight">
          <input type="checkbox" checked={highlight} onChange={(event) => toggleHighlight(event.target.checked)} data-testid="highlight-outlines" />
          Highlight outlines
        </label>
        {controls}
      </div>

      <ul className="shape-legend" aria-label="Legend" data-testid="shape-legend">
        {items.map((item) => (
          <li key={item.id}>
            <span className="shape-dot" aria-hidden="true" style={{ background: item.color }} />
            <span className="shape-legend-name">{item.name}</span>
            <span className="shape-muted">
              {item.length} × {item.width} × {item.height} mm
            </span>
            {item.note && (
              <span className="shape-muted shape-legend-note" data-testid="outline-note">
                {item.note}
              </span>
            )}
            <label className="shape-control shape-muted shape-legend-opacity">
              <span>Opacity</span>
              <input
                type="range"
                min={0.1}
                max={1}
                step={0.05}
                value={opacityOf(item.id)}
                aria-label={`Opacity of ${item.name}`}
                onChange={(event) => setOpacity((current) => ({ ...current, [item.id]: Number(event.target.value) }))}
                style={{ width: '7rem', accentColor: item.color }}
              />
            </label>
          </li>
        ))}
      </ul>

      <div className="shape-views">
        {(['top', 'side', 'back'] as const).map((view) => (
          <ShapeView key={view} view={view} items={items} alignment={alignment} highlight={highlight} opacityOf={opacityOf} underlay={underlays?.[view]} />
        ))}
      </div>
    </section>
  )
}

interface ShapeViewProps {
  view: ShapeViewName
  items: readonly ShapeItem[]
  alignment: ShapeAlignment
  highlight: boolean
  opacityOf: (id: string) => number
  underlay?: ShapeUnderlay
}

function ShapeView({ view, items, alignment, highlight, opacityOf, underlay }: ShapeViewProps) {
  const placed = underlay?.place(viewExtent(view, items))
  const extent = placed?.extent ?? viewExtent(view, items)
  const boxWidth = rulerPad + extent.x + edgePad
  const boxHeight = rulerPad + extent.y + edgePad
  const fromDesk = view !== 'top'
  const ticksX = rulerTicks(extent.x)
  const ticksY = rulerTicks(extent.y)
  const label = `${viewLabels[view]} of ${items.map((item) => `${item.name} (${item.views[view].caption})`).join(', ')}${underlay ? ` over ${underlay.label}` : ''}, to scale in millimetres${view === 'back' ? '' : `, aligned at the ${alignment === 'center' ? 'centre' : alignment}`}`
  return (
    <figure className="shape-view">
      <figcaption>{viewLabels[view]}</figcaption>
      <svg
        role="img"
        aria-label={label}
        data-testid={`shape-overlay-${view}`}
        viewBox={`${-rulerPad} ${-rulerPad} ${boxWidth} ${boxHeight}`}
        style={{ width: `calc(var(--mm) * ${boxWidth})`, maxWidth: '100%', height: 'auto', display: 'block', overflow: 'visible' }}
      >
        {/* Grid and ruler: currentColor follows the theme. */}
        <g aria-hidden="true">
          <rect x={0} y={0} width={extent.x} height={extent.y} fill="none" stroke="currentColor" strokeOpacity={0.25} strokeWidth={0.25} />
          {ticksX.map((tick) => (
            <g key={`x${tick.mm}`}>
              {tick.major && tick.mm > 0 && tick.mm < extent.x && <line x1={tick.mm} y1={0} x2={tick.mm} y2={extent.y} stroke="currentColor" strokeOpacity={0.12} strokeWidth={0.2} />}
              <line x1={tick.mm} y1={-(tick.major ? 3 : 1.5)} x2={tick.mm} y2={0} stroke="currentColor" strokeOpacity={0.6} strokeWidth={0.25} />
              {tick.label && (
                <text x={tick.mm} y={-4.5} style={{ fontSize: 3.6 }} textAnchor="middle" fill="currentColor" fillOpacity={0.75}>
                  {tick.mm}
                </text>
              )}
            </g>
          ))}
          {ticksY.map((tick) => {
            const y = fromDesk ? extent.y - tick.mm : tick.mm
            return (
              <g key={`y${tick.mm}`}>
                {tick.major && tick.mm > 0 && tick.mm < extent.y && <line x1={0} y1={y} x2={extent.x} y2={y} stroke="currentColor" strokeOpacity={0.12} strokeWidth={0.2} />}
                <line x1={-(tick.major ? 3 : 1.5)} y1={y} x2={0} y2={y} stroke="currentColor" strokeOpacity={0.6} strokeWidth={0.25} />
                {tick.label && (
                  <text x={-4.5} y={y + 1.2} style={{ fontSize: 3.6 }} textAnchor="end" fill="currentColor" fillOpacity={0.75}>
                    {tick.mm}
                  </text>
                )}
              </g>
            )
          })}
          <text x={extent.x} y={extent.y + edgePad - 0.2} style={{ fontSize: 2.6 }} textAnchor="end" fill="currentColor" fillOpacity={0.6}>
            mm
          </text>
        </g>
        {underlay && placed && <g transform={`translate(${placed.offset.x} ${placed.offset.y})`}>{underlay.node}</g>}
        {items.map((item) => {
          const offset = viewPlacement(view, item, items, alignment, extent)
          const drawing = item.views[view]
          const alpha = opacityOf(item.id)
          const sensor = view === 'top' && drawing.traced ? item.sensor : null
          return (
            <g key={item.id} transform={`translate(${offset.x} ${offset.y})`} opacity={alpha} data-shape={item.id} data-kind={drawing.traced ? 'traced' : 'generated'}>
              <path
                d={drawing.path}
                fill={item.color}
                fillOpacity={highlight ? 0.12 : 0.3}
                stroke={item.color}
                strokeWidth={highlight ? 0.8 : 0.35}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                // A traced outline is drawn solid; a generated one dashed, so the two never pass for each other.
                strokeDasharray={drawing.traced ? undefined : '4 2'}
                style={{ strokeWidth: highlight ? 2.5 : 1.25 }}
              />
              {sensor && (
                <g data-testid="sensor-mark" stroke={item.color} strokeWidth={0.5} fill="none">
                  <circle cx={sensor.x} cy={sensor.y} r={2} />
                  <line x1={sensor.x - 3.5} y1={sensor.y} x2={sensor.x + 3.5} y2={sensor.y} />
                  <line x1={sensor.x} y1={sensor.y - 3.5} x2={sensor.x} y2={sensor.y + 3.5} />
                </g>
              )}
            </g>
          )
        })}
      </svg>
      <ul className="shape-captions" aria-label={`What the ${viewLabels[view].toLowerCase()} outlines are`}>
        {items.map((item) => (
          <li key={item.id} data-testid="view-caption" data-view={view} data-kind={item.views[view].traced ? 'traced' : 'generated'}>
            <span className="shape-dot" aria-hidden="true" style={{ background: item.color }} />
            <span>
              {items.length > 1 && <>{item.name}: </>}
              {item.views[view].caption}
              {view === 'top' && item.views.top.traced && item.sensor ? ', the cross marks its sensor' : ''}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

/**
 * Something drawn under the products in one view (e.g. the visitor's hand), to the same scale.
 * `place` says, given the products' drawing area (mm), how big the area must be to hold it and
 * where its box goes (web/features/outlines/outline-underlay.ts places a box; loaded with the
 * page that draws one).
 */
export interface ShapeUnderlay {
  /** Named in the drawing's accessible name ("… over your hand"). */
  label: string
  /** SVG elements in the box's millimetres. */
  node: ReactNode
  place: (extent: { x: number; y: number }) => { extent: { x: number; y: number }; offset: { x: number; y: number } }
}
