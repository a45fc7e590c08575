import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { themeTokens } from '../lib/constants'
import { keptColorTokens, semanticPalettes } from './palettes'
import { siteTableRecipe } from './table-recipe'

/** Chakra's status colours, minus 'warning': nothing on the site warns (it would need orange). */
const statusKeys = (group: Record<string, unknown>) => Object.keys(group).filter((key) => key !== 'warning')

function pick<Value>(record: Record<string, Value>, keys: readonly string[]): Record<string, Value> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]!]))
}

/**
 * One Chakra system for the whole site. Built on the base preset plus only the recipes the
 * site uses, so unused component styles never reach the bundle (Chakra's own bundle guide).
 */
const siteConfig = defineConfig({
  cssVarsRoot,
  cssVarsPrefix,
  theme: {
    breakpoints: themeTokens.breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: { ...tokens, colors: pick(tokens.colors, keptColorTokens) },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...pick(semanticTokens.colors, semanticPalettes),
        fg: {
          ...pick(semanticTokens.colors.fg, statusKeys(semanticTokens.colors.fg)),
          // Chakra's red.500 is 3.8:1 on white and 3.4:1 on bg.error (WCAG AA asks 4.5:1 for text);
          // red.700 gives 6.5:1 and 5.9:1. In dark, red.300 reads well on both.
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        border: pick(semanticTokens.colors.border, statusKeys(semanticTokens.colors.border)),
        bg: {
          ...pick(semanticTokens.colors.bg, statusKeys(semanticTokens.colors.bg)),
          DEFAULT: { value: { _light: '{colors.white}', _dark: themeTokens.darkBackground } },
          panel: { value: { _light: '{colors.white}', _dark: '#141414' } },
        },
        brand: {
          solid: { value: { _light: themeTokens.primaryLight, _dark: themeTokens.primaryDark } },
          // Text on the primary colour: white on #1A72E9 and near-black on #0080FE both pass WCAG AA.
          contrast: { value: { _light: '{colors.white}', _dark: themeTokens.darkBackground } },
          // Brand text sits on bg, bg.muted (hovered menu items) and brand.subtle/muted (subtle, ghost and
          // outline buttons, hovered or expanded): the primary colours fall short of 4.5:1 on the tints, so
          // text takes a darker blue in light and a lighter one in dark (at least 4.7:1 on each).
          fg: { value: { _light: '#155CC2', _dark: '#64ABFF' } },
          muted: { value: { _light: '#cfe0fb', _dark: '#003a73' } },
          subtle: { value: { _light: '#e8f1fd', _dark: '#00213f' } },
          emphasized: { value: { _light: '#b3cdf7', _dark: '#004c99' } },
          focusRing: { value: { _light: themeTokens.primaryLight, _dark: themeTokens.primaryDark } },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      // Every page layout is a Container: centred (mx auto) in the space beside the promo column.
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      // A button's loading state draws a spinner. No page uses Chakra's Separator or Skeleton: their
      // recipes were 0.4 KB of every page's first load.
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      list: listSlotRecipe,
      table: siteTableRecipe,
      // The drawer and toast recipes are not here: they travel with the code that uses them
      // (the `recipe` prop in mobile-drawer.tsx, account-panel.tsx and toaster.tsx), which loads
      // on demand, so they stay out of every page's first load.
    },
  },
})

/**
 * The reset and the global styles. A production build renders them into index.html
 * (scripts/chakra-static-css-plugin.ts) and never computes them in the browser, so the app's own
 * system leaves this config out (`appSystemConfigs`): with Chakra's global styles module, which is
 * no longer imported, it was 0.4 KB (gzip) of every page's first load, and one more config for the
 * system's steps to copy. Marked pure because the bundler cannot tell that defineConfig is.
 */
const globalStylesConfig = /* @__PURE__ */ defineConfig({
  // The CSS reset; Chakra's default theme turns it on, the base preset does not.
  preflight: true,
  // Chakra's global styles (its theme's `globalCss`), but for `*` and html. Chakra declares 26
  // custom properties on every element (`*`): the defaults of its ring and `filter="auto"`
  // utilities, which nothing here uses, and three globals that the reset reads (fonts, border
  // colour). Custom properties declared on an element are that element's own, so each restyle
  // resolved all 26 again for every element: a full restyle took 24 ms on the sensors' browse page
  // and 58 on a comparison, against 19 and 30 with only the globals, declared once on html where
  // they are inherited (bench/README.md, "Twenty-seventh session"). The colour mode is a class on
  // html, so the border colour resolves there as before. A ring or `filter="auto"` prop would now
  // need those defaults declared beside it.
  globalCss: {
    '*': { fontFeatureSettings: '"cv11"' },
    html: {
      colorPalette: 'brand',
      scrollPaddingTop: '72px',
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
    },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    '*::placeholder, *[data-placeholder]': { color: 'fg.muted/80' },
    '*::selection': { bg: 'colorPalette.emphasized/80' },
  },
})

/** What the site's system is built from: Chakra's base preset, the site's own config, and the global styles. */
export const systemConfigs = [defaultBaseConfig, siteConfig, globalStylesConfig] as const

/**
 * What a production build of the app builds in the browser (system-in-tasks.ts): the same system
 * without the global styles, which index.html already has. Everything the app resolves at run time
 * (tokens, utilities, recipes, css()) is the same; tests/unit/chakra-system-steps.test.ts checks it.
 */
export const appSystemConfigs = [defaultBaseConfig, siteConfig] as const

let siteSystem: SystemContext | undefined

/**
 * The site's system, built on first use rather than when this module loads: createSystem is the
 * largest piece of start-up work. Tests, development and the build's static CSS call this; a
 * production build of the app builds the same system in steps instead (system-in-tasks.ts).
 */
export function getSystem(): SystemContext {
  return (siteSystem ??= createSystem(...systemConfigs))
}
