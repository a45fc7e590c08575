import { afterEach, describe, expect, it } from 'vitest'
import { parseTheme } from '../../web/lib/storage-keys'
import { themeInitScript } from '../../web/lib/theme-init-script'

const runThemeInit = () => new Function(themeInitScript)()

describe('the theme script (inline in the head, runs before first paint)', () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.className = ''
  })

  it.each([null, '', 'light', 'dark', 'Dark', 'system', '"dark"', 'null', '{}'])('agrees with parseTheme for stored %j', (stored) => {
    if (stored !== null) localStorage.setItem('theme', stored)
    runThemeInit()
    const expected = parseTheme(stored) ?? 'dark'
    expect(document.documentElement.className).toBe(expected)
    expect(document.documentElement.style.colorScheme).toBe(expected)
    expect(localStorage.getItem('theme')).toBe(expected)
  })

  it('still applies dark when storage throws', () => {
    const original = Storage.prototype.getItem
    Storage.prototype.getItem = () => {
      throw new Error('blocked')
    }
    try {
      runThemeInit()
    } finally {
      Storage.prototype.getItem = original
    }
    expect(document.documentElement.className).toBe('dark')
  })
})
