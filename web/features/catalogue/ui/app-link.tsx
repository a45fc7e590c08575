import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

export interface AppLinkProps extends Omit<HTMLChakraProps<'a'>, 'href'> {
  /** A path inside the site, with its query string, e.g. '/mouse/compare?p=…'. */
  href: string
}

/**
 * A link to a page of this site given as a ready-made href (a page another engineer owns, whose
 * route may not be in this build's typed route tree yet, or a URL built by a shared rule such as
 * the compare-name rule). A plain click navigates inside the app; modified clicks (new tab,
 * download) keep the browser's behaviour.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <chakra.a href={href} onClick={handleClick} {...props} />
}
