/**
 * Notifications (SPEC §9): bottom-center, sliding in and out, coloured by kind, closing after 4 s
 * and collapsing in 300 ms. Loaded with the sign-in code only, so the embedded build never pays.
 */
import { Box, createToaster, Toast, Toaster } from '@chakra-ui/react'
import { toastSlotRecipe } from '@chakra-ui/react/theme'
import { timings } from '../../lib/constants'
import { authMessages } from '../../lib/auth-messages'

export type NotificationKind = 'success' | 'error' | 'info'

export const toaster = createToaster({
  placement: 'bottom',
  duration: timings.notificationCloseMs,
  removeDelay: timings.notificationCollapseMs,
  max: 3,
  pauseOnPageIdle: true,
})

/** Shows a notification; returns its id. */
export function notify(kind: NotificationKind, title: string, description?: string): string {
  return toaster.create({ type: kind, title, description, duration: timings.notificationCloseMs })
}

const infoColors = { bg: 'brand.solid', color: 'brand.contrast' }

export function AppToaster() {
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root
          recipe={toastSlotRecipe}
          width={{ md: 'sm' }}
          data-testid="notification"
          data-kind={toast.type}
          {...(toast.type === 'info' ? infoColors : {})}
        >
          <Box flex="1" minW="0">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Box>
          <Toast.CloseTrigger aria-label={authMessages.closeNotification}>
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.3 1.41 1.41 6.3-6.3 6.3 6.3 1.41-1.41-6.3-6.3 6.3-6.3z" />
            </svg>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
