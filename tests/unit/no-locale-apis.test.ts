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

// The first Intl formatter a page creates loads the browser's locale data: 20-50 ms of main thread
// on a phone, measured in the middle of the first render (bench/README.md). The site formats with
// web/lib/number-format.ts and web/lib/date-format.ts instead.
describe('the app', () => {
  it('formats numbers and dates without Intl or toLocale*String', () => {
    const offenders = sourceFiles(webDirectory).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, number: index + 1 }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /\bIntl\.|\.toLocale(Date|Time)?String\(/.test(line))
        .map(({ number }) => `${file.slice(webDirectory.length + 1)}:${number}`),
    )
    expect(offenders).toEqual([])
  })
})
