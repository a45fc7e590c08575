/** Sign-in with a one-time code (email or text message), and choosing a new password after a recovery link. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { loadAuthClient } from '../../web/features/auth/auth-client'
import { authMessages } from '../../web/lib/auth-messages'
import { authBase, authErrorResponse } from '../msw/auth-handlers'
import { authRequests, expectNotification, openAccountPanel, panel, signInAs, type, useAuthService } from './auth-kit'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

async function openCodeTab() {
  await openAccountPanel()
  fireEvent.click(panel().getByRole('tab', { name: 'One-time code' }))
}

describe('one-time code', () => {
  it('needs an email or phone number before sending anything', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await openCodeTab()
    fireEvent.click(panel().getByTestId('send-code'))
    const field = panel().getByLabelText('Email or phone number')
    expect(field).toHaveAccessibleDescription('You must provide either an email or phone number.')
    expect(field).toHaveFocus()
    type('Email or phone number', 'nobody')
    fireEvent.click(panel().getByTestId('send-code'))
    expect(field).toHaveAccessibleDescription(authMessages.invalidIdentifier)
    expect(authRequests(mock)).toEqual([])
  })

  it('sends a code by email, then signs in with it', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await openCodeTab()
    type('Email or phone number', 'ada@example.com')
    fireEvent.click(panel().getByTestId('send-code'))
    expect(await panel().findByTestId('form-status')).toHaveTextContent(authMessages.codeSent('ada@example.com'))
    expect(mock.requests.find((request) => request.path === '/otp')!.body).toMatchObject({ email: 'ada@example.com', create_user: true })
    const code = panel().getByLabelText('Code')
    await waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')

    fireEvent.click(panel().getByTestId('verify-code'))
    expect(code).toHaveAccessibleDescription(authMessages.missingCode)
    type('Code', '12x')
    fireEvent.click(panel().getByTestId('verify-code'))
    expect(code).toHaveAccessibleDescription(authMessages.invalidCode)

    type('Code', '123 456')
    fireEvent.click(panel().getByTestId('verify-code'))
    await panel().findByTestId('signed-in-as')
    await expectNotification(authMessages.signedIn)
    expect(mock.requests.find((request) => request.path === '/verify')!.body).toMatchObject({ email: 'ada@example.com', token: '123456', type: 'email' })
  })

  it('sends a code by text message to a phone number', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await openCodeTab()
    type('Email or phone number', '+44 20 7946 0958')
    fireEvent.click(panel().getByTestId('send-code'))
    await panel().findByTestId('form-status')
    expect(mock.requests.find((request) => request.path === '/otp')!.body).toMatchObject({ phone: '+442079460958' })
    type('Code', '123456')
    fireEvent.click(panel().getByTestId('verify-code'))
    await panel().findByTestId('signed-in-as')
    expect(mock.requests.find((request) => request.path === '/verify')!.body).toMatchObject({ phone: '+442079460958', type: 'sms' })
  })

  it('says when the code is wrong or expired, and lets the visitor start again', async () => {
    useAuthService()
    await renderApp('/')
    await openCodeTab()
    type('Email or phone number', 'ada@example.com')
    fireEvent.click(panel().getByTestId('send-code'))
    await panel().findByTestId('form-status')
    type('Code', '000000')
    fireEvent.click(panel().getByTestId('verify-code'))
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.codeExpired)
    fireEvent.click(panel().getByRole('button', { name: authMessages.useAnotherAddress }))
    expect(panel().getByTestId('send-code')).toBeInTheDocument()
    expect(panel().getByLabelText('Email or phone number')).toHaveFocus()
  })

  it('says when codes are sent too often, or the service is down', async () => {
    useAuthService()
    supabaseServer.use(http.post(`${authBase}/otp`, () => authErrorResponse(429, 'over_email_send_rate_limit', 'email rate limit exceeded')))
    await renderApp('/')
    await openCodeTab()
    type('Email or phone number', 'ada@example.com')
    fireEvent.click(panel().getByTestId('send-code'))
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.tooManyAttempts)
    supabaseServer.use(http.post(`${authBase}/otp`, () => HttpResponse.error()))
    fireEvent.click(panel().getByTestId('send-code'))
    await waitFor(() => expect(panel().getByRole('alert')).toHaveTextContent(authMessages.networkFailure))
  })
})

describe('password recovery', () => {
  async function recover() {
    const client = await loadAuthClient()
    const { data } = await client.auth.getSession()
    // What supabase-js announces when the visitor comes back from a recovery link.
    await act(async () => {
      await (client.auth as unknown as { _notifyAllSubscribers: (event: string, session: unknown) => Promise<void> })._notifyAllSubscribers('PASSWORD_RECOVERY', data.session)
    })
  }

  it('offers a new password and saves it', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    await recover()
    const field = await panel().findByLabelText(authMessages.newPasswordLabel)
    fireEvent.click(panel().getByRole('button', { name: authMessages.saveNewPassword }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    type(authMessages.newPasswordLabel, 'an even better passphrase')
    fireEvent.click(panel().getByRole('button', { name: authMessages.saveNewPassword }))
    await expectNotification(authMessages.passwordUpdated)
    expect(mock.users[0]!.password).toBe('an even better passphrase')
    // USER_UPDATED ends the recovery.
    await waitFor(() => expect(panel().queryByLabelText(authMessages.newPasswordLabel)).toBeNull())
  })

  it('says when the session is missing', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    await recover()
    supabaseServer.use(http.put(`${authBase}/user`, () => authErrorResponse(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')))
    type(authMessages.newPasswordLabel, 'an even better passphrase')
    fireEvent.click(panel().getByRole('button', { name: authMessages.saveNewPassword }))
    await waitFor(() => expect(screen.getByTestId('account-panel').textContent).toContain(authMessages.sessionMissing))
  })
})
