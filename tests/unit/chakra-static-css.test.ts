import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chakraStyledSystemDir } from '../../scripts/chakra-module-rewrite'
import { dropChakraGlobalCss, renderChakraGlobalCss } from '../../scripts/chakra-static-css-plugin'
import { providerSystem } from '../../web/theme/provider-system'
import { getSystem } from '../../web/theme/system'

const chakraSystemSource = readFileSync(join(chakraStyledSystemDir, 'system.js'), 'utf8')

describe('Chakra global CSS rendered at build time', () => {
  it('is the cascade layer order, the reset, the global styles and every token variable', () => {
    const css = renderChakraGlobalCss(getSystem())
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css).toContain('@layer reset{')
    expect(css).toContain('@layer base{')
    expect(css).toContain('@layer tokens{')
    // A site colour (light and dark), a base token and the dark condition.
    expect(css).toMatch(/--chakra-colors-brand-solid:#1A72E9/i)
    expect(css).toMatch(/--chakra-colors-brand-solid:#0080FE/i)
    expect(css).toContain('--chakra-spacing-4:')
    expect(css).toContain('.dark')
  })

  it('declares no custom property on every element: the reset’s globals are declared once, on html', () => {
    const css = renderChakraGlobalCss(getSystem())
    // Every rule whose selector list is the universal selector alone (Chakra writes `*` for `'*'`).
    const everyElement = [...css.matchAll(/(?:^|[{}])\*\{([^}]*)\}/g)].map((match) => match[1]!)
    expect(everyElement.length).toBeGreaterThan(0)
    for (const declarations of everyElement) expect(declarations).not.toMatch(/(?:^|;)--/)
    const htmlRules = [...css.matchAll(/(?:^|[{}])html\{([^}]*)\}/g)].map((match) => match[1]!).join(';')
    expect(htmlRules).toContain('--global-font-body:var(--chakra-fonts-body)')
    expect(htmlRules).toContain('--global-font-mono:var(--chakra-fonts-mono)')
    expect(htmlRules).toContain('--global-color-border:var(--chakra-colors-border)')
    // What reads them: the reset's fonts and its default border colour.
    expect(css).toContain('var(--global-font-body,var(--font-fallback))')
    expect(css).toContain('var(--global-color-border,currentColor)')
  })

  it('carries the prefixes the browsers with cascade layers need, and no others', () => {
    const css = renderChakraGlobalCss(getSystem())
    // The first is Lightning CSS's, for Safari; Chakra's reset writes the other two itself.
    expect(css).toContain('-webkit-user-select:none;user-select:none')
    expect(css).toContain('-webkit-text-size-adjust:100%')
    expect(css).toContain('-moz-osx-font-smoothing:grayscale')
    // What stylis's prefixer wrote for browsers without layers, and for none at all.
    expect(css).not.toContain('@-webkit-keyframes')
    expect(css).not.toMatch(/-(webkit|moz|ms)-(transform|translate|animation)/)
    expect(css).not.toMatch(/[;{]-ms-/)
    expect(css).toMatch(/@keyframes spin\{/)
    // 38 KB with stylis's prefixer, unminified; 25 KB now.
    expect(css.length).toBeLessThan(27_000)
  })

  it('rewrites createSystem so the app neither computes the global CSS nor carries the code that would', () => {
    const rewritten = dropChakraGlobalCss(chakraSystemSource)
    expect(rewritten).toContain('const _global = [];')
    expect(rewritten).not.toContain('[getPreflightCss(), getGlobalCss(), getTokenCss()]')
    // The functions are still declared but no longer returned, so the minifier drops them.
    expect(rewritten).not.toMatch(/^\s*getTokenCss,$/m)
    expect(rewritten).not.toMatch(/^\s*getGlobalCss,$/m)
    expect(rewritten).not.toMatch(/^\s*getPreflightCss,$/m)
  })

  it('fails the build when Chakra changes the code it rewrites', () => {
    expect(() => dropChakraGlobalCss(chakraSystemSource.replace('const _global =', 'const globalStyles ='))).toThrow(
      /no longer has the shape/,
    )
  })
})

describe('the system ChakraProvider gets', () => {
  it('is the full system when the CSS is inserted at run time', () => {
    expect(providerSystem(false, getSystem())).toBe(getSystem())
  })

  it('has nothing global to insert when the CSS is static, without computing it', () => {
    let computed = 0
    const full = Object.defineProperty({ ...getSystem() }, '_global', {
      get: () => {
        computed++
        return ['computed']
      },
      enumerable: true,
    })
    const view = providerSystem(true, full)
    expect(view._global).toEqual([])
    expect(view._config.disableLayers).toBe(true)
    expect(computed).toBe(0)
    // Everything else is the same system: styles resolve to the same classes and variables.
    expect(view.css).toBe(full.css)
    expect(view.token('colors.brand.solid')).toBe(full.token('colors.brand.solid'))
  })
})
