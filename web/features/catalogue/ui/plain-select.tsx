import { chakra, type HTMLChakraProps } from '@chakra-ui/react'

/**
 * A native <select> styled like the site's inputs: keyboard, screen reader and phone pickers
 * behave as the platform does, and it costs no JavaScript (Chakra's Select/NativeSelect recipes
 * are not in the theme).
 */
export function PlainSelect(props: HTMLChakraProps<'select'>) {
  return (
    <chakra.select
      fontSize="sm"
      h="8"
      px="2"
      rounded="md"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
      color="fg"
      // Never wider than its box, and free to narrow in a row (below its longest option's width).
      maxW="full"
      minW="0"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      {...props}
    />
  )
}
