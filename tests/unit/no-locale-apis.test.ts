import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const webDirectory = join(import.meta.dirname, '../../web')

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

/** Every line of the app's code (comments left out) that matches `pattern`, as file:line. */
function linesMatching(pattern: RegExp): string[] {
  return sourceFiles(webDirectory).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map(({ number }) => `${file.slice(webDirectory.length + 1)}:${number}`),
  )
}

describe('the app', () => {
  // The first Intl formatter a page creates loads the browser's locale data: 20-50 ms of main thread
  // on a phone, measured in the middle of the first render (bench/README.md). The site formats with
  // web/lib/number-format.ts and web/lib/date-format.ts instead.
  it('formats numbers and dates without Intl or toLocale*String', () => {
    expect(linesMatching(/\bIntl\.|\.toLocale(Date|Time)?String\(/)).toEqual([])
  })

  // The first localeCompare loads ICU's collation data too: 6–20 ms in Chromium here (bench/README.md,
  // "Thirteenth session"). Three sorts keep it, none on a page the bench measures: a part's mice
  // when they arrive and the compare picker's matches as the visitor types, both in natural order
  // ('Model 9' before 'Model 10'), and the mousepads' names. The natural order without ICU
  // (filter-engine.ts naturalKey) lives in the browse pages' chunk; moved where the first two could
  // use it, it cost 0.07 KB on every page with a search box, and a comparator of lower-cased names
  // 0.01 KB on /mousepads. A new use needs a reason as good.
  it('sorts without localeCompare, but for three lists off the measured pages', () => {
    expect(linesMatching(/\.localeCompare\(/)).toEqual([
      'features/catalogue/compare/picker-matches.ts:47',
      'features/catalogue/component-pages/component-links.ts:34',
      'features/mousepads/mousepad-preview.ts:35',
    ])
  })
})
