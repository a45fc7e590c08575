import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { themeInitMarker } from '../../scripts/theme-init-plugin'
import { themeInitScript, themeInitScriptHash } from '../../web/lib/theme-init-script'

describe('the inline theme script and the CSP hash that allows it', () => {
  it('has the hash the CSP names (change the script, then write this hash into web/lib/theme-init-script.ts and public/_headers)', () => {
    const hash = `sha256-${createHash('sha256').update(themeInitScript, 'utf8').digest('base64')}`
    expect(themeInitScriptHash).toBe(hash)
    expect(readFileSync('public/_headers', 'utf8')).toContain(`'${hash}'`)
  })

  it('is one line of plain script: nothing the HTML parser would end or change', () => {
    expect(themeInitScript).not.toMatch(/<\/script|<!--|\n/i)
  })

  it('has its place in web/index.html, in the head, before the boot shell', () => {
    const html = readFileSync('web/index.html', 'utf8')
    expect(html.indexOf(themeInitMarker)).toBeGreaterThan(html.indexOf('<head>'))
    expect(html.indexOf(themeInitMarker)).toBeLessThan(html.indexOf('</head>'))
    expect(html).not.toContain('theme-init.js')
  })
})
