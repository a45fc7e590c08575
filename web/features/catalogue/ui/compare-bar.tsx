import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { AppLink } from './app-link'

export interface CompareBarItem {
  id: string
  label: string
}

export interface CompareBarProps {
  items: readonly CompareBarItem[]
  /** The compare page URL for these items. */
  href: string
  onRemove: (id: string) => void
  onClear: () => void
}

/**
 * The compare selection a visitor is building, fixed at the bottom of the window: the chosen
 * items (each removable), a "Compare (n)" link to the compare page and "Clear". Hidden when the
 * selection is empty. A landmark (region "Compare selection") so it is easy to reach.
 */
export function CompareBar({ items, href, onRemove, onClear }: CompareBarProps) {
  if (items.length === 0) return null
  return (
    <Box
      as="section"
      aria-label="Compare selection"
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
      shadow="lg"
      px={{ base: '3', md: '6' }}
      py="2"
      data-testid="compare-bar"
    >
      <Flex maxW="7xl" mx="auto" align="center" gap="3">
        <Flex as="ul" listStyleType="none" gap="2" flex="1" minW="0" overflowX="auto" display={{ base: 'none', md: 'flex' }}>
          {items.map((item) => (
            <Flex as="li" key={item.id} align="center" gap="1" borderWidth="1px" borderColor="border" rounded="full" ps="3" pe="1" py="0.5" flexShrink={0} fontSize="sm">
              {/* A fixed bar of one line: a long name is cut, whole in its title. */}
              <Text as="span" maxW="14rem" truncate title={item.label} data-may-truncate="">
                {item.label}
              </Text>
              <chakra.button
                type="button"
                aria-label={`Remove ${item.label} from compare`}
                onClick={() => onRemove(item.id)}
                w="6"
                h="6"
                rounded="full"
                color="fg.muted"
                _hover={{ bg: 'bg.muted', color: 'fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              >
                ×
              </chakra.button>
            </Flex>
          ))}
        </Flex>
        <Text display={{ base: 'block', md: 'none' }} flex="1" fontSize="sm" color="fg.muted" truncate title={items.map((item) => item.label).join(', ')} data-may-truncate="">
          {items.map((item) => item.label).join(', ')}
        </Text>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        <Button asChild size="sm">
          <AppLink href={href} data-testid="compare-link">
            Compare ({items.length})
          </AppLink>
        </Button>
      </Flex>
    </Box>
  )
}
