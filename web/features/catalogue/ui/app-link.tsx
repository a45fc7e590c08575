import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

export interface AppLinkProps extends Omit<HTMLChakraProps<'a'>, 'href'> {
  /** A path inside the site, with its query string, e.g. '/mouse/compare?p=…'. */
  href: string
}

/**
 * A click handler that navigates inside the app on a plain click; modified clicks (new tab,
 * download) keep the browser's behaviour.
 */
function useInAppClick(href: string, onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined) {
  const router = useRouter()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
}

/**
 * A link to a page of this site given as a ready-made href (a page another engineer owns, whose
 * route may not be in this build's typed route tree yet, or a URL built by a shared rule such as
 * the compare-name rule). A plain click navigates inside the app.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  return <chakra.a href={href} onClick={useInAppClick(href, onClick)} {...props} />
}

export interface PlainAppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string
  [dataAttribute: `data-${string}`]: string | undefined
}

/**
 * AppLink as a plain `<a>`, without Chakra's style props, for the parts a page draws by the dozen
 * (mouse cards, find-similar results, their actions): a Chakra element resolves its style props
 * while the page runs, even when it has none. Styled by class, from web/index.html.
 */
export function PlainAppLink({ href, onClick, ...props }: PlainAppLinkProps) {
  return <a href={href} onClick={useInAppClick(href, onClick)} {...props} />
}
