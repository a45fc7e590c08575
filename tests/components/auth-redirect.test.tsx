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
