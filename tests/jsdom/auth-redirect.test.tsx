/** Errors the auth service puts in the URL after a redirect abort the sign-in with a message and leave the URL. */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authMessages } from '../../web/lib/auth-messages'
import { expectNotification, useAuthService } from './auth-kit'
import { renderApp } from './render-app'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('a redirect back with an error', () => {
  it('shows the message, stays signed out, and removes the error from the URL', async () => {
    useAuthService()
    const path = '/mouse/compare?p=Zowie-EC2-CW&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'
    window.history.replaceState(null, '', path)
    const { router } = await renderApp(path)
    await expectNotification(authMessages.linkExpired)
    expect(screen.getByTestId('notification')).toHaveAttribute('data-kind', 'error')
    await waitFor(() => expect(router.state.location.href).toBe('/mouse/compare?p=Zowie-EC2-CW'))
    expect(screen.getByTestId('sign-in-entry')).toHaveTextContent('Sign in')
  })
})

describe('notifications (SPEC §9)', () => {
  it('sit bottom-center, are coloured by kind, and close after 4 s', async () => {
    useAuthService()
    await renderApp('/')
    await screen.findByTestId('sign-in-entry')
    const { notify } = await import('../../web/features/auth/toaster')
    // Timeouts, frames and the clocks are faked from here on (React's own scheduling is not), so the 4 s is
    // checked to the millisecond and a loaded machine cannot make the toasts late.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] })
    try {
      notify('success', 'All good')
      notify('info', 'For your information')
      await vi.advanceTimersByTimeAsync(50)
      const toasts = screen.getAllByTestId('notification')
      expect(toasts.map((toast) => toast.dataset.kind).sort()).toEqual(['info', 'success'])
      expect(toasts[0]!.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom')
      await vi.advanceTimersByTimeAsync(3900)
      expect(screen.getAllByTestId('notification')).toHaveLength(2)
      // 4 s on screen, then a 300 ms collapse.
      await vi.advanceTimersByTimeAsync(400)
      expect(screen.queryAllByTestId('notification')).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
