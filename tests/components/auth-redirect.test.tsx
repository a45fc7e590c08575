/** Errors the auth service puts in the URL after a redirect abort the sign-in with a message and leave the URL. */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
    await screen.findByTestId('sign-in-entry', {}, { timeout: 5000 })
    const { notify } = await import('../../web/features/auth/toaster')
    const started = Date.now()
    notify('success', 'All good')
    notify('info', 'For your information')
    const toasts = await screen.findAllByTestId('notification')
    expect(toasts.map((toast) => toast.dataset.kind).sort()).toEqual(['info', 'success'])
    expect(toasts[0]!.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom')
    await new Promise((resolve) => setTimeout(resolve, 3500))
    expect(screen.getAllByTestId('notification').length).toBe(2)
    await waitFor(() => expect(screen.queryAllByTestId('notification')).toHaveLength(0), { timeout: 3000 })
    // 4 s on screen, then a 300 ms collapse.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000)
    expect(Date.now() - started).toBeLessThan(6500)
  })
})
