/**
 * The account panel (a drawer from the end edge): signed out, the sign-in forms; signed in, the
 * saved comparisons and favourite mice (links and delete), and sign-out.
 */
import { Box, Button, chakra, CloseButton, Drawer, Flex, Heading, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useRef } from 'react'
import { buildCompareParam } from '../../lib/compare-name'
import { authMessages } from '../../lib/auth-messages'
import { productName } from '../../lib/product-name'
import { miceQueries } from '../catalogue/public'
import { setAccountPanelOpen, useAccountPanelOpen } from './account-panel-state'
import { AuthTabs, NewPasswordForm } from './auth-forms'
import { signOut, useAuth } from './auth-store'
import { userLabel } from './auth-state'
import { notify } from './toaster'
import { deleteComparison, setFavourite, useUserItems } from './user-items-store'

function SavedItems() {
  const { items, syncing } = useUserItems()
  const close = () => setAccountPanelOpen(false)
  const { data: mice } = useQuery({ ...miceQueries.list() })
  const nameOf = useMemo(() => {
    const names = new Map((mice ?? []).map((mouse) => [mouse.general__handle, productName(mouse)]))
    return (handle: string) => names.get(handle) ?? handle
  }, [mice])
  const favouriteMice = items.favourites.filter((favourite) => favourite.category === 'mouse')
  const favouritesParam = mice && favouriteMice.length >= 2 ? buildCompareParam(favouriteMice.slice(0, 12).map((favourite) => nameOf(favourite.productHandle))) : ''

  return (
    <Stack gap="6" aria-busy={syncing}>
      <Box as="section" aria-labelledby="saved-comparisons-heading">
        <Heading as="h3" id="saved-comparisons-heading" size="sm" mb="2">
          {authMessages.savedComparisons}
        </Heading>
        {items.comparisons.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {authMessages.noSavedComparisons}
          </Text>
        ) : (
          <chakra.ul listStyleType="none" display="grid" gap="1" data-testid="saved-comparisons">
            {items.comparisons.map((comparison) => {
              const label = comparison.name ?? comparison.productHandles.map(nameOf).join(' vs. ')
              return (
                <Flex as="li" key={comparison.id} align="center" gap="2" data-testid="saved-comparison">
                  <ChakraLink asChild flex="1" minW="0" fontSize="sm" color="brand.fg">
                    <Link to="/mouse/compare" search={{ p: comparison.compareParam } as never} onClick={close}>
                      <chakra.span>{label}</chakra.span>
                    </Link>
                  </ChakraLink>
                  <Button size="xs" variant="ghost" aria-label={authMessages.deleteComparison(label)} onClick={() => void deleteComparison(comparison.id)}>
                    ✕
                  </Button>
                </Flex>
              )
            })}
          </chakra.ul>
        )}
      </Box>
      <Box as="section" aria-labelledby="favourite-mice-heading">
        <Heading as="h3" id="favourite-mice-heading" size="sm" mb="2">
          {authMessages.favouriteMice}
        </Heading>
        {favouriteMice.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {authMessages.noFavourites}
          </Text>
        ) : (
          <>
            <chakra.ul listStyleType="none" display="grid" gap="1" data-testid="favourite-mice">
              {favouriteMice.map((favourite) => (
                <Flex as="li" key={favourite.productHandle} align="center" gap="2" data-testid="favourite-mouse">
                  <ChakraLink asChild flex="1" minW="0" fontSize="sm" color="brand.fg">
                    <Link to="/mouse/find-similar" search={{ mouse: favourite.productHandle } as never} onClick={close}>
                      <chakra.span>{nameOf(favourite.productHandle)}</chakra.span>
                    </Link>
                  </ChakraLink>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={authMessages.removeFavourite(nameOf(favourite.productHandle))}
                    onClick={() => void setFavourite('mouse', favourite.productHandle, false)}
                  >
                    ✕
                  </Button>
                </Flex>
              ))}
            </chakra.ul>
            {favouritesParam && (
              <Button asChild size="sm" variant="outline" mt="2">
                <Link to="/mouse/compare" search={{ p: favouritesParam } as never} onClick={close}>
                  Compare favourites
                </Link>
              </Button>
            )}
          </>
        )}
      </Box>
    </Stack>
  )
}

export function AccountPanel() {
  const open = useAccountPanelOpen()
  const auth = useAuth()
  const identifierRef = useRef<HTMLInputElement>(null)
  const signedIn = auth.user !== null
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setAccountPanelOpen(details.open)}
      placement="end"
      size="sm"
      initialFocusEl={() => identifierRef.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="account-panel">
            <Drawer.Header>
              <Drawer.Title>{signedIn ? authMessages.accountTitle : authMessages.signInTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {signedIn ? (
                  <>
                    <Text fontSize="sm" data-testid="signed-in-as">
                      Signed in as{' '}
                      <Text as="span" fontWeight="semibold">
                        {userLabel(auth.user)}
                      </Text>
                    </Text>
                    {auth.recovering && <NewPasswordForm />}
                    <SavedItems />
                    <Button
                      variant="outline"
                      size="sm"
                      alignSelf="flex-start"
                      onClick={async () => {
                        const result = await signOut()
                        if (result.ok) notify('info', authMessages.signedOut)
                        else notify('error', result.message)
                      }}
                      data-testid="sign-out"
                    >
                      {authMessages.signOut}
                    </Button>
                  </>
                ) : (
                  <>
                    <Text fontSize="sm" color="fg.muted">
                      {authMessages.signInPitch}
                    </Text>
                    <AuthTabs identifierRef={identifierRef} />
                    <SavedItems />
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={authMessages.closeAccount} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
