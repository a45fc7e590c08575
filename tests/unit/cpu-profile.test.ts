import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { frameSources } from '../../bench/cpu-profile'

describe("a CPU profile's frames read through the build's source maps (bench/cpu-profile.ts)", () => {
  const maps = mkdtempSync(join(tmpdir(), 'cpu-profile-'))
  afterAll(() => rmSync(maps, { recursive: true, force: true }))
  mkdirSync(join(maps, 'assets'))
  // One chunk whose only mapping starts at column 10 of line 1: `f` in web/lib/a.ts, line 1.
  writeFileSync(join(maps, 'assets', 'app-x1.js.map'), JSON.stringify({ version: 3, sources: ['../web/lib/a.ts'], names: ['f'], mappings: 'UAAAA' }))
  const sourceOf = frameSources(maps, { base: 'http://127.0.0.1:8787', withFunctions: true })
  const frame = (url: string, columnNumber: number, functionName = '') => ({ url, functionName, lineNumber: 0, columnNumber })

  it('names a mapped frame by its source file, line and function', () => {
    expect(sourceOf(frame('http://127.0.0.1:8787/assets/app-x1.js', 10, 'a'))).toBe('web/lib/a.ts:1 f')
  })

  it("names a chunk's module body (no original position) by its chunk, not as one unknown for every chunk", () => {
    expect(sourceOf(frame('http://127.0.0.1:8787/assets/app-x1.js', 0))).toBe('?app-x1.js')
    expect(sourceOf(frame('http://127.0.0.1:8787/assets/app-x1.js', 2, 'j'))).toBe('?app-x1.js j')
  })

  it('names a script without a map by its URL, and native code by what V8 calls it', () => {
    expect(sourceOf(frame('http://127.0.0.1:8787/mouse/browse', 3))).toBe('/mouse/browse')
    expect(sourceOf(frame('', 0, 'appendChild'))).toBe('(appendChild)')
  })
})
