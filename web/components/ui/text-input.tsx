import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from '@chakra-ui/react'

/**
 * Chakra's Input look (the theme's `input` recipe) on a plain <input>. Chakra's own Input is Ark's
 * Field.Input, which brings the field machinery (and an auto-resizing textarea) into the first load
 * of every page with a text box: about 4 KB gzip on /mouse/browse, for a context none of these
 * inputs sit in.
 */
const { withContext } = createRecipeContext({ key: 'input' })

export interface TextInputProps extends HTMLChakraProps<'input'>, RecipeProps<'input'> {}

export const TextInput = withContext<HTMLInputElement, TextInputProps>('input')
