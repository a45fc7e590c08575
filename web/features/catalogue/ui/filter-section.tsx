import { Box, chakra, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface FilterSectionProps {
  title: string
  /** Number of chosen values (shown as a badge when > 0). */
  activeCount?: number
  defaultOpen?: boolean
  children: ReactNode
}

/**
 * One collapsible group of the filters column, built on <details>/<summary>: keyboard and screen
 * reader support come with the element and it costs no JavaScript.
 */
export function FilterSection({ title, activeCount = 0, defaultOpen = true, children }: FilterSectionProps) {
  return (
    <chakra.details open={defaultOpen} borderBottomWidth="1px" borderColor="border" py="2" css={{ '&[open] > summary .chevron': { transform: 'rotate(90deg)' } }}>
      <chakra.summary
        cursor="pointer"
        listStyle="none"
        py="1"
        fontWeight="semibold"
        fontSize="sm"
        rounded="sm"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        <Flex as="span" align="center" gap="2">
          <chakra.span className="chevron" aria-hidden="true" transition="transform 0.15s" display="inline-block" w="3" color="fg.muted">
            ›
          </chakra.span>
          <chakra.span flex="1">{title}</chakra.span>
          {activeCount > 0 && (
            <chakra.span bg="brand.solid" color="brand.contrast" rounded="full" px="2" fontSize="xs" lineHeight="1.6">
              {activeCount}
              <chakra.span srOnly> selected</chakra.span>
            </chakra.span>
          )}
        </Flex>
      </chakra.summary>
      <Box pt="2" pb="1">
        {children}
      </Box>
    </chakra.details>
  )
}
