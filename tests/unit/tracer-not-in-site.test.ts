/**
 * The outline tracer is an editor's tool (DESIGN.md convention 12): it runs from `npm run trace`
 * and is never part of the public site. The built site (`dist/`, what is deployed; `npm test`
 * builds it first) holds none of its code, page or texts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const tracerDir = join(root, 'scripts/outline-tracer')

/** Strings only the tracer has: its page's marker, its refusals, its sheet. */
const tracerMarkers = ['mousecompare-outline-tracer', "calibration sheet's 4 black corner squares", 'MouseCompare outline calibration sheet', 'outline-tracer-api']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

describe('the outline tracer', () => {
  it("has each marker in its own sources (so the check below can find them)", () => {
    const sources = files(tracerDir).map((path) => readFileSync(path, 'utf8')).join('\n')
    for (const marker of tracerMarkers) expect(sources, marker).toContain(marker)
  })

  it('is not in the built site', () => {
    expect(existsSync(dist), 'dist/ is missing: run npm run build first').toBe(true)
    const built = files(dist)
    expect(built.length).toBeGreaterThan(10)
    for (const path of built) {
      expect(relative(dist, path), 'a file named after the tracer').not.toMatch(/tracer|calibration/i)
      if (!/\.(js|mjs|html|css|json|txt|xml|svg|webmanifest)$/.test(path)) continue
      const text = readFileSync(path, 'utf8')
      for (const marker of tracerMarkers) expect(text.includes(marker), `${relative(root, path)} contains "${marker}"`).toBe(false)
    }
  })
})
