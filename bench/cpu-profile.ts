/**
 * V8's CPU profile as Chromium's profiler returns it, and where its frames came from: each frame
 * mapped through a build's source maps to a file of the app or `nm:<package file>` (`?<chunk>` where
 * the map has no position). Shared by the tools that profile page loads (bench/profile-load.ts,
 * bench/style-runtime.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'

export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
export interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
export interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
}

/** Each node's parent: a sample's stack is its node and the parents up to the root. */
export function parentsOf(profile: CpuProfile): Map<number, number> {
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  return parents
}

/**
 * The source a profile frame came from, read through the source maps in `maps` (a build's
 * `<outDir>-sourcemaps`): a file of the app, `nm:<package file>` (with its line and name when
 * `withFunctions`), the script's URL less `base` when it has no map, or what V8 calls it.
 */
export function frameSources(maps: string, { base = '', withFunctions = false } = {}): (frame: CallFrame) => string {
  const mapsByUrl = new Map<string, TraceMap | null>()
  const mapOf = (url: string) => {
    if (!mapsByUrl.has(url)) {
      const file = `${maps}/assets/${url.replace(/.*\/assets\//, '')}.map`
      mapsByUrl.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
    }
    return mapsByUrl.get(url)!
  }
  return (frame) => {
    if (!frame.url) return `(${frame.functionName || 'native'})`
    const map = mapOf(frame.url)
    if (!map) return frame.url.replace(base, '')
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    // Code the map does not cover (a chunk's module body, its top-level statements, and helpers the
    // bundler wrote) is named by its chunk: one unknown for every chunk hid which was evaluating.
    if (position.source === null) {
      const chunk = `?${frame.url.replace(/.*\//, '')}`
      return withFunctions && frame.functionName ? `${chunk} ${frame.functionName}` : chunk
    }
    const file = position.source.replace(/.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '')
    return withFunctions ? `${file}:${position.line} ${position.name ?? frame.functionName}` : file
  }
}
