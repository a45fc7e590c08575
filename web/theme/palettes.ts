/**
 * The colours the site uses. Each palette costs bundle bytes, a dozen CSS variables on every page
 * and, above all, start-up time: createSystem walks every token before the first render (about a
 * third of its time on a phone went to palettes nobody used). Kept: gray for surfaces and text,
 * red for errors, green for the "signed in" notification, blue for a link shade and bg/fg.info.
 * Palettes with their semantic tokens (solid, fg, subtle…) are those a colorPalette may name.
 * web/theme/system.ts builds the theme from these; the build keeps only these of Chakra's colour
 * tokens in the bundle (scripts/chakra-theme-data-plugin.ts).
 */
const palettes = ['gray', 'red', 'green', 'blue'] as const
export const semanticPalettes = ['gray', 'red', 'green'] as const
const nonPaletteColors = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'] as const

/** Chakra's colour tokens the theme takes (web/theme/system.ts). */
export const keptColorTokens = [...nonPaletteColors, ...palettes] as const
/** Chakra's semantic colour groups the theme takes: bg, fg and border (their status keys picked in system.ts) and the semantic palettes. */
export const keptSemanticColorGroups = ['bg', 'fg', 'border', ...semanticPalettes] as const
