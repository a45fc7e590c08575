/**
 * Error text. Chakra's fg.error is red.500 in light, 3.8:1 on white and 3.4:1 on bg.error (WCAG AA
 * asks 4.5:1 for text); red.700 gives 6.5:1 and 5.9:1. In dark, red.300 reads well on both
 * backgrounds. (The semantic token itself lives in web/theme/system.ts.)
 */
export const errorTextColor = { _light: 'red.700', _dark: 'red.300' } as const
