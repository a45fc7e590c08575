import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectedSeconds, measuredSeconds, scheduled, testsPath, unmeasuredSeconds } from '../npm-test-sequencer'

describe('the order npm test starts its files in (tests/npm-test-sequencer.ts)', () => {
  const file = (project: string, path: string) => ({ project, path: `/r/tests/${path}` })
  const order = (files: { project: string; path: string }[]) =>
    scheduled(
      files,
      (item) => item.path,
      (item) => item.project,
    ).map((item) => `${item.project} ${testsPath(item.path)}`)

  it('keeps each project together, starts the project with the longest file first, and each project longest first', () => {
    expect(
      order([
        file('jsdom-shared', 'jsdom/a-small.test.tsx'),
        file('unit', 'unit/a-small.test.ts'),
        file('unit', 'db/account-limits.test.ts'),
        file('worker', 'worker/app.test.ts'),
        file('jsdom-shared', 'jsdom/browse.test.tsx'),
        file('worker', 'worker/sitemaps.test.ts'),
        file('unit', 'unit/b-small.test.ts'),
      ]),
    ).toEqual([
      'worker worker/sitemaps.test.ts',
      'worker worker/app.test.ts',
      'jsdom-shared jsdom/browse.test.tsx',
      'jsdom-shared jsdom/a-small.test.tsx',
      'unit db/account-limits.test.ts',
      'unit unit/a-small.test.ts',
      'unit unit/b-small.test.ts',
    ])
  })

  it('counts a file it has no figure for as a short one, and breaks ties by name', () => {
    expect(expectedSeconds('/r/tests/unit/new-file.test.ts')).toBe(unmeasuredSeconds)
    expect(order([file('b', 'unit/x.test.ts'), file('a', 'unit/y.test.ts')])).toEqual(['a unit/y.test.ts', 'b unit/x.test.ts'])
  })

  it('names only files that exist (a renamed file would silently count as a short one)', () => {
    const missing = Object.keys(measuredSeconds).filter((path) => !existsSync(new URL(`../${path}`, import.meta.url)))
    expect(missing).toEqual([])
  })
})
