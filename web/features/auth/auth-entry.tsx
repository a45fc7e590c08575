/**
 * Sign-in's entry points, loaded only when Supabase is configured (web/features/shell/top-bar.tsx
 * and mobile-drawer.tsx import this lazily): the top bar button, which also hosts the account
 * panel, the notifications and the handling of errors a redirect brings back; and the drawer item.
 */
import { Button } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { authMessages } from '../../lib/auth-messages'
import { setAccountPanelOpen } from './account-panel-state'
import { AccountPanel } from './account-panel'
import { loadAuthClient } from './auth-client'
import { useAuth } from './auth-store'
import { describeRedirectError, readRedirectError } from './redirect-errors'
import { AppToaster, notify } from './toaster'
import { startUserItems } from './user-items-store'

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
    </svg>
  )
}

let redirectHandled = false

/** An error the auth service put in the URL aborts the sign-in: say so, then clean the URL. */
function useRedirectErrors() {
  const router = useRouter()
  useEffect(() => {
    if (redirectHandled || typeof window === 'undefined') return
    redirectHandled = true
    const found = readRedirectError(window.location.href)
    if (!found) return
    // After the notifications region has subscribed (it mounts in this same render).
    setTimeout(() => notify('error', describeRedirectError(found.error)), 0)
    // supabase-js reads the URL when it starts (and drops any half-made session); clean it after.
    void loadAuthClient()
      .then((client) => client.auth.getSession())
      .catch(() => undefined)
      .finally(() => router.history.replace(found.cleanPath, router.history.location.state))
  }, [router])
}

export function TopBarAuthEntry() {
  const auth = useAuth()
  useRedirectErrors()
  useEffect(() => startUserItems(), [])
  const signedIn = auth.user !== null
  return (
    <>
      <Button
        display={{ base: 'none', md: 'inline-flex' }}
        size="sm"
        variant={signedIn ? 'ghost' : 'outline'}
        aria-haspopup="dialog"
        onClick={() => setAccountPanelOpen(true)}
        data-testid="sign-in-entry"
      >
        {signedIn && <UserIcon />}
        {signedIn ? authMessages.account : authMessages.signIn}
      </Button>
      <AccountPanel />
      <AppToaster />
    </>
  )
}

export function DrawerAuthEntry({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth()
  const signedIn = auth.user !== null
  return (
    <Button
      variant="outline"
      size="sm"
      width="full"
      justifyContent="flex-start"
      aria-haspopup="dialog"
      onClick={() => {
        onNavigate()
        // Let the menu close (and hand focus back) before the account panel takes it.
        setTimeout(() => setAccountPanelOpen(true), 0)
      }}
      data-testid="drawer-sign-in-entry"
    >
      <UserIcon />
      {signedIn ? authMessages.account : authMessages.signIn}
    </Button>
  )
}

export default TopBarAuthEntry
