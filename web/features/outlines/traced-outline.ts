/**
 * Traced outlines: what an editor's trace of a real image of a mouse is (SVG path data in
 * millimetres plus its provenance), and the rules every trace keeps. One module for the tracer
 * (scripts/outline-tracer/), `catalogue:check` (supabase/catalogue/check.ts) and the site, so the
 * three cannot disagree about what a valid trace is. Pure.
 *
 * A view's path uses the generated outlines' frame (generated-outline.ts): absolute M/L commands
 * closed by Z, its bounding box [0, w] × [0, h] in millimetres, where
 * - top view: w = width, h = length (front at y = 0, the mouse's left side at x = 0);
 * - side view (seen from the left): w = length (front at x = 0), h = height (desk at y = h);
 * - back view (seen from behind): w = width, h = height (desk at y = h).
 */

import type { DimensionCheck, OutlineDimension, OutlineSources, OutlineTrace } from '../../lib/api-types'
// With its extension: Node runs this module as it is (catalogue:check, the tracer).
import { isOutlinePathForm, type OutlineView } from '../../lib/outline-words.ts'

// The form of a trace's path and reading its provenance live with the words (web/lib/outline-words.ts,
// which the compare page loads first); the tracer and catalogue:check take every rule from here.
export { isOutlinePathForm, outlineViews, readTrace, type OutlineView } from '../../lib/outline-words.ts'

export type { DimensionCheck, OutlineSources, OutlineTrace }


/** A published dimension and the trace may differ by at most this share (2 %): more is flagged, and not accepted. */
export const traceTolerance = 0.02

export interface Dimensions {
  length: number
  width: number
  height: number
}

/** The published dimensions a view's box shows, across (w) and down (h). */
export function viewAxes(view: OutlineView): { w: OutlineDimension; h: OutlineDimension } {
  if (view === 'top') return { w: 'width', h: 'length' }
  if (view === 'side') return { w: 'length', h: 'height' }
  return { w: 'width', h: 'height' }
}

type Point = readonly [number, number]


/** The points of path data made of absolute M, L and Z commands, or the reason it is not such a path. */
export function parseOutlinePath(d: unknown): { points: Point[]; closed: boolean } | { problem: string } {
  if (typeof d !== 'string' || d.trim() === '') return { problem: 'is empty' }
  // The form the database keeps (catalog.mice's mice_views_are_paths): nothing else is path data here.
  if (!isOutlinePathForm(d)) return { problem: 'must be absolute M and L commands closed by Z, with plain numbers (no commas, exponents or other commands)' }
  const tokens = d.trim().match(/[MLZ]|-?\d+(?:\.\d+)?|\S/gi) ?? []
  const points: Point[] = []
  let closed = false
  let command = ''
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!
    if (closed) return { problem: 'has commands after its Z (one closed outline only)' }
    if (/^[MLZ]$/.test(token)) {
      command = token
      i += 1
      if (token === 'Z') closed = true
      else if (token === 'M' && points.length > 0) return { problem: 'has a second M (one closed outline only)' }
      continue
    }
    if (/^[a-z]$/i.test(token)) return { problem: `uses the command ${token}: only absolute M, L and Z` }
    const x = Number(token)
    const y = Number(tokens[i + 1])
    if (!Number.isFinite(x) || !Number.isFinite(y) || !/^-?\d/.test(tokens[i + 1] ?? '')) return { problem: 'has a coordinate without its pair' }
    if (command === '') return { problem: 'does not start with M' }
    points.push([x, y])
    i += 2
  }
  return { points, closed }
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** The view's published dimensions against a box of w × h mm. */
export function dimensionChecks(view: OutlineView, box: { w: number; h: number }, published: Partial<Dimensions>): DimensionCheck[] {
  const axes = viewAxes(view)
  const checks: DimensionCheck[] = []
  for (const [dimension, traced] of [
    [axes.w, box.w],
    [axes.h, box.h],
  ] as const) {
    const figure = published[dimension]
    if (typeof figure !== 'number' || !(figure > 0)) continue
    checks.push({ dimension, published: figure, traced: round1(traced), difference_pct: round1(((traced - figure) / figure) * 100) })
  }
  return checks
}

/** A check that differs by more than the tolerance. */
export const isFlagged = (check: DimensionCheck) => Math.abs(check.traced - check.published) > check.published * traceTolerance + 1e-9

/**
 * Why a view's path cannot be a traced outline of a mouse of these dimensions (empty when it can):
 * one closed outline of M/L/Z commands with at least 8 points, its box starting at (0, 0) and
 * within the tolerance of the published dimensions the view shows.
 */
export function tracedOutlineProblems(view: OutlineView, d: unknown, published: Partial<Dimensions>): string[] {
  const parsed = parseOutlinePath(d)
  if ('problem' in parsed) return [`${view} view path ${parsed.problem}`]
  const problems: string[] = []
  if (!parsed.closed) problems.push(`${view} view path is not closed (end it with Z)`)
  if (parsed.points.length < 8) problems.push(`${view} view path has ${parsed.points.length} points; an outline needs at least 8`)
  const xs = parsed.points.map((point) => point[0])
  const ys = parsed.points.map((point) => point[1])
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  if (Math.abs(minX) > 0.05 || Math.abs(minY) > 0.05) problems.push(`${view} view path must start its box at 0 0 (it starts at ${round1(minX)} ${round1(minY)})`)
  for (const check of dimensionChecks(view, { w: Math.max(...xs) - minX, h: Math.max(...ys) - minY }, published)) {
    if (isFlagged(check)) problems.push(`${view} view is ${check.traced} mm in ${check.dimension}, the published ${check.dimension} is ${check.published} mm (${check.difference_pct > 0 ? '+' : ''}${check.difference_pct} %, more than ${traceTolerance * 100} %)`)
  }
  return problems
}

/** The bounding box size of a valid path (0 × 0 for anything else). */
export function outlineSize(d: unknown): { w: number; h: number } {
  const parsed = parseOutlinePath(d)
  if ('problem' in parsed || parsed.points.length === 0) return { w: 0, h: 0 }
  const xs = parsed.points.map((point) => point[0])
  const ys = parsed.points.map((point) => point[1])
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) }
}

