import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectedSeconds, longestFirst, measuredSeconds, unmeasuredSeconds } from '../e2e/sequencer'

describe('the end-to-end files’ order (tests/e2e/sequencer.ts)', () => {
  it('starts the longest files first, an unmeasured file as a typical one, ties by path', () => {
    const files = ['/r/tests/e2e/auth.e2e.ts', '/r/tests/e2e/new-b.e2e.ts', '/r/tests/e2e/first-render.e2e.ts', '/r/tests/e2e/new-a.e2e.ts', '/r/tests/e2e/typing.e2e.ts']
    expect(longestFirst(files, (file) => file)).toEqual([
      '/r/tests/e2e/first-render.e2e.ts',
      '/r/tests/e2e/typing.e2e.ts',
      '/r/tests/e2e/new-a.e2e.ts',
      '/r/tests/e2e/new-b.e2e.ts',
      '/r/tests/e2e/auth.e2e.ts',
    ])
    expect(expectedSeconds('/x/new-a.e2e.ts')).toBe(unmeasuredSeconds)
  })

  it('names only files that exist (a renamed file would silently count as typical)', () => {
    const files = new Set(readdirSync(new URL('../e2e/', import.meta.url)).filter((file) => file.endsWith('.e2e.ts')))
    expect(Object.keys(measuredSeconds).filter((file) => !files.has(file))).toEqual([])
  })
})
