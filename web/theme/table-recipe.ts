import { defineSlotRecipe } from '@chakra-ui/react'
import { tableAnatomy } from '@chakra-ui/react/anatomy'

/**
 * Chakra's table recipe with the one variant and the one size the site's tables use (`line`,
 * `sm`; every Table.Root says size="sm"). The recipe is part of every page's first load through the
 * theme, and its other variants and sizes (outline, striped, interactive, sticky headers, column
 * borders, md, lg) were about 0.2 KB of it that no page drew. A table that needs another size or
 * variant adds it here, from Chakra's own recipe (@chakra-ui/react/dist/esm/theme/recipes/table.js).
 */
export const siteTableRecipe = defineSlotRecipe({
  className: 'chakra-table',
  slots: tableAnatomy.keys(),
  base: {
    root: { fontVariantNumeric: 'lining-nums tabular-nums', borderCollapse: 'collapse', width: 'full', textAlign: 'start', verticalAlign: 'top' },
    row: { _selected: { bg: 'colorPalette.subtle' } },
    cell: { textAlign: 'start', alignItems: 'center' },
    columnHeader: { fontWeight: 'medium', textAlign: 'start', color: 'fg' },
    caption: { fontWeight: 'medium', textStyle: 'xs' },
    footer: { fontWeight: 'medium' },
  },
  variants: {
    variant: { line: { columnHeader: { borderBottomWidth: '1px' }, cell: { borderBottomWidth: '1px' }, row: { bg: 'bg' } } },
    size: { sm: { root: { textStyle: 'sm' }, columnHeader: { px: '2', py: '2' }, cell: { px: '2', py: '2' } } },
  },
  defaultVariants: { variant: 'line', size: 'sm' },
})
