import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { findEntry, footerLinkIds } from '../../web/lib/navigation'

const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')
const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))

describe('the site footer (plain HTML in web/index.html)', () => {
  it('links the pages of footerLinkIds, in order, each a page of the navigation', () => {
    const hrefs = [...footer.slice(footer.indexOf('<nav'), footer.indexOf('</nav>')).matchAll(/href="([^"]+)"/g)].map((match) => match[1])
    expect(hrefs).toEqual(footerLinkIds.map((id) => findEntry(id)?.path))
  })

  it('credits BuildCores OpenDB under its licence', () => {
    expect(footer).toContain('href="https://github.com/buildcores/buildcores-open-db"')
    expect(footer).toMatch(/BuildCores OpenDB<\/a> \(ODC-By 1\.0\)/)
  })
})
