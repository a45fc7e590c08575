import { Text } from '@chakra-ui/react'
import { AppLink } from '../ui/app-link'
import { miceCountText } from './component-links'

/**
 * "1 mouse", "13 mice": the link to mouse browse filtered to the mice that use a part, one component
 * wherever the count appears (the part tables, a part's page, its list of mice). Plain text when no
 * mouse uses it.
 */
export function MiceCountLink({ count, href, partName, prefix, withName }: { count: number; href: string; partName: string; prefix?: string; withName?: boolean }) {
  const text = `${prefix ? `${prefix} ` : ''}${miceCountText(count)}`
  const named = `${text} with the ${partName}`
  if (count === 0) {
    return (
      <Text as="span" color="fg.muted">
        {miceCountText(0)}
      </Text>
    )
  }
  return (
    <AppLink
      href={href}
      // A box of its own, so on phones it takes the 44 px touch target (web/index.html).
      display="inline-flex"
      alignItems="center"
      color={{ _light: 'blue.700', _dark: 'brand.fg' }}
      textDecoration="underline"
      textUnderlineOffset="3px"
      aria-label={withName ? undefined : named}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {withName ? named : text}
    </AppLink>
  )
}
