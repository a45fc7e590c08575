import { IconButton } from '@chakra-ui/react'
import { authMessages } from '../../lib/auth-messages'
import { isFavourite } from './user-items'
import { setFavourite, useUserItems } from './user-items-store'

export interface FavouriteProps {
  /** The product's handle (general__handle). */
  productHandle: string
  /** Its name, for the button's accessible label. */
  name: string
  category?: string
  size?: 'xs' | 'sm'
}

/** A heart that marks a mouse as a favourite (pressed again, unmarks it). */
export function FavouriteControl({ productHandle, name, category = 'mouse', size = 'xs' }: FavouriteProps) {
  const { items } = useUserItems()
  const on = isFavourite(items.favourites, category, productHandle)
  return (
    <IconButton
      size={size}
      variant="ghost"
      aria-pressed={on}
      aria-label={on ? authMessages.removeFavourite(name) : authMessages.addFavourite(name)}
      color={on ? 'red.fg' : 'fg.muted'}
      onClick={() => void setFavourite(category, productHandle, !on)}
      data-testid="favourite-toggle"
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d={
            on
              ? 'M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z'
              : 'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z'
          }
        />
      </svg>
    </IconButton>
  )
}

export default FavouriteControl
